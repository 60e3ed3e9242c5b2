"""Benchmarks/layout_systems.py -- random constraint systems that look like Auto Layout, 50 to
~1,500 constraints, for the mid-size mode of Benchmarks/differential (`--mid`).

A system is a tree of views (x, y, w, h each) under a root whose width and height are edit
variables (or fixed). Each container lays its children out one of several ways -- a row or
a column chained leading to trailing, an overlay of centred children, a grid of equal cells,
a row of optional links at many priorities -- and each leaf has an intrinsic size held by a
content hugging / compression resistance pair. On top of that, the things real layouts have
in quantity: multipliers (proportional widths, centring by 0.5), aspect ratios, inequalities
(trailing edges inside the parent, minimum sizes), optional constraints at many distinct
priorities from 1 to 999 with equal priorities in several places and 999 next to 1000,
redundant required constraints (copies, scaled copies, implied by transitivity), and in some
systems required constraints that conflict and must be broken. The edit sweep (40 steps)
jumps between device sizes, odd sizes and sizes seen before, and sometimes moves only one
of the two.

`layout_system(rng, k, target)` returns one `layoutdb-bench/1` workload of about `target`
constraints; everything is drawn from `rng`, so a seed gives the same systems every time.
"""

DEVICE_W = [320, 375, 390, 393, 402, 414, 428, 430, 440, 568, 667, 744, 820, 834, 1024, 1180, 1366]
DEVICE_H = [568, 667, 736, 812, 844, 852, 874, 896, 926, 932, 956, 1133, 1180, 1194, 1366]


class LayoutBuilder:
    """Collects the variables and constraints of one system while the tree is built."""

    def __init__(self, rng, palette):
        self.rng = rng
        self.palette = palette
        self.variables = []
        self.constraints = []
        self.required_equalities = []

    def view(self, name):
        self.variables.extend(name + s for s in (".x", ".y", ".w", ".h"))
        return name

    def add(self, terms, constant, relation, priority=1000, label=None):
        c = {"terms": terms, "constant": constant, "relation": relation, "priority": priority}
        if label is not None:
            c["id"] = "%s#%d" % (label, len(self.constraints))
        self.constraints.append(c)
        if priority == 1000 and relation == "==":
            self.required_equalities.append(c)
        return c

    def prio(self):
        return self.rng.choice(self.palette)


def axis(horizontal):
    return (".x", ".w") if horizontal else (".y", ".h")


def lay_out_line(b, parent, children, horizontal):
    """A row (column) chained leading to trailing: the first child at the parent's leading
    margin, each next one a gap after the previous one (required, or optional with a
    required no-overlap inequality), the last one's trailing edge inside the parent
    (required) and at its margin (optional); cross axis pinned or centred."""
    rng = b.rng
    p, s = axis(horizontal)
    q, t = axis(not horizontal)
    margin = rng.choice([0, 8, 16, 20])
    b.add([[children[0] + p, 1], [parent + p, -1]], -margin, "==", label="lead")
    for prev, child in zip(children, children[1:]):
        gap = rng.choice([0, 4, 8, 8, 12])
        terms = [[child + p, 1], [prev + p, -1], [prev + s, -1]]
        if rng.random() < 0.75:
            b.add(terms, -gap, "==", label="gap")
        else:
            b.add(terms, -gap, ">=", label="no-overlap")
            b.add(terms, -gap, "==", b.prio(), label="gap?")
    last = children[-1]
    trail = [[parent + p, 1], [parent + s, 1], [last + p, -1], [last + s, -1]]
    b.add(trail, -margin, ">=", label="trail-in")
    b.add(trail, -margin, "==", b.prio(), label="trail")
    for child in children:
        if rng.random() < 0.3:        # centred on the cross axis (multiplier 0.5)
            b.add([[child + q, 1], [child + t, 0.5], [parent + q, -1], [parent + t, -0.5]], 0, "==", label="center")
        else:
            b.add([[child + q, 1], [parent + q, -1]], -margin, "==", label="top")
            cross = [[parent + q, 1], [parent + t, 1], [child + q, -1], [child + t, -1]]
            b.add(cross, -margin, ">=", label="bottom-in")
            if rng.random() < 0.5:
                b.add(cross, -margin, "==", b.prio(), label="bottom")


def lay_out_overlay(b, parent, children):
    """Children centred in the parent (multiplier 0.5), each at most the parent's size,
    some a fraction of it (multiplier 0.25 ... 1), some with an aspect ratio."""
    rng = b.rng
    for child in children:
        for p, s in (axis(True), axis(False)):
            b.add([[child + p, 2], [child + s, 1], [parent + p, -2], [parent + s, -1]], 0, "==", label="centre")
            b.add([[parent + s, 1], [child + s, -1]], 0, ">=", label="inside")
            if rng.random() < 0.5:
                m = rng.choice([0.25, 0.5, 1.0 / 3, 0.75, 1.0])
                b.add([[child + s, 1], [parent + s, -m]], -rng.choice([0, -10, 10]), "==", b.prio(), label="fraction")
        if rng.random() < 0.4:
            r = rng.choice([1.0, 1.5, 16.0 / 9, 0.75, 2.0])
            b.add([[child + ".w", 1], [child + ".h", -r]], 0, "==", rng.choice([1000, 1000, 999, b.prio()]), label="aspect")


