// Catch2 v2 main for sqfig_report_tests (embedding, documents, the report
// example, the gallery).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
