#!/usr/bin/env python3
"""registration.conformance_covers_every_artist: every class deriving from
sqfig::Artist in include/sqfig/artists/*.hpp (directly, through
CommonSetters<T>, or through another such class, as Ecdf through Line) has at
least one adapter in the artist conformance suite: a line
`CONFORMANCE(ClassName, ...)` (or CONFORMANCE_SIZED, CONFORMANCE_LINEAR, CONFORMANCE_POLAR) in tests/conformance/conformance_test.cpp, whose
body must return a `ClassName&` (the compiler checks that). A new artist
cannot be left out of the suite silently.

Usage: every_artist_has_an_adapter.py SOURCE_DIR              check
       every_artist_has_an_adapter.py --self-test SOURCE_DIR  show that an
           artist whose adapter is removed, or a new artist without one, fails
"""
import glob
import os
import re
import sys

CLASS = re.compile(r"\bclass\s+(?:SQFIG_API\s+)?(\w+)\s*(?:final\s*)?:\s*([^{;]+)\{")
BASE = re.compile(r"(?:public|protected|private)?\s*(?:sqfig::)?(\w+)(?:\s*<\s*(\w+)\s*>)?")
ADAPTER = re.compile(r"^\s*CONFORMANCE(?:_SIZED|_LINEAR|_POLAR)?\(\s*(\w+)\s*,", re.M)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def artist_classes(headers):
    """{class: header} for every class deriving (transitively) from Artist."""
    bases = {}
    where = {}
    for path, text in headers:
        for m in CLASS.finditer(strip_comments(text)):
            names = []
            for part in m.group(2).split(","):
                b = BASE.match(part.strip())
                if b:
                    names.append(b.group(1))
            bases[m.group(1)] = names
            where[m.group(1)] = path
    artists = {}
    changed = True
    while changed:
        changed = False
        for cls, bs in bases.items():
            if cls in artists or cls in ("Artist", "CommonSetters"):
                continue
            if any(b in ("Artist", "CommonSetters") or b in artists for b in bs):
                artists[cls] = where[cls]
                changed = True
    return artists


def adapters(suite_text):
    return set(ADAPTER.findall(strip_comments(suite_text)))


def missing(headers, suite_text):
    have = adapters(suite_text)
    return sorted((cls, path) for cls, path in artist_classes(headers).items() if cls not in have)


def read_inputs(src):
    headers = []
    for path in sorted(glob.glob(os.path.join(src, "include", "sqfig", "artists", "*.hpp"))):
        with open(path, encoding="utf-8") as f:
            headers.append((os.path.relpath(path, src), f.read()))
    with open(os.path.join(src, "tests", "conformance", "conformance_test.cpp"), encoding="utf-8") as f:
        suite = f.read()
    return headers, suite


def self_test(src):
    headers, suite = read_inputs(src)
    ok = True
    classes = artist_classes(headers)
    if missing(headers, suite):
        print("self-test: the real tree already misses adapters"); ok = False
    # Each artist's adapters removed in turn: the check must name it.
    for cls in sorted(classes):
        cut = re.sub(r"^\s*CONFORMANCE(?:_SIZED|_LINEAR|_POLAR)?\(\s*" + cls + r"\s*,.*$", "", suite, flags=re.M)
        names = [c for c, _ in missing(headers, cut)]
        if names != [cls]:
            print(f"self-test: removing the adapters of {cls} reported {names}"); ok = False
    # A new artist in a new header, directly from Artist and through another artist.
    extra = headers + [("include/sqfig/artists/sankey.hpp",
                        "class SQFIG_API Sankey : public CommonSetters<Sankey> {};\n"
                        "class SQFIG_API Ribbon final : public Sankey {};\n"
                        "class SQFIG_API Plain : public Artist {};\n"
                        "// class Commented : public Artist {};\n")]
    names = [c for c, _ in missing(extra, suite)]
    if names != ["Plain", "Ribbon", "Sankey"]:
        print(f"self-test: new artists reported as {names}"); ok = False
    # A commented-out adapter does not count.
    commented = re.sub(r"^(\s*)(CONFORMANCE\w*\(\s*Violin\b)", r"\1// \2", suite, flags=re.M)
    if [c for c, _ in missing(headers, commented)] != ["Violin"]:
        print("self-test: a commented-out adapter counted"); ok = False
    print(f"self-test: {len(classes)} artist classes, each caught when its adapters are removed; "
          "new artists caught" if ok else "self-test FAILED")
    return 0 if ok else 1


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--self-test":
        return self_test(args[1])
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    headers, suite = read_inputs(args[0])
    classes = artist_classes(headers)
    gaps = missing(headers, suite)
    for cls, path in gaps:
        print(f"{path}: artist class {cls} has no adapter in tests/conformance/conformance_test.cpp "
              f"(add a CONFORMANCE({cls}, ...) line)")
    print(f"conformance coverage: {len(classes)} artist classes, {len(adapters(suite))} with adapters, "
          f"{len(gaps)} missing")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
