# sqfig: thin wrapper around CMake. `make figures` and `make test` work from a
# fresh clone on Debian 12 (they install missing Debian packages first).

CMAKE      ?= cmake
CTEST      ?= ctest
JOBS       ?= 2
BUILD_DIR  ?= build
SAN_DIR    ?= build-sanitize
TSAN_DIR   ?= build-tsan
CLANG_DIR  ?= build-clang
CLANGXX    ?= clang++
GCC_DIR    ?= build-gcc-release
GXX        ?= g++
BENCH_DIR  ?= build-bench
FIGURES    := $(abspath $(BUILD_DIR))/figures
CMAKE_ARGS ?=

# The generator of a build folder made here: Ninja where it is installed (`make
# deps` installs it), else CMake's Makefiles; CMAKE_GENERATOR in the environment
# chooses another. Ninja starts a target's compiles without waiting for the
# libraries it links and schedules the whole build as one graph: a clean
# `make test` build took 76 s of wall time and 145 s of CPU with it, 94 s and
# 177 s with the Makefiles (docs/performance.md). CMake reads the variable only
# when it creates a build folder, so an existing one keeps its generator.
# (Expanded when a recipe runs, after `deps` has installed Ninja.)
SQFIG_GENERATOR = $(or $(CMAKE_GENERATOR),$(if $(shell command -v ninja 2>/dev/null),Ninja,Unix Makefiles))
CMAKE_CONFIGURE = CMAKE_GENERATOR="$(SQFIG_GENERATOR)" $(CMAKE)

# `make test` and `make test-packaging` share one build: g++ -Werror, tests on,
# benchmarks off (no test runs them; `make bench` builds them in Release and
# `make test-warnings` compiles them in Release with -Werror).
TEST_CONFIG = -DSQFIG_WERROR=ON -DSQFIG_SANITIZE=OFF -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_TESTS=ON -DSQFIG_BUILD_BENCH=OFF

# CMake builds only the library unless asked (what `cmake --install` users
# want); these targets ask for what they need.
DEV_CONFIG = -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_TESTS=ON

# Quieter nested makes (cmake --build runs make inside these recipes).
MAKEFLAGS += --no-print-directory

# Sanitizer runtime settings for `make test-sanitize`.
SAN_ENV = ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1 \
          LSAN_OPTIONS=suppressions=$(abspath cmake/lsan.supp):print_suppressions=0 \
          UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# ThreadSanitizer settings for `make test-tsan`: third-party suppressions (see the
# file for why each), and GLib's slice allocator on malloc so TSan sees it.
TSAN_ENV = TSAN_OPTIONS=suppressions=$(abspath tests/threads/tsan.supp):halt_on_error=1:second_deadlock_stack=1 \
           G_SLICE=always-malloc

.PHONY: all deps configure build figures test test-campaigns test-packaging test-sanitize test-tsan test-warnings bench bench-growth gallery update-goldens docs clean help

all: build

help:
	@echo "make figures        install missing Debian packages, build, write the six paper figures to $(BUILD_DIR)/figures/"
	@echo "make test           install missing packages, build with -Werror, run the ctest suite except build checks and campaigns"
	@echo "make test-campaigns the fault, signal, lock and mutation-fuzz campaigns (label campaign), same build as make test"
	@echo "make test-packaging the build checks (label buildcheck: headers, install, find_package, pkg-config, ...) in $(BUILD_DIR)/"
	@echo "make test-sanitize  AddressSanitizer + UBSan build ($(SAN_DIR)/) and its tests (build checks excluded)"
	@echo "make test-tsan      ThreadSanitizer build ($(TSAN_DIR)/) of the thread-safety tests (tests/threads/), run"
	@echo "make test-warnings  the whole project in Release with -Werror, with g++ ($(GCC_DIR)/) and clang++ ($(CLANG_DIR)/)"
	@echo "make bench          Release build ($(BENCH_DIR)/) and run the benchmarks"
	@echo "make bench-growth   the same build, then the growth exponent of every artist's cost (minutes)"
	@echo "make gallery | update-goldens | docs | deps | clean"

deps:
	@bash scripts/install-deps.sh

configure: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(DEV_CONFIG) $(CMAKE_ARGS)

build: configure
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS)

figures: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) -DSQFIG_BUILD_EXAMPLES=ON $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS) --target sqfig_figures
	@echo "" && echo "sqfig: the paper figures are in $(FIGURES)/" && ls -l $(FIGURES)

test: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(TEST_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS)
	cd $(BUILD_DIR) && $(CTEST) --output-on-failure -j $(JOBS) -LE 'buildcheck|campaign'

# The campaigns (ctest label `campaign`): the driver's mutation fuzz (300
# mutated results folders) and the fault, signal, lock and kill -9 campaigns,
# each running the driver or a commit hundreds of times (about 50 CPU seconds
# in all). Same build as `make test`; `.ci/run` runs them right after it, and
# `make test-sanitize` runs them under ASan + UBSan.
test-campaigns: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(TEST_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS)
	cd $(BUILD_DIR) && $(CTEST) --output-on-failure --no-tests=error -j $(JOBS) -L campaign

# The build checks (ctest label `buildcheck`): every public header on its own in
# both modes, the install, and consumers via find_package, pkg-config,
# add_subdirectory, FetchContent, the source tree and a shared build. Each builds sqfig
# again (about 470 CPU seconds in all), so they are not in `make test`; CI runs them.
test-packaging: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(TEST_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS)
	cd $(BUILD_DIR) && $(CTEST) --output-on-failure --no-tests=error -j $(JOBS) -L buildcheck

