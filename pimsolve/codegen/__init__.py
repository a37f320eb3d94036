"""Code generation shared by the schedulers and the cost model: the instruction emitter, local-
and global-memory layouts, the vector-layer kernels, and their cycles priced with the hwspec's
formulas (pricing.py), so the solver optimizes the cycles of the code that runs."""
