//===- X86Disassembler.cpp - -gen-disassembler for X86 ---------------------===//
//
// Prints the decode tables of codegen/x86/X86DecodeTables.h as the X86
// disassembler includes them:
//
//  * x86OperandSets: the distinct operand lists, numbered in order of first
//    use; x86DisassemblerInstrSpecifiers: per instruction, its operand set;
//  * x86DisassemblerContexts: the context of each prefix mask;
//  * modRMTable: the instruction lists of the ModR/M decisions, each list
//    printed once (its first use) and referred to by its offset;
//  * one ContextDecision per opcode map: per context, per opcode, the kind
//    of ModR/M decision (how many distinct ModR/M classes it tells apart)
//    and the offset of its list.
//
// The decisions are printed while the lists are gathered, so the decision
// text goes to a buffer of its own that follows the lists.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/x86/X86Disassembler.h"

#include "codegen/Instructions.h"
#include "codegen/x86/X86DecodeTables.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstring>
#include <memory>
#include <unordered_map>
#include <vector>

namespace tblgen {

using namespace codegen::x86;

namespace {

constexpr std::string_view MapTableNames[NumOpcodeMaps] = {
    "x86DisassemblerOneByteOpcodes", "x86DisassemblerTwoByteOpcodes",
    "x86DisassemblerThreeByte38Opcodes", "x86DisassemblerThreeByte3AOpcodes",
    "x86DisassemblerXOP8Opcodes", "x86DisassemblerXOP9Opcodes",
    "x86DisassemblerXOPAOpcodes", "x86Disassembler3DNowOpcodes",
    "x86DisassemblerMap4Opcodes", "x86DisassemblerMap5Opcodes",
    "x86DisassemblerMap6Opcodes", "x86DisassemblerMap7Opcodes",
};

/// How a ModR/M decision tells the 256 bytes apart, from the fewest
/// classes to every byte on its own.
enum class Split : uint8_t { OneEntry, SplitRM, SplitMisc, SplitReg, Full };

constexpr std::string_view SplitNames[] = {"MODRM_ONEENTRY", "MODRM_SPLITRM", "MODRM_SPLITMISC",
                                           "MODRM_SPLITREG", "MODRM_FULL"};

/// The coarsest split that loses nothing of Cell, and the instruction list
/// it keeps (List, of length returned).
unsigned splitCell(const ModRMCell &Cell, Split &Kind, uint16_t *List) {
  bool One = true, ByMod = true, RegKeepsReg = true, MemKeepsReg = true;
  for (unsigned B = 0; B != 256; ++B) {
    uint16_t V = Cell[B];
    bool IsReg = (B & 0xc0) == 0xc0;
    One &= V == Cell[0];
    ByMod &= V == Cell[IsReg ? 0xc0 : 0x00];
    if (IsReg)
      RegKeepsReg &= V == Cell[B & 0xf8];
    else
      MemKeepsReg &= V == Cell[B & 0x38];
  }
  unsigned N = 0;
  if (One) {
    Kind = Split::OneEntry;
    List[N++] = Cell[0];
  } else if (ByMod) {
    Kind = Split::SplitRM;
    List[N++] = Cell[0x00];
    List[N++] = Cell[0xc0];
  } else if (MemKeepsReg) {
    // The reg field alone for memory bytes; for register bytes, the reg
    // field too (SplitReg) or every byte (SplitMisc).
    Kind = RegKeepsReg ? Split::SplitReg : Split::SplitMisc;
    for (unsigned B = 0; B != 0x40; B += 8)
      List[N++] = Cell[B];
    for (unsigned B = 0xc0; B != 0x100; B += RegKeepsReg ? 8 : 1)
      List[N++] = Cell[B];
  } else {
    Kind = Split::Full;
    for (unsigned B = 0; B != 256; ++B)
      List[N++] = Cell[B];
  }
  return N;
}

/// The instruction lists printed so far, by content, with their offsets.
class ListIndex {
public:
  /// The offset of the list, and whether it is new (then it is added).
  std::pair<unsigned, bool> intern(const uint16_t *List, unsigned N) {
    if (Buckets.size() < 2 * Entries.size() + 16)
      rehash();
    uint64_t H = hash(List, N);
    size_t Mask = Buckets.size() - 1;
    for (size_t B = H & Mask;; B = (B + 1) & Mask) {
      uint32_t E = Buckets[B];
      if (!E) {
        Buckets[B] = uint32_t(Entries.size() + 1);
        Entries.push_back({uint32_t(Store.size()), N, NextOffset, H});
        Store.insert(Store.end(), List, List + N);
        unsigned Offset = NextOffset;
        NextOffset += N;
        return {Offset, true};
      }
      const Entry &Old = Entries[E - 1];
      if (Old.Hash == H && Old.Length == N &&
          std::memcmp(Store.data() + Old.Start, List, N * sizeof(uint16_t)) == 0)
        return {Old.Offset, false};
    }
  }

