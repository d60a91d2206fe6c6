#!/usr/bin/env python3
"""Messages of validate_schemas.py's check against results.schema.json, whose
root has alternatives (anyOf: any of the five results files). jsonschema alone
says of a file matching none of them, wherever its problem lies, only
"/: {...the whole file...} is not valid under any of the given schemas"; the
check must instead name the file and the JSON Pointer of the offending value,
with what was expected and what was found, as the driver does
(FILE: LOCATION: expected ..., found ...).

    test_schema_messages.py RESULTS_SCHEMA SAMPLE_DIR

Exit 0 when every case gives its lines, 1 otherwise, 77 (skipped) without
python3-jsonschema.
"""
import contextlib, copy, glob, io, json, os, sys, tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validate_schemas  # noqa: E402  (exits 77 without jsonschema)

ROOT = "results.schema.json, by its root"


def sample(data_dir, family):
    name = "attention_cosine.json" if family == "attention" else family + "__*.json"
    (path,) = glob.glob(os.path.join(data_dir, name))
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def run_check(schema, name, content):
    """check_ours on a folder holding one file `name` (content: JSON value, or text);
    its failure count and printed lines, the folder written as {dir}."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            f.write(content if isinstance(content, str) else json.dumps(content, indent=1))
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                failures = validate_schemas.check_ours(schema, [d])
        except Exception as e:  # a crash on bad input is a failure of its case, not of the test
            return -1, ["crashed: %s: %s" % (type(e).__name__, str(e)[:300])]
        return failures, out.getvalue().replace(d + os.sep, "{dir}/").splitlines()


def main(argv):
    schema, data = argv[1], argv[2]
    ppl, gen, att = sample(data, "perplexity"), sample(data, "generation"), sample(data, "attention")

    no_decoding = copy.deepcopy(gen)
    del no_decoding["decoding"]
    string_ppl = copy.deepcopy(ppl)
    string_ppl["methods"]["turboquant"]["perplexity"] = "412.37"
    string_ppl_no_family = copy.deepcopy(string_ppl)
    del string_ppl_no_family["family"]
    zero_ppl = copy.deepcopy(ppl)
    zero_ppl["methods"]["turboquant"]["perplexity"] = 0

    # An alternative inside a definition: turboquant's perplexity may also be null.
    with open(schema, encoding="utf-8") as f:
        nested = json.load(f)
    nested["definitions"]["perplexity_of_a_method"]["properties"]["perplexity"] = \
        {"anyOf": [{"$ref": "#/definitions/log_axis_value"}, {"type": "null"}]}
    scratch = tempfile.TemporaryDirectory()
    nested_path = os.path.join(scratch.name, "nested.schema.json")
    with open(nested_path, "w", encoding="utf-8") as f:
        json.dump(nested, f)

    turboquant_string = '/methods/turboquant/perplexity: expected a number (a perplexity, drawn on a log axis), found a string "412.37"'
    cases = [
        # A top-level alternative mismatch: none of the five files; the family key says which was meant.
        ("top level, by the family key", schema, "results.json", no_decoding,
         ["{dir}/results.json: /decoding: missing; expected an object [%s, read as the generation results]" % ROOT]),
        # ... by its content alone: the alternative whose problems lie deepest, then the fewest.
        ("top level, by the content", schema, "results.json", {"rows": "none"},
         ['{dir}/results.json: /rows: expected an array, found a string "none" [%s, read as the attention results]' % ROOT]),
        # ... by its file name, as the driver reads it.
        ("top level, by the file name", schema, "perplexity__x.json", {"hello": 1},
         ["{dir}/perplexity__x.json: /model: missing; expected an object [%s, read as the perplexity results]" % ROOT,
          "{dir}/perplexity__x.json: /methods: missing; expected an object [%s, read as the perplexity results]" % ROOT]),
        # A nested wrong type in an otherwise recognizable file, named or not.
        ("nested wrong type", schema, "perplexity__str.json", string_ppl,
         ["{dir}/perplexity__str.json: %s [%s, read as the perplexity results]" % (turboquant_string, ROOT)]),
        ("nested wrong type, no family key, no family name", schema, "run.json", string_ppl_no_family,
         ["{dir}/run.json: %s [%s, read as the perplexity results]" % (turboquant_string, ROOT)]),
        # A wrong type at the document root: an array where every alternative asks for an object.
        ("root array, named", schema, "attention_cosine.json", att["rows"],
         ["{dir}/attention_cosine.json: (document root): expected an object (the attention results), found an array "
          "[%s, read as the attention results]" % ROOT]),
        ("root array, unnamed", schema, "rows.json", att["rows"],
         ["{dir}/rows.json: (document root): expected an object (SpectralQuant results, as sqfig-paper-figures reads them), "
          "found an array [%s]" % ROOT]),
        # Alternatives inside a definition: each its own types, or the one that matched more.
        ("nested alternatives, wrong type", nested_path, "perplexity__str.json", string_ppl,
         ['{dir}/perplexity__str.json: /methods/turboquant/perplexity: expected a number or null, found a string "412.37" '
          "[%s, read as the perplexity results]" % ROOT]),
        ("nested alternatives, out of range", nested_path, "perplexity__zero.json", zero_ppl,
         ["{dir}/perplexity__zero.json: /methods/turboquant/perplexity: expected a number > 0, found 0 "
          "[%s, read as the perplexity results]" % ROOT]),
        # What Python's json takes and the driver refuses: an error, not a crash.
        ("NaN", schema, "perplexity__nan.json", json.dumps(ppl).replace("5.84", "NaN"),
         ["{dir}/perplexity__nan.json: invalid JSON: NaN is not a valid JSON number"]),
    ]
    failed = 0
    for title, schema_path, name, content, want in cases:
        failures, lines = run_check(schema_path, name, content)
        got = [line[len("FAIL "):] for line in lines if line.startswith("FAIL ")]
        if failures != 1 or got != want:
            failed += 1
            print("FAIL %s:\n  expected %s\n  got      %s" % (title, "\n           ".join(want), "\n           ".join(lines)))
        else:
            print("ok   %s" % title)
    scratch.cleanup()

    # Control: the sample is accepted, file by file.
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        failures = validate_schemas.check_ours(schema, [data])
    if failures or out.getvalue().count("ok   ") != 5:
        failed += 1
        print("FAIL the sample is not accepted:\n" + out.getvalue())
    else:
        print("ok   the sample is accepted")
    print("%d of %d failed" % (failed, len(cases) + 1))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
