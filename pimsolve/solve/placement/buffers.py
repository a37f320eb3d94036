"""Local-memory layout of one core's buffers for one matrix layer, as the HT scheduler
(pimsolve.schedule.ht.scheduler) lays them out: the window rows it gathers, a partial-sum buffer per
output block, term buffers, and at a home the bias, inboxes, shift vector and output pixel.
When they do not fit, the layout shrinks (:func:`fit_buffers`): fewer term buffers, chunked
transfers and shifts, a bias streamed from global memory. The cost model (pimsolve.solve.placement.cost)
counts each layout's instructions and cuts replicas until their pieces fit; the placement keeps
pieces that do not fit together on separate cores; the validator (pimsolve.solve.placement.validate)
checks every core's union over the replicas it serves (:func:`core_layouts`).
"""

from __future__ import annotations

from typing import NamedTuple

from pimsolve.bind.arraygroups import LayerMatrix, merge_ranges
from pimsolve.codegen.memory import align

ACC_BYTES = 8  # bytes of a partial sum unless a function is told otherwise (``accb``: 4 where
# 32-bit sums hold every one, pimsolve.ir.qgraph.accumulator_bits)
TERMS = 8  # partial-sum buffers per core for the array groups of one output block (the HT
# scheduler issues a block's mvmuls in batches of this many, each batch's sums added up before
# the next batch reuses the buffers)


def block_buffers(windows: list[int], blocks: list[tuple[int, int, int, bool]], widest: int,
                  byw: int, batch: int = TERMS, streamed: bool = False,
                  accb: int = ACC_BYTES) -> tuple[int, int]:
    """Bytes of local memory the HT scheduler (pimsolve.schedule.ht.scheduler) takes on one core for one
    layer, as (fixed, inboxes): the window rows it gathers (``windows``: bytes per part, each
    buffer 8-byte aligned); per output block it takes part in (``blocks``: width, its array
    groups there, cores sending it partial sums, whether it is the block's home) a partial-sum
    buffer, and at a home the bias (unless ``streamed`` from global memory a chunk at a time)
    and a sum when the home holds no group; the output pixel at a home; the term buffers of a
    block's extra groups (``batch`` mvmuls are issued before their sums are added, so at most
    that many). The inboxes (one per block that receives), the shift vector (``widest``
    partial-sum elements of ``accb`` bytes at a home) and a streamed bias's buffer are what
    :func:`finish_chunk` may shrink."""
    fixed = inbox = most = 0
    home = False
    for width, groups, senders, is_home in blocks:
        most = max(most, groups)
        fixed += width * accb if groups else 0
        if is_home:
            home = True
            fixed += 0 if streamed else width * accb  # bias
            if not groups:  # the first sender's sums arrive in a buffer of their own
                fixed += width * accb
                senders -= 1
            inbox += width * accb if senders > 0 else 0
    terms = most - 1 if most <= batch else batch
    fixed += sum(align(w) for w in windows) + terms * widest * accb
    fixed += align(widest * byw) if home else 0
    return fixed, inbox