test-sanitize: deps
	$(CMAKE_CONFIGURE) -S . -B $(SAN_DIR) -DCMAKE_BUILD_TYPE=Debug -DSQFIG_SANITIZE=ON $(DEV_CONFIG) -DSQFIG_BUILD_BENCH=OFF $(CMAKE_ARGS)
	$(CMAKE) --build $(SAN_DIR) -j $(JOBS)
	cd $(SAN_DIR) && $(SAN_ENV) $(CTEST) --output-on-failure --no-tests=error -j $(JOBS) -LE buildcheck

# The whole project (every example, test and benchmark) in Release (-O2, where
# g++'s flow-based warnings such as -Wmaybe-uninitialized and -Wnonnull run)
# with -Wall -Wextra -Wpedantic -Werror, with g++ and with clang++; compiled,
# not run. (`make test` builds with g++ at -O0/-O1, where those are silent.)
WARNINGS_CONFIG = -DCMAKE_BUILD_TYPE=Release -DSQFIG_WERROR=ON -DSQFIG_SANITIZE=OFF \
  -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_TESTS=ON -DSQFIG_BUILD_BENCH=ON
test-warnings: deps
	$(CMAKE_CONFIGURE) -S . -B $(GCC_DIR) -DCMAKE_CXX_COMPILER=$(GXX) $(WARNINGS_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(GCC_DIR) -j $(JOBS)
	@echo "sqfig: warning-free with $(GXX) in Release (-Wall -Wextra -Wpedantic -Werror)"
	$(CMAKE_CONFIGURE) -S . -B $(CLANG_DIR) -DCMAKE_CXX_COMPILER=$(CLANGXX) $(WARNINGS_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(CLANG_DIR) -j $(JOBS)
	@echo "sqfig: warning-free with $(CLANGXX) in Release (-Wall -Wextra -Wpedantic -Werror)"

# Only the thread tests (label `threads`): the rest of the suite is single-threaded.
test-tsan: deps
	$(CMAKE_CONFIGURE) -S . -B $(TSAN_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSQFIG_WERROR=ON -DSQFIG_SANITIZE=OFF \
	  -DSQFIG_BUILD_TESTS=ON -DSQFIG_BUILD_EXAMPLES=OFF -DSQFIG_BUILD_BENCH=OFF \
	  "-DCMAKE_CXX_FLAGS=-fsanitize=thread -fno-omit-frame-pointer" \
	  "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread" $(CMAKE_ARGS)
	$(CMAKE) --build $(TSAN_DIR) -j $(JOBS) --target sqfig_thread_tests
	cd $(TSAN_DIR) && $(TSAN_ENV) $(CTEST) --output-on-failure --no-tests=error -j 1 -L threads

bench: deps
	$(CMAKE_CONFIGURE) -S . -B $(BENCH_DIR) -DCMAKE_BUILD_TYPE=Release -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_BENCH=ON $(CMAKE_ARGS)
	$(CMAKE) --build $(BENCH_DIR) -j $(JOBS) --target sqfig_run_bench
	bash bench/compile_time.sh
	bash bench/compile_instructions.sh

# Not part of `make bench` (it takes minutes): how every artist's cost grows
# over n, 10n and 100n values (issue 46, bench/growth.cpp).
bench-growth: deps
	$(CMAKE_CONFIGURE) -S . -B $(BENCH_DIR) -DCMAKE_BUILD_TYPE=Release -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_BENCH=ON $(CMAKE_ARGS)
	$(CMAKE) --build $(BENCH_DIR) -j $(JOBS) --target sqfig_run_growth_bench

# The gallery and golden-image targets are defined by the render tests / examples
# (custom targets sqfig_gallery and sqfig_update_goldens); these wrap them.
gallery: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(DEV_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS) --target sqfig_gallery

update-goldens: deps
	$(CMAKE_CONFIGURE) -S . -B $(BUILD_DIR) $(DEV_CONFIG) $(CMAKE_ARGS)
	$(CMAKE) --build $(BUILD_DIR) -j $(JOBS) --target sqfig_update_goldens

docs:
	@if ! command -v doxygen >/dev/null 2>&1; then \
	  echo "sqfig: doxygen is not installed (apt-get install doxygen); no API docs built."; \
	elif [ -f docs/Doxyfile ]; then \
	  mkdir -p $(BUILD_DIR)/docs && (cat docs/Doxyfile; echo "OUTPUT_DIRECTORY=$(BUILD_DIR)/docs") | doxygen - && \
	  echo "sqfig: API docs in $(BUILD_DIR)/docs/html/index.html"; \
	else \
	  mkdir -p $(BUILD_DIR)/docs && printf '%s\n' 'PROJECT_NAME=sqfig' 'INPUT=include README.md' \
	    'RECURSIVE=YES' 'FILE_PATTERNS=*.hpp' 'USE_MDFILE_AS_MAINPAGE=README.md' 'GENERATE_LATEX=NO' \
	    'EXCLUDE_PATTERNS=*/detail/*' 'QUIET=YES' 'OUTPUT_DIRECTORY=$(BUILD_DIR)/docs' | doxygen - && \
	  echo "sqfig: API docs in $(BUILD_DIR)/docs/html/index.html"; \
	fi

clean:
	rm -rf $(BUILD_DIR) $(SAN_DIR) $(TSAN_DIR) $(BENCH_DIR) $(CLANG_DIR) $(GCC_DIR)

# --- Mutation check (issue 17): switches each documented guarantee off in a
# scratch copy (scripts/mutation.py, MUTATIONS) and fails if its test still passes.
.PHONY: mutation
mutation: deps
	python3 scripts/mutation.py --jobs $(JOBS)
