# veteran_include_root(TARGET PATH...)
# TARGET's headers are included as "PATH/...", PATH relative to the
# repository's root, so that an include names a file of the tree any tool
# can follow; the compiler finds them through a folder of links made for
# TARGET alone. A library sees only the roots of the libraries it links, so
# it cannot include a header of one it does not link: the build enforces the
# layering (tests/docs/includes_check.py checks the paths and that no
# include is shadowed by a file beside the one including it).
function(veteran_include_root target)
  set(root ${CMAKE_BINARY_DIR}/include-roots/${target})
  foreach(path IN LISTS ARGN)
    if(NOT EXISTS ${CMAKE_SOURCE_DIR}/${path})
      message(FATAL_ERROR "veteran_include_root(${target}): no ${path} in the repository")
    endif()
    get_filename_component(parent ${root}/${path} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${CMAKE_SOURCE_DIR}/${path} ${root}/${path} SYMBOLIC)
  endforeach()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    target_include_directories(${target} INTERFACE ${root})
  else()
    target_include_directories(${target} PUBLIC ${root})
  endif()
endfunction()
