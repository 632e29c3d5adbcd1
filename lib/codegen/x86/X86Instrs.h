//===- X86Instrs.h - The X86 instruction encoding model ---------*- C++ -*-===//
//
// What the X86-specific backends (fold tables, mnemonic tables, instruction
// mappings, the disassembler tables) read of an X86 instruction record: a
// compact summary of its encoding fields, read once per target and shared.
//
//  * Every def deriving from the target's X86Inst class gets an X86Instr:
//    opcode byte, form (X86Forms.def), opcode map, mandatory prefix,
//    encoding space, operand/address size overrides, forced prefix kind,
//    CD8 scale and the bit fields of X86Fields.def (REX.W, VEX/EVEX bits,
//    codegen-only, force-disassemble, ...).
//  * The instructions are kept in the target's opcode enum order; each
//    refers to its codegen::Instruction (operands, flags, asm string).
//  * Operand records (register classes, register operands, memory and
//    immediate operands) are classified once, with their sizes.
//
// Building the model reports no error: a field an instruction lacks (or
// holds as another kind of value) is noted, and the backends call
// X86Target::require / requireAll where llvm-tblgen reads the fields, which
// reports llvm-tblgen's message for the first such field (X86Fields.def
// order). The model takes no backend option: the asm variant a mnemonic is
// read in is the caller's.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace codegen::x86 {

//===----------------------------------------------------------------------===//
// Enumerations (X86Forms.def, X86Fields.def)
//===----------------------------------------------------------------------===//

/// An instruction form: the value of a Format record.
enum class Form : uint8_t {
#define X86_FORM(Name, Value, Class, Partner) Name = Value,
#include "codegen/x86/X86Forms.def"
};

/// What the r/m operand of a form is.
enum class FormClass : uint8_t { None, Reg, Mem };

/// The opcode map (class Map).
enum class OpMap : uint8_t {
#define X86_MAP(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The mandatory prefix (class Prefix).
enum class OpPrefix : uint8_t {
#define X86_PREFIX(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The encoding space (class Encoding).
enum class OpEncoding : uint8_t {
#define X86_ENCODING(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The operand-size override (class OperandSize).
enum class OpSize : uint8_t {
#define X86_OPSIZE(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The address-size override (class AddressSize).
enum class AdSize : uint8_t {
#define X86_ADSIZE(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The prefix kind an instruction forces (class ExplicitOpPrefix).
enum class ExplicitPrefix : uint8_t {
#define X86_EXPLICIT(Name, Value) Name = Value,
#include "codegen/x86/X86Fields.def"
};

/// The numeric fields of an instruction record the model keeps.
enum class X86Byte : uint8_t {
#define X86_BYTE(Name, Field) Name,
#include "codegen/x86/X86Fields.def"
  NumBytes
};

/// The bit fields of an instruction record the model keeps.
enum class X86Bit : uint8_t {
#define X86_BIT(Name, Field) Name,
#include "codegen/x86/X86Fields.def"
  NumBits
};

/// Whether Value is the value of a known form.
bool isForm(uint8_t Value);
/// The form's record name ("MRMSrcMem"); empty for an unknown value.
std::string_view formName(uint8_t Value);
/// What the r/m operand of form Value is (None for an unknown value).
FormClass formClass(uint8_t Value);
/// For a register form, the memory form it folds into; for a memory form,
/// the register form it unfolds to; Form::Pseudo when there is none.
Form foldPartner(uint8_t Value);

/// The record names of the enumerators ("T_MAP4", "XS", "EncEVEX", ...).
std::string_view opMapName(OpMap M);
std::string_view opPrefixName(OpPrefix P);
std::string_view opEncodingName(OpEncoding E);
std::string_view opSizeName(OpSize S);
std::string_view adSizeName(AdSize S);
std::string_view explicitPrefixName(ExplicitPrefix P);

/// The record field a byte or bit of the model is read from ("OpMapBits").
std::string_view fieldName(X86Byte B);
std::string_view fieldName(X86Bit B);

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

/// The encoding summary of one X86 instruction.
struct X86Instr {
  const Record *Def = nullptr;
  /// The instruction's index in codegen::getInstructionSet.
  unsigned Index = 0;
  /// Its value in the target's opcode enum.
  unsigned EnumValue = 0;
  uint8_t Bytes[unsigned(X86Byte::NumBytes)] = {};
  uint32_t Bits = 0;
  /// The fields the record lacks or holds as another kind of value: bit K
  /// for the K-th field of X86Fields.def (read as 0).
  uint64_t Missing = 0;

