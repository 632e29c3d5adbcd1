//===- MatchTable.cpp - GlobalISel match table text model -------*- C++ -*-===//
//
// Printing of the match table entries and of low-level types, byte-exact
// with llvm-tblgen 22.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/MatchTable.h"

#include "tblgen/Record.h"

namespace tblgen {
namespace gicombiner {

//===- LowLevelType --------------------------------------------------------===//

uint64_t LowLevelType::rawKey() const {
  // llvm-tblgen sorts its types on LLT's packed encoding: scalars by size,
  // then vectors by (scalable, element count, element size). Pointers are
  // placed between the two (no combine rule can name one).
  uint64_t Rank = K == Scalar ? 1 : K == Pointer ? 2 : K == Vector ? 3 : 0;
  uint64_t Key = Rank << 60;
  switch (K) {
  case Invalid:
    break;
  case Scalar:
    Key |= uint64_t(Bits);
    break;
  case Pointer:
    Key |= (uint64_t(AddrSpace) & 0xffffff) << 16 | (uint64_t(Bits) & 0xffff);
    break;
  case Vector:
    Key |= uint64_t(Scalable) << 59 | (uint64_t(Elements) & 0xffffff) << 32 | uint64_t(Bits);
    break;
  }
  return Key;
}

std::string LowLevelType::enumName() const {
  switch (K) {
  case Scalar:
    return "GILLT_s" + std::to_string(Bits);
  case Vector:
    return std::string(Scalable ? "GILLT_nxv" : "GILLT_v") + std::to_string(Elements) + "s" +
           std::to_string(Bits);
  case Pointer:
    return "GILLT_p" + std::to_string(AddrSpace) + "s" + std::to_string(Bits);
  case Invalid:
    break;
  }
  return "GILLT_invalid";
}

std::string LowLevelType::constructor() const {
  switch (K) {
  case Scalar:
    return "LLT::scalar(" + std::to_string(Bits) + ")";
  case Vector:
    return std::string("LLT::vector(") +
           (Scalable ? "ElementCount::getScalable(" : "ElementCount::getFixed(") +
           std::to_string(Elements) + "), " + std::to_string(Bits) + ")";
  case Pointer:
    return "LLT::pointer(" + std::to_string(AddrSpace) + ", " + std::to_string(Bits) + ")";
  case Invalid:
    break;
  }
  return "LLT()";
}

LowLevelType LowLevelType::fromValueType(const Record *VT) {
  LowLevelType T;
  if (!VT || !VT->isSubClassOf("ValueType"))
    return T;
  int64_t NElem = VT->getValueAsInt("nElem");
  bool IsVector = VT->getValueAsBit("isVector");
  if (IsVector && NElem > 1) {
    const Record *Elt = VT->getValueAsOptionalDef("ElementType");
    int64_t Size = VT->getValueAsInt("Size");
    T.K = Vector;
    T.Elements = unsigned(NElem);
    T.Scalable = VT->getValueAsBit("isScalable");
    T.Bits = Elt ? unsigned(Elt->getValueAsInt("Size")) : unsigned(Size / NElem);
    return T;
  }
  if (VT->getValueAsBit("isInteger") || VT->getValueAsBit("isFP")) {
    T.K = Scalar;
    T.Bits = unsigned(VT->getValueAsInt("Size"));
  }
  return T;
}

//===- Table entries -------------------------------------------------------===//

TableEntry MatchTable::opcode(std::string S, int IndentAdjust) {
  unsigned F = TableEntry::CommaFollows;
  if (IndentAdjust > 0)
    F |= TableEntry::Indent;
  if (IndentAdjust < 0)
    F |= TableEntry::Outdent;
  return {~0u, std::move(S), 1, F};
}

TableEntry MatchTable::intValue(unsigned Bytes, int64_t V) {
  uint64_t U = uint64_t(V);
  if (Bytes < 8)
    U &= (uint64_t(1) << (Bytes * 8)) - 1;
  std::string S = std::to_string(U);
  if (U > uint64_t(INT64_MAX))
    S += 'u';
  return {~0u, S, Bytes, TableEntry::CommaFollows};
}

TableEntry MatchTable::uleb(uint64_t V) {
  std::vector<uint8_t> Bytes;
  do {
    uint8_t B = V & 0x7f;
    V >>= 7;
    if (V)
      B |= 0x80;
    Bytes.push_back(B);
  } while (V);
  if (Bytes.size() == 1)
    return {~0u, std::to_string(Bytes[0]), 1, TableEntry::CommaFollows};
  // Never needed for the small ids the combiner uses, but keep the format.
  static const char Hex[] = "0123456789ABCDEF";
  std::string S = "/* " + std::to_string(V) + "(*/";
  for (size_t I = 0; I < Bytes.size(); ++I) {
    if (I)
      S += ", ";
    S += "0x";
    S += Hex[Bytes[I] >> 4];
    S += Hex[Bytes[I] & 15];
  }
  S += "/*)*/";
  return {~0u, S, unsigned(Bytes.size()), TableEntry::CommaFollows | TableEntry::PreEncoded};
}

TableEntry MatchTable::label(unsigned ID) {
  return {ID, "Label " + std::to_string(ID), 0,
          TableEntry::Label | TableEntry::Comment | TableEntry::LineBreakFollows};
}

TableEntry MatchTable::jumpTarget(unsigned ID) {
  return {ID, "Label " + std::to_string(ID), 4,
          TableEntry::JumpTarget | TableEntry::Comment | TableEntry::CommaFollows};
}

MatchTable &MatchTable::operator<<(const TableEntry &E) {
  if (E.Flags & TableEntry::Label)
    Labels.emplace(E.LabelID, Size);
  Entries.push_back(E);
  Size += E.Size;
  return *this;
}

static std::string encoded(const std::string &V, unsigned Bytes) {
  return "GIMT_Encode" + std::to_string(Bytes) + "(" + V + ")";
}

void MatchTable::writeEntry(OStream &OS, const TableEntry &E, bool BreakNext) const {
  bool LineComment = BreakNext || (E.Flags & TableEntry::LineBreakFollows);
  if (E.Flags & (TableEntry::JumpTarget | TableEntry::CommaFollows))
    LineComment = false;
  if (E.Flags & TableEntry::Comment)
    OS << (LineComment ? "// " : "/*");
  if (E.Size > 1 && !(E.Flags & (TableEntry::PreEncoded | TableEntry::Comment)))
    OS << encoded(E.Text, E.Size);
  else
    OS << E.Text;
  if (E.Flags & TableEntry::Label)
    OS << ": @" << Labels.at(E.LabelID);
  if ((E.Flags & TableEntry::Comment) && !LineComment)
    OS << "*/";
  if (E.Flags & TableEntry::JumpTarget) {
    if (E.Flags & TableEntry::Comment)
      OS << " ";
    OS << encoded(std::to_string(Labels.at(E.LabelID)), E.Size);
  }
  if (E.Flags & TableEntry::CommaFollows) {
    OS << ",";
    if (!BreakNext && !(E.Flags & TableEntry::LineBreakFollows))
      OS << " ";
  }
  if (E.Flags & TableEntry::LineBreakFollows)
    OS << "\n";
}

void MatchTable::write(OStream &OS) const {
  OS << "  constexpr static uint8_t MatchTable0[] = {";
  writeEntry(OS, lineBreak(), true);
  const size_t Width = std::to_string(Size).size();
  unsigned Index = 0, Indentation = 0;
  auto BeginLine = [&] {
    OS.indent(4);
    std::string I = std::to_string(Index);
    OS << " /* ";
    OS.indent(unsigned(Width - I.size()));
    OS << I << " */ ";
    OS.indent(Indentation);
  };
  BeginLine();
  for (size_t I = 0; I < Entries.size(); ++I) {
    const TableEntry &E = Entries[I];
    bool BreakNext = I + 1 < Entries.size() && Entries[I + 1].Text.empty() &&
                     Entries[I + 1].Flags == TableEntry::LineBreakFollows;
    if (E.Flags & TableEntry::Indent)
      Indentation += 2;
    writeEntry(OS, E, BreakNext);
    if (E.Flags & TableEntry::LineBreakFollows)
      BeginLine();
    if (E.Flags & TableEntry::Outdent)
      Indentation -= 2;
    Index += E.Size;
  }
  OS << "}; // Size: " << Size << " bytes\n";
}

void writeEncodingMacros(OStream &OS) {
  OS << "#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__\n"
        "#define GIMT_Encode2(Val) uint8_t(Val), uint8_t((Val) >> 8)\n"
        "#define GIMT_Encode4(Val) uint8_t(Val), uint8_t((Val) >> 8), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 24)\n"
        "#define GIMT_Encode8(Val) uint8_t(Val), uint8_t((Val) >> 8), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 24),  uint8_t(uint64_t(Val) >> 32), uint8_t(uint64_t(Val) >> 40), "
        "uint8_t(uint64_t(Val) >> 48), uint8_t(uint64_t(Val) >> 56)\n"
        "#else\n"
        "#define GIMT_Encode2(Val) uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#define GIMT_Encode4(Val) uint8_t((Val) >> 24), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#define GIMT_Encode8(Val) uint8_t(uint64_t(Val) >> 56), uint8_t(uint64_t(Val) >> 48), "
        "uint8_t(uint64_t(Val) >> 40), uint8_t(uint64_t(Val) >> 32),  uint8_t((Val) >> 24), "
        "uint8_t((Val) >> 16), uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#endif\n";
}

void writeEncodingMacrosUndef(OStream &OS) {
  OS << "#undef GIMT_Encode2\n#undef GIMT_Encode4\n#undef GIMT_Encode8\n";
}

} // namespace gicombiner
} // namespace tblgen
