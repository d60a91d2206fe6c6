#!/usr/bin/env python3
"""Regenerates the bad-input corpus from the sample results in examples/data.

Each case is a folder NN_name/ holding case.txt and the files that replace the
sample files of the same family (a file named <family>__*.json replaces the
sample's file of that family; attention_cosine.json replaces the sample's).
case.txt lines (read by test_corpus.cpp):
    description: text
    exit: N                      expected exit status
    args: ...                    extra command-line arguments; placeholders
                                 {results} (the prepared results folder),
                                 {out} (the output folder, holding a sentinel
                                 fig_perplexity.pdf) and {case} (this folder)
    remove: PREFIX               delete sample files whose name starts so
    mkdir-out: NAME              create folder NAME in the output folder first
    generate-deep: FILE DEPTH    write FILE = DEPTH nested arrays (not committed)
    generate-sparse: FILE BYTES  write FILE as a sparse file of BYTES zero bytes
    expect: TEXT                 stderr must contain TEXT (placeholders too)
    expect-lines: N              stderr has at least N diagnostic lines
Run:  python3 tests/driver/bad_inputs/make_corpus.py
"""
import glob, json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "..", "examples", "data")


def sample(family):
    if family == "attention":
        return os.path.join(DATA, "attention_cosine.json")
    (path,) = glob.glob(os.path.join(DATA, family + "__*.json"))
    return path


def load(family):
    with open(sample(family), encoding="utf-8") as f:
        return json.load(f)


def text(family):
    with open(sample(family), "rb") as f:
        return f.read()


def dumps(doc):
    return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


cases = []


def case(name, exit_code, files=None, expect=(), args="", remove=(), mkdir_out=(), generate=None,
         description="", expect_lines=0, sparse=None):
    cases.append((name, exit_code, files or {}, list(expect), args, list(remove), list(mkdir_out), generate,
                  description, expect_lines, sparse))


# --- Files that cannot be read, found or parsed --------------------------------
case("missing_file", 2, args="--perplexity {results}/no_such_perplexity.json",
     expect=["no_such_perplexity.json", "cannot open"], description="--perplexity names a file that does not exist")
case("input_is_directory", 2, args="--longbench {results}",
     expect=["{results}", "is a directory"], description="--longbench names a folder")
case("no_matching_file", 2, remove=["latency__"],
     expect=["{results}", "latency__*.json", "--latency"], description="the results folder has no latency file")
case("two_matching_files", 2,
     files={"longbench__run_a.json": text("longbench"), "longbench__run_b.json": text("longbench")},
     expect=["2 files match longbench__*.json", "longbench__run_a.json", "longbench__run_b.json"],
     description="two files match one family")
case("empty_file", 2, files={"perplexity__empty.json": b""},
     expect=["perplexity__empty.json:1:1:", "document is empty"], description="a zero-byte file")
case("whitespace_only", 2, files={"generation__blank.json": b"  \n\n   \n"},
     expect=["generation__blank.json:4:1:", "document is empty"], description="a file of blanks")
