//===- VarLenEncoding.h - Variable-length (dag) encodings ---------*- C++ -*-===//
//
// A variable-length encoding is a dag Inst field: (ascend ...) and
// (descend ...) list segments from the lowest bit up (descend from its last
// argument), (operand "$name", N [, (encoder "f")] [, (decoder "f")]) and
// (slice "$name", Hi, Lo [, ...]) take bits of an operand, bits literals
// are fixed. -gen-emitter and -gen-disassembler read it into segments.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {

class BitInit;
class BitsInit;
class DagInit;
class RecordVal;
namespace codegen {
class InstructionSet;
struct Instruction;
} // namespace codegen

/// One piece of a variable-length encoding.
struct Segment {
  unsigned Width = 0;
  /// Fixed bits (Bits, or the single Bit) when OperandName is empty.
  const BitsInit *Bits = nullptr;
  const BitInit *Bit = nullptr;
  std::string_view OperandName; ///< "$x" or "$x.sub"; empty for fixed bits
  unsigned LowBit = 0;          ///< first bit of the operand taken
  std::string_view Encoder;     ///< (encoder "...") given on the segment
  std::string_view Decoder;     ///< (decoder "...") given on the segment
};

/// A parsed dag encoding.
struct VarLenEncoding {
  std::vector<Segment> Segments;
  unsigned Width = 0;
  bool HasOperands = false;
};

/// Parses the dag D of field Field (errors are reported at the field, as
/// llvm-tblgen reports them).
VarLenEncoding parseVarLenEncoding(const RecordVal *Field, const DagInit *D);

/// Resolves an operand reference of a dag encoding ("$op", "$op.sub" or a
/// sub-operand's own name) to (operand, sub-operand), with llvm-tblgen's
/// errors at the instruction.
std::pair<unsigned, unsigned> resolveOperandName(const codegen::InstructionSet &Set,
                                                 const codegen::Instruction &I,
                                                 std::string_view Ref);

} // namespace tblgen
