//===- AsmWriter.h - Pieces of -gen-asm-writer shared between files -*- C++ -*-===//
//
// The -gen-asm-writer backend is split by the functions it generates:
// AsmWriter.cpp writes getMnemonic, printInstruction and getRegisterName;
// AsmWriterAliases.cpp writes printAliasInstr and its helpers. This header
// holds what both read: the selected AsmWriter def and the target.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace codegen {
class InstructionSet;
class RegisterBank;
} // namespace codegen

namespace asmwriter {

/// The target and the AsmWriter def the run prints for.
struct WriterSettings {
  const Record *TargetDef = nullptr;
  std::string TargetName;
  const Record *Writer = nullptr; ///< the AssemblyWriters entry selected
  unsigned Variant = 0;           ///< which {a|b|c} alternative to print
  /// The printer class is TargetName + ClassName ("XCoreInstPrinter").
  std::string className() const;
  /// Whether print methods take the MCSubtargetInfo (read when needed, as
  /// llvm-tblgen reads it).
  bool passSubtarget() const;
};

/// Writes the PRINT_ALIAS_INSTR section: printAliasInstr with its pattern
/// tables, printCustomAliasOperand and the MCOperand validator. Numbered
/// lists the target's instructions in enum order (indices into Set).
void writeAliasPrinter(const RecordKeeper &Records, const codegen::InstructionSet &Set,
                       const std::vector<unsigned> &Numbered, codegen::RegisterBank &Bank,
                       const WriterSettings &W, OStream &OS);

} // namespace asmwriter
} // namespace tblgen
