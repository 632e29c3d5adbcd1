//===- DecoderEncoding.h - Encodings as the disassembler reads them -*- C++ -*-===//
//
// -gen-disassembler's view of one encoding (an instruction, one of its
// EncodingByHwMode objects, or an AdditionalEncoding): which bits are known
// (0/1) and which may be ignored (SoftFail), the decoder method or, for a
// generated decoder, where each operand's value lives in the instruction
// word, and the C++ text of that decoder.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {

class Init;
class Record;
class RecordVal;

namespace codegen {
class EncodingModel;
class InstructionSet;
struct Instruction;
} // namespace codegen

namespace decoder {

/// A bit of an encoding: unknown, 0 or 1.
enum class Bit : int8_t { Unknown = -1, Zero = 0, One = 1 };

/// Options of the decoder emitter that change the decoders' text.
struct DecoderOptions {
  bool IgnoreNonDecodable = false;
  bool IgnoreFullyDefined = false;
  bool FnTable = false;
};

/// A range of instruction bits that holds bits [Offset, Offset+Width) of an
/// operand's value.
struct OperandField {
  unsigned Base, Width, Offset;
};

/// How one MachineInstr operand is decoded.
struct OperandDecode {
  std::string Name;
  std::string Decoder; ///< operand decoder method, or empty
  bool HasCompleteDecoder = true;
  bool HasNoEncoding = false;
  std::optional<uint64_t> InitValue; ///< constant bits of the operand
  std::vector<OperandField> Fields;
  const Record *Type = nullptr;
};

/// One parsed encoding.
struct DecoderEncoding {
  const Record *Def = nullptr;   ///< the encoding record
  const codegen::Instruction *Instr = nullptr;
  unsigned Opcode = 0;           ///< the instruction's enum value
  std::string Name;              ///< "Enc:Instr" or "Instr"
  std::string Namespace;         ///< DecoderNamespace
  std::string DecoderMethod;
  bool HasCompleteDecoder = true;
  std::vector<Bit> Bits;         ///< Inst, bit 0 first, Size*8 of them
  std::vector<bool> SoftFail;    ///< bits that may differ
  std::vector<OperandDecode> Operands;

  unsigned width() const { return unsigned(Bits.size()); }
  /// The bits that must match (SoftFail bits read as unknown).
  Bit mandatory(unsigned I) const { return SoftFail[I] ? Bit::Unknown : Bits[I]; }
};

/// What parsing can keep from one encoding to the next: the decoder of
/// each operand type record.
struct EncodingCache {
  std::unordered_map<const Record *, OperandDecode> OperandTypes;
  /// A field of every encoding record, its position remembered: a hit is a
  /// pointer compare, anything else Record::getValue by name.
  struct FieldAt {
    std::string_view Name;
    const Init *NameInit = nullptr;
    unsigned Hint = 0;
    const RecordVal *get(const Record *R);
  };
  FieldAt Inst{"Inst"}, Size{"Size"}, SoftFail{"SoftFail"}, Namespace{"DecoderNamespace"},
      Method{"DecoderMethod"}, Complete{"hasCompleteDecoder"};
};

/// Parses Def (the encoding of Instr, enum value Opcode). Reports
/// llvm-tblgen's errors (fatal ones for malformed Size or SoftFail).
DecoderEncoding parseEncoding(const codegen::InstructionSet &Set, const codegen::Instruction &Instr,
                              const Record *Def, unsigned Opcode,
                              const codegen::EncodingModel &Model,
                              EncodingCache *Cache = nullptr);

/// The C++ statements that decode Enc (indented for decodeToMCInst, or for
/// a function of its own with FnTable); reports operands that cannot be
/// decoded unless the options say to ignore them.
std::string decoderText(const DecoderEncoding &Enc, const DecoderOptions &Opts);

} // namespace decoder
} // namespace tblgen
