#!/usr/bin/python3
"""One-off refactoring tool (issue 15): moves the bodies of non-template
functions out of sqfig's public headers into include/sqfig/impl/<name>.ipp,
so that the headers declare and the implementation can be compiled once.

Each moved definition is written as `SQFIG_INLINE <ret> Class::name(...)`
(trailing return type for members, so nested types resolve in class scope);
SQFIG_INLINE is `inline` in header-only mode and empty in separate
compilation. Trivial bodies (at most MAX_TOKENS tokens) stay in the class.

Usage: /usr/bin/python3 scripts/split_impl.py [--dry-run] header...
(paths relative to include/). Needs python3-clang-14.
"""
import os
import re
import subprocess
import sys

import clang.cindex as ci

ci.Config.set_library_file("/usr/lib/llvm-14/lib/libclang.so.1")
K = ci.CursorKind
FUNCS = {K.FUNCTION_DECL, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR, K.CONVERSION_FUNCTION}
TEMPLATEY = {K.CLASS_TEMPLATE, K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION, K.FUNCTION_TEMPLATE}
MAX_TOKENS = 12
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "include")
ROOT = os.path.normpath(ROOT)
DROP_SPEC = {"static", "virtual", "explicit", "inline", "friend"}


def cflags():
    out = subprocess.run(["pkg-config", "--cflags", "pangocairo", "gio-2.0"], capture_output=True, text=True,
                         check=True).stdout.split()
    return ["-x", "c++", "-std=c++17", "-I" + ROOT] + out


def toks(tu, start, end, path):
    f = tu.get_file(path)
    ext = ci.SourceRange.from_locations(ci.SourceLocation.from_offset(tu, f, start),
                                        ci.SourceLocation.from_offset(tu, f, end))
    return list(tu.get_tokens(extent=ext))


def skip(c):
    p = c.semantic_parent
    if c.lexical_parent is not None and c.lexical_parent.kind in (K.CLASS_DECL, K.STRUCT_DECL) and \
            p.kind == K.NAMESPACE:
        return "hidden friend"
    while p is not None and p.kind != K.TRANSLATION_UNIT:
        if p.kind in TEMPLATEY:
            return "template"
        if p.kind in FUNCS:
            return "local class"
        if p.kind == K.NAMESPACE and not p.spelling:
            return "anonymous namespace"
        p = p.semantic_parent
    return None


def scopes(c):
    """(namespaces, classes) enclosing c, outermost first."""
    ns, cls = [], []
    p = c.semantic_parent
    while p is not None and p.kind != K.TRANSLATION_UNIT:
        (ns if p.kind == K.NAMESPACE else cls).append(p.spelling)
        p = p.semantic_parent
    return ns[::-1], cls[::-1]


def strip_attrs(text):
    return re.sub(r"\[\[[^\]]*\]\]\s*", "", text)


def drop_specs(text):
    words = text.split()
    return " ".join(w for w in words if w not in DROP_SPEC and w != "constexpr")


