"""``plot.svg`` of a solution folder (``pimsolve map --plot``): where the work and the arrays went.

1. **Work per core** in one pipeline cycle, as the cost model counts it (what the solver
   balanced), stacked by layer: the layers with the most work in colour, the others grey; the
   dashed line is the pipeline cycle and, in HT mode, the dotted line the proven bound.
2. **Arrays per weight layer**: replicas times the arrays of one, beside one copy's, out of the
   chip's arrays.
3. In LL mode, **when each layer runs** on the low-latency scheduler's clock (its first task to
   its last), against the predicted latency: the pipeline's wavefront.

matplotlib draws it (the ``plot`` extra: ``pip install 'pimsolve[plot]'``); it is imported only
when a plot is asked for.
"""

from __future__ import annotations

import io

from pimsolve.errors import BadInputError

COLOURED = 36  # colours for the weight layers (tab20 and tab20b without greys); more layers
# share them in runs of consecutive layers


def require_matplotlib() -> str:
    """matplotlib's version, or a one-line error before any work when it is missing."""
    try:
        import matplotlib
    except ImportError:
        raise BadInputError("--plot: needs matplotlib, which is not installed; hint: pip "
                            "install 'pimsolve[plot]'") from None
    return matplotlib.__version__


def pyplot():
    """matplotlib's pyplot, set to draw files alike for alike inputs: no display, no dates,
    fixed element ids, text kept as text (searchable, smaller)."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    plt.rcParams["svg.hashsalt"] = "pimsolve"
    plt.rcParams["svg.fonttype"] = "none"
    return plt


def figure_bytes(fig, fmt: str = "svg") -> bytes:
    """The figure as an SVG (or ``fmt``, e.g. png) file's bytes; the figure is closed."""
    out = io.BytesIO()
    fig.savefig(out, format=fmt, metadata={"Date": None} if fmt == "svg" else None)
    pyplot().close(fig)
    return out.getvalue()


def plot_svg(compiled, info: dict | None = None) -> bytes:
    """The figure of one compiled program (a whole model or one partition), as SVG bytes;
    ``info`` (its summary.json) adds the simulated figures beside the predicted ones and
    names the partition."""
    from pimsolve.solve.placement.cost import Evaluator, build_problem
    from pimsolve.solve.placement.validate import work_by_layer

    problem = build_problem(compiled.qgraph, compiled.hw, compiled.matrices,
                            compiled.options.mode)
    by_layer = work_by_layer(problem, Evaluator(compiled.qgraph, compiled.hw, compiled.matrices),
                             compiled.placement)
    spans = compiled.program.layer_spans
    heights = [3.6, 3.6] + ([max(3.6, 0.14 * len(spans))] if spans else [])  # a row a layer
    plt = pyplot()
    fig, axes = plt.subplots(len(heights), 1, figsize=(11, sum(heights)), layout="constrained",
                             height_ratios=heights)
    colours = _colours(by_layer, plt)
    metrics = (info or {}).get("metrics", {})
    _work_per_core(axes[0], compiled, by_layer, colours, metrics)
    _arrays_per_layer(axes[1], compiled, colours)
    if spans:
        _timeline(axes[2], compiled, spans, colours, metrics)
    stats = compiled.stats
    gap = "" if stats.gap is None else f", gap {stats.gap:.2%}"
    what = "pipeline cycle" if compiled.options.mode == "ht" else \
        "placement objective, not the latency"
    part = (info or {}).get("partition")
    which = f", partition {part['index'] + 1} of {part['of']}" if part else ""
    fig.suptitle(f"{compiled.model_path.name} on {compiled.hw.name} "
                 f"({compiled.options.mode}{which}): {stats.solver} {stats.status}{gap} "
                 f"({what})")
    return figure_bytes(fig)


