#!/usr/bin/env python3
"""registration.rules_read_roles: the engine's rules (src/sqfig/layout/, the
figure check, the collision check) decide by SceneItem::role, never by the
text of SceneItem::kind or SceneItem::owner, which are free labels for
reports. Fails on a comparison or search of either string in those files.

Usage: rules_read_roles.py SOURCE_DIR         check the rules
       rules_read_roles.py --self-test        show that each pattern is caught
"""
import os
import re
import sys

# A comparison, search or slice of kind / owner: `x.kind == "..."`,
# `"..." != it.owner`, `owner.compare(...)`, `kind.find(...)`, ...
PATTERNS = [
    re.compile(r"\b(kind|owner)\s*[!=]=(?!=)"),
    re.compile(r"[!=]=\s*[\w.>\-\[\]()]*\b(kind|owner)\b(?!\s*\()"),
    re.compile(r"\b(kind|owner)\s*\.\s*(compare|find|rfind|find_first_of|find_last_of|substr|starts_with|ends_with)\s*\("),
    re.compile(r"\bstrcmp\s*\([^)]*\b(kind|owner)\b"),
]


def rule_files(src):
    files = [os.path.join(src, "src", "sqfig", "check.cpp")]
    layout = os.path.join(src, "src", "sqfig", "layout")
    files += [os.path.join(layout, f) for f in sorted(os.listdir(layout)) if f.endswith((".cpp", ".hpp"))]
    return files


def strip_comment(line):
    return re.sub(r"//.*", "", line)


def findings(path, text):
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        code = strip_comment(line)
        if any(p.search(code) for p in PATTERNS):
            out.append(f"{path}:{n}: a rule reads the text of kind/owner (use SceneItem::role): {line.strip()}")
    return out


def self_test():
    bad = ['if (items[j].kind != "spine") continue;',
           'if (d.kind == "offset text") top = 0;',
           'if ("legend text" == it.kind) {}',
           'it.owner.compare(it.owner.size() - 3, 3, s) == 0',
           'const std::string l = it.owner.substr(0, it.owner.find(" entry"));',
           'if (std::strcmp(it.kind.c_str(), "spine") == 0) {}']
    good = ['if (items[j].role != Role::spine) continue;',
            'it.kind = "spine";',
            'add(items[i].owner, items[j].owner, r);',
            'detail::Gathered& g = into[Key{it.group, it.role}];  // kind == "x" in a comment']
    ok = True
    for b in bad:
        if not findings("bad", b):
            print(f"self-test: NOT caught: {b}"); ok = False
    for g in good:
        if findings("good", g):
            print(f"self-test: wrongly caught: {g}"); ok = False
    print(f"self-test: {len(bad)} comparisons caught, {len(good)} allowed lines passed" if ok else "self-test FAILED")
    return 0 if ok else 1


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    src = sys.argv[1]
    out, files = [], rule_files(src)
    for path in files:
        with open(path, encoding="utf-8") as f:
            out += findings(os.path.relpath(path, src), f.read())
    for line in out:
        print(line)
    print(f"rules_read_roles: {len(files)} files of rules, {len(out)} reading kind/owner text")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
