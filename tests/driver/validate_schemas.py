#!/usr/bin/env python3
"""Validates results files against the JSON schemas (draft 2020-12).

Usage: validate_schemas.py [--ours RESULTS_SCHEMA] SCHEMA_DIR RESULTS_DIR [RESULTS_DIR ...]

Every <family>__*.json in each RESULTS_DIR is checked against
SCHEMA_DIR/<family>.schema.json; each folder must hold all four families.
As a control, a copy of one file with a string perplexity must be rejected.
Exit 0 when all valid, 1 on a violation, 77 (skipped) without python3-jsonschema.

With --ours, every *.json file of each RESULTS_DIR is also checked against
examples/paper_figures/results.schema.json, the driver's own draft-04 schema,
by its family's definition and by the root (any of the five files): a second
implementation besides RapidJSON's (test_schema.cpp). Its problems are put as
the driver puts them, FILE: LOCATION: expected ..., found ..., LOCATION being
the JSON Pointer of the offending value. Where the schema has alternatives
(the root's anyOf), jsonschema says only that the value "is not valid under any
of the given schemas"; the alternative the file was meant to match is picked
(its family by its name, as the driver reads it; else the one its "family" key
does not contradict; else the one whose problems lie deepest, then the fewest)
and its own problems are reported (test_schema_messages.py).

RapidJSON's schema validator (draft-04) cannot be used for the upstream schemas: it does not know the
2020-12 keywords these schemas use (numeric exclusiveMinimum, const).
"""
import copy, glob, json, math, os, re, sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed: skipping (Debian: apt-get install python3-jsonschema)")
    sys.exit(77)
if not hasattr(jsonschema, "Draft202012Validator"):
    print("this jsonschema has no draft 2020-12 support: skipping")
    sys.exit(77)


# --- Problems in the driver's words: FILE: LOCATION: expected ..., found ...

KINDS = {"object": "an object", "array": "an array", "string": "a string", "number": "a number",
         "integer": "an integer", "boolean": "true or false", "null": "null"}


