# veteran_z80_programs(TARGET NAME...): our own Z80 test programs NAME.asm in the
# current source folder, assembled at build time with Debian's z80asm into
# NAME.bin in the current binary folder; the shared routines of
# tests/machines/ (z80_hex.inc) are on the include path. TARGET builds them all.
function(veteran_z80_programs target)
  find_program(Z80ASM z80asm REQUIRED)
  set(outputs)
  foreach(name ${ARGN})
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${name}.bin)
    add_custom_command(OUTPUT ${out}
                       COMMAND ${Z80ASM} -I ${PROJECT_SOURCE_DIR}/tests/machines -o ${out} ${CMAKE_CURRENT_SOURCE_DIR}/${name}.asm
                       DEPENDS ${name}.asm ${PROJECT_SOURCE_DIR}/tests/machines/z80_hex.inc
                       WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
                       COMMENT "Assembling ${name}.asm with z80asm")
    list(APPEND outputs ${out})
  endforeach()
  add_custom_target(${target} ALL DEPENDS ${outputs})
endfunction()