t = text("generation")
case("truncated", 2, files={"generation__cut.json": t[: len(t) // 2]},
     expect=["generation__cut.json:", "truncated"], description="a file cut in the middle")
case("invalid_utf8", 2,
     files={"longbench__latin1.json": text("longbench").replace(b'"qasper"', b'"qasp\xe9r"', 1)},
     expect=["longbench__latin1.json:", "Invalid encoding", "UTF-8"], description="a Latin-1 byte in a string")
case("nan_literal", 2,
     files={"perplexity__nan.json": text("perplexity").replace(b'"perplexity": 412.37', b'"perplexity": NaN')},
     expect=["perplexity__nan.json:", "NaN and Infinity"], description="NaN as a number")
case("infinity_literal", 2,
     files={"latency__inf.json": text("latency").replace(b'"decode_ms_per_token_p50": 25.12',
                                                          b'"decode_ms_per_token_p50": Infinity')},
     expect=["latency__inf.json:", "NaN and Infinity"], description="Infinity as a number")
case("negative_infinity_literal", 2,
     files={"generation__neginf.json": text("generation").replace(b'"mean_distinct_1": 0.241',
                                                                 b'"mean_distinct_1": -Infinity')},
     expect=["generation__neginf.json:", "NaN and Infinity"], description="-Infinity as a number")
case("number_too_big", 2,
     files={"perplexity__huge.json": text("perplexity").replace(b'"perplexity": 5.84', b'"perplexity": 1e999')},
     expect=["perplexity__huge.json:", "Number too big"], description="1e999 overflows a double")
case("trailing_garbage", 2, files={"attention_cosine.json": text("attention") + b"\n{}\n"},
     expect=["attention_cosine.json:", "must not be followed by other values"],
     description="a second document after the first")
case("top_level_array", 2, files={"attention_cosine.json": dumps(load("attention")["rows"])},
     expect=["attention_cosine.json", "(document root)", "expected an object", "found an array"],
     description="the attention rows without the enclosing object")
case("deep_nesting", 2, generate=("perplexity__deep.json", 100000),
     expect=["perplexity__deep.json:1:1001:", "expected at most 1000 levels of nested arrays and objects"],
     description="100,000 nested arrays (generated by the test; the parser must not recurse)")
case("huge_file", 2, sparse=("latency__huge.json", 300 * 1000 * 1000),
     expect=["latency__huge.json", "file is too large"],
     description="a 300 MB file (sparse, generated by the test) is refused, not read")

# --- Wrong types and missing values ------------------------------------------
d = load("perplexity"); d["methods"]["turboquant"]["perplexity"] = "412.37"
case("number_as_string", 2, files={"perplexity__str.json": dumps(d)},
     expect=["perplexity__str.json", "/methods/turboquant/perplexity", "found a string \"412.37\""],
     description="a perplexity given as a string")
d = load("perplexity"); del d["methods"]["turboquant"]
case("missing_method", 2, files={"perplexity__two_methods.json": dumps(d)},
     expect=["perplexity__two_methods.json", "/methods/turboquant: missing"], description="no turboquant results")
d = load("generation"); del d["methods"]["spectralquant_v2"]["metrics"]["mean_distinct_2"]
case("missing_metric", 2, files={"generation__no_d2.json": dumps(d)},
     expect=["generation__no_d2.json", "/methods/spectralquant_v2/metrics/mean_distinct_2: missing"],
     description="a generation metric is missing")
d = load("longbench"); d["methods"]["spectralquant_v2"]["per_task"] = [
    e for e in d["methods"]["spectralquant_v2"]["per_task"] if e["task"] != "qasper"]
case("missing_task", 2, files={"longbench__no_qasper.json": dumps(d)},
     expect=["longbench__no_qasper.json", "/methods/spectralquant_v2/per_task", "\"qasper\""],
     description="a task listed in tasks has no per_task entry")
d = load("longbench"); d["methods"]["fp16"]["per_task"].append(
    {"task": "hotpotqa", "metric": "qa_f1_en", "score": 0.3, "n_examples": 40})
case("extra_task", 2, files={"longbench__extra.json": dumps(d)},
     expect=["longbench__extra.json", "/methods/fp16/per_task/4/task", "\"hotpotqa\" is not listed in /tasks"],
     description="a per_task entry for a task not in tasks")
d = load("longbench"); d["tasks"].append("narrativeqa")
case("duplicate_task", 2, files={"longbench__dup.json": dumps(d)},
     expect=["longbench__dup.json", "/tasks/4", "listed twice"], description="a task listed twice in tasks")
d = load("longbench"); del d["tasks"]
case("missing_tasks", 2, files={"longbench__no_tasks.json": dumps(d)},
     expect=["longbench__no_tasks.json", "/tasks: missing"], description="no tasks list")
d = load("latency"); d["methods"]["spectralquant_v2"]["operating_points"][0]["microbenchmark"] = "true"
case("flag_as_string", 2, files={"latency__flag.json": dumps(d)},
     expect=["latency__flag.json", "/methods/spectralquant_v2/operating_points/0/microbenchmark",
             "expected true or false"], description="a boolean flag given as a string")
d = load("perplexity"); del d["model"]
case("missing_model", 2, files={"perplexity__anon.json": dumps(d)},
     expect=["perplexity__anon.json", "/model: missing"], description="no model name")
case("wrong_family", 2, args="--latency {case}/perplexity__as_latency.json",
     files={"perplexity__as_latency.json": text("perplexity")},
     expect=["perplexity__as_latency.json", "/family", "expected \"latency\"",
             "(this file was given as the latency results)"],
     description="a perplexity file passed as the latency input")
d = load("perplexity"); d["methods"]["fp16"]["n_tokens"] = 1e30
case("integer_out_of_range", 2, files={"perplexity__bigint.json": dumps(d)},
     expect=["perplexity__bigint.json", "/methods/fp16/n_tokens",
             "expected an integer in [1, 9007199254740991], found 1e30"],
     description="a token count beyond 64-bit integers")

# --- Values a figure cannot draw ----------------------------------------------
d = load("perplexity"); d["methods"]["fp16"]["perplexity"] = 0
case("zero_perplexity", 2, files={"perplexity__zero.json": dumps(d)},
     expect=["perplexity__zero.json", "/methods/fp16/perplexity", "expected a number in [1, 1e100]", "found 0"],
     description="perplexity 0 on a log axis")
d = load("latency"); d["methods"]["turboquant"]["operating_points"][2]["decode_ms_per_token_p50"] = -1.5
case("negative_latency", 2, files={"latency__neg.json": dumps(d)},
     expect=["latency__neg.json", "/methods/turboquant/operating_points/2/decode_ms_per_token_p50", "found -1.5"],
     description="a negative latency on a log axis")
d = load("latency"); d["methods"]["fp16"]["operating_points"][1]["context_length"] = 0
case("zero_context_length", 2, files={"latency__ctx0.json": dumps(d)},
     expect=["latency__ctx0.json", "/methods/fp16/operating_points/1/context_length", "found 0"],
     description="context length 0 on a log-2 axis")
d = load("latency")
for op in d["methods"]["spectralquant_v2"]["operating_points"]:
    op["microbenchmark"] = True
case("no_end_to_end_points", 2, files={"latency__no_e2e.json": dumps(d)},
     expect=["latency__no_e2e.json", "/methods/spectralquant_v2/operating_points", "no end-to-end"],
     description="spectralquant_v2 has only microbenchmark points")
d = load("latency")
d["methods"]["turboquant"]["operating_points"] = [
    op for op in d["methods"]["turboquant"]["operating_points"] if not op.get("microbenchmark")]
case("no_microbenchmark_points", 2, files={"latency__no_micro.json": dumps(d)},
     expect=["latency__no_micro.json", "/methods/turboquant/operating_points", "no microbenchmark"],
     description="turboquant has no microbenchmark points")
d = load("latency"); d["methods"]["fp16"]["operating_points"][3]["context_length"] = 2048
case("duplicate_context_length", 2, files={"latency__dup_ctx.json": dumps(d)},
     expect=["latency__dup_ctx.json", "/context_length", "context length 2048 appears twice"],
     description="two fp16 points at one context length")
d = load("attention"); d["rows"][1]["bits"] = 3.5; d["rows"][2]["model"] = ""
case("attention_bad_row", 2, files={"attention_cosine.json": dumps(d)},
     expect=["attention_cosine.json", "/rows/1/bits", "expected an integer >= 1, found 3.5", "/rows/2/model"],
     description="fractional bits and an empty model name")
d = load("attention"); d["rows"] = []
case("attention_no_rows", 2, files={"attention_cosine.json": dumps(d)},
     expect=["attention_cosine.json", "/rows", "found an empty array"], description="no attention rows")
g = load("generation"); g["methods"]["turboquant"]["metrics"]["mean_token_overlap_f1"] = "0.18"
p = load("perplexity"); p["methods"]["spectralquant_v2"]["perplexity"] = -6.21
case("errors_in_every_file", 2,
     files={"generation__bad.json": dumps(g), "perplexity__bad.json": dumps(p),
            "latency__cut.json": text("latency")[:100]},
     expect=["generation__bad.json", "/methods/turboquant/metrics/mean_token_overlap_f1",
             "perplexity__bad.json", "/methods/spectralquant_v2/perplexity", "latency__cut.json:"],
     expect_lines=3, description="problems in three files: every one is reported")

# --- Command line -----------------------------------------------------------------
case("unknown_format", 2, args="--format jpeg", expect=["jpeg"], description="--format jpeg")
case("unknown_figure", 2, args="--only fig_nope", expect=["fig_nope"], description="--only with an unknown name")

# --- Output folder failures (I/O: exit 1) -----------------------------------------
case("out_under_regular_file", 1, args="--out {results}/attention_cosine.json/figures",
     expect=["attention_cosine.json/figures: cannot create the output folder"], description="the output folder would be inside a regular file")
case("out_in_proc", 1, args="--out /proc/sqfig-no-such-dir/figures",
     expect=["/proc/sqfig-no-such-dir/figures: cannot create the output folder"], description="the output folder cannot be created")
case("rename_blocked", 1, mkdir_out=["fig_latency.pdf"],
     expect=["{out}/fig_latency.pdf", "it is a folder", "no figure was written"],
     description="a folder sits where fig_latency.pdf goes: nothing is renamed into place")

# --- Huge but valid numbers (issue 19.6): a log axis cannot span them ------------
d = load("perplexity"); d["methods"]["turboquant"]["perplexity"] = 6.49e300
case("huge_perplexity", 2, files={"perplexity__huge.json": dumps(d)},
     expect=["perplexity__huge.json", "/methods/turboquant/perplexity", "expected a number in [1, 1e100]",
             "found 6.49e300"],
     description="a perplexity of 6.49e300: a valid double, but no log axis reaches it")
d = load("latency"); d["methods"]["fp16"]["operating_points"][0]["decode_ms_per_token_p50"] = 1.5e200
case("huge_latency", 2, files={"latency__huge.json": dumps(d)},
     expect=["latency__huge.json", "/methods/fp16/operating_points/0/decode_ms_per_token_p50",
             "expected a number > 0 and <= 1e100", "found 1.5"],
     description="a latency of 1.5e200 ms on a log axis")


# --- A key given twice in one object: which copy counts is not defined --------
t = text("perplexity")
case("key_given_twice", 2,
     files={"perplexity__twice.json": t.replace(b'"perplexity": 5.84,', b'"perplexity": 5.84, "perplexity": 0,', 1)},
     expect=["perplexity__twice.json:35:27:", "the key \"perplexity\" appears twice in this object"],
     description="a perplexity given twice, the second time as 0 (RapidJSON reads the first, its validator checks both)")

# --- Values a schema of types and ranges let through until issue 46 ----------------
d = load("perplexity"); d["methods"]["spectralquant_v2"]["perplexity"] = 5e-324
case("denormal_perplexity", 2, files={"perplexity__denormal.json": dumps(d)},
     expect=["perplexity__denormal.json", "/methods/spectralquant_v2/perplexity", "expected a number in [1, 1e100]",
             "found 4.94066e-324"],
     description="a perplexity of 5e-324 (a denormal; a perplexity is >= 1), which was drawn as a bar labelled 0.00")
d = load("perplexity"); d["model"]["name"] = "meta-llama/Llama\u0000-3.1-8B"
case("nul_in_model_name", 2, files={"perplexity__nul.json": dumps(d)},
     expect=["perplexity__nul.json", "/model/name", "expected a name without NUL characters",
             "found \"meta-llama/Llama\\u0000-3.1-8B\""],
     description="a model name holding U+0000, which passed validation and failed only at drawing")


def main():
    for old in glob.glob(os.path.join(HERE, "[0-9][0-9]_*")):
        shutil.rmtree(old)
    for i, (name, exit_code, files, expect, args, remove, mkdir_out, generate, description,
            expect_lines, sparse) in enumerate(cases, 1):
        folder = os.path.join(HERE, "%02d_%s" % (i, name))
        os.makedirs(folder)
        lines = ["description: " + description, "exit: %d" % exit_code]
        if args:
            lines.append("args: " + args)
        lines += ["remove: " + r for r in remove]
        lines += ["mkdir-out: " + m for m in mkdir_out]
        if generate:
            lines.append("generate-deep: %s %d" % generate)
        if sparse:
            lines.append("generate-sparse: %s %d" % sparse)
        lines += ["expect: " + e for e in expect]
        if expect_lines:
            lines.append("expect-lines: %d" % expect_lines)
        with open(os.path.join(folder, "case.txt"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        for fname, content in files.items():
            with open(os.path.join(folder, fname), "wb") as f:
                f.write(content)
    print("%d cases" % len(cases))


if __name__ == "__main__":
    main()
