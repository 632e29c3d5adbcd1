//===- SearchableTables.h - Model of -gen-searchable-tables -----*- C++ -*-===//
//
// The tables, enums and indices the backend collects from GenericEnum,
// GenericTable, SearchIndex and (legacy) SearchableTable records, shared by
// the collecting half (SearchableTables.cpp) and the printing half
// (SearchableTablesEmit.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/TargetInfo.h"

#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::searchable {

/// A C++ enum built from the records of one class.
struct GenericEnum {
  struct Entry {
    std::string Name;
    int64_t Value = 0;
  };
  std::string Name;
  const Record *Class = nullptr;
  std::string PreprocessorGuard;
  /// The entries in the order they are printed.
  std::vector<Entry *> Entries;
  /// Owns the entries (its addresses are stable once collected).
  std::vector<Entry> Storage;
  std::unordered_map<const Record *, const Entry *> EntryMap;

  const Entry *lookup(const Record *R) const {
    auto It = EntryMap.find(R);
    return It == EntryMap.end() ? nullptr : It->second;
  }
};

/// One column of a table, with what is known of its type.
struct GenericField {
  std::string Name;
  unsigned Column = 0; ///< Position in the table's Fields.
  const RecTy *RecType = nullptr;
  bool IsCode = false;
  bool IsIntrinsic = false;
  bool IsInstruction = false;
  const GenericEnum *Enum = nullptr;

  GenericField(std::string N, unsigned Column) : Name(std::move(N)), Column(Column) {}
};

/// A lookup function over some of a table's fields.
struct SearchIndex {
  std::string Name;
  SrcLoc Loc; ///< Where PrimaryKey or Key was set.
  std::vector<GenericField> Fields;
  bool EarlyOut = false;
  bool ReturnRange = false;
};

struct GenericTable {
  std::string Name;
  std::vector<SrcLoc> Locs;
  std::string PreprocessorGuard;
  std::string CppTypeName;
  std::vector<GenericField> Fields;
  std::vector<const Record *> Entries;
  std::unique_ptr<SearchIndex> PrimaryKey;
  std::vector<std::unique_ptr<SearchIndex>> Indices;

  /// A field of a row, read once and kept with what sorting derived from
  /// it (computed on first use, so that errors come where llvm-tblgen,
  /// which recomputes them, reports them first).
  struct Cell {
    const Init *Value = nullptr;
    int64_t Num = 0;      ///< integer value (bits, int)
    std::string Str;      ///< sort text: the printed value, upper case for strings
    bool HasNum = false, HasStr = false;
  };
  std::unordered_map<const Record *, unsigned> RowOf;
  std::vector<Cell> Cells; ///< Cells[Row * Fields.size() + Column]

  Cell &cell(const Record *R, const GenericField &Field) {
    Cell &C = Cells[size_t(RowOf.find(R)->second) * Fields.size() + Field.Column];
    if (!C.Value)
      C.Value = R->getValueInit(Field.Name);
    return C;
  }

  const GenericField *getFieldByName(std::string_view FieldName) const {
    for (const GenericField &F : Fields)
      if (F.Name == FieldName)
        return &F;
    return nullptr;
  }
};

/// Collects everything, then prints it.
class SearchableTableEmitter {
public:
  explicit SearchableTableEmitter(const RecordKeeper &R) : Records(R) {}
  void run(OStream &OS);

private:
  enum TypeContext { TypeInStaticStruct, TypeInTempStruct, TypeInArgument };

  // Collecting (SearchableTables.cpp).
  bool parseFieldType(GenericField &Field, const Init *TypeOf);
  std::unique_ptr<SearchIndex> parseSearchIndex(GenericTable &Table, const RecordVal *KeyRecVal,
                                                std::string_view Name,
                                                const std::vector<std::string> &Key,
                                                bool EarlyOut, bool ReturnRange);
  void collectEnumEntries(GenericEnum &Enum, std::string_view NameField,
                          std::string_view ValueField, const std::vector<const Record *> &Items);
  void collectTableEntries(GenericTable &Table, const std::vector<const Record *> &Items);
  void collectLegacyTables();

  // Values and their order.
  std::string primaryRepresentation(SrcLoc Loc, const GenericField &Field, const Init *I);
  bool compareBy(GenericTable &Table, const Record *LHS, const Record *RHS,
                 const SearchIndex &Index);
  int64_t getNumericKey(GenericTable &Table, const SearchIndex &Index, const Record *Rec);
  const IntrinsicInfo &getIntrinsic(const Init *I);
  std::string searchableFieldType(const GenericTable &Table, const SearchIndex &Index,
                                  const GenericField &Field, TypeContext Ctx);

  // Printing (SearchableTablesEmit.cpp).
  void emitIfdef(std::string Guard, OStream &OS);
  void emitGenericEnum(const GenericEnum &Enum, OStream &OS);
  void emitGenericTable(GenericTable &Table, OStream &OS);
  void emitLookupDeclaration(const GenericTable &Table, const SearchIndex &Index, OStream &OS);
  void emitLookupFunction(GenericTable &Table, const SearchIndex &Index, bool IsPrimary,
                          OStream &OS);
  void emitRangeCheck(GenericTable &Table, const SearchIndex &Index,
                      const std::vector<const Record *> &Rows, OStream &OS);
  void emitComparator(const SearchIndex &Index, OStream &OS);

  const RecordKeeper &Records;
  std::unique_ptr<TargetInfo> Target;
  std::vector<std::unique_ptr<GenericEnum>> Enums;
  std::unordered_map<const Record *, GenericEnum *> EnumMap;
  std::vector<std::unique_ptr<GenericTable>> Tables;
  std::set<std::string> PreprocessorGuards;
};

/// The integer value of a bits or int value.
int64_t getAsInt(const Init *I);

} // namespace tblgen::searchable