def lay_out_grid(b, parent, children):
    """Equal cells in rows of up to three: equal widths and heights, written redundantly
    (each to the first and to its neighbour), positions chained."""
    rng = b.rng
    cols = min(3, len(children))
    rows = [children[i:i + cols] for i in range(0, len(children), cols)]
    first = children[0]
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            if cell != first:
                b.add([[cell + ".w", 1], [first + ".w", -1]], 0, "==", label="eq-w")
                b.add([[cell + ".h", 1], [first + ".h", -1]], 0, "==", label="eq-h")
            if c > 0 and rng.random() < 0.5:   # implied by the two above: redundant
                b.add([[cell + ".w", 2], [row[c - 1] + ".w", -2]], 0, "==", label="eq-w-again")
            if c == 0:
                b.add([[cell + ".x", 1], [parent + ".x", -1]], 0, "==", label="col0")
            else:
                b.add([[cell + ".x", 1], [row[c - 1] + ".x", -1], [row[c - 1] + ".w", -1]], -1, "==", label="col")
            if r == 0:
                b.add([[cell + ".y", 1], [parent + ".y", -1]], 0, "==", label="row0")
            else:
                above = rows[r - 1][c] if c < len(rows[r - 1]) else rows[r - 1][0]
                b.add([[cell + ".y", 1], [above + ".y", -1], [above + ".h", -1]], -1, "==", label="row")
    b.add([[parent + ".w", 1], [first + ".w", -cols]], -(cols - 1), "==", b.prio(), label="fill-w")
    b.add([[parent + ".h", 1], [first + ".h", -len(rows)]], -(len(rows) - 1), "==", b.prio(), label="fill-h")
    b.add([[first + ".w", 1], [first + ".h", -1]], 0, "==", rng.choice([1000, b.prio()]), label="square")


def lay_out_links(b, parent, children):
    """A row of optional links, each at its own priority from the palette (so equal ones
    happen): gaps, fixed widths and a trailing pin that cannot all hold in a narrow parent,
    so which link gives way is decided by priority alone."""
    rng = b.rng
    b.add([[children[0] + ".x", 1], [parent + ".x", -1]], 0, "==", b.prio(), label="link0")
    b.add([[children[0] + ".x", 1], [parent + ".x", -1]], 0, ">=", label="link0-in")
    for prev, child in zip(children, children[1:]):
        b.add([[child + ".x", 1], [prev + ".x", -1], [prev + ".w", -1]], -rng.choice([0, 8, 20]), "==", b.prio(), label="link")
    for child in children:
        b.add([[child + ".w", 1]], -rng.choice([20, 44, 60, 100, 150]), "==", b.prio(), label="link-w")
        b.add([[child + ".w", 1]], 0, ">=", label="w>=0")
        b.add([[child + ".y", 1], [parent + ".y", -1]], 0, "==", label="link-top")
        b.add([[child + ".h", 1]], -44, "==", rng.choice([1000, b.prio()]), label="link-h")
    last = children[-1]
    b.add([[parent + ".x", 1], [parent + ".w", 1], [last + ".x", -1], [last + ".w", -1]], 0, "==", b.prio(), label="link-end")


def leaf_sizes(b, leaf):
    """Intrinsic content size held by hugging (<=) and compression resistance (>=), mostly
    250 / 750, sometimes other priorities (999 hugging next to a required minimum,
    equal hugging on siblings); sometimes a required minimum or fixed size instead."""
    rng = b.rng
    for s, size in ((".w", rng.choice([0, 17, 40, 58, 120, 200, 333.5])), (".h", rng.choice([0, 20, 21, 44, 90]))):
        u = rng.random()
        if u < 0.65:
            hug = rng.choice([250, 250, 250, 251, 249, 750, 999, b.prio()])
            comp = rng.choice([750, 750, 750, 749, 751, 1000, 999, b.prio()])
            b.add([[leaf + s, 1]], -size, "<=", hug, label="hug")
            b.add([[leaf + s, 1]], -size, ">=", comp, label="compress")
        elif u < 0.8:
            b.add([[leaf + s, 1]], -size, "==", rng.choice([1000, 999, b.prio()]), label="size")
            b.add([[leaf + s, 1]], 0, ">=", label="size>=0")
        else:
            b.add([[leaf + s, 1]], -size, ">=", label="min")
            b.add([[leaf + s, 1]], -size, "==", rng.choice([999, 1, b.prio()]), label="prefer")


def add_redundancy(b, count):
    """Required equalities again: the same, doubled, or negated (the same hyperplane)."""
    rng = b.rng
    for _ in range(count):
        if not b.required_equalities:
            return
        c = rng.choice(b.required_equalities)
        f = rng.choice([1, 2, -1, 0.5])
        b.add([[v, k * f] for v, k in c["terms"]], c["constant"] * f, "==", label="copy")


