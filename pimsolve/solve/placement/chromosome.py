"""The chromosome of the placement GA (seeds/pimcomp.txt §VI-A): encoding, decoder, operators.

Encoding (value-position, as in PIMCOMP): a chromosome holds, per core, its genes
``(layer, copy) -> piece``: the position is the core, the value says which piece of which
copy of which layer the core holds. Each copy also carries the windows it computes.

Mutations, each keeping the chromosome legal:

- replication up / down: add or remove copies of a layer, then deal the layer's windows
  again;
- partial swap: two cores exchange some of their genes (the layers involved are dealt again);
- window move: some windows pass from one copy of a layer to another;
- re-deal: deal the windows of a few layers again.

Crossover takes, layer by layer, the copies of either parent when they fit. The decoder
that deals a layer's windows is deterministic water filling: every copy computes one
window, the rest go to the copies up to the lowest busy-time level of their cores that
covers the layer. A chromosome's fitness is :func:`~pimsolve.solve.placement.cpsat.plan_cycle`'s
cycle, ties broken by the busy times of the other cores. Every random choice is drawn from the
``random.Random`` the search passes in; ``Shape.work`` counts the steps taken, the search's
budget. The search (seeds, selection, stops) is :mod:`pimsolve.solve.placement.ga`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from pimsolve.solve.placement.cost import Problem
from pimsolve.solve.placement.cpsat import SLOTS, WindowPlan
from pimsolve.solve.placement.validate import items_floor

FOCUS = 0.7  # how often a mutation starts from the busiest core rather than anywhere

Gene = tuple[int, int]  # (layer index, copy id); its value is the piece number


class Shape:
    """The numbers of the problem the chromosome operations read, by layer and piece."""

    def __init__(self, problem: Problem):
        self.problem = problem
        self.cores = problem.cores
        self.capacity = problem.arrays_per_core
        in_order = problem.in_order
        self.rates: list[list[tuple[int, ...]]] = []  # per window, per unit
        self.matrix: list[list[int]] = []  # out-of-order: one array group's mvmuls
        self.arrays: list[list[int]] = []
        self.limit: list[int] = []  # most copies of the layer
        for layer in problem.layers:
            works = [item.work for item in layer.items]
            if in_order:
                self.rates.append([(w.busy(True),) for w in works])
                self.matrix.append([0] * len(works))
            else:
                self.rates.append([(w.scalar, w.vector, w.memory, w.transfer) for w in works])
                self.matrix.append([w.matrix for w in works])
            self.arrays.append([item.arrays for item in layer.items])
            if len(layer.items) == 1:
                self.limit.append(min(layer.windows, problem.cores))
            else:
                self.limit.append(min(SLOTS, layer.windows, layer.max_replicas))
        self.units = 1 if in_order else 4
        self.work = 0  # steps of the chromosome operations so far (the search's budget)

    def windows(self, layer: int) -> int:
        return self.problem.layers[layer].windows


class Chromosome:
    """Per core its genes; per layer its copies (core of each piece) and their windows."""

    __slots__ = ("shape", "genes", "free", "copies", "windows", "fitness")

    def __init__(self, shape: Shape):
        self.shape = shape
        self.genes: list[dict[Gene, int]] = [{} for _ in range(shape.cores)]
        self.free = [shape.capacity] * shape.cores
        self.copies: list[dict[int, list[int]]] = [{} for _ in shape.problem.layers]
        self.windows: list[dict[int, int]] = [{} for _ in shape.problem.layers]
        self.fitness: tuple | None = None

    def clone(self) -> Chromosome:
        out = Chromosome.__new__(Chromosome)
        out.shape = self.shape
        out.genes = [dict(g) for g in self.genes]
        out.free = list(self.free)
        out.copies = [{k: list(cores) for k, cores in c.items()} for c in self.copies]
        out.windows = [dict(w) for w in self.windows]
        out.fitness = None
        return out

    # ------------------------------------------------------------------ genes
    def hosts(self, core: int, layer: int, piece: int) -> bool:
        """Whether ``core`` already holds a copy of this piece of the layer."""
        return any(g[0] == layer and p == piece for g, p in self.genes[core].items())

    def clashes(self, core: int, layer: int, piece: int) -> bool:
        """Whether the piece may not join the layer's pieces ``core`` holds (local memory)."""
        return self.shape.problem.layers[layer].clash(
            piece, (p for g, p in self.genes[core].items() if g[0] == layer))

    def can_host(self, core: int, layer: int, piece: int) -> bool:
        return (self.free[core] >= self.shape.arrays[layer][piece]
                and not self.hosts(core, layer, piece)
                and not self.clashes(core, layer, piece))

    def new_id(self, layer: int) -> int:
        return max(self.copies[layer], default=-1) + 1

    def add(self, layer: int, copy: int, cores: Sequence[int], windows: int) -> None:
        for piece, core in enumerate(cores):
            self.genes[core][(layer, copy)] = piece
            self.free[core] -= self.shape.arrays[layer][piece]
        self.copies[layer][copy] = list(cores)
        self.windows[layer][copy] = windows
        self.fitness = None

    def remove(self, layer: int, copy: int) -> None:
        for piece, core in enumerate(self.copies[layer].pop(copy)):
            del self.genes[core][(layer, copy)]
            self.free[core] += self.shape.arrays[layer][piece]
        del self.windows[layer][copy]
        self.fitness = None

    # ------------------------------------------------------------------ loads
    def loads(self, skip: int | None = None) -> tuple[list[list[int]], list[int]]:
        """Per core: work per unit, and the out-of-order floor (one group's mvmuls)."""
        s = self.shape
        units = [[0] * s.units for _ in range(s.cores)]
        floor = [0] * s.cores
        s.work += s.cores
        for layer, copies in enumerate(self.copies):
            if layer == skip:
                continue
            windows, rates, matrix = self.windows[layer], s.rates[layer], s.matrix[layer]
            s.work += len(copies)
            for copy, cores in copies.items():
                w = windows[copy]
                for piece, core in enumerate(cores):
                    row = units[core]
                    for u, rate in enumerate(rates[piece]):
                        row[u] += rate * w
                    if matrix[piece] * w > floor[core]:
                        floor[core] = matrix[piece] * w
        return units, floor

    def busy(self) -> list[int]:
        units, floor = self.loads()
        return [max(max(row), f) for row, f in zip(units, floor)]

    def evaluate(self) -> tuple:
        """(pipeline cycle, busy times from the busiest down): the cycle is plan_cycle's;
        the rest breaks ties towards plans whose other cores have slack."""
        if self.fitness is None:
            busy = self.busy()
            p = self.shape.problem
            spread = -(-(sum(busy) + p.vector_work) // p.cores)
            self.fitness = (max(max(busy, default=0), spread,
                                items_floor(busy, p.cores, p.vector_items)),
                            tuple(sorted(busy, reverse=True)))
        return self.fitness

    # ------------------------------------------------------------------ decoder
    def deal(self, layer: int) -> None:
        """Deal the layer's windows to its copies: one each, the rest by water filling up to
        the lowest level of busy time on their cores that covers the layer."""
        s = self.shape
        self.fitness = None
        ids = sorted(self.copies[layer])
        rest = s.windows(layer) - len(ids)
        if rest <= 0 or len(ids) == 1:
            for k in ids:
                self.windows[layer][k] = 1 + (rest if k == ids[0] else 0)
            return
        units, _floor = self.loads(skip=layer)
        base: dict[int, list[int]] = {}
        # per copy: (core, ((unit, rate), ...), cap on windows from one group's mvmuls)
        terms = []
        for k in ids:
            parts = []
            for piece, core in enumerate(self.copies[layer][k]):
                row = base.setdefault(core, list(units[core]))
                rates = tuple((u, r) for u, r in enumerate(s.rates[layer][piece]) if r)
                for u, r in rates:
                    row[u] += r
                parts.append((core, rates, s.matrix[layer][piece]))
            terms.append(parts)
        shared = len(base) < sum(len(parts) for parts in terms)

        def fill(level: int, load: dict[int, list[int]], takes: list[int], left: int,
                 track: bool = True) -> int:
            """Give each copy, in order, the windows that keep its cores at most ``level``
            (adding them to ``takes`` and, if ``track``, to ``load``: needed when copies
            share a core or when filling again); returns the windows still to deal."""
            s.work += len(terms)
            for index, parts in enumerate(terms):
                if not left:
                    break
                take = left
                for core, rates, matrix in parts:
                    row = load[core]
                    for u, r in rates:
                        take = min(take, (level - row[u]) // r)
                    if matrix:
                        take = min(take, level // matrix - 1 - takes[index])
                if take <= 0:
                    continue
                if track:
                    for core, rates, _m in parts:
                        for u, r in rates:
                            load[core][u] += r * take
                takes[index] += take
                left -= take
            return left

        def left_at(level: int) -> int:
            load = {c: list(row) for c, row in base.items()} if shared else base
            return fill(level, load, [0] * len(terms), rest, shared)

        high = 0  # the first copy alone takes everything
        for core, rates, matrix in terms[0]:
            for u, r in rates:
                high = max(high, base[core][u] + r * rest)
            high = max(high, matrix * (rest + 1))
        low = 0
        while low < high:
            mid = (low + high) // 2
            if left_at(mid) == 0:
                high = mid
            else:
                low = mid + 1
        # every copy up to just below the level, then the few windows left at the level:
        # as few cores as possible end at the top
        load = {c: list(row) for c, row in base.items()}
        takes = [0] * len(terms)
        if fill(low, load, takes, fill(low - 1, load, takes, rest)):
            load = {c: list(row) for c, row in base.items()}  # copies sharing cores:
            takes = [0] * len(terms)  # the one-pass fill the search found
            fill(low, load, takes, rest)
        for k, take in zip(ids, takes):
            self.windows[layer][k] = 1 + take

    # ------------------------------------------------------------------ output
    def plan(self) -> WindowPlan:
        out = {}
        for index, layer in enumerate(self.shape.problem.layers):
            out[layer.name] = tuple((tuple(self.copies[index][k]), self.windows[index][k])
                                    for k in sorted(self.copies[index]))
        return WindowPlan(out)

    def key(self) -> tuple:
        return tuple(tuple(sorted((tuple(self.copies[layer][k]), w) for k, w in ws.items()))
                     for layer, ws in enumerate(self.windows))


# ----------------------------------------------------------------------------- mutations
def _busiest(busy: list[int]) -> int:
    return max(range(len(busy)), key=lambda c: (busy[c], -c))


def _pick_layer(ch: Chromosome, rng: random.Random, busy: list[int],
                allowed: Callable[[int], bool]) -> int | None:
    """A layer with a copy on the busiest core (most of the time), else any allowed layer."""
    if rng.random() < FOCUS:
        hot = sorted({g[0] for g in ch.genes[_busiest(busy)]})
        hot = [x for x in hot if allowed(x)]
        if hot:
            return rng.choice(hot)
    pool = [x for x in range(len(ch.copies)) if allowed(x)]
    return rng.choice(pool) if pool else None


def _count(rng: random.Random, most: int) -> int:
    """How many copies a replication step adds or removes: mostly one, sometimes a jump."""
    if most <= 1 or rng.random() < 0.6:
        return 1
    return rng.randint(1, most)


def _replicate_up(ch: Chromosome, rng: random.Random, busy: list[int]) -> bool:
    s = ch.shape
    layer = _pick_layer(ch, rng, busy, lambda x: len(ch.copies[x]) < s.limit[x])
    if layer is None:
        return False
    added = 0
    touched: set[int] = set()
    for _ in range(_count(rng, max(1, len(ch.copies[layer]) // 2))):
        if len(ch.copies[layer]) >= s.limit[layer]:
            break
        cores: list[int] = []
        for piece in range(len(s.arrays[layer])):
            s.work += s.cores
            room = [c for c in range(s.cores) if c not in cores and ch.can_host(c, layer, piece)]
            if not room:
                break
            room.sort(key=lambda c: (busy[c], c))
            cores.append(rng.choice(room[:3]))
        if len(cores) < len(s.arrays[layer]):
            break
        ch.add(layer, ch.new_id(layer), cores, 0)
        touched.update(cores)
        added += 1
    if not added:
        return False
    ch.deal(layer)
    if rng.random() < 0.5:  # the layers sharing the new copies' cores give way
        for other in sorted({g[0] for c in touched for g in ch.genes[c]} - {layer}):
            ch.deal(other)
    return True


def _replicate_down(ch: Chromosome, rng: random.Random, busy: list[int]) -> bool:
    layer = _pick_layer(ch, rng, busy, lambda x: len(ch.copies[x]) > 1)
    if layer is None:
        return False
    for _ in range(_count(rng, len(ch.copies[layer]) // 2)):
        ids = sorted(ch.copies[layer])
        if len(ids) <= 1:
            break
        if rng.random() < 0.5:  # the copy on the least-busy cores frees the least work
            copy = min(ids, key=lambda k: (max(busy[c] for c in ch.copies[layer][k]), k))
        else:
            copy = rng.choice(ids)
        ch.remove(layer, copy)
    ch.deal(layer)
    return True


def _partial_swap(ch: Chromosome, rng: random.Random, busy: list[int]) -> bool:
    """Two cores exchange part of their genes; the layers involved are dealt again."""
    s = ch.shape
    if s.cores < 2:
        return False
    a = _busiest(busy) if rng.random() < FOCUS else rng.randrange(s.cores)
    b = rng.randrange(s.cores - 1)
    b += b >= a
    out_a, out_b = sorted(ch.genes[a]), sorted(ch.genes[b])
    give = rng.sample(out_a, _count(rng, len(out_a))) if out_a else []
    take = rng.sample(out_b, rng.randint(0, len(out_b))) if out_b else []
    if not give and not take:
        return False
    moves = [(g, a, b) for g in give] + [(g, b, a) for g in take]
    after = {a: dict(ch.genes[a]), b: dict(ch.genes[b])}
    for gene, src, _dst in moves:
        del after[src][gene]
    for gene, src, dst in moves:
        if gene in after[dst]:  # another piece of the same copy is there
            return False
        after[dst][gene] = ch.genes[src][gene]
    for core in (a, b):
        arrays = sum(s.arrays[x][p] for (x, _k), p in after[core].items())
        pieces = [(x, p) for (x, _k), p in after[core].items()]
        if arrays > s.capacity or len(set(pieces)) < len(pieces):
            return False
        if any(s.problem.layers[x].clash(p, (q for y, q in pieces[:n] if y == x))
               for n, (x, p) in enumerate(pieces)):
            return False
    for (layer, copy), src, dst in moves:
        piece = ch.genes[src][(layer, copy)]
        ch.copies[layer][copy][piece] = dst
    for core in (a, b):
        ch.genes[core] = after[core]
        ch.free[core] = s.capacity - sum(s.arrays[x][p] for (x, _k), p in after[core].items())
    for layer in sorted({g[0] for g, _src, _dst in moves}):
        ch.deal(layer)
    ch.fitness = None
    return True


def _move_windows(ch: Chromosome, rng: random.Random, busy: list[int]) -> bool:
    layer = _pick_layer(ch, rng, busy, lambda x: len(ch.copies[x]) > 1
                        and max(ch.windows[x].values()) > 1)
    if layer is None:
        return False

    def heat(k: int) -> tuple[int, int]:
        return max(busy[c] for c in ch.copies[layer][k]), k

    ids = sorted(ch.copies[layer])
    givers = [k for k in ids if ch.windows[layer][k] > 1]
    src = max(givers, key=heat) if rng.random() < FOCUS else rng.choice(givers)
    others = [k for k in ids if k != src]
    dst = min(others, key=heat) if rng.random() < FOCUS else rng.choice(others)
    amount = 1 + int((ch.windows[layer][src] - 2) * rng.random() ** 3)
    ch.windows[layer][src] -= amount
    ch.windows[layer][dst] += amount
    ch.fitness = None
    return True


def _redeal(ch: Chromosome, rng: random.Random, busy: list[int]) -> bool:
    layers = list(range(len(ch.copies)))
    rng.shuffle(layers)
    for layer in layers[:rng.randint(1, len(layers))]:
        ch.deal(layer)
    return True


MUTATIONS = ((_replicate_up, 3), (_replicate_down, 2), (_partial_swap, 3), (_move_windows, 3),
             (_redeal, 1))


def mutate(ch: Chromosome, rng: random.Random) -> None:
    operators = [op for op, _w in MUTATIONS]
    weights = [w for _op, w in MUTATIONS]
    steps = 1
    while steps < 4 and rng.random() < 0.4:
        steps += 1
    for _ in range(steps):
        busy = ch.busy()
        for _attempt in range(4):
            if rng.choices(operators, weights)[0](ch, rng, busy):
                break


def crossover(a: Chromosome, b: Chromosome, rng: random.Random) -> Chromosome:
    """Layer by layer, the child keeps a's copies or takes b's when they fit its cores."""
    child = a.clone()
    for layer in range(len(child.copies)):
        if rng.random() < 0.5:
            continue
        kept = [(k, list(cores), child.windows[layer][k]) for k, cores in
                child.copies[layer].items()]
        for k, _cores, _w in kept:
            child.remove(layer, k)
        for k in sorted(b.copies[layer]):
            child.add(layer, k, b.copies[layer][k], b.windows[layer][k])
        if min(child.free) >= 0:
            continue
        for k in sorted(b.copies[layer]):
            child.remove(layer, k)
        for k, cores, w in kept:
            child.add(layer, k, cores, w)
    child.fitness = None
    return child
