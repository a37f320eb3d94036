"""The mapping decisions, each a declared CP-SAT problem with a GA fallback and a reported bound:

    placement/   crossbar: replication and array-group placement (PIMCOMP)
    partition/   models larger than the chip: weight-replacement partitions (COMPASS)
    tiling/      near-memory and bit-serial families: loop binding and tiling (ARES)
    layout/      digital PIM: where each layer's blocks lie in a tile (PIM-DL)

budget.py bounds every search by reproducible work and the wall clock; stats.py is the
status, objective, bound and gap every solver reports. Only this package imports OR-Tools."""
