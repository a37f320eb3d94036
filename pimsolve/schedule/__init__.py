"""Lowering decisions to programs: the crossbar list schedulers (ht/: layer groups at
convolution-window granularity; ll/: pixel-level dependencies) returning a Program (program.py),
and the near-memory and bit-serial lowering (lower/)."""
