# sqfig_embed_text(HEADER NAME FILE): writes HEADER declaring NAME, the text
# of FILE as a raw string literal, so an installed tool carries its texts (the
# results schema, the --help text) and needs no path to them. Rewritten only
# when FILE changes (configure_file); a changed FILE re-runs CMake.
function(sqfig_embed_text header name file)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${file}")
  file(READ "${file}" _text)
  if(_text MATCHES "\\)sqfig_text\"")
    message(FATAL_ERROR "sqfig: ${file} contains the raw string's end marker")
  endif()
  get_filename_component(_from "${file}" NAME)
  file(WRITE "${header}.new"
    "// Generated from ${_from} by embed_text.cmake.\n"
    "#pragma once\n"
    "inline constexpr const char ${name}[] = R\"sqfig_text(${_text})sqfig_text\";\n")
  configure_file("${header}.new" "${header}" COPYONLY)
endfunction()
