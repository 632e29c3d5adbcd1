//===- RenderModel.cpp - Printing enums, tables and lookups ---------------===//
//
// Every enum prints in a GET_<Guard>_DECL section; every table prints its
// lookup declarations in GET_<Guard>_DECL and the array with the lookup
// bodies in GET_<Guard>_IMPL. The guards are #undef'd at the very end, in
// sorted order, so that sections may share one.
//
// A lookup on a lone bits, enum or instruction column whose values are
// consecutive (without early-out) indexes the array directly. Any other
// lookup binary-searches: the table itself for the primary key, a sorted
// array of (key, position) for a secondary index, whose string keys are
// kept in upper case and matched case-insensitively.
//
//===----------------------------------------------------------------------===//

#include "TableModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"

#include <algorithm>
#include <numeric>

namespace tblgen::searchable {

namespace {

/// Where a key's C++ type appears.
enum class TypeUse { Argument, StaticField, SearchField };

/// "" the first time, Between afterwards.
class Separator {
public:
  explicit Separator(const char *Between) : Between(Between) {}
  const char *next() {
    const char *Now = Pending;
    Pending = Between;
    return Now;
  }

private:
  const char *Between;
  const char *Pending = "";
};

class Printer {
public:
  Printer(Model &M, CellLogic &Cells, OStream &OS) : M(M), Cells(Cells), OS(OS) {}

  void run();

private:
  void openSection(const std::string &Guard, const char *Part);
  void printEnum(const EnumModel &E);
  void printTable(TableModel &T);
  void printSignature(const TableModel &T, const Lookup &L);
  void printLookup(TableModel &T, const Lookup &L);
  std::vector<unsigned> printIndexArray(TableModel &T, const Lookup &L);
  bool isDense(TableModel &T, const Lookup &L, std::span<const unsigned> Rows);
  void printRangeGuard(TableModel &T, const Lookup &L, std::span<const unsigned> Rows);
  void printDirectAccess(TableModel &T, const Lookup &L, std::span<const unsigned> Rows);
  void printSearch(TableModel &T, const Lookup &L);
  void printComparison(const TableModel &T, const Lookup &L, std::string_view Left,
                       std::string_view Right);
  std::string typeOf(const TableModel &T, const Lookup &L, unsigned Col, TypeUse Use);

  template <typename Fn> static void eachLookup(TableModel &T, Fn &&Visit) {
    if (T.PrimaryKey)
      Visit(*T.PrimaryKey);
    for (Lookup &L : T.Indices)
      Visit(L);
  }

