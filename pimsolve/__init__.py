"""pimsolve: a compiler from ONNX models to processing-in-memory accelerators."""

__version__ = "0.1.0"
