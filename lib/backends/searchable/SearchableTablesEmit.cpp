//===- SearchableTablesEmit.cpp - -gen-searchable-tables: printing --------===//
//
// Prints the enums, tables and lookup functions SearchableTables.cpp
// collected. Each GenericEnum/GenericTable gets a GET_<Name>_DECL section
// (enum, lookup declarations) and a table a GET_<Name>_IMPL section (the
// array and the lookup functions); the guards are #undef'd at the end.
//
// A lookup over a single integral field (bits, enum or instruction) whose
// values are consecutive is a direct index; other lookups binary-search the
// table (primary key) or a sorted index array (secondary keys; strings
// compared in upper case).
//
//===----------------------------------------------------------------------===//

#include "SearchableTables.h"

#include "tblgen/Error.h"

#include <algorithm>

namespace tblgen::searchable {

namespace {

/// ASCII upper case, as llvm::StringRef::upper.
std::string upper(std::string S) {
  for (char &C : S)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return S;
}

} // namespace

void SearchableTableEmitter::emitIfdef(std::string Guard, OStream &OS) {
  OS << "#ifdef " << Guard << '\n';
  PreprocessorGuards.insert(std::move(Guard));
}

void SearchableTableEmitter::emitGenericEnum(const GenericEnum &Enum, OStream &OS) {
  emitIfdef("GET_" + Enum.PreprocessorGuard + "_DECL", OS);
  OS << "enum " << Enum.Name << " {\n";
  for (const GenericEnum::Entry *E : Enum.Entries)
    OS << "  " << E->Name << " = " << E->Value << ",\n";
  OS << "};\n";
  OS << "#endif\n\n";
}

void SearchableTableEmitter::emitLookupDeclaration(const GenericTable &Table,
                                                   const SearchIndex &Index, OStream &OS) {
  if (Index.ReturnRange)
    OS << "llvm::iterator_range<const " << Table.CppTypeName << " *> ";
  else
    OS << "const " << Table.CppTypeName << " *";
  OS << Index.Name << '(';
  const char *Sep = "";
  for (const GenericField &Field : Index.Fields) {
    OS << Sep << searchableFieldType(Table, Index, Field, TypeInArgument) << ' ' << Field.Name;
    Sep = ", ";
  }
  OS << ')';
}

/// "  if ((T)Key != std::clamp((T)Key, (T)First, (T)Last))": rejects keys
/// outside the range of the first key field before any search.
void SearchableTableEmitter::emitRangeCheck(GenericTable &Table, const SearchIndex &Index,
                                            const std::vector<const Record *> &Rows,
                                            OStream &OS) {
  const GenericField &Field = Index.Fields[0];
  std::string First =
      primaryRepresentation(Index.Loc, Field, Table.cell(Rows.front(), Field).Value);
  std::string Last =
      primaryRepresentation(Index.Loc, Field, Table.cell(Rows.back(), Field).Value);
  std::string Type = searchableFieldType(Table, Index, Field, TypeInArgument);
  auto Cast = [&](std::string_view V) -> OStream & { return OS << '(' << Type << ')' << V; };
  OS << "  if (";
  Cast(Field.Name) << " != std::clamp(";
  Cast(Field.Name) << ", ";
  Cast(First) << ", ";
  Cast(Last) << "))\n";
  OS << "    return nullptr;\n\n";
}

void SearchableTableEmitter::emitComparator(const SearchIndex &Index, OStream &OS) {
  for (const GenericField &Field : Index.Fields) {
    const std::string &N = Field.Name;
    if (isa<StringRecTy>(Field.RecType)) {
      OS << "      int Cmp" << N << " = StringRef(LHS." << N << ").compare(RHS." << N << ");\n";
      OS << "      if (Cmp" << N << " < 0) return true;\n";
      OS << "      if (Cmp" << N << " > 0) return false;\n";
    } else if (Field.Enum) {
      // Enums compare as unsigned: their signedness is the compiler's choice.
      OS << "      if ((unsigned)LHS." << N << " < (unsigned)RHS." << N << ")\n";
      OS << "        return true;\n";
      OS << "      if ((unsigned)LHS." << N << " > (unsigned)RHS." << N << ")\n";
      OS << "        return false;\n";
    } else {
      OS << "      if (LHS." << N << " < RHS." << N << ")\n";
      OS << "        return true;\n";
      OS << "      if (LHS." << N << " > RHS." << N << ")\n";
      OS << "        return false;\n";
    }
  }
  OS << "      return false;\n";
  OS << "    }\n";
}

void SearchableTableEmitter::emitLookupFunction(GenericTable &Table,
                                                const SearchIndex &Index, bool IsPrimary,
                                                OStream &OS) {
  OS << '\n';
  emitLookupDeclaration(Table, Index, OS);
  OS << " {\n";

  std::vector<const Record *> SortedRows;
  const std::vector<const Record *> *Rows = &Table.Entries;
  std::string_view IndexTypeName = Table.CppTypeName, IndexName = Table.Name;

  if (!IsPrimary) {
    OS << "  struct IndexType {\n";
    for (const GenericField &Field : Index.Fields)
      OS << "    " << searchableFieldType(Table, Index, Field, TypeInStaticStruct) << ' '
         << Field.Name << ";\n";
    OS << "    unsigned _index;\n";
    OS << "  };\n";
    OS << "  static const struct IndexType Index[] = {\n";

    std::vector<std::pair<const Record *, unsigned>> Entries;
    Entries.reserve(Table.Entries.size());
    for (unsigned I = 0; I < Table.Entries.size(); ++I)
      Entries.emplace_back(Table.Entries[I], I);
    std::stable_sort(Entries.begin(), Entries.end(), [&](const auto &L, const auto &R) {
      return compareBy(Table, L.first, R.first, Index);
    });

    SortedRows.reserve(Entries.size());
    for (const auto &[Rec, Pos] : Entries) {
      SortedRows.push_back(Rec);
      OS << "    { ";
      const char *Sep = "";
      for (const GenericField &Field : Index.Fields) {
        std::string Repr = primaryRepresentation(Index.Loc, Field, Table.cell(Rec, Field).Value);
        if (isa<StringRecTy>(Field.RecType))
          Repr = upper(std::move(Repr));
        OS << Sep << Repr;
        Sep = ", ";
      }
      OS << ", " << Pos << " },\n";
    }
    OS << "  };\n\n";

    IndexTypeName = "IndexType";
    IndexName = "Index";
    Rows = &SortedRows;
  }

  // A single integral key whose values are consecutive indexes directly
  // (unless an early-out was asked for, which keeps the binary search).
  bool IsContiguous = false;
  if (!Index.EarlyOut && Index.Fields.size() == 1 &&
      (Index.Fields[0].Enum || isa<BitsRecTy>(Index.Fields[0].RecType) ||
       Index.Fields[0].IsInstruction)) {
    int64_t First = getNumericKey(Table, Index, Rows->front());
    IsContiguous = true;
    for (size_t I = 0; I < Rows->size(); ++I)
      if (getNumericKey(Table, Index, (*Rows)[I]) != First + int64_t(I)) {
        IsContiguous = false;
        break;
      }
  }

  if (IsContiguous) {
    const GenericField &Field = Index.Fields[0];
    emitRangeCheck(Table, Index, *Rows, OS);
    std::string First =
        primaryRepresentation(Index.Loc, Field, Table.cell(Rows->front(), Field).Value);
    OS << "  auto Table = ArrayRef(" << IndexName << ");\n";
    OS << "  size_t Idx = " << Field.Name << " - " << First << ";\n";
    OS << "  return ";
    if (IsPrimary)
      OS << "&Table[Idx]";
    else
      OS << '&' << Table.Name << "[Table[Idx]._index]";
    OS << ";\n";
    OS << "}\n";
    return;
  }

  if (Index.EarlyOut)
    emitRangeCheck(Table, Index, *Rows, OS);

  OS << "  struct KeyType {\n";
  for (const GenericField &Field : Index.Fields)
    OS << "    " << searchableFieldType(Table, Index, Field, TypeInTempStruct) << ' '
       << Field.Name << ";\n";
  OS << "  };\n";
  OS << "  KeyType Key = {";
  const char *Sep = "";
  for (const GenericField &Field : Index.Fields) {
    OS << Sep << Field.Name;
    Sep = ", ";
    if (isa<StringRecTy>(Field.RecType)) {
      OS << ".upper()";
      if (IsPrimary)
        PrintFatalError(Index.Loc, "In table '" + Table.Name +
                                       "', use a secondary lookup method for case-insensitive "
                                       "comparison of field '" +
                                       Field.Name + "'");
    }
  }
  OS << "};\n";

  OS << "  struct Comp {\n";
  OS << "    bool operator()(const " << IndexTypeName << " &LHS, const KeyType &RHS) const {\n";
  emitComparator(Index, OS);
  if (Index.ReturnRange) {
    OS << "    bool operator()(const KeyType &LHS, const " << IndexTypeName
       << " &RHS) const {\n";
    emitComparator(Index, OS);
  }
  OS << "  };\n";
  OS << "  auto Table = ArrayRef(" << IndexName << ");\n";
  if (Index.ReturnRange) {
    OS << "  auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());\n";
    OS << "  return llvm::make_range(It.first, It.second);\n";
  } else {
    OS << "  auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());\n";
    OS << "  if (Idx == Table.end()";
    for (const GenericField &Field : Index.Fields)
      OS << " ||\n      Key." << Field.Name << " != Idx->" << Field.Name;
    OS << ")\n    return nullptr;\n\n";
    if (IsPrimary)
      OS << "  return &*Idx;\n";
    else
      OS << "  return &" << Table.Name << "[Idx->_index];\n";
  }
  OS << "}\n";
}

void SearchableTableEmitter::emitGenericTable(GenericTable &Table, OStream &OS) {
  emitIfdef("GET_" + Table.PreprocessorGuard + "_DECL", OS);
  // Declarations of the lookup functions.
  if (Table.PrimaryKey) {
    emitLookupDeclaration(Table, *Table.PrimaryKey, OS);
    OS << ";\n";
  }
  for (const auto &Index : Table.Indices) {
    emitLookupDeclaration(Table, *Index, OS);
    OS << ";\n";
  }
  OS << "#endif\n\n";

  emitIfdef("GET_" + Table.PreprocessorGuard + "_IMPL", OS);
  // The table itself: every field of every row.
  SrcLoc TableLoc = Table.Locs.empty() ? SrcLoc() : Table.Locs.front();
  OS << "constexpr " << Table.CppTypeName << ' ' << Table.Name << "[] = {\n";
  for (size_t I = 0; I < Table.Entries.size(); ++I) {
    const Record *Entry = Table.Entries[I];
    OS << "  { ";
    const char *Sep = "";
    for (const GenericField &Field : Table.Fields) {
      OS << Sep << primaryRepresentation(TableLoc, Field, Table.cell(Entry, Field).Value);
      Sep = ", ";
    }
    OS << " }, // " << I << '\n';
  }
  OS << " };\n";

  if (Table.PrimaryKey)
    emitLookupFunction(Table, *Table.PrimaryKey, /*IsPrimary=*/true, OS);
  for (const auto &Index : Table.Indices)
    emitLookupFunction(Table, *Index, /*IsPrimary=*/false, OS);
  OS << "#endif\n\n";
}

} // namespace tblgen::searchable
