#!/usr/bin/env python3
"""Joins kiwi_run.py and `layoutdb system bench` summary lines into a Markdown table.

    table.py kiwi.jsonl layoutdb.jsonl

Ratios are layoutdb / kiwi (lower is better), per workload and operation, from lines
measured in the same run."""
import json
import sys


def load(path):
    with open(path) as f:
        return {d["workload"]: d for d in (json.loads(line) for line in f if line.strip())}


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "-"
    return ("%.2f" if a / b >= 0.01 else "%.4f") % (a / b)


def build(d):
    """build_solve_ms, or "> N s" for a run Benchmarks/run cut off."""
    if "timeout_s" in d:
        return "> %d s" % d["timeout_s"]
    return d.get("build_solve_ms", "-")


def main():
    kiwi, ours = load(sys.argv[1]), load(sys.argv[2])
    mappings = sorted({k["mapping"] for k in kiwi.values() if "mapping" in k})
    if mappings and mappings != ["linear"]:
        print("kiwi's priority mapping: %s (kiwi_run.py --mapping)\n" % ", ".join(mappings))
    print("| workload | constraints | build+solve ms kiwi / layoutdb (ratio) "
          "| edit step µs mean kiwi / layoutdb (ratio) | edit step µs median (ratio) "
          "| churn ms kiwi / layoutdb (ratio) | layoutdb peak MB |")
    print("| --- | ---: | --- | --- | --- | --- | ---: |")
    for name in sorted(ours, key=lambda n: (ours[n]["constraints"], n)):
        o, k = ours[name], kiwi.get(name, {})
        r = ratio(o.get("build_solve_ms"), k.get("build_solve_ms"))
        if "timeout_s" in k and "build_solve_ms" in o:
            r = "< %.3f" % (o["build_solve_ms"] / (k["timeout_s"] * 1e3))
        b = "%s / %s (%s)" % (build(k), build(o), r)
        ke, oe = k.get("edit_step_us"), o.get("edit_step_us")
        e = m = "-"
        if oe and ke:
            e = "%s / %s (%s)" % (ke["mean"], oe["mean"], ratio(oe["mean"], ke["mean"]))
            m = "%s / %s (%s)" % (ke["median"], oe["median"], ratio(oe["median"], ke["median"]))
        c = "-"
        if "churn_ms" in o and "churn_ms" in k:
            c = "%s / %s (%s)" % (k["churn_ms"], o["churn_ms"], ratio(o["churn_ms"], k["churn_ms"]))
        print("| %s | %d | %s | %s | %s | %s | %s |" % (name, o["constraints"], b, e, m, c, o.get("peak_rss_mb", "-")))


if __name__ == "__main__":
    main()
