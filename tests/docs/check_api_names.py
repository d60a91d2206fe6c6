#!/usr/bin/env python3
"""Checks that the C++ names docs/api.md documents exist (issue 44).

Every qualified name written in backquotes outside the fenced code blocks of
docs/api.md (`Colormap::viridis()`, `sqfig::Figure::save(...)`,
`FileTransaction::Sync::no`, `Grid::operator()(row, col)`) must name a
class, struct, enum or namespace that a header defines and a member declared
in its body: a method, field, enumerator, nested type, type alias or
operator, public or protected, or one inherited from a base class (followed
through `: public Base`). A name that merely appears somewhere in the header
does not count: the headers are parsed (comments, strings and preprocessor
lines dropped, bodies found by brace matching, the names declared at the
top level of each body collected, with their access).

Three more forms name members and are checked the same way:
- in the first cell of a table row, a bare call after a qualified name
  (`Rect::left() right() top()`; `Venue::column(aspect)`, `full(aspect)`)
  is a member of the same class;
- a brace list (`struct SaveOptions { dpi = 150, tight = false }`,
  `enum class Coords { data, axes }`, `Drawing { bytes, error }`: without
  the keyword, a space before the brace and two items or more; `Rect{x, y,
  w, h}` makes a value) lists members of the class or enumerators of the
  enum it names;
- a row whose first cell is `enum class X` lists enumerators of X as the
  single-word code spans of its second cell.

Where the names are looked up: the public headers, include/sqfig/**.hpp and
extras/include/sqfig/**.hpp, and what they #include. A table row, or a
paragraph, that names an internal header or folder in backquotes
(`src/sqfig/output/surface_writer.hpp`, `examples/paper_figures/
paper_style.hpp`) documents an internal: its names are also looked up
there. `std::` names and CMake targets (`add_library(sqfig::x ALIAS ...)`)
are not C++ names of sqfig and are skipped.

Header paths written in backquotes are checked too: `sqfig/...` is an
include path and must be a public header; any other path must exist in the
source tree (a bare file name anywhere in it).

    check_api_names.py [--root DIR] [--doc FILE] [--verbose]
    check_api_names.py --self-test

Prints each name that does not exist with its line in the doc, and a summary
line; exits 1 when something is missing, 0 otherwise. --self-test checks the
checker: the real doc must pass, copies of it with known wrong names added
(`Colormap::map(t)`, a private member, a name found only in a comment, ...)
must fail, each with its message, and real names of every kind must pass.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

# --------------------------------------------------------------------------
# C++ header parsing: just enough to know what each class and namespace
# declares at its top level.

KEYWORDS = {
    "alignas", "alignof", "auto", "bool", "break", "case", "catch", "char", "class", "const",
    "constexpr", "const_cast", "continue", "decltype", "default", "delete", "do", "double",
    "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "final", "float",
    "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new",
    "noexcept", "nullptr", "operator", "override", "private", "protected", "public",
    "register", "reinterpret_cast", "return", "short", "signed", "sizeof", "static",
    "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
    "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using",
    "virtual", "void", "volatile", "while",
}
CLASS_KEYS = ("class", "struct", "union")

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<id>[A-Za-z_]\w*)
  | (?P<num>\.?\d(?:[\w.']|[eEpP][+-])*)
  | (?P<op>::|->|\.\.\.|[^\sA-Za-z_0-9])
""", re.VERBOSE)