def finish_chunk(fixed: int, inbox: int, widest: int, limit: int, streamed: bool = False,
                 accb: int = ACC_BYTES) -> int | None:
    """Elements per transfer and per shift of the output blocks a home core finishes, when its
    buffers for one layer (:func:`block_buffers`) do not fit ``limit`` bytes as laid out by
    default (an inbox per receiving block, a shift vector as wide as the widest block, and a
    ``streamed`` bias's buffer as wide): then one inbox, the shift vector and the bias buffer
    shrink to a chunk (the widest block halved until they fit), and the partial sums travel,
    are shifted and get their bias chunk by chunk. None: they fit."""
    vectors = 2 if streamed else 1
    if fixed + inbox + vectors * widest * accb <= limit:
        return None
    chunk = widest
    while chunk > 8:
        chunk = -(-chunk // 2)
        if fixed + (1 + vectors) * chunk * accb <= limit:
            break
    return chunk


class Fit(NamedTuple):
    """How one core's buffers for one layer fit its local memory (:func:`fit_buffers`)."""

    batch: int  # array groups of a block whose mvmuls are issued before their sums are added
    chunk: int | None  # elements per partial-sum transfer, shift and bias add; None: whole
    streamed: bool  # the home loads its bias from global memory a chunk at a time
    bytes: int


def fit_buffers(windows: list[int], blocks: list[tuple[int, int, int, bool]], widest: int,
                byw: int, limit: int, accb: int = ACC_BYTES) -> Fit:
    """How one core's buffers for one layer (:func:`block_buffers`) fit ``limit`` bytes: the
    first layout that fits, in this order of preference. The blocks' mvmuls in batches of
    ``TERMS``, then fewer (each batch costs two ``setbw`` more and, on an out-of-order core,
    runs its mvmuls side by side only within it); a home's transfers and shifts in chunks
    where needed (:func:`finish_chunk`); last, a home's bias streamed from global memory (a
    load per chunk and window). When nothing fits, the smallest layout, which the scheduler
    then reports as short."""
    home = any(block[3] for block in blocks)
    most = max((block[1] for block in blocks), default=0)
    for streamed in (False, True) if home else (False,):
        for batch in [TERMS, *range(min(TERMS, most) - 1, 0, -1)]:
            fixed, inbox = block_buffers(windows, blocks, widest, byw, batch, streamed, accb)
            chunk = finish_chunk(fixed, inbox, widest, limit, streamed, accb) if home else None
            if chunk is not None:
                fixed += (2 if streamed else 1) * chunk * accb + chunk * accb
            elif home:
                fixed += inbox + (2 if streamed else 1) * widest * accb
            if fixed <= limit:
                return Fit(batch, chunk, streamed, fixed)
    return Fit(batch, chunk, streamed, fixed)


def replica_layout(matrix: LayerMatrix, row: tuple[int, ...], single_home: bool = False
                   ) -> tuple[dict, tuple]:
    """What each core does for one replica whose array group g sits on ``row[g]``, as the
    schedulers lay it out: (need, per_key). need: core -> part -> the merged row ranges of
    the window it gathers; per_key: per output column block (part, c0, c1), its home (the
    core of its first array group, or of the replica's first with ``single_home``) and its
    array groups by core."""
    keys: dict[tuple[int, int, int], list[int]] = {}
    for ag, shape in enumerate(matrix.groups):
        keys.setdefault((shape.part, *shape.cols), []).append(ag)
    per_key = []
    for key, ags in keys.items():
        by_core: dict[int, list[int]] = {}
        for ag in ags:
            by_core.setdefault(row[ag], []).append(ag)
        per_key.append((key, row[0] if single_home else row[ags[0]], by_core))
    need: dict[int, dict[int, list[tuple[int, int]]]] = {}
    for ag, core in enumerate(row):
        shape = matrix.groups[ag]
        need.setdefault(core, {}).setdefault(shape.part, []).append(shape.rows)
    return ({c: {p: merge_ranges(r) for p, r in parts.items()} for c, parts in need.items()},
            tuple(per_key))


def core_layouts(replicas, byw: int, limit: int, only: int | None = None,
                 accb: int = ACC_BYTES
                 ) -> dict[int, tuple[Fit, dict[int, tuple[int, int]], dict | None]]:
    """How each core's buffers for one layer (or core ``only``'s) fit ``limit`` bytes
    (:func:`fit_buffers`), over the union of what it does for every replica (``replicas``:
    their :func:`replica_layout`; a core serves its replicas in turn and they share its
    buffers), with the span of window rows it gathers per part, and, where one window buffer
    per part over that span does not fit but one per run of rows it gathers would take less,
    those runs per part (else None): pieces of a fully-connected layer's far-apart rows on one
    core need no buffer for the rows between them."""
    spans: dict[int, dict[int, tuple[int, int]]] = {}  # core -> part -> rows
    runs: dict[tuple[int, int], list[tuple[int, int]]] = {}
    blocks: dict[int, dict[tuple, list]] = {}  # core -> key -> [width, groups, senders, home]
    for need, per_key in replicas:
        for core, parts in need.items():
            mine = spans.setdefault(core, {})
            for part, ranges in parts.items():
                lo, hi = mine.get(part, (ranges[0][0], ranges[-1][1]))
                mine[part] = (min(lo, ranges[0][0]), max(hi, ranges[-1][1]))
                runs.setdefault((core, part), []).extend(ranges)
        for key, home, by_core in per_key:
            for core in by_core.keys() | {home}:
                entry = blocks.setdefault(core, {}).setdefault(
                    key, [key[2] - key[1], 0, 0, False])
                entry[1] = max(entry[1], len(by_core.get(core, ())))
                if core == home:
                    entry[2] = max(entry[2], sum(1 for c in by_core if c != home))
                    entry[3] = True
    widest = max((width for found in blocks.values() for width, *_rest in found.values()),
                 default=0)
    out = {}
    for core, found in blocks.items():
        if only is not None and core != only:
            continue
        mine = spans.get(core, {})
        held = [tuple(b) for b in found.values()]
        fit = fit_buffers([(hi - lo) * byw for lo, hi in mine.values()], held, widest, byw,
                          limit, accb)
        split = None
        if fit.bytes > limit:
            split = {part: merge_ranges(runs[(core, part)]) for part in mine}
            apart = fit_buffers([(hi - lo) * byw for rs in split.values() for lo, hi in rs],
                                held, widest, byw, limit, accb)
            fit, split = (apart, split) if apart.bytes < fit.bytes else (fit, None)
        out[core] = (fit, mine, split)
    return out
