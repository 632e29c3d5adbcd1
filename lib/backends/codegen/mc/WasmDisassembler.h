//===- WasmDisassembler.h - -gen-disassembler for WebAssembly ---*- C++ -*-===//
#pragma once

namespace tblgen {

class OStream;
class RecordKeeper;

/// Writes the WebAssembly disassembler's tables (what -gen-disassembler
/// writes for a target named WebAssembly), after the file header: one
/// opcode table per prefix byte, the shared operand-type table and the
/// table of prefixes.
void emitWasmDisassemblerTables(const RecordKeeper &Records, OStream &OS);

} // namespace tblgen
