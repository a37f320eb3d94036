"""Instruction costs from the hwspec: below the solver, the schedulers and the simulator."""
