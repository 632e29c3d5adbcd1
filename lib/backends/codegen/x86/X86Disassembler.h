//===- X86Disassembler.h - -gen-disassembler for X86 ------------*- C++ -*-===//
#pragma once

namespace tblgen {

class OStream;
class Record;
class RecordKeeper;

/// Writes the X86 disassembler's tables (what -gen-disassembler writes for
/// a target named X86), after the file header: the operand sets, the
/// instruction specifiers, the prefix-mask to context table, the ModR/M
/// table and the decision table of each opcode map. Target is the target
/// record (a decoding conflict is reported at it).
void emitX86DisassemblerTables(const RecordKeeper &Records, const Record *Target, OStream &OS);

} // namespace tblgen