  /// Reserves the first N offsets (the empty list at offset 0).
  void skip(unsigned N) { NextOffset += N; }

private:
  struct Entry {
    uint32_t Start, Length, Offset;
    uint64_t Hash;
  };
  static uint64_t hash(const uint16_t *List, unsigned N) {
    uint64_t H = 0xcbf29ce484222325ull ^ N;
    for (unsigned K = 0; K != N; ++K)
      H = (H ^ List[K]) * 0x100000001b3ull;
    return H ^ (H >> 29);
  }
  void rehash() {
    Buckets.assign(Buckets.empty() ? 1024 : Buckets.size() * 2, 0);
    size_t Mask = Buckets.size() - 1;
    for (size_t K = 0; K != Entries.size(); ++K) {
      size_t B = Entries[K].Hash & Mask;
      while (Buckets[B])
        B = (B + 1) & Mask;
      Buckets[B] = uint32_t(K + 1);
    }
  }

  std::vector<uint32_t> Buckets;
  std::vector<Entry> Entries;
  std::vector<uint16_t> Store;
  unsigned NextOffset = 0;
};

class Writer {
public:
  Writer(const DecodeTables &Tables, OStream &OS) : Tables(Tables), OS(OS) {}
  void run();

private:
  void writeSpecifiers();
  void writeContextTable();
  void writeDecisions();
  void writeMap(unsigned Map, OStream &Decisions);
  void writeCell(const ModRMCell *Cell, OStream &Decisions);

