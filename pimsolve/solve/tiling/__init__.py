"""The ARES mapping space of one operator on a near-memory or bit-serial hwspec: the problem
(problem.py), its CP-SAT variables and model (variables.py, model.py, cpsat.py), the GA
(ga.py), the bound (bound.py), the cost model (cost.py), the family templates (baseline.py), and
every layer of a network (network.py). docs/tiling.md describes the model."""
