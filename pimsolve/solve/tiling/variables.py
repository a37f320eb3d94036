"""The variables of the tiling CP-SAT model and the helpers that build them.

:class:`TilingVars` holds the model's decision variables (one Boolean per loop cut, binding and
loop order) and builds everything else from per-loop quantities: ``per_option`` (linear in one
loop's cut Booleans), ``composite`` (a per-loop factor times the loop's outer steps when they
reload a tensor), ``halo`` (a multi-loop index of a convolution window), and ``product``
(pairwise ``AddMultiplicationEquality`` chains with exact bounds). It also keeps, per product,
a log-space lower bound that :meth:`TilingVars.log_at_most` and :meth:`TilingVars.tangent_cuts`
turn into redundant linear constraints. The constraint families live in
:mod:`pimsolve.solve.tiling.model`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from pimsolve.solve.tiling.problem import LoopOption, Problem, Tensor

MAX_BOUND = 1 << 61  # CP-SAT works in int64; every domain stays below this
LOG_SCALE = 256  # logarithms in the relaxation cuts are multiples of 1/LOG_SCALE
CUT_POINTS = 4  # tangent cuts per product term


# --- variables ---------------------------------------------------------------------------------

Fn = Callable[[LoopOption], int]


class TilingVars:
    """The model's variables, queried by meaning (``trips(loop)``, ``reloads(tensor, loop)``...).

    Products of per-loop quantities are built from per-loop *composite* factors, each linear in
    the loop's cut Booleans (``per_option``), so every product's domain is the product of exact
    per-loop maxima and stays far below int64.
    """

    def __init__(self, model: cp_model.CpModel, problem: Problem):
        self.model = model
        self.problem = problem
        self.choice: dict[str, list[cp_model.IntVar]] = {
            loop: [model.NewBoolVar(f"cut[{loop}={o.text()}]") for o in problem.options[loop]]
            for loop in problem.loops}
        self.binding = [model.NewBoolVar(f"binding[{i}]") for i in range(len(problem.bindings))]
        self.order = [model.NewBoolVar(f"order[{problem.order_text(o)}]") for o in problem.orders]
        self.counted: dict[tuple[str, int], Any] = {}  # (tensor, class) -> Bool (or 0/1)
        self.parts: dict[str, Any] = {}  # cost terms by name, for reporting
        self._cache: dict[tuple[Any, ...], Any] = {}
        # log-space lower bounds of product variables: var index -> per-loop log terms
        self._logs: dict[int, tuple[tuple[str, str, Fn], ...]] = {}
        self.ceiling = 0  # a known upper bound of the objective (0: none), for the cuts

    def same_logs(self, x: Any, *sources: Any) -> None:
        """Declare that ln x >= the sum of the sources' log bounds."""
        terms = [self.log_terms(y) for y in sources]
        if not isinstance(x, int) and all(t is not None for t in terms):
            self._logs[x.Index()] = tuple(term for t in terms for term in t)  # type: ignore

    def per_option(self, loop: str, name: str, fn: Fn) -> Any:
        """Σ_o fn(o) · cut[loop = o]: a per-loop quantity, exact bounds (an int if constant)."""
        key = ("opt", loop, name)
        if key not in self._cache:
            values = [fn(o) for o in self.problem.options[loop]]
            if min(values) == max(values):
                self._cache[key] = values[0]
            else:
                var = self.model.NewIntVar(min(values), max(values), f"{name}[{loop}]")
                self.model.Add(var == sum(v * x for v, x in zip(values, self.choice[loop])))
                self._cache[key] = var
                self._logs[var.Index()] = ((loop, name, fn),)
        return self._cache[key]

    # log-space relaxation ------------------------------------------------------------------
    def log_var(self, loop: str, name: str, fn: Fn) -> Any:
        """Σ_o floor(LOG_SCALE · ln fn(o)) · cut[loop = o] (a lower bound of LOG_SCALE·ln)."""
        key = ("log", loop, name)
        if key not in self._cache:
            values = [math.floor(LOG_SCALE * math.log(max(1, fn(o))))
                      for o in self.problem.options[loop]]
            if min(values) == max(values):
                self._cache[key] = values[0]
            else:
                var = self.model.NewIntVar(min(values), max(values), f"log-{name}[{loop}]")
                self.model.Add(var == sum(v * x for v, x in zip(values, self.choice[loop])))
                self._cache[key] = var
        return self._cache[key]

    def log_terms(self, x: Any) -> tuple[tuple[str, str, Fn], ...] | None:
        if isinstance(x, int):
            return ()
        return self._logs.get(x.Index())

    def log_bound(self, x: Any) -> tuple[list[Any], int] | None:
        """(log variables, constant) whose sum is <= LOG_SCALE · ln x, or None if unknown."""
        terms = self.log_terms(x)
        if terms is None:
            return None
        parts = [self.log_var(loop, name, fn) for loop, name, fn in terms]
        const = sum(p for p in parts if isinstance(p, int))
        return [p for p in parts if not isinstance(p, int)], const

    def log_at_most(self, x: Any, limit: Any, enforce: Any = None) -> None:
        """Relaxation of ``x <= limit`` in log space (valid: every term is rounded down)."""
        bound = self.log_bound(x)
        if bound is None:
            return
        parts, const = bound
        if not parts:
            return
        if isinstance(limit, int):
            rhs: Any = math.floor(LOG_SCALE * math.log(max(1, limit)))
        else:
            rhs = limit
        ct = self.model.Add(sum(parts) + const <= rhs)
        if enforce is not None and not isinstance(enforce, int):
            ct.OnlyEnforceIf(enforce)

    def tangent_cuts(self, x: Any, factor: int = 1) -> None:
        """x >= e^a (1 + ln(x) - a) at CUT_POINTS values a: the LP sees the product's growth.

        ``factor``: x is known to be ``factor`` times the product the logs describe.
        """
        bound = self.log_bound(x)
        if bound is None or isinstance(x, int):
            return
        parts, const = bound
        if not parts:
            return
        hi = min(upper(x), self.ceiling) if self.ceiling else upper(x)
        top = math.log(max(2, hi))
        low = math.log(max(2, lower(x), 64 * LOG_SCALE / factor))
        if low >= top:
            return
        for j in range(CUT_POINTS):
            a = low + (top - low) * j / max(1, CUT_POINTS - 1)
            scale = math.exp(a) / LOG_SCALE  # coefficient of the scaled logs
            coef = math.floor(scale * factor)
            if coef < 1:
                continue
            base = math.floor(math.exp(a) * factor * (1 - a) + coef * const)
            if coef * sum(upper(p) for p in parts) + abs(base) >= MAX_BOUND:
                continue  # a cut this steep would overflow int64 (a model without a ceiling)
            self.model.Add(x >= coef * sum(parts) + base)

    def trips(self, loop: str) -> Any:
        return self.per_option(loop, "outer", lambda o: o.outer)

    def bound_to(self, loop: str, dim: str | None) -> Any:
        return sum(x for o, x in zip(self.problem.options[loop], self.choice[loop]) if o.dim == dim)

    def reloads(self, tensor: Tensor, loop: str) -> Any:
        """1 when the loop's outer steps reload the tensor's tile, else 0 (a Bool or an int)."""
        if loop in tensor.relevant:
            return 1
        return self.counted.get((tensor.name, self.problem.class_of(loop)), 0)

    def composite(self, tensor: Tensor, loop: str, name: str, fn: Fn) -> Any:
        """fn(o) times the loop's outer steps if they reload ``tensor``, else fn(o)."""
        key = ("cmp", tensor.name, loop, name)
        if key in self._cache:
            return self._cache[key]
        reload = self.reloads(tensor, loop)
        with_steps = self.per_option(loop, f"{name}·outer", lambda o: fn(o) * o.outer)
        without = self.per_option(loop, name, fn)
        if isinstance(reload, int):
            result = with_steps if reload else without
        else:
            lo = min(lower(with_steps), lower(without))
            hi = max(upper(with_steps), upper(without))
            result = self.model.NewIntVar(lo, hi, f"{name}@{tensor.name}[{loop}]")
            self.model.Add(result == with_steps).OnlyEnforceIf(reload)
            self.model.Add(result == without).OnlyEnforceIf(reload.Not())
            self._logs[result.Index()] = self.log_terms(without) or ()
        self._cache[key] = result
        return result

    def halo(self, tensor: Tensor, row: int, level: str, reloads: bool) -> Any:
        """One index's extent 1 + Σ|a|(e - 1) over several loops, times their reload steps."""
        key = ("halo", tensor.name, row, level, reloads)
        if key in self._cache:
            return self._cache[key]
        problem = self.problem
        coeffs = [(a, loop) for a, loop in zip(tensor.rows[row], problem.loops) if a]
        ext = extent_fn(level)
        terms = [(a, self.per_option(loop, level, ext)) for a, loop in coeffs]
        extent = sum_var(self.model, f"{level}-extent[{tensor.name}.{row}]",
                          [(1, 1)] + [(a, x) for a, x in terms] + [(-a, 1) for a, _ in terms])
        factors = [extent]
        if reloads:
            factors += [self.composite(tensor, loop, "one", lambda o: 1) for _, loop in coeffs]
        # the exact maximum over the loops' joint cuts (they are few)
        best = 0
        for combo in itertools.product(*(problem.options[loop] for _, loop in coeffs)):
            value = 1 + sum(a * (ext(o) - 1) for (a, _), o in zip(coeffs, combo))
            if reloads:
                value *= math.prod(o.outer for o in combo)
            best = max(best, value)
        result = self.product(f"{level}-index[{tensor.name}.{row}]", factors, bound=best)
        if not isinstance(result, int):  # ext >= the extent of its widest loop
            widest = max(coeffs, key=lambda c: problem.sizes[c[1]])[1]
            logs: list[tuple[str, str, Fn]] = [(widest, level, ext)]
            if reloads:
                logs += [(loop, "outer", lambda o: o.outer) for _, loop in coeffs]
            self._logs[result.Index()] = tuple(logs)
        self._cache[key] = result
        return result

    def product(self, name: str, factors: Iterable[Any], bound: int | None = None) -> Any:
        """A variable equal to the product of ``factors`` (variables or ints), built pairwise.

        ``bound`` (when known) caps the result's domain below the product of the factors'.
        """
        items = list(factors)
        const = math.prod(f for f in items if isinstance(f, int))
        vars_ = sorted((f for f in items if not isinstance(f, int)), key=upper)
        if not vars_:
            return const
        key = ("prod", const, tuple(sorted(x.Index() for x in vars_)))
        if key in self._cache:
            return self._cache[key]
        acc = vars_[0]
        for i, x in enumerate(vars_[1:], start=1):
            hi = upper(acc) * upper(x)
            if i == len(vars_) - 1 and bound is not None and const == 1:
                hi = min(hi, bound)
            if upper(acc) * upper(x) >= MAX_BOUND:
                raise OverflowError(f"{name}: factors up to {upper(acc)} x {upper(x)} overflow int64")
            nxt = self.model.NewIntVar(lower(acc) * lower(x), hi, f"{name}#{i}")
            self.model.AddMultiplicationEquality(nxt, [acc, x])
            acc = nxt
        if const != 1:
            scaled = self.model.NewIntVar(const * lower(acc), const * upper(acc), name)
            self.model.Add(scaled == const * acc)
            acc = scaled
        logs = [self.log_terms(x) for x in vars_]
        if all(t is not None for t in logs) and len(vars_) > 1:
            self._logs[acc.Index()] = tuple(term for t in logs for term in t)  # type: ignore
        self._cache[key] = acc
        return acc

    def tile_reloads(self, tensor: Tensor, level: str, *, free: Fn | None = None,
                     free_name: str = "one", distinct: bool = False) -> Any:
        """Elements of the tensor's tile at ``level`` times the times the order loads it.

        Indices over one loop pair with that loop's reload steps; indices over several loops
        (a convolution window) are ``halo``s. Loops the tensor does not depend on contribute
        their reload steps times ``free`` (per cut); with ``distinct``, no reload steps (the
        tile's distinct visits only).
        """
        problem = self.problem
        factors: list[Any] = []
        used: set[str] = set()
        ext = extent_fn(level)
        for row, coeffs in enumerate(tensor.rows):
            loops = [loop for a, loop in zip(coeffs, problem.loops) if a]
            if len(loops) == 1 and coeffs[problem.loops.index(loops[0])] == 1 \
                    and loops[0] not in used:
                factors.append(self.composite(tensor, loops[0], level, ext))
                used.add(loops[0])
            elif loops:
                fresh = [loop for loop in loops if loop not in used]
                factors.append(self.halo(tensor, row, level, reloads=fresh == loops))
                if fresh == loops:
                    used.update(loops)
        fn = free or (lambda o: 1)
        for loop in problem.loops:
            if loop in used:
                continue
            if distinct and loop not in tensor.relevant:
                factors.append(self.per_option(loop, free_name, fn))
            else:
                factors.append(self.composite(tensor, loop, free_name, fn))
        kind = "distinct" if distinct else "traffic"
        return self.product(f"{level}-{kind}[{tensor.name}]", factors)

    def tile_l1(self, tensor: Tensor) -> Any:
        """Elements of the tensor's tile in one instance's buffer (no reloads)."""
        problem = self.problem
        factors: list[Any] = []
        for row, coeffs in enumerate(tensor.rows):
            loops = [loop for a, loop in zip(coeffs, problem.loops) if a]
            if len(loops) == 1 and coeffs[problem.loops.index(loops[0])] == 1:
                factors.append(self.per_option(loops[0], "l1", lambda o: o.l1))
            elif loops:
                factors.append(self.halo(tensor, row, "l1", reloads=False))
        return self.product(f"l1-tile[{tensor.name}]", factors)

    def loads(self, tensor: Tensor) -> Any:
        """How many times the order loads the tensor's tile."""
        return self.product(f"loads[{tensor.name}]", [
            self.composite(tensor, loop, "one", lambda o: 1) for loop in self.problem.loops])


