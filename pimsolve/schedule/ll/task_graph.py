"""The tasks of the low-latency pipeline and the pixels they exchange (pimsolve.schedule.ll):
where each tensor's pixels go, which unit owns each task (a replica's windows, a core's vector
pixels), the input copies every task reads and the chunks those copies live in. Planned once,
before anything runs (``plan_graph``); the pipeline (pimsolve.schedule.ll.pipeline) then works
through it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from pimsolve.bind.arraygroups import LayerMatrix, chw
from pimsolve.codegen import vector_ops
from pimsolve.hwspec.model import Execution
from pimsolve.ir.qgraph import QKind, QLayer
from pimsolve.schedule.ht.scheduler import _HtScheduler, _MatrixPlan
from pimsolve.schedule.ll.state import MATRIX, SPILLED, _Chunk, _Tensor, _Unit

CHUNK_SHARE = 32  # a chunk takes at most this share of local memory (fewer pixels wait in
# half-used chunks on small memories; whole rows where they fit)

Copy = tuple[str, int, int]  # (tensor, pixel, core): a pixel as held on one core


@dataclass(frozen=True, slots=True)
class TaskGraph:
    """Tasks are numbered in unit order; ``t_unit``, ``t_pixel`` and ``t_needs`` give each
    task's unit, output pixel and the input copies it reads. The pipeline counts ``missing``
    down and pops ``waiters`` as copies arrive, and gives each chunk its ``base`` when its
    first pixel comes (and takes ``count`` down as its pixels are read or sent)."""

    external: frozenset[str]  # tensors no layer here produces: read from global memory
    tensors: dict[str, _Tensor]
    plans: dict[str, _MatrixPlan]  # matrix layer -> its replicas' blocks, homes and buffers
    owner: dict[str, list[int]]  # tensor -> the core that computes each pixel
    layer_units: dict[str, list[_Unit]]
    units: list[_Unit]  # every unit, in layer order
    t_unit: list[_Unit]
    t_pixel: list[int]
    t_needs: list[tuple[Copy, ...]]
    missing: list[int]  # task -> input copies not yet on its core
    waiters: dict[Copy, list[int]]  # copy -> the tasks that read it
    remote: dict[tuple[str, int], tuple[int, ...]]  # (tensor, pixel) -> the other cores it goes to
    unread: set[tuple[str, int]]  # pixels no task reads (outputs: only stored)
    chunks: dict[tuple[str, int, int], _Chunk]  # (tensor, chunk id, core) -> the chunk
    copy_chunk: dict[Copy, _Chunk]  # the chunk each copy lives in

    def run_pieces(self, t: _Tensor, core: int, ih: int, iw0: int, iw1: int) -> list:
        """Pixels [iw0, iw1) of row ``ih`` as held on ``core``: (in global memory?, address,
        first column, pixels) for each stretch that lies in one place."""
        if t.name in self.external:
            return [(True, t.gmem + (ih * t.width + iw0) * t.nbytes, iw0, iw1 - iw0)]
        pieces = []
        iw = iw0
        step = t.chunk
        while iw < iw1:
            stop = min(iw1, (iw // step + 1) * step)
            chunk = self.chunks[(t.name, ih * t.per_row + iw // step, core)]
            if chunk.base == SPILLED:
                pieces.append((True, t.gmem + (ih * t.width + iw) * t.nbytes, iw, stop - iw))
            else:
                pieces.append((False, chunk.base + (iw - chunk.lo) * t.nbytes, iw, stop - iw))
            iw = stop
        return pieces

    def pixel(self, t: _Tensor, core: int, q: int) -> tuple[bool, int]:
        """(in global memory?, address) of one pixel held on ``core``."""
        ih, iw = divmod(q, t.width)
        spilled, addr, _, _ = self.run_pieces(t, core, ih, iw, iw + 1)[0]
        return spilled, addr


def plan_graph(ctx: _HtScheduler, layer_buffers: Callable[[str], Callable],
               sizing: Callable[[_MatrixPlan], dict[int, int]], deal: str) -> TaskGraph:
    """The task graph of ``ctx``'s graph and placement. Plans every matrix layer's replicas
    (``ctx._plan_matrix``, which loads their bias and shift vectors) with the layer's buffers
    ``layer_buffers(name)`` and ``sizing``; ``deal``: how a layer's windows go to its
    replicas (``_deal``)."""
    made = {layer.output for layer in ctx.q.layers}
    # tensors no layer here produces (the graph input; a partition's other inputs): read
    # from global memory, never waited for
    external = frozenset(name for name in ctx.q.tensors if name not in made)
    tensors = _describe_tensors(ctx)
    plans, owner, layer_units, units = _plan_units(ctx, tensors, layer_buffers, sizing, deal)
    t_unit, t_pixel, t_needs, missing, waiters = _plan_tasks(ctx, tensors, external, plans,
                                                             units)
    remote, unread, chunks, copy_chunk = _plan_copies(ctx, tensors, owner, waiters)
    return TaskGraph(external, tensors, plans, owner, layer_units, units, t_unit, t_pixel,
                     t_needs, missing, waiters, remote, unread, chunks, copy_chunk)


def _describe_tensors(ctx: _HtScheduler) -> dict[str, _Tensor]:
    local = ctx.hw.core.local_memory_bytes
    tensors: dict[str, _Tensor] = {}
    for name, tensor in ctx.q.tensors.items():
        channels, height, width = chw(tensor.shape)
        nbytes = channels * ctx.byw
        chunk = max(1, min(width, local // CHUNK_SHARE // nbytes))
        tensors[name] = _Tensor(name, channels, nbytes, width, height * width, chunk,
                                -(-width // chunk), ctx.layout.tensors[name].addr)
    return tensors


def _plan_units(ctx: _HtScheduler, tensors: dict[str, _Tensor],
                layer_buffers: Callable[[str], Callable], sizing: Callable, deal: str
                ) -> tuple[dict[str, _MatrixPlan], dict[str, list[int]],
                           dict[str, list[_Unit]], list[_Unit]]:
    """Replicas deal out their layer's windows; vector pixels go to their input's owner."""
    plans: dict[str, _MatrixPlan] = {}
    owner: dict[str, list[int]] = {}
    layer_units: dict[str, list[_Unit]] = {}
    all_units: list[_Unit] = []
    load: dict[int, float] = defaultdict(float)  # core -> array-group work dealt to it
    for layer in ctx.q.layers:
        out = tensors[layer.output]
        if layer.kind in MATRIX:
            plan = ctx._plan_matrix(layer, layer_buffers(layer.name), single_home=True,
                                    sizing=sizing)
            plans[layer.name] = plan
            homes = [0] * out.pixels
            units = []
            for replica, pixels in zip(plan.replicas, _deal(ctx, plan, out, load, deal)):
                for p in pixels:
                    homes[p] = replica.row[0]
                units.append(_Unit(layer, replica.index, replica.row[0], pixels,
                                   tuple(sorted(replica.need))))
        else:
            first = owner.get(layer.inputs[0])
            homes = [_vector_owner(ctx, tensors, layer, p, first) for p in range(out.pixels)]
            by_core: dict[int, list[int]] = defaultdict(list)
            for p, core in enumerate(homes):
                by_core[core].append(p)
            units = [_Unit(layer, core, core, pixels, (core,)) for core, pixels in
                     sorted(by_core.items())]
        owner[layer.output] = homes
        layer_units[layer.name] = units
        for unit in units:
            unit.order = len(all_units)
            all_units.append(unit)
    return plans, owner, layer_units, all_units


def _deal(ctx: _HtScheduler, plan: _MatrixPlan, out: _Tensor, load: dict[int, float],
          deal: str) -> list[list[int]]:
    """A layer's windows dealt to its replicas in blocks of up to a row, in row order.
    The first rows, which the next layer waits for, are thus computed by many replicas
    at once, and each replica works on neighbouring windows (its inputs overlap).

    ``load``: each block goes to the replica whose cores would finish it first given the
    work already dealt to them (by every layer: replicas share cores, and copies of array
    groups), so a core holding several replicas is not given a share for each. ``plan``:
    each replica gets the windows the placement gives it (``Placement.shares``, the
    solver's balance of every core's work), each block going to the replica furthest
    behind its share."""
    replicas = plan.replicas
    block = max(1, min(out.width, out.pixels // len(replicas)))
    if deal == "plan":
        return _deal_by_shares(ctx.placement.shares(plan.layer.name, out.pixels), block,
                               out.pixels)
    # work of one window on each core: its array groups in turn on an in-order core,
    # side by side on an out-of-order one
    serial = ctx.hw.core.execution is not Execution.OUT_OF_ORDER
    costs = [{core: (len(ags) if serial else 1)
              for core, ags in _groups_by_core(replica).items()} for replica in replicas]
    chunks: list[list[int]] = [[] for _ in replicas]
    for start in range(0, out.pixels, block):
        count = min(block, out.pixels - start)
        best = min(range(len(replicas)), key=lambda r: (
            max(load[c] + w * count for c, w in costs[r].items()), r))
        for core, work in costs[best].items():
            load[core] += work * count
        chunks[best].extend(range(start, start + count))
    return chunks


def _plan_tasks(ctx: _HtScheduler, tensors: dict[str, _Tensor], external: frozenset[str],
                plans: dict[str, _MatrixPlan], units: list[_Unit]) -> tuple:
    """Every task's input pixels, as copies (tensor, pixel, core) it reads: per task its
    unit, pixel and copies; how many copies it waits for (all of them); and the tasks
    reading each copy. Numbers each unit's tasks."""
    t_unit: list[_Unit] = []
    t_pixel: list[int] = []
    t_needs: list[tuple[Copy, ...]] = []
    missing: list[int] = []
    waiters: dict[Copy, list[int]] = defaultdict(list)
    for unit in units:
        tid = len(t_needs)
        unit.tasks = list(range(tid, tid + len(unit.pixels)))
        t_unit += [unit] * len(unit.pixels)
        t_pixel += unit.pixels
        needs_of = _matrix_needs(unit, external, plans) if unit.matrix else \
            _vector_needs(ctx, tensors, external, unit)
        for needs in needs_of:
            for key in needs:
                waiters[key].append(tid)
            t_needs.append(needs)
            missing.append(len(needs))
            tid += 1
    return t_unit, t_pixel, t_needs, missing, dict(waiters)


