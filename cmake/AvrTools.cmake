# The AVR tools from Debian, found once (tools/install-deps installs them):
# libsimavr as the oracle of the AVR core (PkgConfig::SIMAVR when
# SIMAVR_FOUND), and avr-gcc for our own test programs.
find_package(PkgConfig)
if(PkgConfig_FOUND)
  pkg_check_modules(SIMAVR IMPORTED_TARGET simavr)
endif()
find_program(AVR_GCC avr-gcc)
find_program(AVR_OBJCOPY avr-objcopy)
if(AVR_GCC AND AVR_OBJCOPY)
  set(VETERAN_AVR_GCC_FOUND TRUE)
endif()

# veteran_avr_program(OUTPUT SOURCE FORMAT): SOURCE (C, ours) built for the
# ATmega88 with avr-gcc -Os into OUTPUT, as avr-objcopy's FORMAT ("binary"
# for a raw flash image, "ihex" for Intel HEX).
function(veteran_avr_program output source format)
  get_filename_component(folder ${output} DIRECTORY)
  get_filename_component(name ${source} NAME)
  add_custom_command(OUTPUT ${output}
                     COMMAND ${CMAKE_COMMAND} -E make_directory ${folder}
                     COMMAND ${AVR_GCC} -mmcu=atmega88 -Os -std=gnu99 -o ${output}.elf ${source}
                     COMMAND ${AVR_OBJCOPY} -O ${format} ${output}.elf ${output}
                     DEPENDS ${source}
                     COMMENT "avr-gcc: ${name} for the ATmega88")
endfunction()