  const DecodeTables &Tables;
  OStream &OS;
  ListIndex Lists;
};

void Writer::run() {
  writeSpecifiers();
  OS << '\n';
  writeContextTable();
  OS << '\n';
  writeDecisions();
}

void Writer::writeSpecifiers() {
  unsigned N = Tables.numInstructions();
  // Operand lists by content: 12 bytes each, as a key.
  std::unordered_map<std::string_view, unsigned> SetOf;
  std::vector<unsigned> SetOfInstr(N);
  static_assert(sizeof(OperandSpecs) == 2 * MaxOperands);
  OS << "static const struct OperandSpecifier x86OperandSets[][" << MaxOperands << "] = {\n";
  for (unsigned UID = 0; UID != N; ++UID) {
    const OperandSpecs &Ops = Tables.specifier(UID).Operands;
    std::string_view Key(reinterpret_cast<const char *>(Ops.data()), sizeof Ops);
    auto [It, New] = SetOf.try_emplace(Key, unsigned(SetOf.size()));
    SetOfInstr[UID] = It->second;
    if (!New)
      continue;
    OS << "  { /* " << It->second << " */\n";
    for (const OperandSpec &Op : Ops)
      OS << "    { " << encodingName(Op.Encoding) << ", " << typeName(Op.Type) << " },\n";
    OS << "  },\n";
  }
  OS << "};\n\n";
  OS << "static const struct InstructionSpecifier x86DisassemblerInstrSpecifiers[" << N << "] = {\n";
  for (unsigned UID = 0; UID != N; ++UID)
    OS << "  { /* " << UID << " */\n    " << SetOfInstr[UID] << ",\n    /* "
       << Tables.specifier(UID).Name << " */\n  },\n";
  OS << "};\n";
}

void Writer::writeContextTable() {
  OS << "static const uint8_t x86DisassemblerContexts[" << ctxattr::NumMasks << "] = {\n";
  for (uint32_t Mask = 0; Mask != ctxattr::NumMasks; ++Mask)
    OS << "  " << contextName(decoderContext(Mask)) << ", // " << Mask << '\n';
  OS << "};\n";
}

void Writer::writeDecisions() {
  OS << "static const InstrUID modRMTable[] = {\n/*EmptyTable*/\n  0x0,\n";
  Lists.skip(1);
  OStream Decisions;
  for (unsigned Map = 0; Map != NumOpcodeMaps; ++Map)
    writeMap(Map, Decisions);
  OS << "  0x0\n};\n\n";
  OS << Decisions.view() << "\n\n";
}

void Writer::writeMap(unsigned Map, OStream &Decisions) {
  Decisions << "static const struct ContextDecision " << MapTableNames[Map]
            << " = {{/* opcodeDecisions */\n";
  for (unsigned Ctx = 0; Ctx != NumContexts; ++Ctx) {
    Decisions << " /*" << contextName(Ctx) << "*/ {";
    bool Any = false;
    for (unsigned Opcode = 0; Opcode != 256 && !Any; ++Opcode)
      if (const ModRMCell *Cell = Tables.cell(Map, Ctx, Opcode))
        for (uint16_t V : *Cell)
          if (V) {
            Any = true;
            break;
          }
    if (!Any) {
      Decisions << "},\n";
      continue;
    }
    Decisions << " /* struct OpcodeDecision */ {\n";
    for (unsigned Opcode = 0; Opcode != 256; ++Opcode) {
      static constexpr char Hex[] = "0123456789abcdef";
      char Label[] = "  /*0x00*/";
      Label[6] = Hex[Opcode >> 4];
      Label[7] = Hex[Opcode & 15];
      Decisions << std::string_view(Label, sizeof Label - 1);
      writeCell(Tables.cell(Map, Ctx, Opcode), Decisions);
      Decisions << (Opcode != 255 ? ",\n" : "\n");
    }
    Decisions << "  }\n },\n";
  }
  Decisions << "}};\n";
}

void Writer::writeCell(const ModRMCell *Cell, OStream &Decisions) {
  uint16_t List[256];
  Split Kind = Split::OneEntry;
  unsigned N = 0;
  if (Cell)
    N = splitCell(*Cell, Kind, List);
  if (!Cell || (Kind == Split::OneEntry && List[0] == 0)) {
    Decisions << "{MODRM_ONEENTRY, 0}";
    return;
  }
  auto [Offset, New] = Lists.intern(List, N);
  if (New) {
    OS << "/*Table" << Offset << "*/\n";
    for (unsigned K = 0; K != N; ++K) {
      OS << "  0x";
      OS.writeHex(List[K]);
      OS << ", /*" << Tables.specifier(List[K]).Name << "*/\n";
    }
  }
  Decisions << '{' << SplitNames[unsigned(Kind)] << ", " << Offset << '}';
}

} // namespace

void emitX86DisassemblerTables(const RecordKeeper &Records, const Record *Target, OStream &OS) {
  auto Tables = std::make_unique<DecodeTables>(unsigned(codegen::getInstructionSet(Records).enumOrder().size()));
  buildDecodeTables(Records, *Tables);
  if (Tables->hasConflicts()) {
    PrintError(Target, "Primary decode conflict");
    return;
  }
  Writer(*Tables, OS).run();
}

} // namespace tblgen
