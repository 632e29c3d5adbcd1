//===- InstEncoding.h - Instruction encodings for the MC backends -*- C++ -*-===//
//
// What -gen-emitter and -gen-disassembler share about how instructions are
// encoded:
//
//  * the hardware modes (HwMode records) numbered as llvm-tblgen numbers
//    them: DefaultMode is 0, the others 1..N in record-name order; and the
//    mode -> object lists of HwModeSelect records (EncodingByHwMode);
//  * the encoding record(s) of an instruction: the instruction itself, or
//    the objects of its EncodingInfos selection, one per mode;
//  * the bits of an encoding's Inst field as the backends see them. A target
//    whose InstrInfo sets isLittleEndianEncoding has every encoding read
//    with its bit order reversed (llvm-tblgen rewrites the records in place;
//    here the reversal is a view, computed once per record).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/FieldSlot.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tblgen {

class Init;
class Record;
class RecordKeeper;

namespace encoding {

/// The id of the implicit default hardware mode.
inline constexpr unsigned DefaultMode = 0;

/// Hardware modes and mode selections of a target.
class HwModeTable {
public:
  /// Reads every HwMode (checking its predicate list) and every
  /// HwModeSelect (checking its Modes and Objects lists).
  explicit HwModeTable(const RecordKeeper &Records);

  /// The id of mode record Mode (DefaultMode for the record of that name).
  unsigned idOf(const Record *Mode) const;
  /// The record name of mode Id ("DefaultMode" for 0).
  std::string_view name(unsigned Id) const;
  /// Number of ids, the default mode included.
  unsigned numIds() const { return unsigned(Modes.size()) + 1; }

  /// The (mode id, object) pairs of a HwModeSelect record, ordered by mode
  /// id; when a mode is listed twice its first object is kept.
  std::vector<std::pair<unsigned, const Record *>> select(const Record *Select) const;

private:
  std::vector<const Record *> Modes; ///< Modes[Id - 1]
  std::unordered_map<const Record *, unsigned> Ids;
};

/// A bit of an Inst field: either fixed, unknown ('?') or bit Bit of the
/// field named Field.
struct EncodingBit {
  enum Kind : uint8_t { Zero, One, Unset, Operand, Other } K = Unset;
  unsigned Bit = 0;
  std::string_view Field;
};

/// The Inst bits of encoding records, reversed for little-endian targets.
class EncodingBits {
public:
  /// Reads the target's InstrInfo; on a little-endian target, checks every
  /// InstructionEncoding record as llvm-tblgen does before reversing it.
  EncodingBits(const RecordKeeper &Records, const Record *Target);

  /// The Inst bits of Encoding, bit 0 first (a fatal error when Inst is not
  /// a bits value).
  std::vector<const Init *> bitsOf(const Record *Encoding) const;

  /// Classifies one bit of an Inst field.
  static EncodingBit classify(const Init *Bit);

private:
  bool LittleEndian = false;
  std::unordered_set<const Record *> Reversed;
  /// bitsOf's read of Inst (one thread).
  mutable codegen::FieldSlot InstSlot{"Inst"};
};

/// The encodings an instruction has: {DefaultMode, Instr} for an ordinary
/// one, or the (mode, encoding record) pairs of its EncodingInfos.
std::vector<std::pair<unsigned, const Record *>>
encodingsOf(const Record *Instr, const HwModeTable &Modes, bool &ByHwMode);

/// V in lower-case hexadecimal with a "0x" prefix and no leading zeros,
/// padded with zeros to MinWidth characters (prefix included) when given:
/// how the encoding backends print masks, opcodes and field values.
std::string hex(uint64_t V, unsigned MinWidth = 0);

} // namespace encoding
} // namespace tblgen