def _plan_copies(ctx: _HtScheduler, tensors: dict[str, _Tensor], owner: dict[str, list[int]],
                 waiters: dict[Copy, list[int]]) -> tuple:
    """Which cores hold a copy of each pixel (besides its owner), the pixels nobody reads,
    the chunks the copies live in and each copy's chunk. A chunk counts the reads and sends
    still to come of all its pixels (a pixel nobody reads counts once, for the moment it is
    made); it is freed when the count runs out."""
    others_of: dict[tuple[str, int], list[int]] = defaultdict(list)
    for name, q, core in waiters:
        if core != owner[name][q]:
            others_of[(name, q)].append(core)
    remote: dict[tuple[str, int], tuple[int, ...]] = {}
    unread: set[tuple[str, int]] = set()
    chunks: dict[tuple[str, int, int], _Chunk] = {}
    copy_chunk: dict[Copy, _Chunk] = {}
    for layer in ctx.q.layers:
        name = layer.output
        t = tensors[name]
        owners = owner[name]
        for p in range(t.pixels):
            home = owners[p]
            others = tuple(sorted(others_of.get((name, p), ())))
            remote[(name, p)] = others
            cid, col = t.chunk_of(p)
            for core in (home, *others):
                reads = len(waiters.get((name, p, core), ()))
                if core == home:
                    reads += len(others)
                    if not reads:
                        unread.add((name, p))
                chunk = chunks.get((name, cid, core))
                if chunk is None:
                    chunk = chunks[(name, cid, core)] = _Chunk(col, core)
                chunk.count += reads or 1
                chunk.nbytes = (col - chunk.lo + 1) * t.nbytes  # columns come in order
                copy_chunk[(name, p, core)] = chunk
    return remote, unread, chunks, copy_chunk


