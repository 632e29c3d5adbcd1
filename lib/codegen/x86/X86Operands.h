//===- X86Operands.h - Operands and forms for the X86 disassembler -*- C++ -*-===//
//
// How the X86 disassembler decodes an instruction's operands and which
// ModR/M bytes select it:
//
//  * the operand encodings and types (X86OperandKinds.def);
//  * what each operand record decodes to in each role (X86Operands.def);
//  * the instruction forms: their ModR/M filter, opcode span and the
//    roles of their operands (X86DecodeForms.def);
//  * describeOperands, which assigns an encoding and a type to each
//    operand of an instruction.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace tblgen::codegen::x86 {

/// How an operand is encoded (ENCODING_...).
enum class OperandEncoding : uint8_t {
#define X86_OPERAND_ENCODING(Name) Name,
#include "codegen/x86/X86OperandKinds.def"
  NumEncodings
};

/// What an operand is (TYPE_...).
enum class OperandType : uint8_t {
#define X86_OPERAND_TYPE(Name) Name,
#include "codegen/x86/X86OperandKinds.def"
  NumTypes
};

std::string_view encodingName(OperandEncoding E);
std::string_view typeName(OperandType T);

/// One operand slot of an instruction specifier.
struct OperandSpec {
  OperandEncoding Encoding = OperandEncoding::ENCODING_NONE;
  OperandType Type = OperandType::TYPE_NONE;
  bool operator==(const OperandSpec &) const = default;
};

/// The decoder's fixed number of operand slots.
inline constexpr unsigned MaxOperands = 6;
using OperandSpecs = std::array<OperandSpec, MaxOperands>;

/// The ModR/M bytes an instruction accepts, as a 256-bit set.
struct ModRMSet {
  uint64_t Words[4] = {};
  bool contains(unsigned B) const { return Words[B >> 6] >> (B & 63) & 1; }
  void insert(unsigned B) { Words[B >> 6] |= uint64_t(1) << (B & 63); }
};

/// An instruction form (FormBits) as the disassembler sees it.
struct FormInfo {
  std::string_view Name;
  ModRMSet Accepts;  ///< the ModR/M bytes its instructions accept
  uint8_t Span = 1;  ///< consecutive opcodes one instruction occupies
  uint8_t NumSteps = 0;
  /// The operand roles in order (see X86DecodeForms.def); packed Step values.
  std::array<uint8_t, 8> Steps{};
};

/// The form with this FormBits value, or null when the disassembler has
/// no such form (Pseudo included).
const FormInfo *formInfo(unsigned Value);

/// One operand of an instruction, as describeOperands reads it.
struct OperandInput {
  std::string_view RecordName; ///< the operand's record ("GR32", "i32mem")
  int TiedTo = -1;             ///< the operand its first part is tied to
};

/// The instruction fields the operand encodings depend on.
struct OperandRules {
  uint8_t OpSize = 0;   ///< OpSizeBits: 1 = OpSize16, 2 = OpSize32
  bool W = false;       ///< REX.W
  uint8_t CD8Scale = 0; ///< EVEX compressed displacement scale (0: none)
  bool Vvvv = false;    ///< an operand in VEX.vvvv
  bool Mask = false;    ///< an EVEX write mask operand
  bool NDD = false;     ///< map 4 with EVEX.B and VEX.vvvv: a new data destination
};

/// Fills Out with the encoding and type of each operand of an instruction
/// of form Form. Returns false with Error set (llvm-tblgen's message) when
/// an operand record has no meaning in its role or the operands do not fit
/// the form.
bool describeOperands(const FormInfo &Form, std::span<const OperandInput> Ops,
                      const OperandRules &Rules, OperandSpecs &Out, std::string &Error);

} // namespace tblgen::codegen::x86
