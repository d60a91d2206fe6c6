#!/usr/bin/env python3
"""A program's per-artist includes: the program with `#include <sqfig/sqfig.hpp>`
replaced by <sqfig/subplots.hpp> (figures and axes, whose artists are only
declared there) and the headers of the sqfig names it uses, found by compiling
it and reading what the compiler says is incomplete or undeclared.

    lean_includes.py [--out FILE] PROGRAM.cpp -- COMPILER FLAGS...
        writes the lean program to FILE (default: standard output); exit 1 when
        the program does not compile after adding every header named, or names
        something no public header declares.
    lean_includes.py --self-test [COMPILER]
        checks it on made-up programs (default compiler: c++).

bench/compile_time.sh uses it to time the ML gallery's programs both ways, and
`buildcheck.sh per_artist_headers` to check that every gallery program compiles
from per-artist headers (so no artist needs the umbrella to be usable).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "include")
UMBRELLA = "#include <sqfig/sqfig.hpp>"
CORE = "#include <sqfig/subplots.hpp>"
# What g++ and clang++ (LC_ALL=C) say of a name they have no definition of.
MISSING = [
    re.compile(r"incomplete (?:result |return )?type '(?:class |struct )?(?:const )?sqfig::(\w+)'"),
    re.compile(r"no member named '\w+' in '(?:class |struct )?sqfig::(\w+)'"),
    re.compile(r"'(\w+)' is not a member of 'sqfig'"),
    re.compile(r"'(\w+)' in namespace 'sqfig' does not name a type"),
    re.compile(r"no (?:type|member) named '(\w+)' in namespace 'sqfig'"),
    re.compile(r"'sqfig::(\w+)' has not been declared"),
]


def public_names():
    """Each class, struct, enum and free function of the public headers -> the
    header defining it (the first found; detail/ and testing/ left out)."""
    names = {}
    pattern = re.compile(r"^(?:class|struct) (?:SQFIG_API )?(\w+)(?: final)? *[:{]"
                         r"|^enum class (\w+)"
                         r"|^(?:\[\[nodiscard\]\] )?SQFIG_API [^;(=]*?\b(\w+)\(", re.M)
    for folder, dirs, files in os.walk(os.path.join(INCLUDE, "sqfig")):
        dirs[:] = sorted(d for d in dirs if d not in ("detail", "testing"))
        for f in sorted(files):
            if not f.endswith(".hpp") or f == "sqfig.hpp":
                continue
            path = os.path.join(folder, f)
            header = os.path.relpath(path, INCLUDE).replace(os.sep, "/")
            with open(path, encoding="utf-8") as h:
                for m in pattern.finditer(h.read()):
                    names.setdefault(next(g for g in m.groups() if g), header)
    return names


def lean(program, compiler):
    """The program's text with per-artist includes, or raises RuntimeError."""
    with open(program, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if UMBRELLA not in lines:
        raise RuntimeError(f"{program}: no line '{UMBRELLA}' to replace")
    at = lines.index(UMBRELLA)
    lines[at] = CORE
    headers = []
    names = public_names()
    env = dict(os.environ, LC_ALL="C")
    with tempfile.TemporaryDirectory() as tmp:
        work = os.path.join(tmp, os.path.basename(program))
        while True:
            text = "\n".join(lines[:at + 1] + [f"#include <{h}>" for h in sorted(headers)] + lines[at + 1:])
            with open(work, "w", encoding="utf-8") as f:
                f.write(text)
            run = subprocess.run(compiler + ["-fsyntax-only", work], capture_output=True, text=True, env=env)
            if run.returncode == 0:
                return text
            missing = {m for p in MISSING for m in p.findall(run.stderr)}
            unknown = sorted(n for n in missing if n not in names)
            if unknown:
                raise RuntimeError(f"{program}: no public header declares sqfig::{', sqfig::'.join(unknown)}")
            new = sorted({names[n] for n in missing} - set(headers))
            if not new:
                raise RuntimeError(f"{program}: does not compile from per-artist headers:\n{run.stderr[:3000]}")
            headers += new


def self_test(cxx):
    """Made-up programs: one whose artists it finds, one naming what no header
    declares, one without the umbrella; 0 when each gives what it should."""
    compiler = [cxx, "-std=c++17", "-I", INCLUDE]
    head = "#include <sqfig/sqfig.hpp>\n"
    body = ("int main() {\n"
            "    auto [fig, ax] = sqfig::subplots(sqfig::inches(3, 2));\n"
            "    ax.line({0, 1}, {1, 0}).width(2);\n"
            "    ax.hist({1, 2, 2}).bins(sqfig::BinRule::fd);\n"
            "    %s\n"
            "}\n")
    cases = [("uses a line and a histogram", head + body % "", None,
              ["#include <sqfig/artists/histogram.hpp>", "#include <sqfig/artists/line.hpp>"]),
             ("names what no header declares", head + body % "sqfig::NoSuchArtist* p = nullptr; (void)p;",
              "no public header declares sqfig::NoSuchArtist", []),
             ("has no umbrella to replace", body % "", "no line '#include <sqfig/sqfig.hpp>'", [])]
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, text, error, wanted in cases:
            path = os.path.join(tmp, "program.cpp")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            try:
                out, got = lean(path, compiler), None
            except RuntimeError as e:
                out, got = "", str(e)
            ok = (error in got) if error else (got is None and all(w in out for w in wanted)
                                               and UMBRELLA not in out and CORE in out)
            print(f"{'ok' if ok else 'FAILED'}: a program that {name}" + ("" if ok else f": {got or out}"))
            failed += not ok
    return 1 if failed else 0


def main():
    if sys.argv[1:2] == ["--self-test"]:
        return self_test(sys.argv[2] if len(sys.argv) > 2 else "c++")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out")
    ap.add_argument("program")
    ap.add_argument("compiler", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    compiler = a.compiler[1:] if a.compiler[:1] == ["--"] else a.compiler
    if not compiler:
        ap.error("give the compiler and its flags after --")
    try:
        text = lean(a.program, compiler)
    except RuntimeError as e:
        print(f"lean_includes: {e}", file=sys.stderr)
        return 1
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
