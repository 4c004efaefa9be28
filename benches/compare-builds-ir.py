"""Compares the generated code of the list and matrix call sites of two builds'
sends.c IR (benches/compare-builds.sh): the client and server functions of the sites
(their wire ids from the remarks) and the generated functions they call, each
instruction with value and label names blanked, as multisets; prints how many
instructions only A and only B have and lists them (up to 40 lines).

Usage: compare-builds-ir.py A.ll B.ll A-remarks.txt B-remarks.txt MODE
"""
import collections
import re
import sys

SITES = ("Sink_list", "Sink_matrix")


def wire_ids(remarks_path):
    """The wire ids of the list and matrix call sites' marshalers."""
    ids = set()
    for line in open(remarks_path):
        m = re.search(r"generated for (\w+) \(wire id 0x([0-9a-f]+)", line)
        if m and m.group(1) in SITES:
            ids.add(m.group(2))
    return ids


def functions(ll_path):
    """Function name -> list of body lines."""
    bodies, name = {}, None
    for line in open(ll_path):
        if line.startswith("define "):
            name = re.search(r"@([\w.$]+)\(", line).group(1)
            bodies[name] = []
        elif name is not None:
            if line.startswith("}"):
                name = None
            else:
                bodies[name].append(line.rstrip("\n"))
    return bodies


def reached(bodies, roots):
    """The generated (__cormi_*) functions reachable from roots through calls."""
    seen, todo = set(), [r for r in roots if r in bodies]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        for line in bodies[f]:
            for callee in re.findall(r"@(__cormi_[\w.]+)\(", line):
                if callee in bodies and callee != "__cormi_register":
                    todo.append(callee)
    return seen


def normalise(line):
    """An instruction with names, metadata and attribute groups blanked; None for
    labels, comments and blank lines."""
    s = line.strip()
    if not s or s.startswith(";") or re.match(r"^[\w.]+:", s) or s.startswith("#dbg"):
        return None
    s = re.sub(r", !dbg ![0-9]+", "", s)
    s = re.sub(r" #[0-9]+", "", s)
    s = re.sub(r"%[\w.]+", "%_", s)
    s = re.sub(r"@__cormi_(marshal|unmarshal)_[0-9]+", r"@__cormi_\1_N", s)
    return s


def code(ll_path, remarks_path):
    bodies = functions(ll_path)
    ids = wire_ids(remarks_path)
    roots = [f"__cormi_{side}_{i}" for i in ids for side in ("client", "server")]
    fns = reached(bodies, roots)
    bag = collections.Counter()
    for f in fns:
        for line in bodies[f]:
            n = normalise(line)
            if n:
                bag[n] += 1
    return sorted(fns), bag


def main():
    a_ll, b_ll, a_rem, b_rem, mode = sys.argv[1:6]
    a_fns, a = code(a_ll, a_rem)
    b_fns, b = code(b_ll, b_rem)
    only_a, only_b = a - b, b - a
    na, nb = sum(only_a.values()), sum(only_b.values())
    same = "identical" if na == 0 and nb == 0 else "differs"
    print(f"{mode}: {same}: A {sum(a.values())} instructions in {len(a_fns)} functions, "
          f"B {sum(b.values())} in {len(b_fns)}; only A {na}, only B {nb}")
    shown = 0
    for tag, bag in (("A", only_a), ("B", only_b)):
        for line, k in sorted(bag.items()):
            if shown < 40:
                print(f"  only {tag} x{k}: {line}")
                shown += 1


if __name__ == "__main__":
    main()
