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
implementation besides RapidJSON's (test_schema.cpp).

RapidJSON's schema validator (draft-04) cannot be used for the upstream schemas: it does not know the
2020-12 keywords these schemas use (numeric exclusiveMinimum, const).
"""
import copy, glob, json, os, sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed: skipping (Debian: apt-get install python3-jsonschema)")
    sys.exit(77)
if not hasattr(jsonschema, "Draft202012Validator"):
    print("this jsonschema has no draft 2020-12 support: skipping")
    sys.exit(77)


def check_ours(path, result_dirs):
    with open(path, encoding="utf-8") as f:
        ours = json.load(f)
    jsonschema.Draft4Validator.check_schema(ours)
    failures = 0
    for d in result_dirs:
        for file in sorted(glob.glob(os.path.join(d, "*.json"))):
            name = os.path.basename(file)
            family = "attention" if name == "attention_cosine.json" else name.split("__")[0]
            own = dict(ours, **{"$ref": "#/definitions/" + family})
            del own["anyOf"]
            with open(file, encoding="utf-8") as f:
                doc = json.load(f)
            errors = list(jsonschema.Draft4Validator(ours).iter_errors(doc)) + \
                list(jsonschema.Draft4Validator(own).iter_errors(doc))
            failures += bool(errors)
            for e in errors:
                print("FAIL %s (results.schema.json): /%s: %s" % (file, "/".join(map(str, e.absolute_path)), e.message))
            if not errors:
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
