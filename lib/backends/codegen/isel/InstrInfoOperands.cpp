//===- InstrInfoOperands.cpp - -gen-instr-info: operand lookup tables -----===//
//
// The optional operand sections of -gen-instr-info:
//
//   GET_INSTRINFO_OPERAND_ENUM / _NAMED_OPS  an OpName enum of the operand
//       names of the instructions that set UseNamedOperandTable, and the
//       tables mapping (opcode, name) to a MachineInstr operand index and
//       back; instructions with the same name -> index map share a row
//   GET_INSTRINFO_OPERAND_TYPES_ENUM / _OPERAND_TYPE / _MEM_OPERAND_SIZE
//       the operand type of every MachineInstr operand of every opcode
//       (llvm-tblgen writes these for the X86 namespace only)
//   GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP  how many MachineInstr operands
//       each source operand stands for (UseLogicalOperandMappings)
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/InstrInfo.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace tblgen::instrinfo {

using codegen::InstrOperand;

void emitNamedOperands(const InstrTable &T, OStream &OS) {
  // Operand names in first-use order; rows (name id -> MI operand number,
  // -1 for absent, trailing -1s left out) shared between instructions.
  std::vector<std::string_view> Names;
  std::map<std::string_view, unsigned> NameId;
  std::map<std::vector<int>, unsigned> RowId;
  std::vector<const std::vector<int> *> Rows;
  auto AddRow = [&](std::vector<int> Row) {
    auto [It, New] = RowId.emplace(std::move(Row), unsigned(Rows.size()));
    if (New)
      Rows.push_back(&It->first);
    return It->second;
  };
  AddRow({});
  std::vector<unsigned> RowOf(T.FirstTarget, 0);
  unsigned MaxOperandNo = 0;
  for (size_t I = T.FirstTarget; I != T.size(); ++I) {
    if (!T[I].Def->getValueAsBit("UseNamedOperandTable")) {
      RowOf.push_back(0);
      continue;
    }
    std::vector<int> Row;
    for (const InstrOperand &Op : T.Set.operands(T[I])) {
      auto [It, New] = NameId.emplace(Op.Name, unsigned(Names.size()));
      if (New)
        Names.push_back(Op.Name);
      if (Row.size() <= It->second)
        Row.resize(It->second + 1, -1);
      Row[It->second] = int(Op.MIOperandNo);
      MaxOperandNo = std::max(MaxOperandNo, Op.MIOperandNo);
    }
    RowOf.push_back(AddRow(std::move(Row)));
  }
  const std::string &NS = T.Namespace;
  size_t NumNames = Names.size();
  unsigned MaxNumOperands = MaxOperandNo + 1;

  OS << "#ifdef GET_INSTRINFO_OPERAND_ENUM\n#undef GET_INSTRINFO_OPERAND_ENUM\n\n";
  OS << "namespace llvm::" << NS << " {\n\n";
  OS << "enum class OpName : " << minimalUnsignedType(NumNames) << " {\n";
  for (size_t K = 0; K != NumNames; ++K)
    OS << "  " << Names[K] << " = " << K << ",\n";
  OS << "  NUM_OPERAND_NAMES = " << NumNames << ",\n}; // enum class OpName\n\n";
  OS << "LLVM_READONLY int16_t getNamedOperandIdx(uint16_t Opcode, OpName Name);\n";
  OS << "LLVM_READONLY OpName getOperandIdxName(uint16_t Opcode, int16_t Idx);\n\n";
  OS << "} // namespace llvm::" << NS << "\n\n#endif // GET_INSTRINFO_OPERAND_ENUM\n\n";

  OS << "#ifdef GET_INSTRINFO_NAMED_OPS\n#undef GET_INSTRINFO_NAMED_OPS\n\n";
  OS << "namespace llvm::" << NS << " {\n\n";
  std::string_view IndexType = Rows.size() <= 256 ? "uint8_t" : "uint16_t";
  OS << "LLVM_READONLY static " << IndexType
     << " getInstructionIndexForOpLookup(uint16_t Opcode) {\n";
  OS << "  static constexpr " << IndexType << " InstructionIndex[] = {";
  for (size_t K = 0; K != RowOf.size(); ++K)
    OS << (K % 16 == 0 ? "\n    " : " ") << RowOf[K] << ',';
  OS << "\n  };\n  return InstructionIndex[Opcode];\n}\n";

  OS << "LLVM_READONLY int16_t getNamedOperandIdx(uint16_t Opcode, OpName Name) {\n";
  OS << "  assert(Name != OpName::NUM_OPERAND_NAMES);\n";
  if (!NumNames) {
    OS << "  return -1;\n}\n";
  } else {
    OS << "  static constexpr " << (MaxOperandNo <= 127 ? "int8_t" : "int16_t")
       << " OperandMap[][" << NumNames << "] = {\n";
    for (const auto *Row : Rows) {
      OS << "    {";
      for (size_t K = 0; K != NumNames; ++K)
        OS << (K < Row->size() ? (*Row)[K] : -1) << ", ";
      OS << "},\n";
    }
    OS << "  };\n";
    OS << "  unsigned InstrIdx = getInstructionIndexForOpLookup(Opcode);\n"
          "  return OperandMap[InstrIdx][(unsigned)Name];\n}\n";
  }

  OS << "LLVM_READONLY OpName getOperandIdxName(uint16_t Opcode, int16_t Idx) {\n";
  OS << "  assert(Idx >= 0 && Idx < " << MaxNumOperands << ");\n";
  OS << "  static constexpr OpName OperandMap[][" << MaxNumOperands << "] = {\n";
  for (const auto *Row : Rows) {
    std::vector<size_t> ByIndex(MaxNumOperands, NumNames);
    for (size_t K = 0; K != Row->size(); ++K)
      if ((*Row)[K] >= 0)
        ByIndex[size_t((*Row)[K])] = K;
    OS << "    {";
    for (size_t Id : ByIndex) {
      if (Id == NumNames)
        OS << "OpName::NUM_OPERAND_NAMES, ";
      else
        OS << "OpName::" << Names[Id] << ", ";
    }
    OS << "},\n";
  }
  OS << "  };\n";
  OS << "  unsigned InstrIdx = getInstructionIndexForOpLookup(Opcode);\n"
        "  return OperandMap[InstrIdx][(unsigned)Idx];\n}\n\n";
  OS << "} // namespace llvm::" << NS << "\n\n#endif // GET_INSTRINFO_NAMED_OPS\n\n";
}

void emitOperandTypes(const InstrTable &T, OStream &OS) {
  if (T.Namespace != "X86")
    return;
  const RecordKeeper &Records = T.Records;
  const std::string &NS = T.Namespace;
  std::vector<const Record *> Kinds;
  for (std::string_view Cls : {"Operand", "RegisterOperand", "RegisterClass"})
    for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(Cls))
      Kinds.push_back(R);

  OS << "#ifdef GET_INSTRINFO_OPERAND_TYPES_ENUM\n#undef GET_INSTRINFO_OPERAND_TYPES_ENUM\n\n";
  OS << "namespace llvm::" << NS << "::OpTypes {\n\n";
  OS << "enum OperandType {\n";
  for (size_t K = 0; K != Kinds.size(); ++K)
    if (!Kinds[K]->isAnonymous())
      OS << "  " << Kinds[K]->getName() << " = " << K << ",\n";
  OS << "  OPERAND_TYPE_LIST_END\n};\n\n";
  OS << "} // namespace llvm::" << NS << "::OpTypes\n\n#endif // GET_INSTRINFO_OPERAND_TYPES_ENUM\n\n";

  OS << "#ifdef GET_INSTRINFO_OPERAND_TYPE\n#undef GET_INSTRINFO_OPERAND_TYPE\n\n";
  OS << "namespace llvm::" << NS << " {\n\n";
  OS << "LLVM_READONLY\nstatic int getOperandType(uint16_t Opcode, uint16_t OpIdx) {\n";
  std::vector<size_t> Offsets;
  std::vector<const Record *> Types;
  for (size_t I = 0; I != T.size(); ++I) {
    Offsets.push_back(Types.size());
    // The standard pseudos keep their own operands here, not the remapped ones.
    for (const InstrOperand &Op : T.Base->operands(T.base(I))) {
      if (!T.ExpandMIOperandInfo || !Op.miOperandInfo() || Op.miOperandInfo()->getNumArgs() == 0) {
        Types.push_back(Op.Rec);
        continue;
      }
      for (unsigned J = 0; J != Op.miOperandInfo()->getNumArgs(); ++J)
        Types.push_back(cast<DefInit>(Op.miOperandInfo()->getArg(J))->getDef());
    }
  }
  OS << "  static constexpr " << minimalUnsignedType(Types.size()) << " Offsets[] = {\n";
  for (size_t I = 0; I != Offsets.size(); ++I)
    OS << "    " << Offsets[I] << ", // " << T.name(I) << '\n';
  OS << "  };\n";
  Offsets.push_back(Types.size());
  OS << "\n  using namespace OpTypes;\n";
  OS << "  static" << (Kinds.size() <= 127 ? " constexpr int8_t" : " constexpr int16_t")
     << " OpcodeOperandTypes[] = {";
  size_t Cur = 0;
  for (size_t K = 0; K != Types.size(); ++K) {
    if (K == Offsets[Cur]) {
      OS << "\n    /* " << T.name(Cur) << " */\n    ";
      while (Offsets[++Cur] == K)
        OS << "/* " << T.name(Cur) << " */\n    ";
    }
    const Record *R = Types[K];
    if ((R->isSubClassOf("Operand") || R->isSubClassOf("RegisterOperand") ||
         R->isSubClassOf("RegisterClass")) &&
        !R->isAnonymous())
      OS << R->getName();
    else
      OS << "-1";
    OS << ", ";
  }
  OS << "\n  };\n";
  OS << "  return OpcodeOperandTypes[Offsets[Opcode] + OpIdx];\n}\n\n";
  OS << "} // namespace llvm::" << NS << "\n\n#endif // GET_INSTRINFO_OPERAND_TYPE\n\n";

  OS << "#ifdef GET_INSTRINFO_MEM_OPERAND_SIZE\n#undef GET_INSTRINFO_MEM_OPERAND_SIZE\n\n";
  OS << "namespace llvm::" << NS << " {\n\n";
  OS << "LLVM_READONLY\nstatic int getMemOperandSize(int OpType) {\n  switch (OpType) {\n";
  std::map<int64_t, std::vector<std::string_view>> BySize;
  for (const Record *Op : Records.getAllDerivedDefinitionsIfDefined("Operand"))
    if (Op->isSubClassOf("X86MemOperand"))
      if (int64_t Size = Op->getValueAsInt("Size"))
        BySize[Size].push_back(Op->getName());
  OS << "  default: return 0;\n";
  for (const auto &[Size, Ops] : BySize) {
    for (std::string_view Name : Ops)
      OS << "  case OpTypes::" << Name << ":\n";
    OS << "    return " << Size << ";\n\n";
  }
  OS << "  }\n}\n\n";
  OS << "} // namespace llvm::" << NS << "\n\n#endif // GET_INSTRINFO_MEM_OPERAND_SIZE\n\n";
}