def extent_fn(level: str) -> Fn:
    return (lambda o: o.l2) if level == "l2" else (lambda o: o.l1)


def lower(v: Any) -> int:
    return v if isinstance(v, int) else v.domain.min()


def upper(v: Any) -> int:
    return v if isinstance(v, int) else v.domain.max()


def ceil_time(model: cp_model.CpModel, name: str, bits: Any, bandwidth: Fraction) -> Any:
    """cycles = ceil(bits / (8 · bandwidth)), exactly."""
    num, den = 8 * bandwidth.numerator, bandwidth.denominator
    if upper(bits) * den >= MAX_BOUND:
        raise OverflowError(f"{name}: {upper(bits)} bits at bandwidth {bandwidth} overflow int64")
    hi = -(-upper(bits) * den // num)
    var = model.NewIntVar(0, hi, name)
    model.Add(var * num >= bits * den)
    model.Add(var * num <= bits * den + num - 1)
    return var


def sum_var(model: cp_model.CpModel, name: str, terms: list[tuple[int, Any]]) -> Any:
    """A variable equal to Σ coefficient · term (terms are variables or ints), with bounds."""
    lo = sum(min(c * lower(x), c * upper(x)) for c, x in terms)
    hi = sum(max(c * lower(x), c * upper(x)) for c, x in terms)
    if hi >= MAX_BOUND:
        raise OverflowError(f"{name}: may reach {hi}, beyond int64")
    var = model.NewIntVar(max(0, lo), max(0, hi), name)
    model.Add(var == sum(c * x for c, x in terms))
    return var
