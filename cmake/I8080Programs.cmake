# veteran_8080_programs(TARGET NAME...): our own Intel 8080 test programs
# NAME.asm in the current source folder, in Intel mnemonics, assembled at
# build time by tools/tdl2z80 --8080 (which refuses anything the 8080 lacks)
# and Debian's z80asm into NAME.bin in the current binary folder, from the
# program's lowest address. TARGET builds them all.
function(veteran_8080_programs target)
  find_program(Z80ASM z80asm REQUIRED)
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  set(outputs)
  foreach(name ${ARGN})
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${name}.bin)
    add_custom_command(OUTPUT ${out}
                       COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/tdl2z80 --8080
                               ${CMAKE_CURRENT_SOURCE_DIR}/${name}.asm --image ${out}
                       DEPENDS ${name}.asm ${PROJECT_SOURCE_DIR}/tools/tdl2z80
                       COMMENT "Assembling ${name}.asm (8080) with tdl2z80 and z80asm")
    list(APPEND outputs ${out})
  endforeach()
  add_custom_target(${target} ALL DEPENDS ${outputs})
endfunction()