def pointer(path):
    """The JSON Pointer of a path of keys and indices; the root as the driver calls it."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path) or "(document root)"


def number(x):  # "1e100" rather than "1e+100", "3" rather than "3.0"
    text = json.dumps(int(x) if isinstance(x, float) and x.is_integer() and abs(x) < 1e15 else x)
    return re.sub(r"e\+?(-?)0*(\d)", r"e\1\2", text)


def found(value):
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, dict):
        return "an object" if value else "an empty object"
    if isinstance(value, list):
        return "an array" if value else "an empty array"
    if isinstance(value, str):
        return "a string " + json.dumps(value[:40] + ("..." if len(value) > 40 else ""), ensure_ascii=False)
    return "the number " + number(value)


def resolve(schema, root):
    """The definition a {"$ref": "#/definitions/NAME"} names (the schema's only kind of reference)."""
    while str(schema.get("$ref", "")).startswith("#/definitions/"):
        schema = root["definitions"].get(schema["$ref"][len("#/definitions/"):], {})
    return schema


def expected(schema, root):
    """What a schema asks for, in words (its type or enum, and its title saying why)."""
    schema = resolve(schema, root)
    why = " (%s)" % schema["title"] if "title" in schema else ""
    if "enum" in schema:
        return " or ".join(json.dumps(v) for v in schema["enum"]) + why
    kinds = schema.get("type", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    return (" or ".join(KINDS.get(k, k) for k in kinds) or "a value") + why


def bound(error):
    """A broken limit in words ("a number > 0"); None for other keywords."""
    s, kw, limit = error.schema, error.validator, error.validator_value
    if kw in ("minimum", "maximum"):
        sign = (">" if kw == "minimum" else "<") + ("" if s.get("exclusive" + kw.title()) else "=")
        return "a number %s %s" % (sign, number(limit))
    if kw == "multipleOf":
        return "an integer" if limit == 1 else "a multiple of " + number(limit)
    if kw in ("minItems", "minLength") and limit == 1:
        return "a non-empty " + ("array" if kw == "minItems" else "string")
    if kw in ("minItems", "maxItems"):
        return "an array of at %s %d items" % ("least" if kw == "minItems" else "most", limit)
    if kw in ("minLength", "maxLength"):
        return "a string of at %s %d characters" % ("least" if kw == "minLength" else "most", limit)
    return None


def alternative_name(schema):
    """The definition an alternative {"$ref": "#/definitions/NAME"} names."""
    return schema.get("$ref", "").rsplit("/", 1)[-1]


def chosen_alternative(error, hint=None):
    """For a failed anyOf or oneOf: the index of the alternative the value was
    meant to match, and its errors. The one that is the definition `hint`;
    else one whose discriminating keys (enum, const: the "family") the value
    does not contradict; else the one whose errors lie deepest in the value
    (the more of it matched), then the fewest. None when no alternative is
    nearer than another: each asks only for a type the value is not (an array
    where every alternative asks for an object)."""
    by_alternative = {}
    for e in error.context:
        by_alternative.setdefault(e.relative_schema_path[0], []).append(e)
    named = [i for i, a in enumerate(error.validator_value) if alternative_name(a) == hint and i in by_alternative]
    if named:
        return named[0], by_alternative[named[0]]
    if all(e.validator == "type" and not e.path for e in error.context):
        return None

    def rank(i):
        errors = by_alternative[i]
        depth = max(len(e.absolute_path) + (e.validator == "required") for e in errors)
        contradicts = any(e.validator in ("enum", "const") for e in errors)
        return (contradicts, -depth, len(errors), i)

    best = min(by_alternative, key=rank)
    return best, by_alternative[best]


def problems(error, root, hint=None):
    """(location, message) of each problem `error` stands for: itself, or for a
    failed anyOf/oneOf, those of the alternative the value was meant to match."""
    value, kw = error.instance, error.validator
    at = pointer(error.absolute_path)
    if kw in ("anyOf", "oneOf") and error.context:
        chosen = chosen_alternative(error, hint)
        if chosen is None:  # the types they ask for, and the title of the schema holding them
            kinds = [e.validator_value for e in error.context]
            kinds = [k for ks in kinds for k in ([ks] if isinstance(ks, str) else ks)]
            wanted = dict(error.schema, type=list(dict.fromkeys(kinds)))
            return [(at, "expected %s, found %s" % (expected(wanted, root), found(value)))]
        return [p for e in chosen[1] for p in problems(e, root)]
    if kw == "required":
        keys = [k for k in error.validator_value if isinstance(value, dict) and k not in value]
        key = next((k for k in keys if error.message.startswith(repr(k))), keys[0] if keys else "?")
        wanted = error.schema.get("properties", {}).get(key, {})
        return [(pointer(list(error.absolute_path) + [key]), "missing; expected " + expected(wanted, root))]
    if kw == "uniqueItems":  # where the first item given again is
        i = next((i for i, item in enumerate(value) if item in value[:i]), None)
        if i is None:  # jsonschema's equality is not Python's (1 and true differ): say where the array is
            return [(at, "expected distinct items, found an item listed twice")]
        shown = json.dumps(value[i], ensure_ascii=False) if isinstance(value[i], str) else found(value[i])
        return [(pointer(list(error.absolute_path) + [i]), shown + " is listed twice (expected distinct items)")]
    if kw == "oneOf":
        return [(at, "expected exactly one of %d alternatives to match, found several" % len(error.validator_value))]
    limit = bound(error)
    if limit:
        shown = number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else found(value)
        return [(at, "expected %s, found %s" % (limit, shown))]
    if kw in ("type", "enum", "const"):
        return [(at, "expected %s, found %s" % (expected(error.schema, root), found(value)))]
    return [(at, "does not match the schema (keyword %s)" % json.dumps(kw))]


def load_strict(file):
    """The file's JSON, refusing what the driver's parser refuses and Python's
    json takes: NaN, Infinity, numbers beyond a double, a key given twice."""
    def constant(text):
        raise ValueError("%s is not a valid JSON number" % text)

    def finite(text):
        if math.isinf(float(text)):
            raise ValueError("%s does not fit in a double" % text)
        return float(text)

    def object_of(pairs):
        keys = [k for k, _ in pairs]
        twice = next((k for i, k in enumerate(keys) if k in keys[:i]), None)
        if twice is not None:
            raise ValueError("the key %s appears twice in one object" % json.dumps(twice))
        return dict(pairs)

    with open(file, encoding="utf-8") as f:
        return json.load(f, parse_constant=constant, parse_float=finite, object_pairs_hook=object_of)


def family_of(name):
    return "attention" if name == "attention_cosine.json" else name.split("__")[0]


def check_ours(path, result_dirs):
    """Each *.json file against results.schema.json by its root (as an editor
    checks it; of its alternatives, the file's family by its name is the one
    it was meant to match) and by its family's definition (as the driver
    does); each problem printed once: FAIL FILE: LOCATION: MESSAGE [check]."""
    with open(path, encoding="utf-8") as f:
        ours = json.load(f)
    jsonschema.Draft4Validator.check_schema(ours)
    failures = 0
    for d in result_dirs:
        for file in sorted(glob.glob(os.path.join(d, "*.json"))):
            family = family_of(os.path.basename(file))
            try:
                doc = load_strict(file)
            except (ValueError, RecursionError) as e:  # not UTF-8, not JSON, nested too deep for Python
                print("FAIL %s: invalid JSON: %s" % (file, e))
                failures += 1
                continue
            # The driver reads a file as the family its name says; other names: as its content suggests.
            hint = family if family in map(alternative_name, ours["anyOf"]) else None
            found_problems = {}
            for e in jsonschema.Draft4Validator(ours).iter_errors(doc):
                check = "by its root"
                chosen = chosen_alternative(e, hint) if list(e.relative_schema_path) == ["anyOf"] else None
                if chosen:
                    check += ", read as " + resolve(ours["anyOf"][chosen[0]], ours).get("title", "its alternative %d" % chosen[0])
                for where, message in problems(e, ours, hint):
                    found_problems.setdefault((where, message), check)
            if hint:
                own = dict(ours, **{"$ref": "#/definitions/" + family})
                del own["anyOf"]
                for e in jsonschema.Draft4Validator(own).iter_errors(doc):
                    for where, message in problems(e, ours):
                        found_problems.setdefault((where, message), "definitions/" + family)
            failures += bool(found_problems)
            for (where, message), check in found_problems.items():
                print("FAIL %s: %s: %s [results.schema.json, %s]" % (file, where, message, check))
            if not found_problems:
                print("ok   %s (results.schema.json)" % file)
    return failures


def main():
    ours = None
    if sys.argv[1] == "--ours":
        ours = sys.argv[2]
        del sys.argv[1:3]
    schema_dir, result_dirs = sys.argv[1], sys.argv[2:]
    schemas = {}
    for path in glob.glob(os.path.join(schema_dir, "*.schema.json")):
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[os.path.basename(path).split(".")[0]] = jsonschema.Draft202012Validator(schema)
    if set(schemas) != {"perplexity", "generation", "latency", "longbench"}:
        print("unexpected schema set in %s: %s" % (schema_dir, sorted(schemas)))
        return 1
    failures, checked, control = 0, 0, None
    for d in result_dirs:
        for family in sorted(schemas):
            files = glob.glob(os.path.join(d, family + "__*.json"))
            if len(files) != 1:
                print("FAIL %s: %d files match %s__*.json" % (d, len(files), family))
                failures += 1
                continue
            with open(files[0], encoding="utf-8") as f:
                doc = json.load(f)
            errors = sorted(schemas[family].iter_errors(doc), key=lambda e: list(e.absolute_path))
            checked += 1
            if errors:
                failures += 1
                for e in errors:
                    print("FAIL %s: /%s: %s" % (files[0], "/".join(map(str, e.absolute_path)), e.message))
            else:
                print("ok   %s" % files[0])
            if family == "perplexity" and control is None:
                control = copy.deepcopy(doc)
    if control is not None:
        control["methods"]["fp16"]["perplexity"] = "6.49"
        if not list(schemas["perplexity"].iter_errors(control)):
            print("FAIL control: a string perplexity was not rejected")
            failures += 1
        else:
            print("ok   control: a string perplexity is rejected")
    if ours:
        failures += check_ours(ours, result_dirs)
    print("%d passed, %d failed" % (checked - failures if failures <= checked else 0, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
