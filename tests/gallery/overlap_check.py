#!/usr/bin/env python3
"""An overlap check of rendered PDFs that does not use sqfig: poppler's
`pdftotext -bbox-layout` gives every word's box; the check fails when two
words of different text lines overlap by more than TOLERANCE points both
ways (their boxes taken INSET smaller, see below), or a word reaches more
than TOLERANCE points beyond the page.

    overlap_check.py FILE.pdf...                  check these PDFs
    overlap_check.py --render OUT_DIR --gallery EXE --results DIR [--program EXE]...
                                                  render every gallery figure (sqfig-gallery
                                                  --format pdf, each ML program) and check them
    overlap_check.py --expect-overlap WORD FILE.pdf
                                                  pass only when FILE.pdf is flagged for a word
                                                  starting with WORD (proves the check bites;
                                                  pdftotext keeps only what is on the page)

Exit status: 0 clean (or flagged as expected), 1 a finding, 2 bad usage or a tool failing.
"""
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

TOLERANCE = 0.5  # points
# A word's box is its font box (ascent to descent, so neighbouring lines of a
# clean layout touch), and for text at an angle (rotated tick labels) the
# axis-aligned box of a fragment, larger than its ink. Each box is taken
# smaller by this fraction of its shorter side on every side before boxes
# are compared: two texts at one spot, or overlapping by a third of a line,
# are still found.
INSET = 0.15

NS = "{http://www.w3.org/1999/xhtml}"


def words_of(pdf):
    """[(page number, page width, page height, [(line id, text, x0, y0, x1, y1)])]"""
    out = subprocess.run(["pdftotext", "-bbox-layout", pdf, "-"], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"pdftotext failed on {pdf}: {out.stderr.strip()}")
    root = ET.fromstring(out.stdout)
    pages = []
    line_id = 0
    for number, page in enumerate(root.iter(NS + "page"), 1):
        words = []
        for line in page.iter(NS + "line"):
            line_id += 1
            for w in line.iter(NS + "word"):
                x0, y0, x1, y1 = (float(w.get(k)) for k in ("xMin", "yMin", "xMax", "yMax"))
                words.append((line_id, w.text or "", x0, y0, x1, y1))
        pages.append((number, float(page.get("width")), float(page.get("height")), words))
    return pages


def findings(pdf, tolerance=TOLERANCE, pages=None):
    """Every overlap of words from different lines, and every word off its page
    (`pages`: words_of(pdf) when the caller has it already)."""
    found = []
    for number, width, height, words in (words_of(pdf) if pages is None else pages):
        where = f"{os.path.basename(pdf)} page {number}"
        for _, text, x0, y0, x1, y1 in words:
            if x0 < -tolerance or y0 < -tolerance or x1 > width + tolerance or y1 > height + tolerance:
                found.append(f"{where}: '{text}' [{x0:.1f}, {y0:.1f}, {x1:.1f}, {y1:.1f}] runs off the "
                             f"{width:.0f} x {height:.0f} page")
        cores = []
        for line_id, text, x0, y0, x1, y1 in words:
            d = INSET * min(x1 - x0, y1 - y0)
            cores.append((line_id, text, x0 + d, y0 + d, x1 - d, y1 - d))
        ordered = sorted(cores, key=lambda w: w[2])  # sweep along x
        for i, a in enumerate(ordered):
            for b in ordered[i + 1:]:
                if b[2] >= a[4] - tolerance:
                    break  # b and every later word start right of a
                if a[0] == b[0]:
                    continue  # one line: sub- and superscripts may tuck in
                dx = min(a[4], b[4]) - max(a[2], b[2])
                dy = min(a[5], b[5]) - max(a[3], b[3])
                if dx > tolerance and dy > tolerance:
                    found.append(f"{where}: '{a[1]}' [{a[2]:.1f}, {a[3]:.1f}, {a[4]:.1f}, {a[5]:.1f}] overlaps "
                                 f"'{b[1]}' [{b[2]:.1f}, {b[3]:.1f}, {b[4]:.1f}, {b[5]:.1f}] by "
                                 f"{dx:.1f} x {dy:.1f} pt")
    return found


def render(out_dir, gallery, results, programs):
    """Renders every gallery figure to PDF into out_dir; returns the PDFs."""
    os.makedirs(out_dir, exist_ok=True)
    r = subprocess.run([gallery, out_dir, "--results", results, "--format", "pdf"], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{gallery} failed ({r.returncode}): {r.stderr.strip()}")
    pdfs = [line.strip() for line in r.stdout.splitlines() if line.strip().endswith(".pdf")]
    for exe in programs:
        pdf = os.path.join(out_dir, "ml_" + os.path.basename(exe).replace("sqfig-ml-", "") + ".pdf")
        r = subprocess.run([exe, pdf], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"{exe} failed ({r.returncode}): {r.stderr.strip()}")
        pdfs.append(pdf)
    return pdfs


def main(argv):
    args = argv[1:]
    try:
        if args[:1] == ["--expect-overlap"] and len(args) == 3:
            word, pdf = args[1], args[2]
            found = findings(pdf)
            for f in found:
                print("flagged: " + f)
            if any(f"'{word}" in f for f in found):  # a word cut at the page edge keeps its start
                print(f"ok: {pdf} is flagged for '{word}', as it must be")
                return 0
            print(f"FAIL: {pdf} was not flagged for '{word}'")
            return 1
        if args[:1] == ["--render"]:
            opts = {"--gallery": None, "--results": None}
            programs = []
            out_dir, i = args[1], 2
            while i < len(args):
                if args[i] == "--program":
                    programs.append(args[i + 1])
                elif args[i] in opts:
                    opts[args[i]] = args[i + 1]
                else:
                    raise ValueError(f"unknown option {args[i]}")
                i += 2
            if None in opts.values():
                raise ValueError("--render needs --gallery and --results")
            pdfs = render(out_dir, opts["--gallery"], opts["--results"], programs)
        else:
            pdfs = args
        if not pdfs:
            raise ValueError("no PDF to check")
    except (IndexError, ValueError) as e:
        print(f"overlap_check: {e}\n" + __doc__, file=sys.stderr)
        return 2
    except (RuntimeError, OSError) as e:
        print(f"overlap_check: {e}", file=sys.stderr)
        return 2
    failed = 0
    for pdf in pdfs:
        pages = words_of(pdf)  # one pdftotext a PDF (it ran twice, a tenth of `make test`'s poppler time)
        found = findings(pdf, pages=pages)
        words = sum(len(p[3]) for p in pages)
        print(f"{'FAIL' if found else 'ok  '} {os.path.basename(pdf)}: {words} words, {len(found)} finding(s)")
        for f in found:
            print("  " + f)
        failed += bool(found)
    print(f"{len(pdfs) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
