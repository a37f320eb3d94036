"""Crossbar placement: the problem and cost model (cost.py, buffers.py), the CP-SAT model
(cpsat.py), the GA (ga.py, chromosome.py), the bound (bound.py, patterns.py, columns.py), the
heuristics (heuristic.py, baseline.py), the solver-free validator (validate.py), the search end
to end (search.py) and its result type (placement.py). docs/formulation.md describes the
model."""