class Split:
    def __init__(self, path, src):
        self.path, self.src = path, src  # bytes: libclang's offsets count bytes
        self.edits = []   # (start, end, replacement)
        self.defs = []    # (namespaces, text)

    def add(self, tu, c):
        body = [ch for ch in c.get_children() if ch.kind == K.COMPOUND_STMT]
        if not body:
            return
        body = body[-1]
        b0, b1 = body.extent.start.offset, body.extent.end.offset
        s = self.src
        if s[b1 - 1:b1] != b"}":
            return
        btoks = toks(tu, b0, b1, self.path)
        out_of_class_member = c.kind != K.FUNCTION_DECL and c.lexical_parent.kind == K.NAMESPACE
        if len(btoks) <= MAX_TOKENS and not out_of_class_member:
            return
        start = c.extent.start.offset
        # Include a leading [[nodiscard]] etc. that the extent leaves out.
        m = re.search(rb"(\[\[[^\]]*\]\]\s*)+$", s[max(0, start - 200):start])
        if m:
            start = max(0, start - 200) + m.start()
        head_toks = toks(tu, start, b0, self.path)
        spell = [t.spelling for t in head_toks]
        if "constexpr" in spell or "consteval" in spell:
            return
        name_off = c.location.offset
        # The parameter list's '(' follows the name's tokens.
        i = next(k for k, t in enumerate(head_toks) if t.extent.start.offset >= name_off)
        want = c.spelling.replace(" ", "")
        got = ""
        while got != want:
            got += head_toks[i].spelling
            i += 1
            if len(got) > len(want) + 20:
                raise RuntimeError(f"{self.path}: cannot find the name {c.spelling}")
        assert head_toks[i].spelling == "(", (self.path, c.spelling, head_toks[i].spelling)
        p_open = i
        depth = 0
        for j in range(p_open, len(head_toks)):
            t = head_toks[j].spelling
            if t in "([{":
                depth += 1
            elif t in ")]}":
                depth -= 1
                if depth == 0:
                    p_close = j
                    break
        # A constructor's member initialisers start at a ':' after the parameters.
        init_off = None
        depth = 0
        for j in range(p_close + 1, len(head_toks)):
            t = head_toks[j].spelling
            if t in "([{":
                depth += 1
            elif t in ")]}":
                depth -= 1
            elif t == ":" and depth == 0:
                init_off = head_toks[j].extent.start.offset
                break
        decl_end = init_off if init_off is not None else b0
        def S(x, y):
            return s[x:y].decode()
        prefix = S(start, name_off)
        name = S(name_off, head_toks[p_open].extent.start.offset)
        quals = S(head_toks[p_close].extent.end.offset, decl_end).strip()
        init = S(init_off, b0).rstrip() if init_off is not None else ""
        # Default arguments stay on the declaration only.
        p0 = head_toks[p_open].extent.start.offset
        params = s[p0:head_toks[p_close].extent.end.offset]
        cuts = []
        for prm in [ch for ch in c.get_children() if ch.kind == K.PARM_DECL]:
            depth = 0
            for t in prm.get_tokens():
                sp = t.spelling
                if sp in ("(", "[", "{", "<"):
                    depth += 1
                elif sp in (")", "]", "}", ">"):
                    depth -= 1
                elif sp == ">>":
                    depth -= 2
                elif sp == "=" and depth == 0:
                    a = t.extent.start.offset
                    while s[a - 1:a] in (b" ", b"\t"):
                        a -= 1
                    cuts.append((a - p0, prm.extent.end.offset - p0))
                    break
        for a, e in reversed(cuts):
            params = params[:a] + params[e:]
        params = params.decode()
        quals_def = " ".join(w for w in quals.split() if w not in ("override", "final"))
        ns, cls = scopes(c)
        body_text = S(b0, b1)
        if c.kind == K.FUNCTION_DECL:
            ret = drop_specs(strip_attrs(prefix))
            definition = f"SQFIG_INLINE {ret} {name}{params}{(' ' + quals_def) if quals_def else ''}"
            decl_prefix = prefix
            if re.search(r"\binline\b", decl_prefix):
                decl_prefix = re.sub(r"\binline\b", "SQFIG_INLINE", decl_prefix, count=1)
            else:
                decl_prefix = "SQFIG_INLINE " + decl_prefix
            new_decl = decl_prefix + name + S(p0, decl_end).rstrip() + ";"
        else:
            qual = "::".join(cls) + "::" + name.strip() if not out_of_class_member else name.strip()
            ret = drop_specs(strip_attrs(prefix)).strip()
            q = (" " + quals_def) if quals_def else ""
            if c.kind in (K.CONSTRUCTOR, K.DESTRUCTOR, K.CONVERSION_FUNCTION):
                definition = f"SQFIG_INLINE {qual}{params}{q}"
            elif "->" in quals_def or not names_nested(ret, nested_names(c)):
                definition = f"SQFIG_INLINE {ret} {qual}{params}{q}"
            else:
                definition = f"SQFIG_INLINE auto {qual}{params}{q} -> {ret}"
            new_decl = S(start, decl_end).rstrip() + ";"
        if out_of_class_member:
            # Already outside its class: move the whole definition.
            e = b1
            while s[e:e + 1] in (b" ", b"\t") and e < len(s):
                e += 1
            if s[e:e + 1] == b"\n":
                e += 1
            ls = s.rfind(b"\n", 0, start) + 1
            if s[ls:start].strip() == b"":
                start = ls
            self.edits.append((start, e, b""))
            definition = re.sub(r"^\s*inline\s+", "", strip_attrs(S(start, decl_end)).strip())
            definition = "SQFIG_INLINE " + definition
        else:
            self.edits.append((start, b1, new_decl.encode()))
        if init:
            definition += "\n    " + init.strip()
        self.defs.append((ns, definition + " " + dedent_body(body_text, s, b1)))


