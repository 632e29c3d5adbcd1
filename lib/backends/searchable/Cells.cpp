//===- Cells.cpp - Printing and ordering the cells of a table -------------===//
//
// A cell prints by its value first (strings, bits, bit), then by its
// column's kind (intrinsic, instruction, enum). Rows order column by column
// through an OrderKey per cell: integers and enum members by value,
// intrinsics by target prefix then name, instructions pseudo first then by
// name, everything else by its printed text (strings in upper case, so
// that they order case-insensitively).
//
//===----------------------------------------------------------------------===//

#include "TableModel.h"

#include "tblgen/Error.h"

#include <climits>

namespace tblgen::searchable {

namespace {

constexpr KindTraits AllTraits[] = {
#define COLUMN_KIND(Kind, Argument, StaticField, SearchField, Dense)                           \
  {Argument, StaticField, SearchField, Dense},
#include "ColumnKinds.def"
};

const Record *recordOf(const Init *V) { return cast<DefInit>(V)->getDef(); }

/// The enum value of V in Col's enum; a record outside it orders last (it
/// is reported when the table prints).
int64_t memberValue(const Column &Col, const Init *V) {
  auto *Def = dyn_cast<DefInit>(V);
  const EnumModel::Member *Found = Def ? Col.Enum->find(Def->getDef()) : nullptr;
  return Found ? Found->Value : INT64_MAX;
}

} // namespace

const KindTraits &traitsOf(ColumnKind K) { return AllTraits[unsigned(K)]; }

int64_t integerOf(const Init *V) {
  if (auto *Int = dyn_cast<IntInit>(V))
    return Int->getValue();
  std::optional<int64_t> AsInt;
  if (auto *Bits = dyn_cast<BitsInit>(V))
    AsInt = Bits->convertInitializerToInt();
  if (!AsInt)
    PrintFatalError("expected an integer or a bits value, found " + V->getAsString());
  return *AsInt;
}

void upcase(std::string &S) {
  for (char &C : S)
    if (C >= 'a' && C <= 'z')
      C = char(C - ('a' - 'A'));
}

std::string CellLogic::print(const Column &Col, const Init *V, SrcLoc Where) {
  if (auto *Str = dyn_cast<StringInit>(V))
    return Col.Verbatim || Str->hasCodeFormat() ? std::string(Str->getValue())
                                                : Str->getAsString();
  if (auto *Bit = dyn_cast<BitInit>(V))
    return Bit->getValue() ? "true" : "false";
  if (isa<BitsInit>(V)) {
    OStream Hex;
    Hex << "0x";
    Hex.writeHex(uint64_t(integerOf(V)), /*Upper=*/true);
    return std::move(Hex.str());
  }
  switch (Col.Kind) {
  case ColumnKind::Intrinsic:
    return "Intrinsic::" + M.Target->getIntrinsic(recordOf(V)).EnumName;
  case ColumnKind::Instruction:
    return V->getAsString();
  default:
    break;
  }
  if (!Col.Enum)
    PrintFatalError(Where, "invalid field type for field '" + Col.Name +
                               "'; expected: bit, bits, string, or code");
  auto *Def = dyn_cast<DefInit>(V);
  if (const EnumModel::Member *Found = Def ? Col.Enum->find(Def->getDef()) : nullptr)
    return Found->Name;
  PrintFatalError(Where, "Entry for field '" + Col.Name + "' is null");
}

const OrderKey &CellLogic::keyOf(TableModel &T, unsigned Row, unsigned Col, SrcLoc Where) {
  OrderKey &Key = T.Keys[T.cell(Row, Col)];
  if (Key.Known)
    return Key;
  const Column &C = T.Columns[Col];
  const Init *V = T.value(Row, Col);
  switch (C.Kind) {
  case ColumnKind::Bits:
  case ColumnKind::Int:
    Key.Rank = integerOf(V);
    break;
  case ColumnKind::Enum:
    Key.Rank = memberValue(C, V);
    break;
  case ColumnKind::Intrinsic: {
    // Prefix and name joined by a NUL order as the pair would.
    const IntrinsicInfo &Info = M.Target->getIntrinsic(recordOf(V));
    Key.Text.reserve(Info.TargetPrefix.size() + 1 + Info.Name.size());
    Key.Text.append(Info.TargetPrefix).push_back('\0');
    Key.Text.append(Info.Name);
    break;
  }
  case ColumnKind::Instruction: {
    const Record *Inst = recordOf(V);
    Key.Rank = Inst->getValueAsBit("isPseudo") ? 0 : 1;
    Key.Text = Inst->getName();
    break;
  }
  default:
    Key.Text = print(C, V, Where);
    if (C.Kind == ColumnKind::String)
      upcase(Key.Text);
    break;
  }
  Key.Known = true;
  return Key;
}

bool CellLogic::before(TableModel &T, std::span<const unsigned> Cols, SrcLoc Where, unsigned A,
                       unsigned B) {
  for (unsigned Col : Cols) {
    const OrderKey &KA = keyOf(T, A, Col, Where);
    const OrderKey &KB = keyOf(T, B, Col, Where);
    if (KA.Rank != KB.Rank)
      return KA.Rank < KB.Rank;
    if (int Diff = KA.Text.compare(KB.Text))
      return Diff < 0;
  }
  return false;
}

int64_t CellLogic::ordinal(const TableModel &T, unsigned Col, unsigned Row) {
  const Column &C = T.Columns[Col];
  const Init *V = T.value(Row, Col);
  if (C.Kind == ColumnKind::Instruction)
    return M.Target->getInstrIntValue(recordOf(V));
  return C.Enum ? memberValue(C, V) : integerOf(V);
}

} // namespace tblgen::searchable
