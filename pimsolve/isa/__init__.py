"""The PIM instruction set (seeds/pim-isa.txt): one definition table and its three spellings.

In: per-core lists of :class:`Instruction` values (built by ``schedule`` with :func:`make`), or
files. Out: text assembly (``.s``, one instruction per line), fixed-length 32/64-bit binary
images, and pimsim-nn's gzipped JSON instruction file. Every spelling reads back to equal
``Instruction`` values; docs/isa.md describes the syntax, the binary layouts and the JSON fields.

* ``spec``        the definition table: ``OPS`` (mnemonic -> OpSpec), operand kinds and ranges
* ``instruction`` the ``Instruction`` value, ``make`` and ``check_operands``
* ``asm``         text assembly: format / parse (fast enough for programs of millions of lines)
* ``binary``      32/64-bit encodings: ``layout``, ``encode``, ``decode``, whole programs
* ``pimsim``      ``export_pimsim`` / ``load_pimsim``

To add an instruction:

1. add its row to ``_TABLE`` in ``pimsolve/isa/spec.py`` (mnemonic, class, operands in the ISA's
   order, offset scale, summary), or to ``_EXTENSIONS`` if it is not in the base ISA (it is then
   marked ``extension=True``, and the pimsim-nn export refuses it) -- assembly, both binary
   layouts and the pimsim-nn export follow from the row;
2. give it semantics in ``pimsolve.sim`` (and, if it has an offset_value without select bits,
   the register it applies to in ``pimsim.IMPLIED_SELECT``); docs/isa.md lists the new row.
"""

from pimsolve.isa.asm import (
    format_instruction,
    format_program,
    parse_line,
    parse_program,
    read_program,
    signature,
    write_program,
)
from pimsolve.isa.binary import (
    ENCODINGS,
    Field,
    decode,
    decode_program,
    encode,
    encode_program,
    layout,
    read_binary,
    write_binary,
)
from pimsolve.isa.instruction import Instruction, check_operands, make
from pimsolve.isa.pimsim import PimsimImage, export_pimsim, load_pimsim
from pimsolve.isa.spec import (
    NUM_REGISTERS,
    OPS,
    OPS_BY_OPCODE,
    Kind,
    OpClass,
    Operand,
    OpSpec,
    operand_range,
)

__all__ = [
    "ENCODINGS",
    "NUM_REGISTERS",
    "OPS",
    "OPS_BY_OPCODE",
    "Field",
    "Instruction",
    "Kind",
    "OpClass",
    "OpSpec",
    "Operand",
    "PimsimImage",
    "check_operands",
    "decode",
    "decode_program",
    "encode",
    "encode_program",
    "export_pimsim",
    "format_instruction",
    "format_program",
    "layout",
    "load_pimsim",
    "make",
    "operand_range",
    "parse_line",
    "parse_program",
    "read_binary",
    "read_program",
    "signature",
    "write_binary",
    "write_program",
]
