#!/usr/bin/env python3
"""Issue 35's measure of the paper driver: examples/paper_figures (*.cpp and
*.hpp) holds at most MAX_LINES code lines, of which the figure builders
(BUILDERS) are at least MIN_BUILDER_SHARE. Lines are counted as
tests/gallery/line_ratio.py counts them (neither blank nor only a comment),
with its rules against golfing: one statement a line, and no line wider than
MAX_COLUMNS (the widest the library itself has).

    driver_size.py [DIR]     prints the count; exit 1 past a limit
    driver_size.py --self-test
"""
import glob
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gallery"))
from line_ratio import cpp_code_lines  # noqa: E402

MAX_LINES = 1000
MIN_BUILDER_SHARE = 0.40
MAX_COLUMNS = 150
BUILDERS = ("figures.cpp", "figures.hpp", "paper_style.hpp")


def check(folder, out=sys.stdout):
    """Writes the count to out; returns the list of failures."""
    total, builders, failures = 0, 0, []
    files = sorted(glob.glob(os.path.join(folder, "*.cpp")) + glob.glob(os.path.join(folder, "*.hpp")))
    for path in files:
        with open(path, encoding="utf-8") as f:
            lines, bad = cpp_code_lines(f.read(), MAX_COLUMNS)
        name = os.path.basename(path)
        out.write(f"{lines:6d}  {name}\n")
        total += lines
        builders += lines if name in BUILDERS else 0
        for number, line in bad:
            failures.append(f"{name}:{number}: more than one statement, or over {MAX_COLUMNS} columns: {line}")
    share = builders / total if total else 0
    out.write(f"{total:6d}  in all; the figure builders {builders} ({100 * share:.1f} %)\n")
    if total > MAX_LINES:
        failures.append(f"{total} code lines, more than {MAX_LINES}")
    if share < MIN_BUILDER_SHARE:
        failures.append(f"the figure builders are {100 * share:.1f} % of the code, less than {100 * MIN_BUILDER_SHARE:.0f} %")
    return failures


def self_test():
    """Each limit fails a folder made to pass it."""
    with tempfile.TemporaryDirectory() as d:
        def write(name, lines):
            with open(os.path.join(d, name), "w", encoding="utf-8") as f:
                f.write("".join(f"int v{i} = {i};\n" for i in range(lines)))
        write("figures.cpp", 450)
        write("main.cpp", 550)
        assert check(d, open(os.devnull, "w")) == []
        write("main.cpp", 551)  # 1,001 lines
        assert len(check(d, open(os.devnull, "w"))) == 1
        write("main.cpp", 10)
        write("figures.cpp", 6)  # 37.5 %
        assert len(check(d, open(os.devnull, "w"))) == 1
        write("figures.cpp", 10)
        with open(os.path.join(d, "main.cpp"), "a", encoding="utf-8") as f:
            f.write("int a = 1; int b = 2;\n")
        assert len(check(d, open(os.devnull, "w"))) == 1
    print("driver_size self-test: ok")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    here = os.path.dirname(os.path.abspath(__file__))
    folder = argv[1] if len(argv) > 1 else os.path.join(here, "..", "..", "examples", "paper_figures")
    failures = check(folder)
    for failure in failures:
        print("driver_size: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
