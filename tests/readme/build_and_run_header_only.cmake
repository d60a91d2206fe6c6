# buildcheck.readme_header_only: builds the README's example header-only (the
# target sqfig_readme_example_header_only, outside `all`) and runs it.
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --target sqfig_readme_example_header_only
                RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "the README's example does not build header-only")
endif()
file(MAKE_DIRECTORY "${RUN_DIR}")
execute_process(COMMAND "${EXE}" WORKING_DIRECTORY "${RUN_DIR}" RESULT_VARIABLE ran)
if(NOT ran EQUAL 0)
  message(FATAL_ERROR "the header-only README example exited with ${ran}")
endif()
