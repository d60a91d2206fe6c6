# sqfig_embed_results_schema(DIR): writes DIR/results_schema.hpp, the text of
# results.schema.json as a raw string literal (results_schema_text), so the
# installed driver carries its schema and needs no path to it. Rewritten only
# when the schema changes (configure_file); a changed schema re-runs CMake.
set(SQFIG_RESULTS_SCHEMA "${CMAKE_CURRENT_LIST_DIR}/results.schema.json")

function(sqfig_embed_results_schema dir)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${SQFIG_RESULTS_SCHEMA}")
  file(READ "${SQFIG_RESULTS_SCHEMA}" _schema)
  if(_schema MATCHES "\\)sqfig_schema\"")
    message(FATAL_ERROR "sqfig: results.schema.json contains the raw string's end marker")
  endif()
  file(WRITE "${dir}/results_schema.hpp.new"
    "// Generated from examples/paper_figures/results.schema.json by embed_schema.cmake.\n"
    "#pragma once\n"
    "inline constexpr const char results_schema_text[] = R\"sqfig_schema(${_schema})sqfig_schema\";\n")
  configure_file("${dir}/results_schema.hpp.new" "${dir}/results_schema.hpp" COPYONLY)
endfunction()
