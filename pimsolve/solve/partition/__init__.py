"""Weight replacement for a model larger than the chip: where to cut it into partitions that each
fit, priced with the placement cost model and the time to rewrite the arrays (plan.py). The
sub-graphs and layer splits are IR rewrites (pimsolve.ir.rewrite)."""