def _colours(by_layer: dict[str, dict[int, int]], plt) -> dict[str, object]:
    """A colour per weight layer; a model with more than COLOURED of them gets one per run
    of consecutive layers (in the model's order), named by its first and last layer."""
    palette = [c for name in ("tab20", "tab20b")
               for i, c in enumerate(plt.get_cmap(name).colors)
               if not (name == "tab20" and i in (14, 15))]  # tab20's greys
    names = list(by_layer)
    size = -(-len(names) // COLOURED)  # layers per colour
    return {name: palette[k // size] for k, name in enumerate(names)}


def _labels(names: list[str]) -> dict[str, str | None]:
    """The legend entry of each layer: its name, or for a run of layers sharing a colour
    (:func:`_colours`) ``first–last`` on the run's first layer and none on the others."""
    size = -(-len(names) // COLOURED)
    labels: dict[str, str | None] = {}
    for start in range(0, len(names), size):
        run = names[start: start + size]
        labels.update(dict.fromkeys(run))
        labels[run[0]] = run[0] if len(run) == 1 else f"{run[0]}–{run[-1]}"
    return labels


def _work_per_core(ax, compiled, by_layer: dict[str, dict[int, int]], colours,
                   metrics: dict) -> None:
    cores = range(compiled.hw.num_cores)
    bottom = [0] * len(cores)
    labels = _labels(list(by_layer))
    for name, per_core in by_layer.items():
        held = sorted(c for c, cycles in per_core.items() if cycles)  # a bar where it has work
        if held:
            ax.bar(held, [per_core[c] for c in held], bottom=[bottom[c] for c in held],
                   width=1.0, color=colours[name], linewidth=0, label=labels[name])
        elif labels[name]:  # a layer with no work still has its legend entry
            ax.bar([0], [0], color=colours[name], label=labels[name])
        for c in held:
            bottom[c] += per_core[c]
    ax.axhline(compiled.validation.cycle, color="black", linestyle="--", linewidth=1,
               label=f"pipeline cycle {compiled.validation.cycle:,}")
    simulated = metrics.get("pipeline_cycle")
    if simulated:
        ax.axhline(simulated, color="tab:red", linestyle="--", linewidth=1,
                   label=f"simulated pipeline cycle {simulated:,.0f}")
    bound = compiled.stats.bound
    if bound is not None and compiled.options.mode == "ht":
        ax.axhline(bound, color="black", linestyle=":", linewidth=1,
                   label=f"proven bound {bound:,}")
    ax.set_xlim(-0.5, len(cores) - 0.5)
    ax.set_xlabel("core")
    ax.set_ylabel("cycles per pipeline cycle")
    ax.set_title("array-group work per core (cost model)", fontsize=10)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def _arrays_per_layer(ax, compiled, colours) -> None:
    names = list(compiled.placement.replicas)
    one = [compiled.matrices[n].arrays for n in names]
    replicas = [compiled.placement.replicas[n] for n in names]
    used = [a * r for a, r in zip(one, replicas)]
    ax.bar(names, used, color=[colours[n] for n in names])
    ax.bar(names, one, color="none", edgecolor="black", linewidth=0.6, label="one copy")
    for x, (u, r) in enumerate(zip(used, replicas)):
        ax.annotate(f"×{r}", (x, u), ha="center", va="bottom", fontsize=6)
    total = compiled.hw.total_arrays
    ax.set_ylabel("arrays")
    ax.set_title(f"arrays per weight layer: {sum(used):,} of the chip's {total:,} "
                 f"({sum(used) / total:.0%}), replicas above the bars", fontsize=10)
    ax.tick_params(axis="x", labelrotation=90, labelsize=6)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def _timeline(ax, compiled, spans: dict[str, tuple[float, float]], colours,
              metrics: dict) -> None:
    names = [layer.name for layer in compiled.qgraph.layers if layer.name in spans]
    for y, name in enumerate(names):
        start, end = spans[name]
        ax.barh(y, end - start, left=start, height=0.8,
                color=colours.get(name, (0.45, 0.45, 0.45)))  # vector layers: dark grey
    latency = compiled.program.estimated_cycles
    ax.axvline(latency, color="black", linestyle="--", linewidth=1,
               label=f"predicted latency {latency:,.0f}")
    if metrics.get("source") == "simulated profile":
        ax.axvline(metrics["cycles"], color="tab:red", linestyle="--", linewidth=1,
                   label=f"simulated latency {metrics['cycles']:,.0f}")
    ax.set_yticks(range(len(names)), names, fontsize=5)
    ax.invert_yaxis()
    ax.set_xlabel("cycles (the low-latency scheduler's clock)")
    ax.set_title("when each layer runs (first task to last)", fontsize=10)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def validity_svg(vmap, title: str) -> bytes:
    """COMPASS's validity map (Fig. 5): span start i against end j, shaded where the units
    ``[i, j)`` fit the chip."""
    import numpy as np

    plt = pyplot()
    count = len(vmap.units)
    grid = np.zeros((count, count), dtype=np.int8)
    for start, end in enumerate(vmap.ends):
        grid[start, start:end] = 1  # column j - 1: the span's last unit
    fig, ax = plt.subplots(figsize=(5, 4.6))
    ax.imshow(grid, cmap="Greens", vmin=0, vmax=1.4, origin="upper", interpolation="nearest")
    ax.set_xlabel("last unit of the span (j - 1)")
    ax.set_ylabel("first unit of the span (i)")
    ax.set_title(f"{title}: {count} partition units, {vmap.valid_share:.0%} of spans fit",
                 fontsize=9)
    fig.tight_layout()
    return figure_bytes(fig)