def nested_names(c):
    """Type names declared inside c's classes (they need class scope: trailing return)."""
    names = set()
    p = c.semantic_parent
    while p is not None and p.kind in (K.CLASS_DECL, K.STRUCT_DECL):
        for ch in p.get_children():
            if ch.kind in (K.CLASS_DECL, K.STRUCT_DECL, K.ENUM_DECL, K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL,
                           K.CLASS_TEMPLATE, K.UNION_DECL):
                names.add(ch.spelling)
        p = p.semantic_parent
    return names


def names_nested(ret, names):
    return any(w in names for w in re.findall(r"[A-Za-z_][A-Za-z_0-9]*", ret))


def dedent_body(body, src, b1):
    # Re-indent the body so its closing brace sits in column 0.
    ls = src.rfind(b"\n", 0, b1) + 1
    line = src[ls:b1].decode()
    indent = len(line) - len(line.lstrip())
    lines = body.split("\n")
    out = [lines[0]]
    for ln in lines[1:]:
        k = 0
        while k < indent and k < len(ln) and ln[k] == " ":
            k += 1
        out.append(ln[k:])
    return "\n".join(out)


def main(argv):
    dry = "--dry-run" in argv
    headers = [a for a in argv if not a.startswith("--")]
    tmp = "/tmp/split_impl_tu.cpp"
    with open(tmp, "w") as f:
        f.write('#include "sqfig/config.hpp"\n')
        for h in headers:
            f.write(f'#include "{h}"\n')
    idx = ci.Index.create()
    tu = idx.parse(tmp, args=cflags(), options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES * 0)
    errs = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    for d in errs:
        print("clang:", d, file=sys.stderr)
    if errs:
        return 1
    splits = {}
    for h in headers:
        p = os.path.join(ROOT, h)
        splits[p] = Split(p, open(p, 'rb').read())
    seen = set()

    def visit(c):
        for ch in c.get_children():
            f = ch.location.file.name if ch.location.file else None
            if f is not None:
                f = os.path.normpath(f)
            if ch.kind in FUNCS and f in splits and ch.is_definition():
                key = (f, ch.extent.start.offset)
                if key not in seen and skip(ch) is None:
                    seen.add(key)
                    splits[f].add(tu, ch)
            if ch.kind in (K.NAMESPACE, K.CLASS_DECL, K.STRUCT_DECL, K.TRANSLATION_UNIT, K.UNEXPOSED_DECL):
                visit(ch)

    visit(tu.cursor)
    for p, sp in splits.items():
        if not sp.defs:
            print(f"{os.path.relpath(p, ROOT)}: nothing to move")
            continue
        rel = os.path.relpath(p, ROOT)              # sqfig/artists/line.hpp
        ipp_rel = "sqfig/impl/" + rel[len("sqfig/"):].replace(".hpp", ".ipp")
        src = sp.src
        for a, b, r in sorted(sp.edits, reverse=True):
            src = src[:a] + r + src[b:]
        src = src.decode()
        includes = re.findall(r"^#include .*$", sp.src.decode(), re.M)
        guard = f"\n#if !defined(SQFIG_SEPARATE_COMPILATION)\n#include \"{ipp_rel}\"\n#endif\n"
        if '#include "sqfig/config.hpp"' not in src:
            src = src.replace("#pragma once\n", "#pragma once\n\n#include \"sqfig/config.hpp\"\n", 1)
        src = src.rstrip("\n") + "\n" + guard
        body = [f"// The implementation of {rel}: included by it in header-only mode, compiled",
                "// once by src/sqfig.cpp (or a user TU including <sqfig/impl/src.hpp>) otherwise.",
                "#pragma once", "", f'#include "{rel}"', ""] + includes + [""]
        cur = None
        for ns, d in sp.defs:
            if ns != cur:
                if cur is not None:
                    body.append("".join("}  // namespace " + n + "\n" for n in reversed(cur)))
                body.append("".join(f"namespace {n} {{\n" for n in ns))
                cur = ns
            body.append(d + "\n")
        if cur is not None:
            body.append("".join("}  // namespace " + n + "\n" for n in reversed(cur)).rstrip("\n"))
        text = "\n".join(body) + "\n"
        print(f"{rel}: {len(sp.defs)} definitions -> {ipp_rel}")
        if not dry:
            with open(p, "w") as f:
                f.write(src)
            ip = os.path.join(ROOT, ipp_rel)
            os.makedirs(os.path.dirname(ip), exist_ok=True)
            with open(ip, "w") as f:
                f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
