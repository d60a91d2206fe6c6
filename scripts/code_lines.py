#!/usr/bin/env python3
"""Code lines (non-blank, non-comment) of C++ files: the measure of the
driver's size in issue 35. Usage: code_lines.py FILE... (prints each file and
the total). A line is a comment line when it starts with // or lies inside a
/* */ block; a line with code and a trailing comment is a code line."""
import sys


def code_lines(path):
    count, in_block = 0, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            s = line.strip()
            if in_block:
                if "*/" not in s:
                    continue
                in_block = False
                s = s.split("*/", 1)[1].strip()
            if s.startswith("/*"):
                if "*/" not in s:
                    in_block = True
                    continue
                s = s.split("*/", 1)[1].strip()
            if s and not s.startswith("//"):
                count += 1
    return count


def main(paths):
    total = 0
    for p in paths:
        n = code_lines(p)
        total += n
        print(f"{n:6d}  {p}")
    print(f"{total:6d}  total")


if __name__ == "__main__":
    main(sys.argv[1:])
