//===- Encoding.h - The instruction encoding model --------------*- C++ -*-===//
//
// How a target's instructions are encoded, as its records describe it. The
// code emitter (-gen-emitter) and the disassembler (-gen-disassembler) both
// read this model; it knows nothing of either.
//
//  * Hardware modes of the encodings: DefaultMode is 0, the HwMode records
//    1..N in record-name order; a HwModeSelect (EncodingByHwMode) gives an
//    encoding record per mode.
//  * The encodings of an instruction: the instruction record itself, or the
//    objects of its EncodingInfos selection, one per mode.
//  * A fixed-length encoding: the bits of its Inst field, bit 0 first, each
//    one 0, 1, unset or a bit of a field. A target whose InstrInfo sets
//    isLittleEndianEncoding has every encoding read with its bit order
//    reversed (llvm-tblgen rewrites the records in place; here the reversal
//    is a view).
//  * A variable-length encoding: a dag Inst field. (ascend ...) and
//    (descend ...) list segments from the lowest bit up (descend from its
//    last argument), (operand "$name", N [, (encoder "f")] [, (decoder "f")])
//    and (slice "$name", Hi, Lo [, ...]) take bits of an operand, bits
//    literals are fixed.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/FieldSlot.h"

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tblgen {

class BitInit;
class BitsInit;
class DagInit;
class Init;
class Record;
class RecordKeeper;
class RecordVal;

namespace codegen {

class InstructionSet;
struct Instruction;

/// The id of the implicit default hardware mode.
inline constexpr unsigned DefaultMode = 0;

/// A bit of a fixed-length Inst field: 0, 1, unknown ('?'), bit Bit of the
/// field named Field, or anything else.
struct EncodingBit {
  enum Kind : uint8_t { Zero, One, Unset, Operand, Other } K = Unset;
  unsigned Bit = 0;
  std::string_view Field;
};

/// One piece of a variable-length encoding, in bit order.
struct EncodingSegment {
  unsigned Width = 0;
  /// Fixed bits (Bits, or the single Bit) when OperandName is empty.
  const BitsInit *Bits = nullptr;
  const BitInit *Bit = nullptr;
  std::string_view OperandName; ///< "$x" or "$x.sub"; empty for fixed bits
  unsigned LowBit = 0;          ///< first bit of the operand taken
  std::string_view Encoder;     ///< (encoder "...") given on the segment
  std::string_view Decoder;     ///< (decoder "...") given on the segment
};

/// A variable-length (dag) encoding read into segments.
struct VarLenEncoding {
  std::vector<EncodingSegment> Segments;
  unsigned Width = 0;
  bool HasOperands = false;
};

/// A (mode id, encoding record) pair.
using ModeEncoding = std::pair<unsigned, const Record *>;

/// The encoding model of a target.
class EncodingModel {
public:
  /// Reads every HwMode (checking its predicate list) and HwModeSelect
  /// (checking its Modes and Objects lists), then the target's InstrInfo; on
  /// a little-endian target, checks every InstructionEncoding record as
  /// llvm-tblgen does before reversing it.
  EncodingModel(const RecordKeeper &Records, const Record *Target);

  /// The id of mode record Mode (DefaultMode for the record of that name).
  unsigned modeId(const Record *Mode) const;
  /// The record name of mode Id ("DefaultMode" for 0).
  std::string_view modeName(unsigned Id) const;
  /// The (mode id, object) pairs of a HwModeSelect record, ordered by mode
  /// id; when a mode is listed twice its first object is kept.
  std::vector<ModeEncoding> select(const Record *Select) const;

  /// Whether instruction I is encoded at all: not a target-independent
  /// opcode, not a pseudo.
  static bool isEncoded(const Instruction &I);
  /// The encodings of an instruction: {DefaultMode, Instr} for an ordinary
  /// one, or the pairs of its EncodingInfos (ByHwMode is set then).
  std::vector<ModeEncoding> encodingsOf(const Record *Instr, bool &ByHwMode) const;
  /// The encoding of Instr in mode Mode: Instr itself without EncodingInfos,
  /// else the selection's object for Mode, or null.
  const Record *encodingIn(const Record *Instr, unsigned Mode) const;
  /// Whether some instruction of Set has a dag (variable-length) Inst.
  static bool isVariableLength(const InstructionSet &Set);

  /// The Inst bits of a fixed-length encoding, bit 0 first (a fatal error
  /// when Inst is not a bits value).
  std::vector<const Init *> bitsOf(const Record *Encoding) const;
  /// The number of those bits.
  unsigned fixedWidth(const Record *Encoding) const;
  /// Classifies one bit of a fixed-length Inst field.
  static EncodingBit classify(const Init *Bit);

  /// Reads the dag D of field Field (errors are reported at the field, as
  /// llvm-tblgen reports them).
  static VarLenEncoding readVarLen(const RecordVal *Field, const DagInit *D);
  /// Resolves an operand reference of a dag encoding ("$op", "$op.sub" or a
  /// sub-operand's own name) to (operand, sub-operand), with llvm-tblgen's
  /// errors at the instruction.
  static std::pair<unsigned, unsigned> operandOf(const InstructionSet &Set, const Instruction &I,
                                                 std::string_view Ref);

private:
  /// Encoding's Inst field as a bits value (a fatal error when it is not).
  const BitsInit *instBits(const Record *Encoding) const;

  std::vector<const Record *> Modes; ///< Modes[Id - 1]
  std::unordered_map<const Record *, unsigned> Ids;
  /// The encodings read bit-reversed (little-endian targets only).
  std::unordered_set<const Record *> Reversed;
  /// The fields read of every encoding (one thread).
  mutable FieldSlot InstSlot{"Inst"}, EncodingInfosSlot{"EncodingInfos"};
};

} // namespace codegen
} // namespace tblgen