def _vector_owner(ctx: _HtScheduler, tensors: dict[str, _Tensor], layer: QLayer, p: int,
                  first_owner: list[int] | None) -> int:
    if first_owner is None:  # reads the graph input: first vector core
        return ctx.vector_cores[0]
    reads = _reads(ctx, tensors, layer, p)
    first = next((q for t, q in reads if t == layer.inputs[0]), 0)
    return first_owner[first]


def _reads(ctx: _HtScheduler, tensors: dict[str, _Tensor], layer: QLayer, p: int
           ) -> list[tuple[str, int]]:
    """Input pixels (tensor, pixel index) one output pixel of a vector layer reads."""
    if layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL, QKind.GLOBAL_AVGPOOL):
        return [(layer.inputs[0], q) for q in pool_cells(tensors, layer, p, inside=True)]
    if layer.kind is QKind.MUL and vector_ops.is_broadcast(ctx, layer):
        return [(layer.inputs[0], p), (layer.inputs[1], 0)]
    return [(name, p) for name in layer.inputs]


def pool_cells(tensors: dict[str, _Tensor], layer: QLayer, p: int, inside: bool = False
               ) -> list[int | None]:
    """Input pixels of a pooling window in kernel order; None for padding that counts
    (average pooling with count_include_pad), unless ``inside``."""
    src = tensors[layer.inputs[0]]
    if layer.kind is QKind.GLOBAL_AVGPOOL:
        return list(range(src.pixels))
    height = src.pixels // src.width
    oh, ow = divmod(p, tensors[layer.output].width)
    pad = layer.kind is QKind.AVGPOOL and layer.attrs.count_include_pad and not inside
    return [ih * src.width + iw if ok else None for ih, iw, ok in
            vector_ops._window_positions(layer, (height, src.width), oh, ow) if ok or pad]


