#!/usr/bin/env python3
"""Line counts of the ML gallery: each C++ program in examples/gallery/ml/ is
at most MAX_RATIO times the code lines of its matplotlib script in
examples/gallery/ml/matplotlib/.

A code line is a line that is neither blank nor only a comment (C++: `//`
and `/* */`; Python: `#`). To keep the count honest, a line may hold one
statement only: a C++ line with more than one `;` outside for-headers and
string literals and if/switch initializers, counted per brace level (a one-line lambda
`[](double s) { return s; }` holds one statement, `{ a; b; }` two), is
rejected, and so is a Python line with a `;` outside a string; and no line
of either may be longer than MAX_COLUMNS characters.

    line_ratio.py [ML_DIR [DOC.md]] prints the table; exit 1 above the limit, or
                                    when DOC.md (docs/gallery.md) does not hold the
                                    table as printed
    line_ratio.py --self-test       checks the counter on made-up files
"""
import io
import os
import re
import sys
import tempfile

MAX_RATIO = 1.3
MAX_COLUMNS = 120


def strip_strings(line, quotes):
    """The line with the contents of string and character literals removed."""
    out, i, n = [], 0, len(line)
    while i < n:
        c = line[i]
        if c in quotes:
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def cpp_code_lines(text, max_columns=MAX_COLUMNS):
    """(code lines, offending lines) of C++ source."""
    code, bad, in_block = 0, [], False
    for number, raw in enumerate(text.splitlines(), 1):
        line = strip_strings(raw, "\"'")
        if in_block:
            if "*/" not in line:
                continue
            line = line.split("*/", 1)[1]
            in_block = False
        line = re.sub(r"/\*.*?\*/", "", line)
        if "/*" in line:
            line, in_block = line.split("/*", 1)[0], True
        line = line.split("//", 1)[0].strip()
        if not line:
            continue
        code += 1
        # A for-header's two ';', and an if/switch initializer's one, are part of one statement.
        one = re.sub(r"\b(if|switch)\s*\([^;)]*;", r"\1 (", re.sub(r"\bfor\s*\(.*\)", "for()", line))
        if several_statements(one) or len(raw) > max_columns:
            bad.append((number, raw.strip()))
    return code, bad


def several_statements(line):
    """True when some brace level of the line holds more than one `;`."""
    counts = [0]
    for c in line:
        if c == "{":
            counts.append(0)
        elif c == "}" and len(counts) > 1:
            if counts.pop() > 1:
                return True
        elif c == ";":
            counts[-1] += 1
    return max(counts) > 1


def python_code_lines(text):
    code, bad = 0, []
    for number, raw in enumerate(text.splitlines(), 1):
        line = strip_strings(raw, "\"'").split("#", 1)[0].strip()
        if not line:
            continue
        code += 1
        if ";" in line or len(raw) > MAX_COLUMNS:
            bad.append((number, raw.strip()))
    return code, bad


def check(ml_dir, out=sys.stdout):
    """Writes the table to out; returns the list of failures."""
    mpl_dir = os.path.join(ml_dir, "matplotlib")
    programs = sorted(f for f in os.listdir(ml_dir) if f.endswith(".cpp"))
    failures = []
    if not programs:
        failures.append("no C++ programs in " + ml_dir)
    out.write("| figure | matplotlib lines | sqfig lines | ratio |\n|---|---:|---:|---:|\n")
    for cpp in programs:
        stem = cpp[:-4]
        py = os.path.join(mpl_dir, stem + ".py")
        if not os.path.exists(py):
            failures.append(f"{cpp}: no matplotlib script {py}")
            continue
        with open(os.path.join(ml_dir, cpp), encoding="utf-8") as f:
            c_lines, c_bad = cpp_code_lines(f.read())
        with open(py, encoding="utf-8") as f:
            p_lines, p_bad = python_code_lines(f.read())
        ratio = c_lines / p_lines if p_lines else float("inf")
        out.write(f"| {stem} | {p_lines} | {c_lines} | {ratio:.2f} |\n")
        if ratio > MAX_RATIO:
            failures.append(f"{cpp}: {c_lines} code lines, {ratio:.2f}x the {p_lines} of {stem}.py (limit {MAX_RATIO}x)")
        for number, line in c_bad:
            failures.append(f"{cpp}:{number}: more than one statement, or over {MAX_COLUMNS} columns: {line}")
        for number, line in p_bad:
            failures.append(f"{stem}.py:{number}: a ';', or over {MAX_COLUMNS} columns: {line}")
    return failures


def self_test():
    """The counter and the rules catch what they are meant to."""
    assert cpp_code_lines("// c\n\n/* a\n b */\nint a; // x\nfor (int i = 0; i < 3; ++i) f(i);\n")[0] == 2
    assert cpp_code_lines('f("a; b; c");\n')[1] == []
    assert len(cpp_code_lines("a = 1; b = 2;\n")[1]) == 1
    assert cpp_code_lines("auto f = [](double s) { return s; };\n")[1] == []
    assert len(cpp_code_lines("struct M { int a; int b; };\n")[1]) == 1
    assert len(cpp_code_lines("if (x) { a(); b(); }\n")[1]) == 1
    assert cpp_code_lines("if (std::error_code e; ok(e)) f(e);\n")[1] == []
    assert len(cpp_code_lines("if (a) f(x); g(y);\n")[1]) == 1
    assert len(cpp_code_lines("int " + "x" * 130 + ";\n")[1]) == 1
    assert python_code_lines("# c\n\nx = 1  # y\ns = 'a;b'\n") == (2, [])
    assert len(python_code_lines("a = 1; b = 2\n")[1]) == 1
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "matplotlib"))
        with open(os.path.join(d, "matplotlib", "01_x.py"), "w") as f:
            f.write("a = 1\nb = 2\n")
        with open(os.path.join(d, "01_x.cpp"), "w") as f:
            f.write("int a = 1;\nint b = 2;\n")
        assert check(d, open(os.devnull, "w")) == []
        with open(os.path.join(d, "01_x.cpp"), "w") as f:
            f.write("int a = 1;\nint b = 2;\nint c = 3;\n")  # 1.5x
        assert len(check(d, open(os.devnull, "w"))) == 1
        with open(os.path.join(d, "01_x.cpp"), "w") as f:
            f.write("int a = 1; int b = 2;\n")  # golfed
        assert len(check(d, open(os.devnull, "w"))) == 1
    print("line_ratio self-test: ok")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.join(here, "..", "..")
    ml_dir = argv[1] if len(argv) > 1 else os.path.join(root, "examples", "gallery", "ml")
    doc = argv[2] if len(argv) > 2 else os.path.join(root, "docs", "gallery.md")
    table = io.StringIO()
    failures = check(ml_dir, table)
    sys.stdout.write(table.getvalue())
    with open(doc, encoding="utf-8") as f:
        if table.getvalue() not in f.read():
            failures.append(f"{doc} does not hold this table: paste it into its section 'Figures from ML papers'")
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