  /// A numeric field as the record holds it (bits<N>, unset bits as 0).
  uint8_t byte(X86Byte B) const { return Bytes[unsigned(B)]; }
  /// A bit field.
  bool has(X86Bit B) const { return Bits >> unsigned(B) & 1; }

  uint8_t opcode() const { return byte(X86Byte::Opcode); }
  /// The form value; may be no known form (isForm) in a malformed target.
  uint8_t formValue() const { return byte(X86Byte::Form); }
  Form form() const { return Form(formValue()); }
  OpMap map() const { return OpMap(byte(X86Byte::Map)); }
  OpPrefix prefix() const { return OpPrefix(byte(X86Byte::Prefix)); }
  OpEncoding encoding() const { return OpEncoding(byte(X86Byte::Encoding)); }
  OpSize operandSize() const { return OpSize(byte(X86Byte::OperandSize)); }
  AdSize addressSize() const { return AdSize(byte(X86Byte::AddressSize)); }
  ExplicitPrefix explicitPrefix() const { return ExplicitPrefix(byte(X86Byte::Explicit)); }
  /// The compressed-displacement scale (0 outside EVEX).
  uint8_t cd8Scale() const { return byte(X86Byte::CD8Scale); }

  /// What its r/m operand is.
  FormClass formClass() const { return x86::formClass(formValue()); }
  /// Whether the disassembler decodes it: not a pseudo form, not
  /// asm-parser-only, and not codegen-only unless forced to disassemble.
  bool isDecodable() const {
    return form() != Form::Pseudo && (!has(X86Bit::CodeGenOnly) || has(X86Bit::ForceDisassemble)) &&
           !has(X86Bit::AsmParserOnly);
  }
};

/// What an operand record of an X86 instruction is.
struct OperandClass {
  enum Kind : uint8_t {
    Register,  ///< a RegisterClass or RegisterOperand
    Memory,    ///< an Operand whose OperandType is OPERAND_MEMORY
    Immediate, ///< an Operand whose OperandType is OPERAND_IMMEDIATE
    Other,     ///< anything else (other operands, pointer classes, ...)
  };
  Kind K = Other;
  /// Register: the register class's Alignment (bits). Memory: an
  /// X86MemOperand's Size (bits), 0 for other memory operands.
  unsigned Size = 0;
  /// Immediate: the operand's Type record.
  const Record *ImmType = nullptr;
};

/// The X86 instructions of a target.
class X86Target {
public:
  /// Reads every X86Inst def of Records (noting malformed fields).
  explicit X86Target(const RecordKeeper &Records);
  ~X86Target();
  X86Target(const X86Target &) = delete;
  X86Target &operator=(const X86Target &) = delete;

  /// The X86 instructions in the opcode enum order.
  std::span<const X86Instr> instrs() const { return Instrs; }
  /// The summary of Def, or null when Def is no X86 instruction.
  const X86Instr *find(const Record *Def) const;

  /// All instructions of the target (X86 or not), as codegen reads them.
  const InstructionSet &instructionSet() const { return *Set; }
  /// The codegen instruction of I (operands, flags, asm string).
  const Instruction &instruction(const X86Instr &I) const { return (*Set)[I.Index]; }
  /// The operands of I.
  std::span<const InstrOperand> operands(const X86Instr &I) const {
    return Set->operands(instruction(I));
  }

  /// The class of an operand record (classified once; records not used
  /// by an X86 instruction are classified on the spot).
  OperandClass classify(const Record *Op) const;

  /// Reports llvm-tblgen's fatal error at I's record when it lacks field B
  /// (or holds it as another kind of value); does nothing otherwise.
  void require(const X86Instr &I, X86Byte B) const;
  void require(const X86Instr &I, X86Bit B) const;
  /// The same for every field, in X86Fields.def order: what llvm-tblgen
  /// checks when it reads an instruction's encoding summary.
  void requireAll(const X86Instr &I) const;

private:
  const InstructionSet *Set;
  std::vector<X86Instr> Instrs;
  std::unordered_map<const Record *, unsigned> ByDef;
  std::unordered_map<const Record *, OperandClass> Operands;
};

/// The X86 model of Records, built on first use and kept on the keeper.
const X86Target &getX86Target(const RecordKeeper &Records);

/// Classifies an operand record (see OperandClass), reading its fields.
OperandClass classifyOperand(const Record *Op);

/// The mnemonic of an instruction in asm variant Variant, upper-cased: the
/// asm string up to its first tab, its first "${cond}" read as "CC" (so the
/// condition-code families share one mnemonic).
std::string mnemonic(const Instruction &I, unsigned Variant);

} // namespace codegen::x86
} // namespace tblgen
