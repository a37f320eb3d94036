"""ONNX frontend: an ONNX file in, a verified structure-IR :class:`~pimsolve.ir.Graph` out.

In: a path to an ``.onnx`` file (PyTorch-style graphs with initializers, or PaddlePaddle-style
ones with Constant nodes and shape subgraphs) and, for dynamic inputs, ``input_shape``.
Out: a :class:`~pimsolve.ir.graph.Graph` whose layers are topologically ordered, with float32
weights (BatchNorm folded) keyed by layer name and trailing host ops (Softmax) listed apart.
Errors: :class:`~pimsolve.errors.ModelError` for unreadable or unusable files,
:class:`~pimsolve.errors.UnsupportedOpError` naming op type, node and the supported list.
docs/frontend.md lists the operators and what each pass does.

Modules: ``read`` (safe file reading, external data), ``wgraph`` (the mutable working graph,
shape inference), ``fold`` (constant and shape-subgraph folding), ``passes`` (Identity/Dropout
removal, HardSwish spellings, Pad merging), ``ops`` (one lowering function per operator),
``onnx_import`` (``load_model``, the straight-line driver).

To add an operator: (1) write ``_lower_<op>(lw, node)`` in ``ops.py`` emitting IR layers
(``lw.emit``), (2) register it in ``ops.LOWER``; add a test that compares ``run_float`` with
onnxruntime for a one-node model. An operator that only computes on constants goes into
``fold.FOLDERS`` instead.
"""

from pimsolve.frontend.onnx_import import load_model, parse_input_shape
from pimsolve.frontend.ops import supported_ops

__all__ = ["load_model", "parse_input_shape", "supported_ops"]
