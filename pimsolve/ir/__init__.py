"""The intermediate representations between the frontend and the back end.

In: what the frontend builds (``pimsolve.frontend.load_model``). Out: the values every later
stage reads.

- ``graph``: the structure IR (:class:`~pimsolve.ir.graph.Graph` of
  :class:`~pimsolve.ir.graph.Layer` s over named tensors, float weights beside it, trailing
  host ops listed apart).
- ``verify``: ``verify_graph`` (one ModelError listing every inconsistency) and
  ``output_shape`` (the shape rule of each ``OpKind``, registered in ``SHAPES``); run it after
  the frontend and after any transformation, so a broken pass fails at the pass.
- ``execute``: ``run_float``, the float64 numpy reference executor (``keep_all`` for
  calibration), and ``apply_host_ops``.
- ``qgraph``: the fixed-point graph and its exact integer semantics (docs/quantization.md).
- ``opdesc``: each operator as a loop nest with integer access matrices and ISL access
  relations (ARES's operator description; ``describe``, ``describe_layer``), read by
  ``pimsolve.bind`` (docs/binding.md).

To add an operator kind: (1) add it to ``OpKind`` in ``graph.py`` with its attrs and weights in
the comment (and to ``QKind`` in ``qgraph.py``); (2) give it a shape rule in ``verify.SHAPES``
and a kernel in ``execute.KERNELS``. docs/operators.md lists every other stage, in order;
tests/unit/test_operator_kinds.py fails until each one handles the kind.
"""
