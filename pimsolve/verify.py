"""Run a compiled program on the functional simulator and check it against the oracles:
the independent integer reference (bit-exact) and onnxruntime on the float model."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from pimsolve.codegen.memory import TensorPlace
from pimsolve.errors import BadInputError
from pimsolve.ir.qgraph import QGraph
from pimsolve.isa.families import PnmProgram, PumProgram
from pimsolve.isa.groups import ArrayGroup
from pimsolve.safeload import load_npy
from pimsolve.schedule.program import Program
from pimsolve.solve.partition.segments import Measured
from pimsolve.sim import Profile, simulate
from pimsolve.sim.families import LEVELS, simulate_family
from pimsolve.sim.pnm import SimResult


@dataclass(frozen=True, slots=True)
class Verification:
    bit_exact: bool
    max_abs_diff_int: int
    float_max_rel_err: float | None
    float_cosine: float | None
    onnxruntime_top1_agree: bool | None
    float_oracle: str
    instructions: int
    saturated_elements: int
    profile: Profile | None
    inputs: tuple[str, ...] = ("seeded normal",)  # the inputs checked bit-exact
    looped: Pipelined | None = None  # the extra inputs, back to back

    def as_dict(self) -> dict:
        extra = {} if self.looped is None else {"looped": self.looped.as_dict()}
        return {"bit_exact": self.bit_exact, "max_abs_diff_int": self.max_abs_diff_int,
                "inputs_checked": list(self.inputs), **extra,
                "float_max_rel_err": self.float_max_rel_err, "float_cosine": self.float_cosine,
                "onnxruntime_top1_agree": self.onnxruntime_top1_agree,
                "float_oracle": self.float_oracle, "instructions": self.instructions,
                "saturated_elements": self.saturated_elements}


def read_model_input(path: Path, qgraph: QGraph) -> np.ndarray:
    """A model input from a .npy file (parsed safely), checked against the input's shape."""
    data = load_npy(path, "an input of the model")
    shape = tuple(qgraph.tensors[qgraph.input].shape)
    if tuple(data.shape) != shape:
        raise BadInputError(f"{path}: expected an input of shape {shape}, got {data.shape}")
    if data.dtype.kind not in "fiu" or not np.isfinite(data.astype(np.float64)).all():
        raise BadInputError(f"{path}: expected an input of finite numbers, got {data.dtype} "
                            "with NaN, Inf or non-numbers")
    return data.astype(np.float32)


def pipeline_cycle(compiled) -> float:
    """Simulated cycles of one saturated HT pipeline cycle
    (pimsolve.schedule.ht.steady.schedule_steady_state), replayed with the hwspec's timing on a
    zero-filled global memory."""
    from pimsolve.schedule.ht.steady import schedule_steady_state

    program = schedule_steady_state(compiled.qgraph, compiled.hw, compiled.matrices,
                                    compiled.placement, compiled.validation.busy)
    gmem = np.zeros(program.gmem_size, dtype=np.uint8)
    base = program.gmem_image_base
    gmem[base: base + len(program.gmem_image)] = np.frombuffer(program.gmem_image, dtype=np.uint8)
    result = simulate(compiled.hw, program.programs, program.groups, gmem, with_profile=True)
    return float(result.profile.cycles)


def default_input(qgraph: QGraph, seed: int) -> np.ndarray:
    shape = qgraph.tensors[qgraph.input].shape
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def encode(q: np.ndarray, bits: int) -> np.ndarray:
    """Integers of an (N, C, H, W) or (N, F) tensor as channel-last ``bits``-bit bytes."""
    q = np.asarray(q, dtype=np.int64)
    if q.ndim == 4:
        q = q[0].transpose(1, 2, 0)
    byw = (bits + 7) // 8
    return q.reshape(-1).view(np.uint8).reshape(-1, 8)[:, :byw].reshape(-1)


def decode(raw: np.ndarray, place: TensorPlace, bits: int, shape: tuple[int, ...]) -> np.ndarray:
    byw = place.byw
    count = place.nbytes // byw
    rows = np.zeros((count, 8), dtype=np.uint8)
    rows[:, :byw] = raw[place.addr: place.addr + place.nbytes].reshape(count, byw)
    values = rows.view(np.int64).reshape(-1)
    values = (values << (64 - bits)) >> (64 - bits)
    c, h, w = place.shape
    if len(shape) == 4:
        return values.reshape(h, w, c).transpose(2, 0, 1)[None]
    return values.reshape(shape)


