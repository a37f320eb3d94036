"""Reading an ONNX file safely: every way a file can be unusable becomes one ModelError.

The file is only ever read. External data (tensors stored beside the model) is accepted only
from files inside the model's own folder: a location that is absolute, climbs out with ``..``
or resolves through a symlink to somewhere else is rejected before anything is opened.
"""

from __future__ import annotations

import os
from pathlib import Path

import onnx
from google.protobuf.message import DecodeError
from onnx import external_data_helper

from pimsolve.errors import ModelError
from pimsolve.safeload import MAX_MODEL_BYTES, read_bytes, regular_file


def read_model(path: str | os.PathLike[str]) -> onnx.ModelProto:
    """Parse ``path`` into a ModelProto (external data loaded), or raise ModelError."""
    path = Path(path)
    if not path.exists():
        raise ModelError(f"{path}: no such file; expected an ONNX model (.onnx)")
    data = read_bytes(path, "an ONNX model (.onnx)", MAX_MODEL_BYTES, ModelError)
    if not data:
        raise ModelError(f"{path}: the file is empty; expected an ONNX model")
    try:
        model = onnx.load_from_string(data)
    except (DecodeError, ValueError, RuntimeError) as exc:
        raise ModelError(f"{path}: not a readable ONNX model (protobuf parse failed: {exc}); "
                         "the file is truncated or not ONNX") from None
    if model.ir_version == 0 or not model.HasField("graph") or not model.graph.node:
        raise ModelError(f"{path}: not an ONNX model (no IR version or no graph found); "
                         "the file is truncated or not ONNX")
    _load_external_data(model, path)
    return model


def _external_tensors(model: onnx.ModelProto) -> list[onnx.TensorProto]:
    tensors = list(model.graph.initializer)
    for node in model.graph.node:
        for attr in node.attribute:
            if attr.type == onnx.AttributeProto.TENSOR:
                tensors.append(attr.t)
            tensors.extend(attr.tensors)
    return [t for t in tensors if t.data_location == onnx.TensorProto.EXTERNAL]


def _load_external_data(model: onnx.ModelProto, path: Path) -> None:
    tensors = _external_tensors(model)
    if not tensors:
        return
    folder = path.parent.resolve()
    for tensor in tensors:
        info = {entry.key: entry.value for entry in tensor.external_data}
        location = info.get("location", "")
        where = f"{path}: initializer '{tensor.name}': external data location {location!r}"
        if not location:
            raise ModelError(f"{where}: no location given")
        if "\x00" in location:
            raise ModelError(f"{where}: expected a file name, got one with a NUL byte")
        if Path(location).is_absolute() or Path(location).drive:
            raise ModelError(f"{where}: absolute paths are not allowed; external data must lie "
                             f"inside the model's folder {folder}")
        target = (folder / location).resolve()
        if not target.is_relative_to(folder):
            raise ModelError(f"{where}: points outside the model's folder {folder}; external "
                             "data must lie inside it")
        if not target.exists():
            raise ModelError(f"{where}: file {target} does not exist")
        size = regular_file(target, "external data of the model", MAX_MODEL_BYTES, ModelError)
        try:
            offset = int(info.get("offset", "0") or 0)
            length = int(info.get("length", "0") or 0)
        except ValueError:
            raise ModelError(f"{where}: offset/length must be integers, got {info}") from None
        if offset < 0 or length < 0 or offset + length > size:
            raise ModelError(f"{where}: offset {offset} + length {length} runs past the end "
                             f"of the file ({size} bytes)")
        try:
            external_data_helper.load_external_data_for_tensor(tensor, str(folder))
        except (OSError, ValueError) as exc:
            raise ModelError(f"{where}: cannot be read ({exc})") from None