void emitLogicalOperandSizes(const InstrTable &T, OStream &OS) {
  std::map<std::vector<unsigned>, unsigned> RowId;
  std::vector<const std::vector<unsigned> *> Rows;
  std::map<unsigned, std::vector<std::string_view>> InstrsOfRow;
  size_t Width = 0;
  for (size_t I = T.FirstTarget; I != T.size(); ++I) {
    if (!T[I].Def->getValueAsBit("UseLogicalOperandMappings"))
      continue;
    std::vector<unsigned> Row;
    for (const InstrOperand &Op : T.Set.operands(T[I]))
      Row.push_back(Op.miOperandInfo() && Op.miOperandInfo()->getNumArgs()
                        ? Op.miOperandInfo()->getNumArgs()
                        : 1);
    Width = std::max(Width, Row.size());
    auto [It, New] = RowId.emplace(std::move(Row), unsigned(Rows.size()));
    if (New)
      Rows.push_back(&It->first);
    InstrsOfRow[It->second].push_back(T.name(I));
  }
  const std::string &NS = T.TargetName;
  OS << "#ifdef GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP\n"
        "#undef GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP\n\n";
  OS << "namespace llvm::" << NS << " {\n\n";
  OS << "LLVM_READONLY static unsigned\n";
  OS << "getLogicalOperandSize(uint16_t Opcode, uint16_t LogicalOpIdx) {\n";
  OS << "  static const unsigned SizeMap[][" << Width << "] = {\n";
  for (const auto *Row : Rows) {
    OS << "   {";
    for (size_t K = 0; K != Width; ++K)
      OS << (K < Row->size() ? (*Row)[K] : 0u) << ", ";
    OS << "}, \n";
  }
  OS << "  };\n";
  OS << "  switch (Opcode) {\n  default: return LogicalOpIdx;\n";
  for (const auto &[Id, Instrs] : InstrsOfRow) {
    for (std::string_view Name : Instrs)
      OS << "  case " << NS << "::" << Name << ":\n";
    OS << "    return SizeMap[" << Id << "][LogicalOpIdx];\n";
  }
  OS << "  }\n}\n";
  OS << "LLVM_READONLY static inline unsigned\n"
        "getLogicalOperandIdx(uint16_t Opcode, uint16_t LogicalOpIdx) {\n"
        "  auto S = 0U;\n"
        "  for (auto i = 0U; i < LogicalOpIdx; ++i)\n"
        "    S += getLogicalOperandSize(Opcode, i);\n"
        "  return S;\n"
        "}\n\n";
  OS << "} // namespace llvm::" << NS << "\n\n#endif // GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP\n\n";
}

} // namespace tblgen::instrinfo