def add_conflicts(b, leaves, count):
    """Required constraints that cannot all hold with the others: a second fixed width, a
    maximum below a minimum, a width pinned to two parents' fractions."""
    rng = b.rng
    for _ in range(count):
        leaf = rng.choice(leaves)
        kind = rng.random()
        if kind < 0.4:
            b.add([[leaf + ".w", 1]], -rng.choice([30, 31, 77]), "==", label="conflict-w")
            b.add([[leaf + ".w", 1]], -rng.choice([50, 51, 90]), "==", label="conflict-w2")
        elif kind < 0.7:
            b.add([[leaf + ".h", 1]], -100, ">=", label="conflict-min")
            b.add([[leaf + ".h", 1]], -rng.choice([60, 99]), "<=", label="conflict-max")
        else:
            b.add([[leaf + ".x", 1], [leaf + ".w", 1]], 5, "<=", label="conflict-left")   # right edge < -5
            b.add([[leaf + ".w", 1]], 0, ">=", label="conflict-w>=0")
            b.add([[leaf + ".x", 1]], 0, ">=", label="conflict-x>=0")


def sweep_steps(rng, edits, n):
    """n steps of suggestions for the edit variables: jumps between device sizes, odd sizes
    (tiny, huge, fractional) and values already used (back and forth); a step after the
    first names one or all of them."""
    seen = {v: [] for v in edits}
    steps = []
    for k in range(n):
        step = {}
        names = edits if k == 0 or rng.random() < 0.6 else [rng.choice(edits)]
        for v in names:
            u = rng.random()
            if seen[v] and u < 0.3:
                x = rng.choice(seen[v])
            elif u < 0.75:
                x = rng.choice(DEVICE_H if v.endswith(".h") else DEVICE_W)
            else:
                x = rng.choice([0, 1, 10, 44.5, 100, 199.25, 2000, 5000])
            seen[v].append(x)
            step[v] = x
        steps.append(step)
    return steps


def layout_system(rng, k, target, steps=40):
    """One layout-like workload of about `target` constraints (see the module docstring)."""
    levels = rng.choice([3, 8, 20, 60, 200]) if steps <= 1 else rng.choice([3, 8, 15, 30])
    palette = [1, 250, 251, 500, 749, 750, 751, 998, 999] + rng.sample(range(1, 1000), levels)
    b = LayoutBuilder(rng, palette)
    b.view("root")
    b.add([["root.x", 1]], 0, "==", label="root.x")
    b.add([["root.y", 1]], 0, "==", label="root.y")
    b.add([["root.w", 1]], 0, ">=", label="root.w>=0")
    b.add([["root.h", 1]], 0, ">=", label="root.h>=0")
    queue, leaves, n = ["root"], [], 0
    while queue and len(b.constraints) < target:
        parent = queue.pop(rng.randrange(len(queue)) if rng.random() < 0.3 else 0)
        count = rng.randint(1, 6)
        children = [b.view("v%d" % (n + i)) for i in range(count)]
        n += count
        kind = rng.random()
        if kind < 0.5:
            lay_out_line(b, parent, children, rng.random() < 0.6)
        elif kind < 0.65:
            lay_out_overlay(b, parent, children)
        elif kind < 0.8:
            lay_out_grid(b, parent, children)
        else:
            lay_out_links(b, parent, children)
        for i, child in enumerate(children):
            grow = rng.random() < 0.35 or (i == count - 1 and not queue)   # the tree must reach its size
            if grow and len(b.constraints) < target * 0.8:
                queue.append(child)
            else:
                leaf_sizes(b, child)
                leaves.append(child)
    for parent in queue:                      # containers left unexpanded get a size
        leaf_sizes(b, parent)
        leaves.append(parent)
    add_redundancy(b, rng.randint(0, max(1, len(b.constraints) // 40)))
    if leaves and rng.random() < 0.15:
        add_conflicts(b, leaves, rng.randint(1, 3))
    wl = {"format": "layoutdb-bench/1", "name": "layout-%d" % k, "variables": b.variables,
          "constraints": b.constraints}
    if steps <= 1 and rng.random() < 0.5:
        b.add([["root.w", 1]], -rng.choice(DEVICE_W), "==", label="root.w")
        b.add([["root.h", 1]], -rng.choice(DEVICE_H), "==", label="root.h")
        return wl
    edits = ["root.w", "root.h"]
    priority = rng.choice([999, 999, 999, 998, 750, 500, 251, 1])
    variables = [{"name": v, "priority": priority if rng.random() < 0.8 else rng.choice([999, 500, 1])} for v in edits]
    if leaves and rng.random() < 0.3:          # a slider-like edit inside the tree
        inner = rng.choice(leaves) + ".w"
        variables.append({"name": inner, "priority": rng.choice([500, 250, 999, 2])})
        edits = edits + [inner]
    wl["edit"] = {"variables": variables, "steps": sweep_steps(rng, edits, max(1, steps))}
    return wl
