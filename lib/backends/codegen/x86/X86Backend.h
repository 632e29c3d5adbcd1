//===- X86Backend.h - What the X86 table backends share ---------*- C++ -*-===//
//
// The X86-only backends (-gen-x86-fold-tables, -gen-x86-mnemonic-tables,
// -gen-x86-instr-mapping) read the X86 instruction model
// (codegen/x86/X86Instrs.h) after the checks llvm-tblgen's target model makes
// when it is built, and some of them read mnemonics in the asm variant of
// the writer -asmwriternum selects.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/x86/X86Instrs.h"

namespace tblgen {

class BackendContext;
class RecordKeeper;

namespace x86tables {

/// The checks of building the target model: exactly one Target def, and
/// the records the model reads on construction (fatal errors otherwise).
void checkTarget(const RecordKeeper &Records);

/// The Variant of the target's asm writer number -asmwriternum (0 by
/// default); a fatal error when the target has no such writer.
unsigned selectAsmVariant(const RecordKeeper &Records, const BackendContext &Ctx);

} // namespace x86tables
} // namespace tblgen
