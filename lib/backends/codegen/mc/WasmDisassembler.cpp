//===- WasmDisassembler.cpp - -gen-disassembler for WebAssembly -----------===//
//
// What -gen-disassembler writes for a target named WebAssembly: one
// 256-entry table per opcode prefix byte, each entry the instruction
// decoded from that byte (its enum value, operand count and the start of its
// operand types in a shared OperandTable), a prefix marker or nothing; then
// the list of prefix tables.
//
// An opcode of up to 16 bits is <prefix byte, low byte>; a longer one is
// <bits 16-23, low 16 bits> (only entries below 256 are written). Only
// stack-based instructions fill an entry; among several with one opcode the
// one marked IsCanonical wins, else the one with the shortest asm string
// (the earliest in enum order on a tie).
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/WasmDisassembler.h"

#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <charconv>
#include <map>
#include <string_view>
#include <vector>

namespace tblgen {
namespace {

constexpr unsigned EntriesPerTable = 256;

/// The instruction an opcode decodes to (null until a stack-based one is
/// seen; the opcode's first instruction is kept to report it).
struct Entry {
  const codegen::Instruction *Chosen = nullptr;
  unsigned EnumValue = 0;
  const Record *FirstSeen = nullptr;
};

/// Prefix byte -> opcode within the prefix -> entry.
using OpcodeMap = std::map<unsigned, std::map<unsigned, Entry>>;

/// Whether Candidate should replace Held as the instruction of an opcode.
bool replaces(const codegen::Instruction &Held, const codegen::Instruction &Candidate) {
  if (Held.Def->getValueAsBit("IsCanonical"))
    return false;
  if (Candidate.Def->getValueAsBit("IsCanonical"))
    return true;
  return Candidate.AsmString.size() < Held.AsmString.size();
}

OpcodeMap collectOpcodes(const codegen::InstructionSet &Set) {
  OpcodeMap Map;
  const std::vector<unsigned> &Order = Set.enumOrder();
  for (unsigned Value = 0; Value != Order.size(); ++Value) {
    const codegen::Instruction &I = Set[Order[Value]];
    if (!I.Def->getValue("Inst"))
      continue;
    // An Inst with unknown bits reads as 0, as llvm-tblgen's does.
    uint64_t Code = uint32_t(I.Def->getValueAsBitsInit("Inst")->convertInitializerToInt().value_or(0));
    if (Code == 0xFFFFFFFFu)
      continue; // no opcode
    bool Short = Code <= 0xFFFF;
    unsigned Prefix = unsigned(Short ? Code >> 8 : Code >> 16);
    unsigned Low = unsigned(Short ? Code & 0xFF : Code & 0xFFFF);
    Entry &E = Map[Prefix][Low];
    if (!E.FirstSeen)
      E.FirstSeen = I.Def;
    if (!I.Def->getValueAsBit("StackBased"))
      continue;
    if (E.Chosen && !replaces(*E.Chosen, I))
      continue;
    E.Chosen = &I;
    E.EnumValue = Value;
  }
  return Map;
}

/// The operand types of every entry, a list shared by entries whose
/// operands appear in it already (as a run, anywhere).
class OperandPool {
public:
  size_t place(const std::vector<std::string_view> &Types) {
    if (Types.size() <= Pool.size())
      for (size_t Start = 0; Start + Types.size() <= Pool.size(); ++Start)
        if (std::equal(Types.begin(), Types.end(), Pool.begin() + std::ptrdiff_t(Start)))
          return Start;
    size_t Start = Pool.size();
    Pool.insert(Pool.end(), Types.begin(), Types.end());
    return Start;
  }
  const std::vector<std::string_view> &types() const { return Pool; }

private:
  std::vector<std::string_view> Pool;
};

void appendHex(std::string &Out, unsigned V) {
  char Buf[16];
  auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, V, 16);
  Out.append(Buf, size_t(P - Buf));
}

} // namespace

void emitWasmDisassemblerTables(const RecordKeeper &Records, OStream &OS) {
  const codegen::InstructionSet &Set = codegen::getInstructionSet(Records);
  OpcodeMap Map = collectOpcodes(Set);

  std::string Out;
  Out += "\n#include \"MCTargetDesc/WebAssemblyMCTargetDesc.h\"\n\n"
         "namespace {\n"
         "enum EntryType : uint8_t { ET_Unused, ET_Prefix, ET_Instruction };\n\n"
         "struct WebAssemblyInstruction {\n"
         "  uint16_t Opcode;\n"
         "  EntryType ET;\n"
         "  uint8_t NumOperands;\n"
         "  uint16_t OperandStart;\n"
         "};\n"
         "} // end anonymous namespace\n\n";

  OperandPool Pool;
  std::vector<std::string_view> Types;
  for (const auto &[Prefix, Entries] : Map) {
    Out += "constexpr WebAssemblyInstruction InstructionTable" + std::to_string(Prefix) + "[] = {\n";
    for (unsigned Byte = 0; Byte != EntriesPerTable; ++Byte) {
      auto It = Entries.find(Byte);
      if (It == Entries.end()) {
        bool IsPrefix = Prefix == 0 && Byte != 0 && Map.count(Byte);
        Out += IsPrefix ? "  { 0, ET_Prefix, 0, 0  },\n" : "  { 0, ET_Unused, 0, 0  },\n";
        continue;
      }
      const Entry &E = It->second;
      if (!E.Chosen)
        PrintFatalError(E.FirstSeen,
                        "no stack-based instruction has the opcode of '" +
                            std::string(E.FirstSeen->getName()) + "'");
      Types.clear();
      for (const codegen::InstrOperand &Op : Set.operands(*E.Chosen))
        Types.push_back(Op.operandType());
      Out += "  // 0x";
      appendHex(Out, Byte);
      Out.append(": ").append(E.Chosen->AsmString).append("\n  { ");
      Out.append(std::to_string(E.EnumValue)).append(", ET_Instruction, ");
      Out.append(std::to_string(Types.size())).append(", ");
      Out.append(std::to_string(Pool.place(Types))).append("  },\n");
    }
    Out += "};\n\n";
  }

  Out += "constexpr uint8_t OperandTable[] = {\n";
  for (std::string_view Type : Pool.types())
    Out.append("  ").append(Type).append(",\n");
  Out += "};\n\n\n"
         "constexpr struct {\n"
         "  uint8_t Prefix;\n"
         "  const WebAssemblyInstruction *Table;\n"
         "} PrefixTable[] = {\n";
  for (const auto &[Prefix, Entries] : Map)
    if (Prefix != 0)
      Out += "  { " + std::to_string(Prefix) + ", InstructionTable" + std::to_string(Prefix) +
             " },\n";
  Out += "};\n";
  OS << Out;
}

} // namespace tblgen