def _vector_needs(ctx: _HtScheduler, tensors: dict[str, _Tensor], external: frozenset[str],
                  unit: _Unit) -> list[tuple]:
    """Per pixel of a vector unit, the input copies (tensor, pixel, core) it reads (the
    external inputs are read from global memory and are not waited for)."""
    layer, core = unit.layer, unit.core
    return [tuple((name, q, core) for name, q in dict.fromkeys(_reads(ctx, tensors, layer, p))
                  if name not in external) for p in unit.pixels]


def _matrix_needs(unit: _Unit, external: frozenset[str], plans: dict[str, _MatrixPlan]
                  ) -> list[tuple]:
    """Per window of a replica, the input copies (tensor, pixel, core) its cores read."""
    layer = unit.layer
    src = layer.inputs[0]
    if src in external:
        return [()] * len(unit.pixels)
    m = plans[layer.name].matrix
    replica = plans[layer.name].replicas[unit.index]
    height, width = m.in_shape[1], m.in_shape[2]
    out_width = m.out_shape[2]
    (sh, sw), top0, left0 = m.stride, m.pads[0], m.pads[1]
    kernels = [(core, *_kernel_positions(m, replica.need[core])) for core in replica.need]
    found = []
    for p in unit.pixels:
        oh, ow = divmod(p, out_width)
        top, left = oh * sh - top0, ow * sw - left0
        needs = []
        for core, offsets, bottom, right in kernels:
            if top >= 0 and left >= 0 and top + bottom < height and left + right < width:
                base = top * width + left
                needs += [(src, base + dr * width + ds, core) for dr, ds in offsets]
            else:
                needs += [(src, (top + dr) * width + left + ds, core) for dr, ds in offsets
                          if 0 <= top + dr < height and 0 <= left + ds < width]
        found.append(tuple(needs))
    return found


def _kernel_positions(m: LayerMatrix, parts: dict) -> tuple[list, int, int]:
    """Offsets (rows, columns) from a window's corner of the input pixels a core's array
    groups read, and the largest of each."""
    kw = m.kernel[1]
    dh, dw = m.dilation
    found = set()
    for part_index, ranges in parts.items():
        ns = m.parts[part_index].channels[1] - m.parts[part_index].channels[0]
        for e0, e1 in ranges:
            found.update(range(e0 // ns, -(-e1 // ns)))
    offsets = [(r * dh, s * dw) for r, s in (divmod(pos, kw) for pos in sorted(found))]
    return offsets, max(r for r, _ in offsets), max(s for _, s in offsets)


def _groups_by_core(replica) -> dict[int, list[int]]:
    found: dict[int, list[int]] = defaultdict(list)
    for ag, core in enumerate(replica.row):
        found[core].append(ag)
    return found


def _deal_by_shares(shares: tuple[int, ...], block: int, pixels: int) -> list[list[int]]:
    """Pixels ``0..pixels-1`` in blocks of ``block``, in order, each block to the replica
    whose count it leaves the smallest fraction of its share (ties: the lowest). Replicas
    progress through the rows at the pace of their shares; the blocks' granularity leans
    towards the larger shares (an even split by largest remainders gives slower schedules on
    most networks)."""
    got = [0] * len(shares)
    chunks: list[list[int]] = [[] for _ in shares]
    owners = [r for r, share in enumerate(shares) if share > 0]
    for start in range(0, pixels, block):
        count = min(block, pixels - start)
        best = min(owners, key=lambda r: ((got[r] + count) / shares[r], r))
        got[best] += count
        chunks[best].extend(range(start, start + count))
    return chunks