def run_program(program: Program, qgraph: QGraph, hw, inputs: dict[str, np.ndarray],
                with_profile: bool = True, keep_intervals: bool = False):
    """Simulate ``program`` with ``inputs`` (tensor name -> integers) in global memory; the
    simulator's result and the decoded outputs (name -> integers of the tensor's shape)."""
    bits = qgraph.data_bits
    gmem = np.zeros(program.gmem_size, dtype=np.uint8)
    base = program.gmem_image_base
    gmem[base: base + len(program.gmem_image)] = np.frombuffer(program.gmem_image, dtype=np.uint8)
    for name, values in inputs.items():
        place = program.tensors[name]
        data = encode(values, bits)
        gmem[place.addr: place.addr + len(data)] = data
    result = simulate(hw, program.programs, program.groups, gmem, with_profile=with_profile,
                      keep_intervals=keep_intervals)
    outputs = {name: decode(result.gmem, program.tensors[name], bits,
                            qgraph.tensors[name].shape) for name in qgraph.outputs}
    return result, outputs


def run_and_check(program: Program, qgraph: QGraph, hw, model_path, x: np.ndarray,
                  host_ops: tuple[str, ...] = (), with_profile: bool = True,
                  keep_intervals: bool = False, seed: int = 0, x_name: str = "seeded normal"
                  ) -> Verification:
    """``x`` checked against both oracles (profiled), then the integer inputs of
    :func:`extra_inputs` against the integer reference, back to back with every core looping
    its program (:func:`run_looped`): a changed weight that one input's ReLUs or saturation
    hide shows on another, and a program that cannot run input after input fails."""
    from dataclasses import replace

    q_in = qgraph.quantize_input(x)
    result, got = run_program(program, qgraph, hw, {qgraph.input: q_in}, with_profile,
                              keep_intervals)
    check = check_outputs(qgraph, q_in, got, model_path, x, host_ops, result.stats.instructions,
                          result.stats.saturated_elements, result.profile)
    extras = extra_inputs(qgraph, seed)
    looped = run_looped(program, qgraph, hw, [q for _name, q in extras])
    worst = max(check.max_abs_diff_int, *looped.max_abs_diff_int)
    names = (x_name, *(name for name, _q in extras))
    return replace(check, bit_exact=worst == 0, max_abs_diff_int=worst, inputs=names,
                   looped=looped)


