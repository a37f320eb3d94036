"""Reading untrusted files with limits: regular files only, sizes capped before reading.

A path that names a device (``/dev/zero``), a FIFO or a directory, a file larger than its
cap, or a ``.npy``/``.npz`` whose header declares more data than the file holds or than the
cap allows, is a :class:`BadInputError` naming the file and the limit, raised before any
large allocation. The caps are far above what a real model, program or solution needs.
"""

from __future__ import annotations

import os
import stat
import zipfile
from typing import Any

import numpy as np

from pimsolve.errors import BadInputError

MAX_MODEL_BYTES = 2**31  # protobuf's own limit on one ONNX file
MAX_TEXT_BYTES = 2**28  # a program, a hwspec or a JSON file of a solution: 256 MiB
MAX_ARRAY_BYTES = 2**30  # one .npy array or .npz member once loaded: 1 GiB


def regular_file(path: str | os.PathLike[str], what: str, limit: int,
                 error: type[BadInputError] = BadInputError) -> int:
    """The size of ``path``, a regular file (symbolic links followed) of at most ``limit``
    bytes; else ``error`` naming ``what`` the file should have been."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror or exc}); expected {what}") from None
    if not stat.S_ISREG(info.st_mode):
        kind = ("a directory" if stat.S_ISDIR(info.st_mode) else
                "a FIFO" if stat.S_ISFIFO(info.st_mode) else
                "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else
                "not a regular file")
        raise error(f"{path}: {kind}; expected {what} (a regular file)")
    if info.st_size > limit:
        raise error(f"{path}: {info.st_size:,} bytes; expected {what} of at most {limit:,} "
                    "bytes")
    return info.st_size


def read_bytes(path: str | os.PathLike[str], what: str, limit: int = MAX_TEXT_BYTES,
               error: type[BadInputError] = BadInputError) -> bytes:
    regular_file(path, what, limit, error)
    try:
        with open(path, "rb") as handle:
            return handle.read(limit + 1)[:limit]
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror or exc}); expected {what}") from None


def read_text(path: str | os.PathLike[str], what: str, limit: int = MAX_TEXT_BYTES,
              error: type[BadInputError] = BadInputError) -> str:
    """A UTF-8 text file within ``limit`` bytes."""
    data = read_bytes(path, what, limit, error)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: expected {what} in UTF-8, got byte 0x{data[exc.start]:02x} at "
                    f"offset {exc.start}") from None


def _declared(handle: Any, where: str, what: str, available: int, limit: int) -> None:
    """Check a .npy header read from ``handle``: plain dtype, and a declared size within
    ``limit`` and the ``available`` bytes."""
    try:
        fmt = np.lib.format
        version = fmt.read_magic(handle)
        header = fmt.read_array_header_1_0 if version == (1, 0) else fmt.read_array_header_2_0
        shape, _fortran, dtype = header(handle)
    except (ValueError, OSError, EOFError) as exc:
        raise BadInputError(f"{where}: not a readable .npy array ({exc}); expected {what}") \
            from None
    if dtype.hasobject:
        raise BadInputError(f"{where}: holds Python objects (pickled data); expected {what} of "
                            "numbers")
    count = 1
    for d in shape:
        count *= int(d)
    size = count * dtype.itemsize
    if size > limit:
        raise BadInputError(f"{where}: declares {size:,} bytes of data; expected {what} of at "
                            f"most {limit:,} bytes")
    if size > available:
        raise BadInputError(f"{where}: declares {size:,} bytes of data but holds "
                            f"{available:,}; the file is truncated")


def load_npy(path: str | os.PathLike[str], what: str, limit: int = MAX_ARRAY_BYTES) -> np.ndarray:
    """A .npy array (no pickles) whose header is checked against ``limit`` and the file's
    size before its data is read."""
    size = regular_file(path, what, limit + 2**20)
    try:
        with open(path, "rb") as handle:
            _declared(handle, str(path), what, size, limit)
        return np.load(path, allow_pickle=False)
    except (OSError, ValueError, EOFError) as exc:
        raise BadInputError(f"{path}: not a readable .npy array ({exc}); expected {what}") \
            from None


def load_npz(path: str | os.PathLike[str], what: str, limit: int = MAX_ARRAY_BYTES
             ) -> dict[str, np.ndarray]:
    """Every member of a .npz archive (no pickles), each header checked against the
    members' declared sizes and, all together, ``limit`` before any is decompressed."""
    regular_file(path, what, limit)
    out: dict[str, np.ndarray] = {}
    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
            total = sum(m.file_size for m in members)
            if total > limit:
                raise BadInputError(f"{path}: its members unpack to {total:,} bytes; expected "
                                    f"{what} of at most {limit:,} bytes")
            for member in members:
                key = member.filename[:-4] if member.filename.endswith(".npy") else \
                    member.filename
                with archive.open(member) as handle:
                    _declared(handle, f"{path}: {key}", what, member.file_size, limit)
                with archive.open(member) as handle:
                    out[key] = np.lib.format.read_array(handle, allow_pickle=False)
    except (OSError, ValueError, EOFError, zipfile.BadZipFile, NotImplementedError) as exc:
        raise BadInputError(f"{path}: not a readable .npz archive ({exc}); expected {what}") \
            from None
    return out


__all__ = ["MAX_ARRAY_BYTES", "MAX_MODEL_BYTES", "MAX_TEXT_BYTES", "load_npy", "load_npz",
           "read_bytes", "read_text", "regular_file"]
