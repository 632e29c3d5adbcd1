//===- InstAlias.h - Reading InstAlias records -----------------*- C++ -*-===//
//
// An InstAlias names an instruction and binds each of its operands (each
// sub-operand, when the alias spells a complex operand out) to a named
// alias operand, an immediate or a fixed register. readInstAlias reads one
// and checks it against its instruction with llvm-tblgen's
// CodeGenInstAlias checks (and messages); the asm writer and the asm
// matcher share it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"

#include "tblgen/Record.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tblgen::codegen {

class RegisterBank;

/// What one MachineInstr operand (or a whole complex operand) of the
/// result instruction is bound to.
struct AliasArg {
  enum Kind : uint8_t { Named, Imm, Reg } K = Named;
  std::string Name;              ///< Named: the $name
  const Record *Rec = nullptr;   ///< Named: its class/operand; Reg: register (null: none)
  int64_t Value = 0;             ///< Imm

  /// MachineInstr operands it stands for.
  unsigned miOperands() const {
    if (K != Named || !Rec->isSubClassOf("Operand"))
      return 1;
    unsigned N = Rec->getValueAsDag("MIOperandInfo")->getNumArgs();
    return N ? N : 1;
  }
};

/// An InstAlias record, read and checked against its result instruction.
struct InstAlias {
  const Record *Def = nullptr;
  int Priority = 0;
  const DagInit *Result = nullptr;
  std::string AsmString;
  const Instruction *Target = nullptr;
  std::vector<AliasArg> Args;
  /// Per argument: the result instruction's operand it binds and the
  /// sub-operand (-1 for the whole operand).
  std::vector<std::pair<unsigned, int>> ArgOperand;
};

/// Reads alias Def (fatal errors as llvm-tblgen's CodeGenInstAlias).
InstAlias readInstAlias(const InstructionSet &Set, RegisterBank &Bank, const Record *Def);

/// Whether operand K of I is a tied copy that aliases leave out (tied to
/// an operand of the same type).
bool isSkippedAliasTie(const InstructionSet &Set, const Instruction &I, unsigned K);

} // namespace tblgen::codegen
