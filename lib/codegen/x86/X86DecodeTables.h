//===- X86DecodeTables.h - The X86 disassembler's decode tables -*- C++ -*-===//
//
// The tables the X86 disassembler decodes with, before they are printed:
//
//  * a specifier per instruction (by opcode enum value): its name, its own
//    context and its operands' encodings and types;
//  * per opcode map, context and opcode byte, a cell of 256 instruction
//    numbers, one per ModR/M byte (0: no instruction).
//
// Most cells are empty: the cells in use live in one pool, reached through
// a dense index (map, context, opcode) -> pool slot.
//
// buildDecodeTables reads the target's instructions into these tables the
// way llvm-tblgen's X86 disassembler emitter does, with its conflict
// resolution: where two instructions claim a ModR/M byte, the one whose own
// context ranks higher keeps it; two of the same context conflict.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/x86/X86Contexts.h"
#include "codegen/x86/X86Operands.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class RecordKeeper;
} // namespace tblgen

namespace tblgen::codegen::x86 {

/// The opcode maps, in the order the disassembler's tables are printed.
inline constexpr unsigned NumOpcodeMaps = 12;

/// The cells of one (map, context, opcode): an instruction number per
/// ModR/M byte.
using ModRMCell = std::array<uint16_t, 256>;

class DecodeTables {
public:
  /// What the tables say about one instruction.
  struct Specifier {
    std::string_view Name; ///< empty for instructions never decoded
    Context Own = IC;
    OperandSpecs Operands;
  };

  explicit DecodeTables(unsigned NumInstructions);

  unsigned numInstructions() const { return unsigned(Specs.size()); }
  const Specifier &specifier(unsigned UID) const { return Specs[UID]; }
  Specifier &specifier(unsigned UID) { return Specs[UID]; }

  /// Claims, for instruction UID, the ModR/M bytes Accepts of the opcodes
  /// [First, First + Count) of Map in every context of Contexts. Conflicts
  /// are appended to ConflictLog in llvm-tblgen's words.
  void place(unsigned UID, unsigned Map, unsigned First, unsigned Count, const ModRMSet &Accepts,
             const ContextSet &Contexts, std::string &ConflictLog);

  /// The cell of (Map, Ctx, Opcode), or null when no instruction claimed it.
  const ModRMCell *cell(unsigned Map, unsigned Ctx, unsigned Opcode) const {
    uint32_t Slot = Index[slotOf(Map, Ctx, Opcode)];
    return Slot ? &Pool[Slot - 1] : nullptr;
  }

  bool hasConflicts() const { return Conflicts; }

private:
  static size_t slotOf(unsigned Map, unsigned Ctx, unsigned Opcode) {
    return (size_t(Map) * NumContexts + Ctx) * 256 + Opcode;
  }
  void claim(ModRMCell &Cell, unsigned UID, unsigned Opcode, const uint8_t *Bytes, unsigned NumBytes,
             std::string &ConflictLog);

  std::vector<Specifier> Specs;
  /// Pool slot + 1 per (map, context, opcode); 0 for an empty cell.
  std::vector<uint32_t> Index;
  std::vector<ModRMCell> Pool;
  bool Conflicts = false;
};

/// Reads every instruction of the target (an X86 target: records deriving
/// from X86Inst) into Tables, in opcode enum order. Malformed instructions
/// are fatal errors; conflicts are printed to stderr as llvm-tblgen prints
/// them and leave Tables.hasConflicts() set.
void buildDecodeTables(const RecordKeeper &Records, DecodeTables &Tables);

} // namespace tblgen::codegen::x86