def strip_source(text):
    """The text without comments, preprocessor lines and the contents of
    string and character literals (each becomes "" or '')."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    i += 2
                    continue
                i += 1
            continue
        if c == "/" and text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            out.append(" ")
            continue
        m = re.match(r'(?:u8|[uUL])?R"([^(\s]*)\(', text[i:i + 40])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = text.find(")" + m.group(1) + '"', i + m.end())
            i = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""')
            continue
        if c in "\"'":
            # A digit separator (1'000, 0xFF'FF) is no character literal (L'a' is one).
            if c == "'" and i > 0 and text[i - 1].isalnum() and i + 1 < n and text[i + 1].isalnum():
                k = i
                while k > 0 and (text[k - 1].isalnum() or text[k - 1] in "'."):
                    k -= 1
                if text[k].isdigit():
                    out.append(c)
                    i += 1
                    continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            out.append(c + c)
            continue
        if c == "\n":
            at_line_start = True
            out.append(c)
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        out.append(c)
        i += 1
    return "".join(out)


def tokenize(text):
    toks = []
    for m in _TOKEN.finditer(strip_source(text)):
        if m.lastgroup != "ws":
            toks.append(m.group(0))
    return toks


def is_ident(t):
    return bool(t) and (t[0].isalpha() or t[0] == "_")


class Scope:
    """A namespace, class, struct, union or enum, and what its body declares."""

    def __init__(self, name, kind, parent=None, where=""):
        self.name = name
        self.kind = kind            # "namespace", "class", "struct", "union", "enum", "root"
        self.parent = parent
        self.where = where          # the header that defines it
        self.members = {}           # name -> "public" / "protected" / "private"
        self.children = {}          # name -> [Scope]
        self.bases = []             # qualified names, as written
        self.aliases = {}           # name -> qualified name it stands for

    def path(self):
        parts = []
        s = self
        while s is not None and s.kind != "root":
            parts.append(s.name)
            s = s.parent
        return "::".join(reversed(parts))

    def declare(self, name, access):
        # Overloads of different access: the most open one counts.
        order = {"public": 0, "protected": 1, "private": 2}
        old = self.members.get(name)
        if old is None or order[access] < order[old]:
            self.members[name] = access

    def child(self, name, kind, where):
        if kind == "namespace":
            for c in self.children.get(name, []):
                if c.kind == "namespace":
                    return c
        s = Scope(name, kind, self, where)
        self.children.setdefault(name, []).append(s)
        return s


class HeaderParser:
    def __init__(self, toks, root, where):
        self.t = toks
        self.n = len(toks)
        self.root = root
        self.where = where

    def tok(self, i):
        return self.t[i] if i < self.n else ""

    # -- balanced skipping ----------------------------------------------------
    def skip_balanced(self, i):
        """i at an opening ( [ {: the index after its closing partner."""
        pairs = {"(": ")", "[": "]", "{": "}"}
        stack = [pairs[self.t[i]]]
        i += 1
        while i < self.n and stack:
            t = self.t[i]
            if t in pairs:
                stack.append(pairs[t])
            elif t in (")", "]", "}"):
                if t == stack[-1]:
                    stack.pop()
                elif t == "}" and "}" in stack:
                    # Unbalanced ( or [ inside braces: resync on the brace.
                    while stack and stack[-1] != "}":
                        stack.pop()
                    stack.pop()
            i += 1
        return i

    def skip_angles(self, i):
        """i at '<' (a template argument or parameter list): the index after its '>'."""
        depth = 0
        while i < self.n:
            t = self.t[i]
            if t == "<":
                depth += 1
            elif t == ">":
                depth -= 1
                if depth == 0:
                    return i + 1
            elif t in ("(", "[", "{"):
                i = self.skip_balanced(i)
                continue
            elif t in (";", "}"):
                return i
            i += 1
        return i

    def skip_attributes(self, i):
        while True:
            if self.tok(i) == "[" and self.tok(i + 1) == "[":
                i = self.skip_balanced(i)
            elif self.tok(i) == "alignas" and self.tok(i + 1) == "(":
                i = self.skip_balanced(i + 1)
            else:
                return i

    def skip_statement(self, i):
        """Past the end of the statement at i: a ';' at depth 0 or a closing block."""
        while i < self.n:
            t = self.t[i]
            if t == ";":
                return i + 1
            if t == "}":
                return i
            if t == "{":
                # A body (a friend function's) ends the statement; an
                # initializer (`= {...}`) does not.
                initializer = self.tok(i - 1) == "="
                i = self.skip_balanced(i)
                if self.tok(i) == ";":
                    return i + 1
                if not initializer:
                    return i
                continue
            if t in ("(", "["):
                i = self.skip_balanced(i)
                continue
            i += 1
        return i

    # -- bodies ---------------------------------------------------------------
    def parse_body(self, i, scope):
        """Declarations from i to the '}' closing scope's body (or the end); returns the index after it."""
        access = "private" if scope.kind == "class" else "public"
        while i < self.n:
            t = self.t[i]
            if t == "}":
                return i + 1
            if t == ";":
                i += 1
                continue
            if t in ("public", "private", "protected") and self.tok(i + 1) == ":":
                access = t
                i += 2
                continue
            if t == "inline" and self.tok(i + 1) == "namespace":
                i += 1
                continue
            if t == "namespace":
                i = self.parse_namespace(i, scope)
                continue
            if t == "extern" and self.tok(i + 1) in ('""',) and self.tok(i + 2) == "{":
                i = self.parse_body(i + 3, scope)
                continue
            i = self.parse_declaration(i, scope, access)
        return i

    def parse_namespace(self, i, scope):
        i += 1
        names = []
        while is_ident(self.tok(i)) or self.tok(i) == "::":
            if is_ident(self.tok(i)):
                names.append(self.t[i])
            i += 1
        i = self.skip_attributes(i)
        if self.tok(i) == "=":  # namespace alias
            target = []
            i += 1
            while self.tok(i) not in (";", ""):
                target.append(self.t[i])
                i += 1
            if names:
                scope.declare(names[0], "public")
                scope.aliases[names[0]] = "".join(target)
            return i + 1
        if self.tok(i) != "{":
            return self.skip_statement(i)
        inner = scope
        for nm in names:  # an unnamed namespace's names stay in the enclosing one
            inner.declare(nm, "public")
            inner = inner.child(nm, "namespace", self.where)
        return self.parse_body(i + 1, inner)

    def parse_declaration(self, i, scope, access):
        i = self.skip_attributes(i)
        # template <...> prefixes
        while self.tok(i) == "template" and self.tok(i + 1) == "<":
            i = self.skip_angles(i + 1)
            i = self.skip_attributes(i)
        t = self.tok(i)
        if t in ("friend", "static_assert"):
            return self.skip_statement(i)
        if t == "using":
            return self.parse_using(i, scope, access)
        if t == "typedef":
            return self.parse_general(i + 1, scope, access, typedef=True)
        if t in CLASS_KEYS or t == "enum":
            j = self.parse_class_head(i, scope, access)
            if j is not None:
                return j
        return self.parse_general(i, scope, access)

    def parse_using(self, i, scope, access):
        i += 1
        if self.tok(i) in ("namespace", "enum"):
            return self.skip_statement(i)
        if is_ident(self.tok(i)) and self.tok(i + 1) in ("=", "[") :
            name = self.t[i]
            j = self.skip_attributes(i + 1)
            j += 1  # '='
            target = []
            while self.tok(j) not in (";", ""):
                target.append(self.t[j])
                j += 1
            scope.declare(name, access)
            scope.aliases[name] = qualified_prefix(target)
            return j + 1
        # using Base::name; (a member brought into a class)
        last = None
        while self.tok(i) not in (";", ""):
            if is_ident(self.t[i]) and self.t[i] != "typename":
                last = self.t[i]
            i += 1
        if last:
            scope.declare(last, access)
        return i + 1

    def parse_class_head(self, i, scope, access):
        """class/struct/union/enum definitions and forward declarations;
        None when it is an elaborated type in another declaration."""
        start = i
        key = self.t[i]
        i += 1
        kind = key
        if key == "enum":
            kind = "enum"
            scoped = self.tok(i) in ("class", "struct")
            if scoped:
                i += 1
        i = self.skip_attributes(i)
        # An export macro before the name: class SQFIG_API Annotation : ...
        while re.match(r"^[A-Z][A-Z0-9_]*$", self.tok(i)) and is_ident(self.tok(i + 1)) \
                and self.tok(i + 1) not in KEYWORDS:
            i += 1
        name = None
        if is_ident(self.tok(i)) and self.tok(i) not in KEYWORDS:
            name = self.t[i]
            i += 1
            while self.tok(i) == "::" and is_ident(self.tok(i + 1)):  # struct detail::X {...}
                name = self.t[i + 1]
                i += 2
            if self.tok(i) == "<":  # a specialisation
                i = self.skip_angles(i)
        if self.tok(i) == "final":
            i += 1
        bases = []
        if self.tok(i) == ":":
            i += 1
            current = []
            while self.tok(i) not in ("{", ";", ""):
                t = self.t[i]
                if t == "<":
                    i = self.skip_angles(i)
                    continue
                if t == ",":
                    bases.append(current)
                    current = []
                elif t not in ("public", "private", "protected", "virtual"):
                    current.append(t)
                i += 1
            bases.append(current)
        t = self.tok(i)
        if t == ";" and name is not None:
            scope.declare(name, access)  # a forward declaration
            return i + 1
        if t != "{":
            return None  # `struct X* p;`, `enum Kind f();`: a declaration of something else
        body = scope.child(name or "", kind, self.where) if name else Scope("", kind, scope, self.where)
        if name:
            scope.declare(name, access)
        if kind == "enum":
            i = self.parse_enum_body(i, body)
            if self.tok(start + 1) not in ("class", "struct"):
                for e in body.members:  # an unscoped enum's enumerators are its scope's too
                    scope.declare(e, access)
        else:
            body.bases = ["".join(b) for b in bases if b]
            i = self.parse_body(i + 1, body)
            if not name:  # an anonymous struct or union: its members are the enclosing scope's
                for m, acc in body.members.items():
                    scope.declare(m, acc)
        # declarators after the body: struct X {...} x, *y;
        return self.parse_declarators(i, scope, access)

    def parse_enum_body(self, i, body):
        end = self.skip_balanced(i)
        j = i + 1
        expect_name = True
        while j < end - 1:
            t = self.t[j]
            if expect_name:
                j = self.skip_attributes(j)
                t = self.tok(j)
                if is_ident(t):
                    body.declare(t, "public")
                expect_name = False
            if t == ",":
                expect_name = True
            elif t in ("(", "[", "{"):
                j = self.skip_balanced(j)
                continue
            j += 1
        return end

    def parse_declarators(self, i, scope, access):
        last = None
        while i < self.n:
            t = self.t[i]
            if t == ";":
                if last:
                    scope.declare(last, access)
                return i + 1
            if t == "}":
                return i
            if t == ",":
                if last:
                    scope.declare(last, access)
                last = None
            elif t in ("(", "[", "{"):
                i = self.skip_balanced(i)
                continue
            elif t == "=":
                i = self.skip_initializer(i + 1)
                continue
            elif is_ident(t) and t not in KEYWORDS:
                last = t
            i += 1
        return i

    def skip_initializer(self, i):
        """From just after '=' to the ',' or ';' ending the initializer (not consumed)."""
        angle = 0
        while i < self.n:
            t = self.t[i]
            if t in (";", "}"):
                return i
            if t == "," and angle == 0:
                return i
            if t in ("(", "[", "{"):
                i = self.skip_balanced(i)
                continue
            if t == "<" and is_ident(self.tok(i - 1)) and self.tok(i - 1) not in KEYWORDS:
                angle += 1
            elif t == ">" and angle > 0:
                angle -= 1
            i += 1
        return i

    def parse_general(self, i, scope, access, typedef=False):
        """A function, variable or typedef: records the name(s) it declares."""
        angle = 0
        last = None          # the last identifier at depth 0
        last_qualified = False
        prev = ""
        while i < self.n:
            t = self.t[i]
            if t == "}":
                return i  # a stray closing brace: the body's, not ours
            if t == "<" and (is_ident(prev) or prev == ">") and prev not in KEYWORDS | {"operator"}:
                angle += 1
                prev = t
                i += 1
                continue
            if angle > 0:
                if t == ">":
                    angle -= 1
                elif t in ("(", "[", "{"):
                    i = self.skip_balanced(i)
                    prev = ")"
                    continue
                elif t == ";":
                    angle = 0
                    continue
                prev = t
                i += 1
                continue
            if t == "operator":
                j = i + 1
                if self.tok(j) == "(" and self.tok(j + 1) == ")":
                    name = "operator()"
                    j += 2
                elif self.tok(j) == "[" and self.tok(j + 1) == "]":
                    name = "operator[]"
                    j += 2
                else:
                    parts = []
                    while self.tok(j) not in ("(", ";", ""):
                        parts.append(self.t[j])
                        j += 1
                    if parts and all(not is_ident(p) for p in parts):
                        name = "operator" + "".join(parts)
                    else:
                        name = "operator " + " ".join(parts)  # a conversion
                if not (prev == "::"):
                    scope.declare(name, access)
                return self.skip_function_tail(j)
            if t == "(":
                if is_ident(prev) and prev not in KEYWORDS:
                    # A function declarator: `name(`. `Class::name(` is an
                    # out-of-class definition, not a declaration of this scope.
                    if not last_qualified and not typedef:
                        scope.declare(prev, access)
                    return self.skip_function_tail(i)
                if prev == ")" or prev in KEYWORDS:  # decltype(...), noexcept(...)
                    i = self.skip_balanced(i)
                    prev = ")"
                    continue
                # (*name)(...): a function pointer
                j = i + 1
                inner = None
                while self.tok(j) not in (")", ""):
                    if is_ident(self.t[j]) and self.t[j] not in KEYWORDS:
                        inner = self.t[j]
                    j += 1
                i = self.skip_balanced(i)
                if inner:
                    last, last_qualified = inner, False
                prev = ")"
                continue
            if t == "[":
                if self.tok(i + 1) == "[":
                    i = self.skip_balanced(i)
                    continue
                i = self.skip_balanced(i)  # an array bound: `last` is the name
                prev = "]"
                continue
            if t in (";", ",", "=", "{", ":") and not (t == ":" and self.tok(i + 1) == ":"):
                if last and not last_qualified:
                    scope.declare(last, access)
                if t == ";":
                    return i + 1
                if t == "=":
                    i = self.skip_initializer(i + 1)
                elif t == "{":
                    i = self.skip_balanced(i)
                elif t == ":":  # a bit-field width
                    i = self.skip_initializer(i + 1)
                else:
                    i += 1
                last = None
                prev = ","
                continue
            if is_ident(t) and t not in KEYWORDS:
                last = t
                last_qualified = prev == "::"
            prev = t
            i += 1
        return i

    def skip_function_tail(self, i):
        """i at a function's parameter list: past its declaration or definition."""
        if self.tok(i) == "(":
            i = self.skip_balanced(i)
        init_list = False
        while i < self.n:
            t = self.t[i]
            if t == ";":
                return i + 1
            if t == "}":
                return i
            if t == ":":
                init_list = True
            elif t == "(" or t == "[":
                i = self.skip_balanced(i)
                continue
            elif t == "{":
                prev = self.t[i - 1]
                member_init = init_list and (is_ident(prev) or prev == ">") and prev not in KEYWORDS
                i = self.skip_balanced(i)
                if member_init:
                    continue
                if self.tok(i) == ";":
                    i += 1
                return i
            elif t == "=":
                while self.tok(i) not in (";", ""):
                    i += 1
                return i + 1
            i += 1
        return i


def qualified_prefix(tokens):
    """'detail::Sync' from the tokens of a type, dropping cv, template arguments and declarators."""
    out = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("const", "volatile", "typename", "struct", "class", "enum"):
            i += 1
            continue
        if t == "<":
            break
        if is_ident(t) or t == "::":
            out.append(t)
        else:
            break
        i += 1
    return "".join(out)


class Index:
    """Every scope the given headers define, merged (a namespace may span files)."""

    def __init__(self, files, root_dir):
        self.root = Scope("", "root")
        for f in files:
            with open(f, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
            HeaderParser(tokenize(text), self.root, os.path.relpath(f, root_dir)).parse_body(0, self.root)
        self.top = {}  # name -> [Scope] for namespaces anywhere and types at namespace level
        self._collect(self.root)

    def _collect(self, scope):
        for name, scopes in scope.children.items():
            for s in scopes:
                if scope.kind in ("root", "namespace") or s.kind == "namespace":
                    if s not in self.top.setdefault(name, []):
                        self.top[name].append(s)
                self._collect(s)

    def first(self, name):
        found = list(self.top.get(name, []))
        # A namespace-level alias (using X = detail::Y;).
        for scopes in self.top.values():
            for s in scopes:
                if s.kind == "namespace" and name in s.aliases:
                    found.extend(self.resolve_scope(s.aliases[name]))
        return found

    def resolve_scope(self, qualified, depth=0):
        parts = [p for p in qualified.split("::") if p]
        if not parts or depth > 8:
            return []
        scopes = self.first(parts[0]) if depth == 0 else self._first_no_alias(parts[0])
        for p in parts[1:]:
            scopes = [c for s in scopes for c in self.nested(s, p, depth + 1)]
        return scopes

    def _first_no_alias(self, name):
        return list(self.top.get(name, []))

    def nested(self, scope, name, depth=0, seen=None):
        seen = seen or set()
        if id(scope) in seen or depth > 8:
            return []
        seen.add(id(scope))
        out = list(scope.children.get(name, []))
        if name in scope.aliases:
            out.extend(self.resolve_scope(scope.aliases[name], depth + 1))
        for b in self.bases(scope):
            out.extend(self.nested(b, name, depth + 1, seen))
        return out

    def bases(self, scope):
        out = []
        for b in scope.bases:
            out.extend(s for s in self.resolve_scope(b, 1) if s.kind in CLASS_KEYS)
        return out

    def member(self, scope, name, seen=None):
        """The access of `name` in scope or its bases, or None."""
        seen = seen or set()
        if id(scope) in seen:
            return None
        seen.add(id(scope))
        best = scope.members.get(name)
        if best in ("public", "protected"):
            return best
        for b in self.bases(scope):
            acc = self.member(b, name, seen)
            if acc in ("public", "protected"):
                return acc
            best = best or acc
        return best


# --------------------------------------------------------------------------
# The doc: the names in backquotes.

QUALIFIED = re.compile(
    r"(?<![\w:.])((?:[A-Za-z_]\w*\s*::\s*)+)"
    r"(operator\s*(?:\(\s*\)|\[\s*\]|[^\w\s(]+)|~?[A-Za-z_]\w*)")
BARE_CALL = re.compile(r"(?<![\w:.>~])([A-Za-z_]\w*)\s*\(")
INTERNAL_PATH = re.compile(r"^(?:src|examples|extras)/[\w./-]*$")
HEADER_PATH = re.compile(r"^[\w./-]+\.(?:hpp|h|ipp)$")


def code_spans(line):
    """(start column, text) of each `code span` of a line."""
    return [(m.start(1), m.group(1)) for m in re.finditer(r"`([^`]+)`", line)]


def depth0_mask(span):
    """For each character of span, whether it is outside (), [], {} and <>."""
    mask = []
    depth = 0
    for i, c in enumerate(span):
        if c in ")]}>":
            if not (c == ">" and i > 0 and span[i - 1] == "-"):  # not the arrow of ->
                depth = max(0, depth - 1)
            mask.append(False)
            continue
        mask.append(depth == 0)
        if c in "([{<":
            depth += 1
    return mask


def normalize_operator(name):
    return re.sub(r"\s+", "", name) if name.startswith("operator") else name


def split_depth0(text, seps):
    """text split at the characters of seps that are outside (), [], {} and <>."""
    parts, buf, depth = [], "", 0
    for c in text:
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth = max(0, depth - 1)
        if c in seps and depth == 0:
            parts.append(buf)
            buf = ""
        else:
            buf += c
    parts.append(buf)
    return [p for p in (x.strip() for x in parts) if p]


def listed_member(piece):
    """The member a piece of a brace list names: `double x` -> x, `dpi = 150`
    -> dpi, `describe()` -> describe, `color (grey)` -> color."""
    piece = piece.split("=")[0] if not piece.startswith("operator") else piece
    m = re.match(r"operator\s*(\(\s*\)|\[\s*\]|[^\w\s(]+)", piece)
    if m:
        return normalize_operator("operator" + m.group(1))
    head, depth = "", 0
    for c in piece:  # template arguments dropped: std::function<void(cairo_t*)> draw
        if c == "<":
            depth += 1
        elif c == ">":
            depth = max(0, depth - 1)
        elif depth == 0:
            head += c
    head = head.split("(")[0]
    ids = re.findall(r"[A-Za-z_]\w*", head)
    return ids[-1] if ids else None


def table_cells(line):
    """The cells of a table row (a `|` inside a code span does not end a cell)."""
    cells, buf, tick = [], "", False
    starts, col = [], 1
    for i, ch in enumerate(line[1:], 1):
        if ch == "`":
            tick = not tick
        if ch == "|" and not tick:
            cells.append((col, buf))
            buf, col = "", i + 1
        else:
            buf += ch
    return cells


# A brace list: `struct SaveOptions { dpi = 150, tight = false }`, `enum class Coords { data, axes }`,
# `Drawing { bytes, error }`. Without the keyword it takes a space before the brace and at least
# two items: `Rect{x, y, w, h}` and `LogScale{base}` are values being made, not lists of members.
BRACE_LIST = re.compile(r"(?<![\w\\:.])(?:(struct|class|enum\s+class|enum)\s+)?([A-Z]\w*)(\s*)\{([^{}]*)\}")


def doc_names(doc_text):
    """Yields (line number, name as written, [scope parts], member, section internals, how found)."""
    # The internal headers each block names: a table row is a block of its
    # own, other text a paragraph (up to a blank line, a heading or a table).
    lines = doc_text.split("\n")
    block_of = []
    block = 0
    in_fence = False
    prev_kind = None
    for line in lines:
        fence = line.lstrip().startswith("```")
        kind = "fence" if (in_fence or fence) else "row" if line.startswith("|") else \
            "blank" if not line.strip() else "heading" if line.startswith("#") else "text"
        if fence:
            in_fence = not in_fence
        if kind in ("row", "heading") or kind != prev_kind:
            block += 1
        block_of.append(block)
        prev_kind = kind
    named = {}
    in_fence = False
    for no, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for _, span in code_spans(line):
            s = span.strip()
            if INTERNAL_PATH.match(s) and (s.endswith("/") or HEADER_PATH.match(s)):
                named.setdefault(block_of[no - 1], set()).add(s)

    def internals_of(no):
        return tuple(sorted(named.get(block_of[no - 1], ())))

    in_fence = False
    for no, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        internals = internals_of(no)
        cells = table_cells(line) if line.startswith("|") else []
        first_cell_end = cells[0][0] + len(cells[0][1]) if cells else -1
        context = None  # the class of the last qualified name in the first cell
        for col, span in code_spans(line):
            in_first_cell = 0 <= col < first_cell_end
            mask = depth0_mask(span)
            events = []
            for m in QUALIFIED.finditer(span):
                scope = [p.strip() for p in m.group(1).split("::") if p.strip()]
                events.append((m.start(), "q", scope, normalize_operator(m.group(2)), m.group(0)))
            if in_first_cell:
                for m in BARE_CALL.finditer(span):
                    if mask[m.start()] and m.group(1) not in KEYWORDS:
                        events.append((m.start(), "b", None, m.group(1), m.group(0)))
            events.sort(key=lambda e: e[0])
            for pos, what, scope, member, written in events:
                if what == "q":
                    yield no, written.strip(), scope, member, internals, ""
                    if in_first_cell and mask[pos] and scope and scope[0] != "std":
                        context = scope
                elif context is not None:
                    yield (no, "::".join(context) + "::" + member, context, member, internals,
                           "a call in the same table cell as `%s::...`" % "::".join(context))
            for m in BRACE_LIST.finditer(span):
                items = split_depth0(m.group(4), ",;")
                if not m.group(1) and (not m.group(3) or len(items) < 2):
                    continue  # Rect{x, y, w, h}, LogScale{base}: a value made, not a list of members
                for item in items:
                    member = listed_member(item)
                    if member:
                        yield (no, m.group(2) + "::" + member, [m.group(2)], member, internals,
                               "listed in `%s { ... }`" % m.group(2))
        # | `enum class LegendLocation` | `best`, `upper_right`, ... |
        if len(cells) >= 2:
            m = re.fullmatch(r"\s*`enum(?:\s+class)?\s+([A-Z]\w*)`\s*", cells[0][1])
            if m:
                for _, span in code_spans(cells[1][1]):
                    if re.fullmatch(r"[a-z_]\w*", span.strip()):
                        yield (no, m.group(1) + "::" + span.strip(), [m.group(1)], span.strip(), internals,
                               "listed as an enumerator of `%s`" % m.group(1))


def doc_paths(doc_text):
    """(line number, path) of every header path written in backquotes."""
    in_fence = False
    for no, line in enumerate(doc_text.split("\n"), 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for _, span in code_spans(line):
            s = span.strip()
            if HEADER_PATH.match(s):
                yield no, s
            else:
                for m in re.finditer(r"<(sqfig/[\w./-]+\.hpp)>", s):
                    yield no, m.group(1)


# --------------------------------------------------------------------------

def public_headers(root):
    """include/sqfig/**.hpp, extras/include/sqfig/**.hpp, and the internal
    headers they #include (what a program including them can name: the
    extras header brings src/sqfig/output/posix_file.hpp's detail::Sync)."""
    files = []
    for base in ("include/sqfig", "extras/include/sqfig"):
        for dirpath, _, names in os.walk(os.path.join(root, base)):
            files.extend(os.path.join(dirpath, n) for n in names if n.endswith(".hpp"))
    files.sort()
    todo = list(files)
    while todo:
        with open(todo.pop(), encoding="utf-8", errors="replace") as fh:
            included = re.findall(r'^\s*#\s*include\s+"([^"]+)"', fh.read(), re.M)
        for inc in included:
            for base in ("include", "extras/include", "src"):
                full = os.path.join(root, base, inc)
                if os.path.isfile(full):
                    if full not in files:
                        files.append(full)
                        todo.append(full)
                    break
    return files


def internal_headers(root, paths):
    files = []
    for p in paths:
        full = os.path.join(root, p)
        if p.endswith("/") and os.path.isdir(full):
            for dirpath, _, names in os.walk(full):
                files.extend(os.path.join(dirpath, n) for n in names if n.endswith((".hpp", ".h")))
        elif os.path.isfile(full):
            files.append(full)
    return sorted(files)


def cmake_targets(root):
    found = set()
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith((".", "build"))]
        for n in names:
            if n == "CMakeLists.txt" or n.endswith(".cmake"):
                try:
                    with open(os.path.join(dirpath, n), encoding="utf-8", errors="replace") as fh:
                        text = fh.read()
                except OSError:
                    continue
                found.update(re.findall(r"add_library\(\s*(\w+::\w+)\s+ALIAS", text))
    return found


def source_files(root):
    out = []
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith((".", "build"))]
        rel = os.path.relpath(dirpath, root)
        out.extend(os.path.normpath(os.path.join(rel, n)) for n in names)
    return out


# The parsed headers and the tree's file list, kept between the checks of one run (--self-test).
_CACHE = {}


def check(root, doc, verbose=False, out=sys.stdout):
    with open(doc, encoding="utf-8") as fh:
        text = fh.read()
    doc_rel = os.path.relpath(doc, root) if os.path.abspath(doc).startswith(os.path.abspath(root)) else doc
    public = public_headers(root)
    indexes = _CACHE.setdefault(("indexes", root), {})

    def index_for(internals):
        if internals not in indexes:
            indexes[internals] = Index(public + [f for f in internal_headers(root, internals) if f not in public], root)
        return indexes[internals]

    if ("targets", root) not in _CACHE:
        _CACHE[("targets", root)] = cmake_targets(root)
        _CACHE[("files", root)] = source_files(root)
    targets = _CACHE[("targets", root)]
    problems = []
    checked = 0
    for no, written, scope, member, internals, found_as in doc_names(text):
        if scope[0] == "std" or "::".join(scope + [member]) in targets:
            continue
        checked += 1
        idx = index_for(internals)
        scopes = idx.resolve_scope("::".join(scope))
        how = " (%s)" % found_as if found_as else ""
        if not scopes:
            problems.append((no, "`%s`: no class, enum or namespace `%s` in the headers%s"
                             % (written, "::".join(scope), how)))
            continue
        access = None
        for s in scopes:
            a = idx.member(s, member)
            if a in ("public", "protected"):
                access = a
                break
            access = access or a
        if access is None:
            where = ", ".join(sorted({s.where for s in scopes if s.where}))
            problems.append((no, "`%s`: `%s` declares no member `%s`%s%s"
                             % (written, "::".join(scope), member, " (" + where + ")" if where else "", how)))
        elif access == "private":
            problems.append((no, "`%s`: `%s` is private in `%s`%s" % (written, member, "::".join(scope), how)))
        elif verbose:
            print("%s:%d: ok %s" % (doc_rel, no, written), file=out)

    files = _CACHE[("files", root)]
    paths = 0
    for no, p in doc_paths(text):
        paths += 1
        if p.startswith("sqfig/"):
            ok = any(os.path.isfile(os.path.join(root, base, p)) for base in ("include", "extras/include"))
            if not ok:
                real = [f for f in files if f.endswith(os.sep + p)]
                problems.append((no, "`%s` is not a public header%s" % (
                    p, " (it is %s)" % real[0] if real else ": no such file")))
        elif "/" in p:
            if not os.path.isfile(os.path.join(root, p)) and not any(f.endswith(os.sep + p) for f in files):
                problems.append((no, "`%s`: no such file" % p))
        elif not any(os.path.basename(f) == p for f in files):
            problems.append((no, "`%s`: no such file" % p))

    for no, msg in sorted(problems):
        print("%s:%d: %s" % (doc_rel, no, msg), file=out)
    print("%s: %d names and %d header paths checked, %d missing"
          % (doc_rel, checked, paths, len(problems)), file=out)
    return 1 if problems else 0


def self_test(root, doc):
    """The doc passes; copies with a wrong name put back fail, each for that name."""
    import io
    with open(doc, encoding="utf-8") as fh:
        text = fh.read()
    failures = []
    buf = io.StringIO()
    if check(root, doc, out=buf) != 0:
        failures.append("the doc itself does not pass:\n" + buf.getvalue())
    # Each mutation: (description, text to append, the message the checker must print).
    mutations = [
        ("a method the class lacks", "| `Colormap::map(t)` | the colour at t |", "no member `map`"),
        ("a private member", "| `Colormap::from_table(name, t)` | a table |", "`from_table` is private"),
        ("a name only a comment holds", "| `Axes::adopted()` | x |", "no member `adopted`"),
        ("a member of another class", "| `Line::hatch(p)` | x |", "no member `hatch`"),
        ("an unknown class", "| `Colourmap::viridis()` | x |", "no class, enum or namespace `Colourmap`"),
        ("a wrong enumerator", "| `Coords::offset_pts` | x |", "no member `offset_pts`"),
        ("a bare call after a qualified one", "| `Rect::left() middle()` | x |", "no member `middle`"),
        ("a public header that is not one", "see `sqfig/layout/axes_layout.hpp`", "not a public header"),
        ("a nested name through an alias", "| `FileTransaction::Sync::maybe` | x |", "no member `maybe`"),
        ("a wrong field in a brace list", "| `struct Venue { name, widthh }` | x |", "no member `widthh`"),
        ("a wrong enumerator in an enum row", "| `enum class LegendLocation` | `best`, `upper_middle` |",
         "no member `upper_middle`"),
        ("an internal the row does not name", "| `PageSpec::draw` | x |", "no class, enum or namespace `PageSpec`"),
    ]
    # And names that must pass: inherited, nested through an alias, operators.
    passing = [
        "| `Line::label(s)` | inherited from Artist |",
        "| `Grid::operator()(row, col)` / `Grid::operator[](i)` | x |",
        "| `sqfig::Figure::save(path)` | x |",
        "| `ColorbarSide::bottom`, `Norm::Kind::log` | x |",
        "| `PageSpec::draw` | internal: `src/sqfig/output/surface_writer.hpp` |",
    ]
    tmp = tempfile.mkdtemp(prefix="check_api_names.")
    try:
        for what, added, expected in mutations:
            path = os.path.join(tmp, "api.md")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text + "\n\n" + added + "\n")
            buf = io.StringIO()
            rc = check(root, path, out=buf)
            if rc == 0 or expected not in buf.getvalue():
                failures.append("%s (%s) was not caught:\n%s" % (what, added, buf.getvalue()))
        path = os.path.join(tmp, "api.md")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text + "\n\n" + "\n".join(passing) + "\n")
        buf = io.StringIO()
        if check(root, path, out=buf) != 0:
            failures.append("real names were refused:\n" + buf.getvalue())
    finally:
        shutil.rmtree(tmp)
    for f in failures:
        print("self-test: " + f)
    print("self-test: %d of %d cases %s" % (len(mutations) + 2 - len(failures), len(mutations) + 2,
                                           "passed" if not failures else "passed; FAILED"))
    return 1 if failures else 0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=os.path.normpath(os.path.join(here, "..", "..")),
                    help="the source tree (default: this script's ../..)")
    ap.add_argument("--doc", help="the doc to check (default: ROOT/docs/api.md)")
    ap.add_argument("--self-test", action="store_true", help="check the checker on mutated copies of the doc")
    ap.add_argument("--verbose", "-v", action="store_true", help="print every name found, too")
    args = ap.parse_args()
    doc = args.doc or os.path.join(args.root, "docs", "api.md")
    if args.self_test:
        return self_test(args.root, doc)
    return check(args.root, doc, args.verbose)


if __name__ == "__main__":
    sys.exit(main())
