//===- AsmWriterInst.h - An asm string cut into printing steps --*- C++ -*-===//
//
// -gen-asm-writer turns each instruction's asm string (one variant of it)
// into a list of steps the generated printer performs in order: emit some
// literal text, call an operand's print method, or run a fixed statement
// (the closing "return;"). Steps compare equal when they would generate the
// same code, which is what lets the backend share switch cases between
// instructions.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tblgen {
namespace codegen {
struct Instruction;
class InstructionSet;
} // namespace codegen

namespace asmwriter {

/// One thing the printer does.
struct PrintStep {
  enum Kind : uint8_t {
    Text,      ///< Str is literal text, already escaped for a C++ literal
    Call,      ///< Str is a print method called on an operand
    Statement, ///< Str is a C++ statement copied as is
  };
  /// Operand number meaning "no operand" (a ${:modifier} call).
  static constexpr unsigned NoOperand = ~0u;

  Kind K = Text;
  std::string Str;
  unsigned MIOperand = NoOperand; ///< Call: the MachineInstr operand
  std::string Modifier;           ///< Call: from ${op:modifier}
  bool PCRel = false;             ///< Call: the method also takes Address

  static PrintStep text(std::string S) { return {Text, std::move(S), NoOperand, {}, false}; }
  static PrintStep statement(std::string S) {
    return {Statement, std::move(S), NoOperand, {}, false};
  }

  /// The C++ code that performs the step ("printOperand(MI, 0, O);").
  std::string code(bool PassSubtarget) const;

  bool operator==(const PrintStep &O) const {
    if (K != O.K || Str != O.Str)
      return false;
    return K != Call || (MIOperand == O.MIOperand && Modifier == O.Modifier && PCRel == O.PCRel);
  }
};

/// The steps that print one instruction.
struct PrintedInstr {
  const codegen::Instruction *Instr = nullptr;
  unsigned EnumIndex = 0; ///< position in the target's instruction enum
  std::vector<PrintStep> Steps;
};

/// Cuts the asm string of I (variant Variant) into steps, the last being
/// "return;". Reports malformed strings ('$' with no name, unclosed '${',
/// unknown operand, bad escape) as fatal errors at the instruction.
std::vector<PrintStep> parseAsmString(const codegen::InstructionSet &Set,
                                      const codegen::Instruction &I, unsigned Variant);

/// Resolves C escapes (\n, \t, \", \\, ...) in a text step's string: the
/// bytes the generated string table holds.
std::string unescapeText(const std::string &S);

} // namespace asmwriter
} // namespace tblgen
