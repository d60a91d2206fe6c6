#!/usr/bin/env python3
"""docs/results-format.md cannot drift from the results format: its first
```python block, run with this Python in an empty folder, writes one results
file; that file, in place of the sample's file of its family in a copy of
examples/data, must let the driver draw all six figures (exit 0). As a
control, the same file with its first number turned into a string must be
refused (exit 2, the file named), so a snippet writing an invalid file fails
this test.

    results_format_doc_test.py DOC SAMPLE_DIR DRIVER
"""
import glob, json, os, re, shutil, subprocess, sys, tempfile

FIGURES = ["fig_perplexity", "fig_generation", "fig_longbench", "fig_latency", "fig_attention_cosine", "fig_pipeline"]
FAMILIES = ["perplexity", "generation", "latency", "longbench"]


def first_python_block(doc):
    with open(doc, encoding="utf-8") as f:
        match = re.search(r"^```python\n(.*?)^```", f.read(), re.S | re.M)
    return match.group(1) if match else None


def family_of(name):
    if name == "attention_cosine.json":
        return "attention"
    family = name.split("__")[0]
    return family if family in FAMILIES and name.endswith(".json") and "__" in name else None


def stringify_first_number(value):
    """Turns the first number (not a boolean) met, depth first, into a string; whether one was."""
    items = list(value.items()) if isinstance(value, dict) else list(enumerate(value)) if isinstance(value, list) else []
    for key, v in items:
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            value[key] = str(v)
            return True
        if stringify_first_number(v):
            return True
    return False


def run_driver(driver, results, out):
    return subprocess.run([driver, "--results", results, "--out", out], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=300)


def main(argv):
    doc, sample, driver = argv[1:4]
    code = first_python_block(doc)
    if code is None:
        print("FAIL %s has no ```python block" % doc)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        work, results, out = (os.path.join(tmp, d) for d in ("work", "results", "out"))
        os.mkdir(work)
        with open(os.path.join(tmp, "snippet.py"), "w", encoding="utf-8") as f:
            f.write(code)
        run = subprocess.run([sys.executable, os.path.join(tmp, "snippet.py")], cwd=work, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
        if run.returncode != 0:
            print("FAIL the snippet exited %d:\n%s%s" % (run.returncode, run.stdout, run.stderr))
            return 1
        written = sorted(os.listdir(work))
        if len(written) != 1 or family_of(written[0]) is None:
            print("FAIL the snippet wrote %s; expected one file <family>__*.json or attention_cosine.json" % written)
            return 1
        name, family = written[0], family_of(written[0])
        os.mkdir(results)
        for path in glob.glob(os.path.join(sample, "*.json")):
            if family_of(os.path.basename(path)) != family:
                shutil.copy(path, results)
        shutil.copy(os.path.join(work, name), results)

        run = run_driver(driver, results, out)
        missing = [f for f in FIGURES if not os.path.isfile(os.path.join(out, f + ".pdf"))]
        if run.returncode != 0 or missing:
            print("FAIL the driver on the sample with the snippet's %s: exit %d, figures missing: %s\n%s" %
                  (name, run.returncode, missing, run.stderr))
            return 1
        print("ok   the snippet wrote %s; the driver drew the six figures with it in place of the sample's %s file"
              % (name, family))

        # Control: an invalid file in its place is refused, naming it.
        with open(os.path.join(results, name), encoding="utf-8") as f:
            broken = json.load(f)
        if not stringify_first_number(broken):
            print("FAIL control: %s holds no number" % name)
            return 1
        with open(os.path.join(results, name), "w", encoding="utf-8") as f:
            json.dump(broken, f)
        run = run_driver(driver, results, os.path.join(tmp, "out-control"))
        if run.returncode != 2 or name not in run.stderr:
            print("FAIL control: a number written as a string in %s gave exit %d:\n%s" % (name, run.returncode, run.stderr))
            return 1
        print("ok   control: with a number written as a string, the driver refuses %s (exit 2)" % name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