  Model &M;
  CellLogic &Cells;
  OStream &OS;
  std::vector<std::string> Opened; ///< every guard, to #undef at the end
};

void Printer::openSection(const std::string &Guard, const char *Part) {
  std::string Macro = "GET_" + Guard + "_" + Part;
  OS << "#ifdef " << Macro << '\n';
  Opened.push_back(std::move(Macro));
}

void Printer::printEnum(const EnumModel &E) {
  openSection(E.Guard, "DECL");
  OS << "enum " << E.Name << " {\n";
  for (const EnumModel::Member &Member : E.Members)
    OS << "  " << Member.Name << " = " << Member.Value << ",\n";
  OS << "};\n#endif\n\n";
}

std::string Printer::typeOf(const TableModel &T, const Lookup &L, unsigned Col, TypeUse Use) {
  const Column &C = T.Columns[Col];
  const KindTraits &Traits = traitsOf(C.Kind);
  const char *Named = Use == TypeUse::Argument      ? Traits.Argument
                      : Use == TypeUse::StaticField ? Traits.StaticField
                                                    : Traits.SearchField;
  if (*Named)
    return Named;

  std::string Problem;
  if (C.Kind == ColumnKind::Bits) {
    unsigned Width = cast<BitsRecTy>(C.Type)->getNumBits();
    for (unsigned Fits : {8u, 16u, 32u, 64u})
      if (Width <= Fits)
        return "uint" + std::to_string(Fits) + "_t";
    Problem = "of type bits is too large";
  } else {
    Problem = "has invalid type: " + C.Type->getAsString();
  }
  PrintFatalError(L.Where, "In table '" + T.Name + "' lookup method '" + L.Name +
                               "', key field '" + C.Name + "' " + Problem);
}

void Printer::printSignature(const TableModel &T, const Lookup &L) {
  if (L.ReturnsRange)
    OS << "llvm::iterator_range<const " << T.CppType << " *> ";
  else
    OS << "const " << T.CppType << " *";
  OS << L.Name << '(';
  Separator Comma(", ");
  for (unsigned Col : L.Columns) {
    std::string Type = typeOf(T, L, Col, TypeUse::Argument);
    OS << Comma.next() << Type << ' ' << T.Columns[Col].Name;
  }
  OS << ')';
}

std::vector<unsigned> Printer::printIndexArray(TableModel &T, const Lookup &L) {
  OS << "  struct IndexType {\n";
  for (unsigned Col : L.Columns) {
    std::string Type = typeOf(T, L, Col, TypeUse::StaticField);
    OS << "    " << Type << ' ' << T.Columns[Col].Name << ";\n";
  }
  OS << "    unsigned _index;\n  };\n";
  OS << "  static const struct IndexType Index[] = {\n";

  // Positions in the table, ordered by this key (ties keep table order).
  std::vector<unsigned> Positions(T.rows());
  std::iota(Positions.begin(), Positions.end(), 0u);
  std::stable_sort(Positions.begin(), Positions.end(), [&](unsigned A, unsigned B) {
    return Cells.before(T, L.Columns, L.Where, T.Order[A], T.Order[B]);
  });

  std::vector<unsigned> Rows;
  Rows.reserve(Positions.size());
  for (unsigned Pos : Positions) {
    unsigned Row = T.Order[Pos];
    Rows.push_back(Row);
    OS << "    { ";
    Separator Comma(", ");
    for (unsigned Col : L.Columns) {
      std::string Text = Cells.print(T.Columns[Col], T.value(Row, Col), L.Where);
      if (T.Columns[Col].Kind == ColumnKind::String)
        upcase(Text);
      OS << Comma.next() << Text;
    }
    OS << ", " << Pos << " },\n";
  }
  OS << "  };\n\n";
  return Rows;
}

bool Printer::isDense(TableModel &T, const Lookup &L, std::span<const unsigned> Rows) {
  if (L.EarlyOut || L.Columns.size() != 1)
    return false;
  unsigned Col = L.Columns.front();
  const Column &C = T.Columns[Col];
  if (!traitsOf(C.Kind).Dense && !C.Enum)
    return false;
  int64_t Expected = Cells.ordinal(T, Col, Rows.front());
  for (unsigned Row : Rows)
    if (Cells.ordinal(T, Col, Row) != Expected++)
      return false;
  return true;
}

void Printer::printRangeGuard(TableModel &T, const Lookup &L, std::span<const unsigned> Rows) {
  unsigned Col = L.Columns.front();
  const Column &C = T.Columns[Col];
  std::string Cast = "(" + typeOf(T, L, Col, TypeUse::Argument) + ")";
  std::string Low = Cells.print(C, T.value(Rows.front(), Col), L.Where);
  std::string High = Cells.print(C, T.value(Rows.back(), Col), L.Where);
  OS << "  if (" << Cast << C.Name << " != std::clamp(" << Cast << C.Name << ", " << Cast << Low
     << ", " << Cast << High << "))\n";
  OS << "    return nullptr;\n\n";
}

void Printer::printDirectAccess(TableModel &T, const Lookup &L, std::span<const unsigned> Rows) {
  printRangeGuard(T, L, Rows);
  unsigned Col = L.Columns.front();
  const Column &C = T.Columns[Col];
  std::string Base = Cells.print(C, T.value(Rows.front(), Col), L.Where);
  OS << "  auto Table = ArrayRef(" << (L.Primary ? std::string_view(T.Name) : "Index") << ");\n";
  OS << "  size_t Idx = " << C.Name << " - " << Base << ";\n";
  if (L.Primary)
    OS << "  return &Table[Idx];\n";
  else
    OS << "  return &" << T.Name << "[Table[Idx]._index];\n";
}

void Printer::printComparison(const TableModel &T, const Lookup &L, std::string_view Left,
                              std::string_view Right) {
  OS << "    bool operator()(const " << Left << " &LHS, const " << Right << " &RHS) const {\n";
  for (unsigned Col : L.Columns) {
    const Column &C = T.Columns[Col];
    const std::string &F = C.Name;
    if (C.Kind == ColumnKind::String) {
      OS << "      int Cmp" << F << " = StringRef(LHS." << F << ").compare(RHS." << F << ");\n"
         << "      if (Cmp" << F << " < 0) return true;\n"
         << "      if (Cmp" << F << " > 0) return false;\n";
      continue;
    }
    // An enum's underlying type is the compiler's choice: compare unsigned.
    std::string_view Cast = C.Enum ? "(unsigned)" : "";
    OS << "      if (" << Cast << "LHS." << F << " < " << Cast << "RHS." << F << ")\n"
       << "        return true;\n"
       << "      if (" << Cast << "LHS." << F << " > " << Cast << "RHS." << F << ")\n"
       << "        return false;\n";
  }
  OS << "      return false;\n    }\n";
}

void Printer::printSearch(TableModel &T, const Lookup &L) {
  OS << "  struct KeyType {\n";
  for (unsigned Col : L.Columns) {
    std::string Type = typeOf(T, L, Col, TypeUse::SearchField);
    OS << "    " << Type << ' ' << T.Columns[Col].Name << ";\n";
  }
  OS << "  };\n";

  OS << "  KeyType Key = {";
  Separator Comma(", ");
  for (unsigned Col : L.Columns) {
    const Column &C = T.Columns[Col];
    bool Folded = C.Kind == ColumnKind::String;
    if (Folded && L.Primary)
      PrintFatalError(L.Where, "In table '" + T.Name +
                                   "', use a secondary lookup method for case-insensitive "
                                   "comparison of field '" +
                                   C.Name + "'");
    OS << Comma.next() << C.Name << (Folded ? ".upper()" : "");
  }
  OS << "};\n";

  std::string_view Entry = L.Primary ? std::string_view(T.CppType) : "IndexType";
  OS << "  struct Comp {\n";
  printComparison(T, L, Entry, "KeyType");
  if (L.ReturnsRange)
    printComparison(T, L, "KeyType", Entry);
  OS << "  };\n";
  OS << "  auto Table = ArrayRef(" << (L.Primary ? std::string_view(T.Name) : "Index") << ");\n";

  if (L.ReturnsRange) {
    OS << "  auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());\n"
       << "  return llvm::make_range(It.first, It.second);\n";
    return;
  }
  OS << "  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());\n";
  OS << "  if (Idx == Table.end()";
  for (unsigned Col : L.Columns)
    OS << " ||\n      Key." << T.Columns[Col].Name << " != Idx->" << T.Columns[Col].Name;
  OS << ")\n    return nullptr;\n\n";
  if (L.Primary)
    OS << "  return &*Idx;\n";
  else
    OS << "  return &" << T.Name << "[Idx->_index];\n";
}

void Printer::printLookup(TableModel &T, const Lookup &L) {
  OS << '\n';
  printSignature(T, L);
  OS << " {\n";

  std::vector<unsigned> IndexRows;
  std::span<const unsigned> Rows = T.Order;
  if (!L.Primary) {
    IndexRows = printIndexArray(T, L);
    Rows = IndexRows;
  }

  if (isDense(T, L, Rows)) {
    printDirectAccess(T, L, Rows);
  } else {
    if (L.EarlyOut)
      printRangeGuard(T, L, Rows);
    printSearch(T, L);
  }
  OS << "}\n";
}

void Printer::printTable(TableModel &T) {
  openSection(T.Guard, "DECL");
  eachLookup(T, [&](const Lookup &L) {
    printSignature(T, L);
    OS << ";\n";
  });
  OS << "#endif\n\n";

  openSection(T.Guard, "IMPL");
  OS << "constexpr " << T.CppType << ' ' << T.Name << "[] = {\n";
  SrcLoc Where = T.where();
  for (unsigned Pos = 0; Pos < T.rows(); ++Pos) {
    unsigned Row = T.Order[Pos];
    OS << "  { ";
    Separator Comma(", ");
    for (unsigned Col = 0; Col < T.Columns.size(); ++Col) {
      std::string Text = Cells.print(T.Columns[Col], T.value(Row, Col), Where);
      OS << Comma.next() << Text;
    }
    OS << " }, // " << Pos << '\n';
  }
  OS << " };\n";
  eachLookup(T, [&](const Lookup &L) { printLookup(T, L); });
  OS << "#endif\n\n";
}

void Printer::run() {
  for (const EnumModel &E : M.Enums)
    printEnum(E);
  for (TableModel &T : M.Tables)
    printTable(T);
  std::sort(Opened.begin(), Opened.end());
  Opened.erase(std::unique(Opened.begin(), Opened.end()), Opened.end());
  for (const std::string &Macro : Opened)
    OS << "#undef " << Macro << '\n';
}

} // namespace

void renderModel(Model &M, CellLogic &Cells, OStream &OS) { Printer(M, Cells, OS).run(); }

namespace {
void emitSearchableTables(const RecordKeeper &Records, OStream &OS) {
  Model M;
  CellLogic Cells(M);
  readModel(Records, M, Cells);
  renderModel(M, Cells, OS);
}
} // namespace

TBLGEN_REGISTER_BACKEND(SearchableTables, "gen-searchable-tables",
                        "Generate generic binary-searchable table", emitSearchableTables);

} // namespace tblgen::searchable
