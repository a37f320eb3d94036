"""pimsolve: a compiler from ONNX models to processing-in-memory accelerators.

The Python API (pimsolve.api, docs/api.md): ``pimsolve.map``, ``pimsolve.simulate``,
``pimsolve.load_solution``, ``pimsolve.load_hwspec`` and ``pimsolve.Solution``, imported on
first use so that the command line starts quickly.
"""

__version__ = "0.1.0"

__all__ = ["Solution", "__version__", "load_hwspec", "load_solution", "map", "simulate"]

_API = frozenset(__all__) - {"__version__"}


def __getattr__(name: str):
    if name in _API:
        from pimsolve import api

        return getattr(api, name)
    raise AttributeError(f"module 'pimsolve' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