def extra_inputs(qgraph: QGraph, seed: int) -> list[tuple[str, np.ndarray]]:
    """Integer inputs beyond the seeded normal one (seeded): uniform over the input's whole
    range (every weight met by large values of both signs) and uniform over a small range
    (few outputs saturate, so a weight's change is not clipped away)."""
    rng = np.random.default_rng([seed, 1])
    shape = qgraph.tensors[qgraph.input].shape
    hi = (1 << (qgraph.data_bits - 1)) - 1
    small = 1 << (qgraph.data_bits // 2 - 1)
    return [("uniform full range", rng.integers(-hi - 1, hi + 1, size=shape, dtype=np.int64)),
            ("uniform small range", rng.integers(-small, small + 1, size=shape, dtype=np.int64))]


def _worst(qgraph: QGraph, q_in: np.ndarray, got: dict[str, np.ndarray]) -> int:
    """The largest difference of simulated outputs from the integer reference's."""
    from pimsolve.reference import run_integer

    reference = run_integer(qgraph, q_in)
    worst = 0
    for name in qgraph.outputs:
        shape = qgraph.tensors[name].shape
        want = np.asarray(reference[name], dtype=np.int64).reshape(shape)
        if got[name].size:
            worst = max(worst, int(np.abs(got[name] - want).max()))
    return worst


@dataclass(frozen=True, slots=True)
class Pipelined:
    """Several inputs back to back, every core looping its program (pimsim-nn's throughput
    mode): whether every input's outputs are bit-exact, and when the k-th input was through
    every core."""

    bit_exact: bool
    max_abs_diff_int: tuple[int, ...]  # per input
    rounds_done: tuple[float, ...]  # cycles
    clock_hz: float

    @property
    def period(self) -> float | None:
        """Cycles between inputs once the pipeline is full: the mean gap after the first."""
        done = self.rounds_done
        return (done[-1] - done[0]) / (len(done) - 1) if len(done) > 1 else None

    @property
    def throughput_per_s(self) -> float | None:
        return self.clock_hz / self.period if self.period else None

    def as_dict(self) -> dict:
        return {"inputs": len(self.max_abs_diff_int), "bit_exact": self.bit_exact,
                "max_abs_diff_int": list(self.max_abs_diff_int),
                "rounds_done_cycles": [float(c) for c in self.rounds_done],
                "period_cycles": None if self.period is None else float(self.period),
                "throughput_per_s": self.throughput_per_s}


def run_pipelined(program: Program, qgraph: QGraph, hw, xs: list[np.ndarray]) -> Pipelined:
    """Run the float inputs ``xs`` back to back (:func:`run_looped`)."""
    return run_looped(program, qgraph, hw, [qgraph.quantize_input(x) for x in xs])


def run_looped(program: Program, qgraph: QGraph, hw, q_ins: list[np.ndarray]) -> Pipelined:
    """Run the integer inputs ``q_ins`` back to back, every core looping its program
    (pimsolve.sim.machine, rounds), and check each round's outputs against the integer
    reference."""
    from pimsolve.sim import Stream

    bits = qgraph.data_bits
    gmem = np.zeros(program.gmem_size, dtype=np.uint8)
    base = program.gmem_image_base
    gmem[base: base + len(program.gmem_image)] = np.frombuffer(program.gmem_image, dtype=np.uint8)
    place = program.tensors[qgraph.input]
    outputs = [program.tensors[name] for name in qgraph.outputs]
    stream = Stream(place.addr, [encode(q, bits) for q in q_ins],
                    [(p.addr, p.nbytes) for p in outputs])
    result = simulate(hw, program.programs, program.groups, gmem, with_profile=True,
                      rounds=len(q_ins), stream=stream)
    worst = []
    for k, q_in in enumerate(q_ins):
        got = {}
        for name, out, raw in zip(qgraph.outputs, outputs, stream.outputs[k]):
            image = np.zeros(out.addr + out.nbytes, dtype=np.uint8)
            image[out.addr:] = raw
            got[name] = decode(image, out, bits, qgraph.tensors[name].shape)
        worst.append(_worst(qgraph, q_in, got))
    return Pipelined(all(d == 0 for d in worst), tuple(worst),
                     tuple(result.profile.rounds_done()), hw.clock_hz)


def run_weight_writes(program: Program, hw, with_profile: bool = True):
    """Run ``program``'s weight writes (pimsolve.codegen.writes) on their own: the simulator's
    result and ``program`` with the weights the writes left in its array groups, checked to be
    the ones its mapping holds (a SimError names the first group that differs)."""
    from dataclasses import replace

    from pimsolve.errors import SimError

    writes = program.writes
    gmem = np.zeros(writes.end, dtype=np.uint8)
    gmem[writes.base:] = np.frombuffer(writes.image, dtype=np.uint8)
    result = simulate(hw, writes.programs, writes.groups, gmem, with_profile=with_profile)
    held = {}
    for core, groups in program.groups.items():
        held[core] = []
        for index, group in enumerate(groups):
            got = result.weights.get(core, [None] * (index + 1))[index]
            if got is None or got.shape != group.weights.shape or (got != group.weights).any():
                raise SimError(f"core {core}: array group {index} holds "
                               f"{'no weights' if got is None else 'other weights'} after the "
                               "partition's weight writes (expected its mapping's)")
            held[core].append(ArrayGroup(got, group.arrays))
    return result, replace(program, groups=held)


def measure_partition(part) -> Measured:
    """A compiled partition (with its weight writes) on the simulator: the writes, one input
    (zeros: the timing does not depend on the values) and one saturated pipeline cycle
    (pimsolve.solve.partition.segments.Measured)."""
    from pimsolve.ir.rewrite import external_inputs

    writes, program = run_weight_writes(part.program, part.hw)
    inputs = {name: np.zeros(part.qgraph.tensors[name].shape, dtype=np.int64)
              for name in external_inputs(part.qgraph)}
    result, _got = run_program(program, part.qgraph, part.hw, inputs)
    return Measured(writes.profile.cycles, result.profile.cycles, pipeline_cycle(part),
                    sum(writes.profile.dynamic_energy_pj.values()),
                    sum(result.profile.dynamic_energy_pj.values()))


def run_partitioned(parts, whole: QGraph, hw, model_path, x: np.ndarray,
                    with_profile: bool = True) -> tuple[Verification, list, list]:
    """Run the partitions ``parts`` ((sub-graph, program) pairs, in order) one after another,
    each reading the integers earlier ones left in global memory, and check the outputs
    against the oracles of the whole (unsplit) model ``whole``. A partition with weight writes
    runs them first and computes with what they wrote (:func:`run_weight_writes`). The
    verification, each partition's profile and each one's weight writes' profile (None
    without writes)."""
    from pimsolve.ir.rewrite import external_inputs

    q_in = whole.quantize_input(x)
    values = {whole.input: q_in}
    profiles, write_profiles, instructions, saturated = [], [], 0, 0
    for sub, program in parts:
        written = None
        if program.writes is not None:
            written, program = run_weight_writes(program, hw, with_profile)
            instructions += written.stats.instructions
        inputs = {name: values[name] for name in external_inputs(sub)}
        result, got = run_program(program, sub, hw, inputs, with_profile)
        profiles.append(result.profile)
        write_profiles.append(written.profile if written is not None else None)
        instructions += result.stats.instructions
        saturated += result.stats.saturated_elements
        values.update(got)
    got = {name: values[name] for name in whole.outputs}
    check = check_outputs(whole, q_in, got, model_path, x, whole.graph.host_ops, instructions,
                          saturated, None)
    return check, profiles, write_profiles


def check_outputs(qgraph: QGraph, q_in: np.ndarray, got: dict[str, np.ndarray], model_path,
                  x: np.ndarray, host_ops: tuple[str, ...], instructions: int, saturated: int,
                  profile: Profile | None) -> Verification:
    """Compare simulated outputs with the integer reference (bit-exact) and onnxruntime."""
    worst = _worst(qgraph, q_in, got)
    ours_float = [qgraph.dequantize(name, got[name]) for name in qgraph.outputs]
    if host_ops:
        from pimsolve.ir.execute import apply_host_ops

        done = apply_host_ops(qgraph.graph, dict(zip(qgraph.outputs, ours_float)))
        ours_float = [done[name] for name in qgraph.outputs]
    rel = cosine = top1 = None
    oracle = "none (onnxruntime not installed)"
    expected = _onnxruntime(model_path, x)
    if expected is not None:
        oracle = "onnxruntime"
        a = np.concatenate([o.reshape(-1) for o in ours_float])
        b = np.concatenate([np.asarray(e, dtype=np.float64).reshape(-1) for e in expected])
        if not np.isfinite(b).all():
            from pimsolve.errors import ModelError

            raise ModelError(f"{model_path}: onnxruntime's float outputs hold NaN or Inf on the "
                             "seeded input; expected a model whose float outputs are finite")
        if a.shape == b.shape:
            scale = float(np.abs(b).max()) or 1.0
            rel = float(np.abs(a - b).max() / scale)
            denom = float(np.linalg.norm(a) * np.linalg.norm(b)) or 1.0
            cosine = float(a @ b / denom)
            top1 = bool(np.argmax(ours_float[0].reshape(-1)) ==
                        np.argmax(np.asarray(expected[0]).reshape(-1)))
    return Verification(worst == 0, worst, rel, cosine, top1, oracle, instructions, saturated,
                        profile)


def _onnxruntime(model_path, x: np.ndarray):
    try:
        import onnxruntime as ort
    except ImportError:
        return None
    from pimsolve.errors import ModelError

    options = ort.SessionOptions()
    options.log_severity_level = 3
    try:
        session = ort.InferenceSession(str(model_path), options,
                                       providers=["CPUExecutionProvider"])
        name = session.get_inputs()[0].name
        return session.run(None, {name: x.astype(np.float32)})
    except Exception as exc:  # onnxruntime's own error types: the float oracle cannot run it
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ModelError(f"{model_path}: onnxruntime, the float oracle of --verify, cannot run "
                         f"the model ({first[:300]}); hint: check it with onnx.checker or "
                         "map without --verify") from None


def check_family(program: PnmProgram | PumProgram, qgraph: QGraph, model_path,
                 x: np.ndarray, say=None) -> tuple[SimResult, dict]:
    """Run a near-memory or bit-serial primitive program on ``x`` (float input) and compare its
    outputs with the integer reference (bit for bit) and onnxruntime (float): the simulator's
    result and the verify.json fields (``say`` hears of each layer the simulator starts)."""
    import time

    q_in = qgraph.quantize_input(x)
    started = time.perf_counter()
    result = simulate_family(program, q_in, say)
    sim_wall = time.perf_counter() - started
    got = {name: np.asarray(result.values[name]).reshape(qgraph.tensors[name].shape)
           for name in qgraph.outputs}
    check = check_outputs(qgraph, q_in, got, model_path, x, qgraph.graph.host_ops, 0, 0, None)
    counts = result.counts.as_dict()
    return result, {
        "bit_exact": check.bit_exact, "max_abs_diff_int": check.max_abs_diff_int,
        "float_max_rel_err": check.float_max_rel_err, "float_cosine": check.float_cosine,
        "onnxruntime_top1_agree": check.onnxruntime_top1_agree,
        "float_oracle": check.float_oracle, "level": LEVELS[type(program)],
        "primitives": counts, "primitives_match_lowering": counts == program.counts.as_dict(),
        "simulation_wall_s": round(sim_wall, 3),
        "profile": {"cycles": result.cycles, "latency_s": result.seconds,
                    "energy_j": result.energy_j}}
