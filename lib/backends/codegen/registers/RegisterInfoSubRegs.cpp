//===- RegisterInfoSubRegs.cpp - -gen-register-info's sub-register tables -===//
//
// The parts of <Target>GenRegisterInfo that only targets with sub-register
// indices get: the index composition table (rows shared between indices
// whose compositions agree) and its reverse, the lane mask composition
// sequences, and the getSubClassWithSubReg / getSubRegisterClass tables.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/registers/RegisterInfo.h"

#include "tblgen/Error.h"

#include <cstdio>

namespace tblgen::codegen {

void emitComposeTables(OStream &OS, const RegInfoContext &C, const std::string &ClassName) {
  const auto &Indices = C.Bank.subRegIndices();
  const size_t N = Indices.size();

  // Indices whose compositions do not conflict share a row; an entry no
  // index of the row composes to is free (-1).
  std::vector<std::vector<int>> Rows;
  std::vector<unsigned> RowOf;
  auto Fits = [&](const SubRegIndex &I, const std::vector<int> &Row) {
    for (auto [A, B] : I.Composed)
      if (Row[A] >= 0 && Row[A] != int(B))
        return false;
    return true;
  };
  for (const SubRegIndex &I : Indices) {
    size_t R = 0;
    while (R < Rows.size() && !Fits(I, Rows[R]))
      ++R;
    if (R == Rows.size())
      Rows.emplace_back(N, -1);
    for (auto [A, B] : I.Composed)
      Rows[R][A] = int(B);
    RowOf.push_back(unsigned(R));
  }

  OS << "unsigned " << ClassName
     << "::composeSubRegIndicesImpl(unsigned IdxA, unsigned IdxB) const {\n";
  if (Rows.size() > 1) {
    OS << "  static const " << minimalType(Rows.size()) << " RowMap[" << N << "] = {\n    ";
    for (unsigned R : RowOf)
      OS << R << ", ";
    OS << "\n  };\n";
  }
  OS << "  static const " << minimalType(N + 1) << " Rows[" << Rows.size() << "][" << N
     << "] = {\n";
  // A table cell: the index's qualified name, or 0 where there is none.
  auto Cell = [&](int E) {
    if (E >= 0)
      OS << Indices[unsigned(E)].qualified() << ", ";
    else
      OS << "0, ";
  };
  for (const auto &Row : Rows) {
    OS << "    { ";
    for (int E : Row)
      Cell(E);
    OS << "},\n";
  }
  OS << "  };\n\n";
  OS << "  --IdxA; assert(IdxA < " << N << "); (void) IdxA;\n"
     << "  --IdxB; assert(IdxB < " << N << ");\n";
  if (Rows.size() > 1)
    OS << "  return Rows[RowMap[IdxA]][IdxB];\n";
  else
    OS << "  return Rows[0][IdxB];\n";
  OS << "}\n\n";

  // The reverse: the first X whose composition with A (in A's row) is B.
  OS << "unsigned " << ClassName
     << "::reverseComposeSubRegIndicesImpl(unsigned IdxA, unsigned IdxB) const {\n";
  OS << "  static const " << minimalType(N + 1) << " Table[" << N << "][" << N << "] = {\n";
  for (size_t A = 0; A < N; ++A) {
    OS << "    { ";
    const std::vector<int> &Row = Rows[RowOf[A]];
    for (size_t B = 0; B < N; ++B) {
      int Found = -1;
      for (size_t X = 0; X < N && Found < 0; ++X)
        if (Row[X] == int(B))
          Found = int(X);
      Cell(Found);
    }
    OS << "},\n";
  }
  OS << "  };\n\n";
  OS << "  --IdxA; assert(IdxA < " << N << ");\n"
     << "  --IdxB; assert(IdxB < " << N << ");\n";
  OS << "  return Table[IdxA][IdxB];\n";
  OS << "  }\n\n";

  // Lane mask transformations: equal sequences are shared.
  std::vector<std::vector<std::pair<uint64_t, uint8_t>>> Seqs;
  std::vector<unsigned> SeqStart;
  unsigned MaxStart = 0;
  for (const SubRegIndex &I : Indices) {
    unsigned Start = 0;
    size_t S = 0;
    for (; S < Seqs.size(); ++S) {
      if (Seqs[S] == I.LaneTransform)
        break;
      Start += unsigned(Seqs[S].size() + 1);
    }
    if (S == Seqs.size())
      Seqs.push_back(I.LaneTransform);
    SeqStart.push_back(Start);
    MaxStart = std::max(MaxStart, Start);
  }
  OS << "  struct MaskRolOp {\n"
        "    LaneBitmask Mask;\n"
        "    uint8_t  RotateLeft;\n"
        "  };\n"
        "  static const MaskRolOp LaneMaskComposeSequences[] = {\n";
  unsigned At = 0;
  for (size_t S = 0; S < Seqs.size(); ++S) {
    OS << "    ";
    for (auto [Mask, Rot] : Seqs[S]) {
      OS << "{ ";
      printLaneMask(OS, Mask);
      char Buf[16];
      std::snprintf(Buf, sizeof(Buf), ", %2u }, ", unsigned(Rot));
      OS << Buf;
    }
    OS << "{ LaneBitmask::getNone(), 0 }";
    if (S + 1 != Seqs.size())
      OS << ", ";
    OS << "  // Sequence " << At << "\n";
    At += unsigned(Seqs[S].size() + 1);
  }
  OS << "  };\n"
        "  static const "
     << minimalType(MaxStart) << " CompositeSequences[] = {\n";
  for (size_t I = 0; I < N; ++I) {
    OS << "    " << SeqStart[I];
    if (I + 1 != N)
      OS << ",";
    OS << " // to " << Indices[unsigned(I)].Name << "\n";
  }
  OS << "  };\n\n";

  OS << "LaneBitmask " << ClassName
     << "::composeSubRegIndexLaneMaskImpl(unsigned IdxA, LaneBitmask LaneMask) const {\n"
        "  --IdxA; assert(IdxA < "
     << N
     << " && \"Subregister index out of bounds\");\n"
        "  LaneBitmask Result;\n"
        "  for (const MaskRolOp *Ops =\n"
        "       &LaneMaskComposeSequences[CompositeSequences[IdxA]];\n"
        "       Ops->Mask.any(); ++Ops) {\n"
        "    LaneBitmask::Type M = LaneMask.getAsInteger() & Ops->Mask.getAsInteger();\n"
        "    if (unsigned S = Ops->RotateLeft)\n"
        "      Result |= LaneBitmask((M << S) | (M >> (LaneBitmask::BitWidth - S)));\n"
        "    else\n"
        "      Result |= LaneBitmask(M);\n"
        "  }\n"
        "  return Result;\n"
        "}\n\n";
  OS << "LaneBitmask " << ClassName
     << "::reverseComposeSubRegIndexLaneMaskImpl(unsigned IdxA,  LaneBitmask LaneMask) const "
        "{\n"
        "  LaneMask &= getSubRegIndexLaneMask(IdxA);\n"
        "  --IdxA; assert(IdxA < "
     << N
     << " && \"Subregister index out of bounds\");\n"
        "  LaneBitmask Result;\n"
        "  for (const MaskRolOp *Ops =\n"
        "       &LaneMaskComposeSequences[CompositeSequences[IdxA]];\n"
        "       Ops->Mask.any(); ++Ops) {\n"
        "    LaneBitmask::Type M = LaneMask.getAsInteger();\n"
        "    if (unsigned S = Ops->RotateLeft)\n"
        "      Result |= LaneBitmask((M >> S) | (M << (LaneBitmask::BitWidth - S)));\n"
        "    else\n"
        "      Result |= LaneBitmask(M);\n"
        "  }\n"
        "  return Result;\n"
        "}\n\n";
}

void emitSubClassTables(OStream &OS, const RegInfoContext &C, const std::string &ClassName) {
  RegisterBank &Bank = C.Bank;
  const auto &Indices = Bank.subRegIndices();
  const auto &Classes = Bank.regClasses();
  const size_t N = Indices.size();
  if (Classes.size() > 0xFFFF)
    PrintFatalError("Too many register classes.");
  const char *Type = Classes.size() <= 0xFF ? "uint8_t" : "uint16_t";
  auto Tail = [&]() {
    OS << "  };\n  assert(RC && \"Missing regclass\");\n"
       << "  if (!Idx) return RC;\n  --Idx;\n"
       << "  assert(Idx < " << N << " && \"Bad subreg\");\n"
       << "  unsigned TV = Table[RC->getID()][Idx];\n"
       << "  return TV ? getRegClass(TV - 1) : nullptr;\n}\n\n";
  };

  OS << "const TargetRegisterClass *" << ClassName
     << "::getSubClassWithSubReg(const TargetRegisterClass *RC, unsigned Idx) const {\n";
  OS << "  static const " << Type << " Table[" << Classes.size() << "][" << N << "] = {\n";
  for (const RegClass &RC : Classes) {
    OS << "    {\t// " << RC.Name << "\n";
    for (unsigned I = 0; I < N; ++I) {
      int Sub = RC.SubClassWithSubReg[I];
      if (Sub >= 0)
        OS << "      " << Sub + 1 << ",\t// " << Indices[I].Name << " -> "
           << Classes[unsigned(Sub)].Name << "\n";
      else
        OS << "      0,\t// " << Indices[I].Name << "\n";
    }
    OS << "    },\n";
  }
  Tail();

  OS << "const TargetRegisterClass *" << ClassName
     << "::getSubRegisterClass(const TargetRegisterClass *RC, unsigned Idx) const {\n";
  OS << "  static const " << Type << " Table[" << Classes.size() << "][" << N << "] = {\n";
  for (const RegClass &RC : Classes) {
    OS << "    {\t// " << RC.Name << '\n';
    for (unsigned I = 0; I < N; ++I) {
      auto Match = Bank.matchingSubClassWithSubRegs(RC.EnumValue, I);
      OS << "      " << (Match ? Match->second + 1 : 0) << ",\t// " << RC.Name << ':'
         << Indices[I].Name;
      if (Match)
        OS << " -> " << Classes[Match->second].Name;
      OS << '\n';
    }
    OS << "    },\n";
  }
  Tail();
}

} // namespace tblgen::codegen
