//===- SearchableTables.cpp - -gen-searchable-tables: collecting ----------===//
//
// The backend behind llvm/TableGen/SearchableTable.td. It prints
//
//  * one C++ enum per GenericEnum record (the records of FilterClass, named
//    by NameField or the record name, valued by ValueField or numbered in
//    the alphabetical order of their names);
//  * one constexpr array per GenericTable record (a row per record of
//    FilterClass whose FilterClassField bit, if named, is set; the columns
//    are Fields), sorted by the primary key, with its lookup function;
//  * one lookup function per SearchIndex record, over a sorted index array;
//  * the same for classes deriving directly from the legacy SearchableTable.
//
// Output and diagnostics follow llvm-tblgen 22 byte for byte. This file
// collects the model; SearchableTablesEmit.cpp prints it.
//
//===----------------------------------------------------------------------===//

#include "SearchableTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"

#include <algorithm>

namespace tblgen::searchable {

int64_t getAsInt(const Init *I) {
  if (auto *Bits = dyn_cast<BitsInit>(I))
    if (auto V = Bits->convertInitializerToInt())
      return *V;
  if (auto *Int = dyn_cast<IntInit>(I))
    return Int->getValue();
  PrintFatalError("expected an integer or a bits value, found " + I->getAsString());
}

static int64_t getInt(const Record *R, std::string_view Field) {
  return getAsInt(R->getValueInit(Field));
}

/// ASCII upper case, as llvm::StringRef::upper.
static std::string upper(std::string S) {
  for (char &C : S)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return S;
}

//===----------------------------------------------------------------------===//
// Values and their order
//===----------------------------------------------------------------------===//

const IntrinsicInfo &SearchableTableEmitter::getIntrinsic(const Init *I) {
  return Target->getIntrinsic(cast<DefInit>(I)->getDef());
}

std::string SearchableTableEmitter::primaryRepresentation(SrcLoc Loc, const GenericField &Field,
                                                          const Init *I) {
  if (auto *S = dyn_cast<StringInit>(I)) {
    if (Field.IsCode || S->hasCodeFormat())
      return std::string(S->getValue());
    return S->getAsString();
  }
  if (auto *Bits = dyn_cast<BitsInit>(I)) {
    OStream Hex;
    Hex << "0x";
    Hex.writeHex(uint64_t(getAsInt(Bits)), /*Upper=*/true);
    return std::move(Hex.str());
  }
  if (auto *Bit = dyn_cast<BitInit>(I))
    return Bit->getValue() ? "true" : "false";
  if (Field.IsIntrinsic)
    return "Intrinsic::" + getIntrinsic(I).EnumName;
  if (Field.IsInstruction)
    return I->getAsString();
  if (Field.Enum) {
    const GenericEnum::Entry *E = nullptr;
    if (auto *Def = dyn_cast<DefInit>(I))
      E = Field.Enum->lookup(Def->getDef());
    if (!E)
      PrintFatalError(Loc, "Entry for field '" + Field.Name + "' is null");
    return E->Name;
  }
  PrintFatalError(Loc, "invalid field type for field '" + Field.Name +
                           "'; expected: bit, bits, string, or code");
}

/// The value of an enum entry for ordering; a record outside the enum
/// (reported when the table is printed) orders last.
static int64_t enumValue(const GenericField &Field, const Init *I) {
  const GenericEnum::Entry *E = nullptr;
  if (auto *Def = dyn_cast<DefInit>(I))
    E = Field.Enum->lookup(Def->getDef());
  return E ? E->Value : INT64_MAX;
}

int64_t SearchableTableEmitter::getNumericKey(GenericTable &Table, const SearchIndex &Index,
                                              const Record *Rec) {
  const GenericField &Field = Index.Fields[0];
  const Init *V = Table.cell(Rec, Field).Value;
  // Instruction before enum, as everywhere else (a field can be both).
  if (Field.IsInstruction) {
    auto *Def = dyn_cast<DefInit>(V);
    return Target->getInstrIntValue(Def ? Def->getDef() : Rec->getValueAsDef(Field.Name));
  }
  if (Field.Enum)
    return enumValue(Field, V);
  return getAsInt(V);
}

bool SearchableTableEmitter::compareBy(GenericTable &Table, const Record *LHS,
                                       const Record *RHS, const SearchIndex &Index) {
  for (const GenericField &Field : Index.Fields) {
    GenericTable::Cell &LC = Table.cell(LHS, Field);
    GenericTable::Cell &RC = Table.cell(RHS, Field);
    const Init *L = LC.Value, *R = RC.Value;

    if (isa<BitsRecTy>(Field.RecType) || isa<IntRecTy>(Field.RecType)) {
      for (GenericTable::Cell *C : {&LC, &RC})
        if (!C->HasNum) {
          C->Num = getAsInt(C->Value);
          C->HasNum = true;
        }
      if (LC.Num != RC.Num)
        return LC.Num < RC.Num;
    } else if (Field.IsIntrinsic) {
      const IntrinsicInfo &LI = getIntrinsic(L);
      const IntrinsicInfo &RI = getIntrinsic(R);
      if (LI.TargetPrefix != RI.TargetPrefix)
        return LI.TargetPrefix < RI.TargetPrefix;
      if (LI.Name != RI.Name)
        return LI.Name < RI.Name;
    } else if (Field.IsInstruction) {
      // Pseudo instructions first, then by name (the instruction enum's
      // order, except for the target-independent opcodes).
      const Record *LD = cast<DefInit>(L)->getDef();
      const Record *RD = cast<DefInit>(R)->getDef();
      bool LP = LD->getValueAsBit("isPseudo"), RP = RD->getValueAsBit("isPseudo");
      if (LP != RP)
        return LP;
      if (int C = LD->getName().compare(RD->getName()))
        return C < 0;
    } else if (Field.Enum) {
      int64_t LV = enumValue(Field, L), RV = enumValue(Field, R);
      if (LV != RV)
        return LV < RV;
    } else {
      // The printed values, upper case for strings (case-insensitive).
      for (GenericTable::Cell *C : {&LC, &RC})
        if (!C->HasStr) {
          C->Str = primaryRepresentation(Index.Loc, Field, C->Value);
          if (isa<StringRecTy>(Field.RecType))
            C->Str = upper(std::move(C->Str));
          C->HasStr = true;
        }
      if (int C = LC.Str.compare(RC.Str))
        return C < 0;
    }
  }
  return false;
}

std::string SearchableTableEmitter::searchableFieldType(const GenericTable &Table,
                                                        const SearchIndex &Index,
                                                        const GenericField &Field,
                                                        TypeContext Ctx) {
  if (isa<StringRecTy>(Field.RecType)) {
    if (Ctx == TypeInStaticStruct)
      return "const char *";
    if (Ctx == TypeInTempStruct)
      return "std::string";
    return "StringRef";
  }
  if (auto *Bits = dyn_cast<BitsRecTy>(Field.RecType)) {
    unsigned N = Bits->getNumBits();
    if (N <= 8)
      return "uint8_t";
    if (N <= 16)
      return "uint16_t";
    if (N <= 32)
      return "uint32_t";
    if (N <= 64)
      return "uint64_t";
    PrintFatalError(Index.Loc, "In table '" + Table.Name + "' lookup method '" + Index.Name +
                                   "', key field '" + Field.Name + "' of type bits is too large");
  }
  if (isa<BitRecTy>(Field.RecType))
    return "bool";
  if (Field.Enum || Field.IsIntrinsic || Field.IsInstruction)
    return "unsigned";
  PrintFatalError(Index.Loc, "In table '" + Table.Name + "' lookup method '" + Index.Name +
                                 "', key field '" + Field.Name +
                                 "' has invalid type: " + Field.RecType->getAsString());
}

//===----------------------------------------------------------------------===//
// Collecting
//===----------------------------------------------------------------------===//

bool SearchableTableEmitter::parseFieldType(GenericField &Field, const Init *TypeOf) {
  auto *Type = dyn_cast<StringInit>(TypeOf);
  if (!Type)
    return false;
  if (Type->getValue() == "code") {
    Field.IsCode = true;
    return true;
  }
  const Record *TypeRec = Records.getDef(Type->getValue());
  if (!TypeRec || !TypeRec->isSubClassOf("GenericEnum"))
    return false;
  auto It = EnumMap.find(TypeRec);
  if (It == EnumMap.end())
    return false;
  Field.Enum = It->second;
  Field.RecType = RecordRecTy::get(Field.Enum->Class);
  return true;
}

std::unique_ptr<SearchIndex>
SearchableTableEmitter::parseSearchIndex(GenericTable &Table, const RecordVal *KeyRecVal,
                                         std::string_view Name,
                                         const std::vector<std::string> &Key, bool EarlyOut,
                                         bool ReturnRange) {
  auto Index = std::make_unique<SearchIndex>();
  Index->Name = std::string(Name);
  Index->Loc = KeyRecVal->getLoc();
  Index->EarlyOut = EarlyOut;
  Index->ReturnRange = ReturnRange;

  for (const std::string &FieldName : Key) {
    const GenericField *Field = Table.getFieldByName(FieldName);
    if (!Field)
      PrintFatalError(KeyRecVal, "In table '" + Table.Name +
                                     "', 'PrimaryKey' or 'Key' refers to nonexistent field '" +
                                     FieldName + "'");
    Index->Fields.push_back(*Field);
  }

  if (EarlyOut && Index->Fields.empty())
    PrintFatalError(KeyRecVal, "In lookup method '" + Index->Name +
                                   "', early-out needs a key field");
  if (EarlyOut && isa<StringRecTy>(Index->Fields[0].RecType))
    PrintFatalError(KeyRecVal, "In lookup method '" + Index->Name +
                                   "', early-out is not supported for a first key field of "
                                   "type string");
  return Index;
}

void SearchableTableEmitter::collectEnumEntries(GenericEnum &Enum, std::string_view NameField,
                                                std::string_view ValueField,
                                                const std::vector<const Record *> &Items) {
  Enum.Storage.reserve(Items.size());
  for (const Record *EntryRec : Items) {
    GenericEnum::Entry E;
    E.Name = NameField.empty() ? std::string(EntryRec->getName())
                               : EntryRec->getValueAsString(NameField);
    if (!ValueField.empty())
      E.Value = getInt(EntryRec, ValueField);
    Enum.Storage.push_back(std::move(E));
  }
  for (size_t I = 0; I < Items.size(); ++I) {
    Enum.Entries.push_back(&Enum.Storage[I]);
    Enum.EntryMap.emplace(Items[I], &Enum.Storage[I]);
  }

  if (ValueField.empty()) {
    std::stable_sort(Enum.Entries.begin(), Enum.Entries.end(),
                     [](const GenericEnum::Entry *L, const GenericEnum::Entry *R) {
                       return L->Name < R->Name;
                     });
    for (size_t I = 0; I < Enum.Entries.size(); ++I)
      Enum.Entries[I]->Value = int64_t(I);
  }
}

void SearchableTableEmitter::collectTableEntries(GenericTable &Table,
                                                 const std::vector<const Record *> &Items) {
  if (Items.empty())
    PrintFatalError(Table.Locs, "Table '" + Table.Name + "' has no entries");

  Table.Cells.resize(Items.size() * Table.Fields.size());
  for (const Record *EntryRec : Items) {
    unsigned Row = unsigned(Table.Entries.size());
    Table.RowOf.emplace(EntryRec, Row);
    for (GenericField &Field : Table.Fields) {
      const Init *Value = EntryRec->getValueInit(Field.Name);
      Table.Cells[size_t(Row) * Table.Fields.size() + Field.Column].Value = Value;
      auto *TI = dyn_cast<TypedInit>(Value);
      if (!TI || !TI->isComplete())
        PrintFatalError(EntryRec, "Record '" + std::string(EntryRec->getName()) +
                                      "' for table '" + Table.Name + "' is missing field '" +
                                      Field.Name + "'");
      if (!Field.RecType) {
        Field.RecType = TI->getType();
        continue;
      }
      const RecTy *Ty = resolveTypes(Field.RecType, TI->getType());
      if (!Ty)
        PrintFatalError(EntryRec->getValue(Field.Name),
                        "Field '" + Field.Name + "' of table '" + Table.Name +
                            "' entry has incompatible type: " + TI->getType()->getAsString() +
                            " vs. " + Field.RecType->getAsString());
      Field.RecType = Ty;
    }
    Table.Entries.push_back(EntryRec);
  }

  const Record *IntrinsicClass = Records.getClass("Intrinsic");
  const Record *InstructionClass = Records.getClass("Instruction");
  for (GenericField &Field : Table.Fields) {
    if (!Field.RecType)
      PrintFatalError("Cannot determine type of field '" + Field.Name + "' in table '" +
                      Table.Name + "'. Maybe it is not used?");
    if (auto *RecordTy = dyn_cast<RecordRecTy>(Field.RecType)) {
      if (IntrinsicClass && RecordTy->isSubClassOf(IntrinsicClass))
        Field.IsIntrinsic = true;
      else if (InstructionClass && RecordTy->isSubClassOf(InstructionClass))
        Field.IsInstruction = true;
    }
  }

  // Rows start out ordered by all their fields (an unstable sort, as
  // llvm-tblgen's: rows that compare equal keep the order std::sort gives
  // them). The location of this ordering is unknown to diagnostics.
  SearchIndex All;
  All.Fields = Table.Fields;
  std::sort(Table.Entries.begin(), Table.Entries.end(),
            [&](const Record *L, const Record *R) { return compareBy(Table, L, R, All); });
}

void SearchableTableEmitter::collectLegacyTables() {
  const Record *SearchableTable = Records.getClass("SearchableTable");
  if (!SearchableTable)
    return;
  std::vector<const Record *> Direct;
  for (const auto &[ClassName, ClassPtr] : Records.getClasses()) {
    // A class with a single direct superclass, SearchableTable or a class
    // deriving from it (a class mixing in another class is not a table).
    const Record *Class = ClassPtr.get();
    if (!Class->isSubClassOf(SearchableTable))
      continue;
    Direct.clear();
    Class->getDirectSuperClasses(Direct);
    if (Direct.size() != 1)
      continue;

    std::string Name(Class->getName());
    const std::vector<const Record *> &Items = Records.getAllDerivedDefinitions(Name);
    std::string Guard = upper(Name);
    if (!Class->isValueUnset("EnumNameField")) {
      std::string NameField = Class->getValueAsString("EnumNameField");
      std::string ValueField;
      if (!Class->isValueUnset("EnumValueField"))
        ValueField = Class->getValueAsString("EnumValueField");
      auto Enum = std::make_unique<GenericEnum>();
      Enum->Name = Name + "Values";
      Enum->PreprocessorGuard = Guard;
      Enum->Class = Class;
      collectEnumEntries(*Enum, NameField, ValueField, Items);
      Enums.push_back(std::move(Enum));
    }

    auto Table = std::make_unique<GenericTable>();
    Table->Name = Name + "sList";
    Table->Locs = Class->getLocs();
    Table->PreprocessorGuard = Guard;
    Table->CppTypeName = Name;
    // Every field but the backend's own and the template arguments (whose
    // names hold a ':').
    for (const RecordVal &Field : Class->getValues()) {
      std::string_view FieldName = Field.getName();
      if (FieldName.find(':') != std::string_view::npos || FieldName == "SearchableFields" ||
          FieldName == "EnumNameField" || FieldName == "EnumValueField")
        continue;
      Table->Fields.emplace_back(std::string(FieldName), unsigned(Table->Fields.size()));
    }
    collectTableEntries(*Table, Items);

    for (const std::string &Field : Class->getValueAsListOfStrings("SearchableFields")) {
      const RecordVal *KeyVal = Class->getValue(Field);
      if (!KeyVal)
        PrintFatalError(Class->getValue("SearchableFields"),
                        "In table '" + Table->Name +
                            "', 'SearchableFields' refers to nonexistent field '" + Field + "'");
      Table->Indices.push_back(parseSearchIndex(*Table, KeyVal,
                                                "lookup" + Table->CppTypeName + "By" + Field,
                                                {Field}, /*EarlyOut=*/false,
                                                /*ReturnRange=*/false));
    }
    Tables.push_back(std::move(Table));
  }
}

void SearchableTableEmitter::run(OStream &OS) {
  // Any instruction or intrinsic makes llvm-tblgen model the target, and
  // fail early when the description is incomplete.
  if (!Records.getAllDerivedDefinitionsIfDefined("Instruction").empty() ||
      !Records.getAllDerivedDefinitionsIfDefined("Intrinsic").empty())
    Target = std::make_unique<TargetInfo>(Records);

  for (const Record *EnumRec : Records.getAllDerivedDefinitions("GenericEnum")) {
    std::string NameField, ValueField;
    if (!EnumRec->isValueUnset("NameField"))
      NameField = EnumRec->getValueAsString("NameField");
    if (!EnumRec->isValueUnset("ValueField"))
      ValueField = EnumRec->getValueAsString("ValueField");

    auto Enum = std::make_unique<GenericEnum>();
    Enum->Name = std::string(EnumRec->getName());
    Enum->PreprocessorGuard = Enum->Name;
    std::string FilterClass = EnumRec->getValueAsString("FilterClass");
    Enum->Class = Records.getClass(FilterClass);
    if (!Enum->Class)
      PrintFatalError(EnumRec->getValue("FilterClass"),
                      "Enum FilterClass '" + FilterClass + "' does not exist");
    collectEnumEntries(*Enum, NameField, ValueField,
                       Records.getAllDerivedDefinitions(FilterClass));
    EnumMap.emplace(EnumRec, Enum.get());
    Enums.push_back(std::move(Enum));
  }

  std::unordered_map<const Record *, GenericTable *> TableMap;
  for (const Record *TableRec : Records.getAllDerivedDefinitions("GenericTable")) {
    auto Table = std::make_unique<GenericTable>();
    Table->Name = std::string(TableRec->getName());
    Table->Locs = TableRec->getLocs();
    Table->PreprocessorGuard = Table->Name;
    Table->CppTypeName = TableRec->getValueAsString("CppTypeName");

    for (std::string &FieldName : TableRec->getValueAsListOfStrings("Fields")) {
      Table->Fields.emplace_back(FieldName, unsigned(Table->Fields.size()));
      const RecordVal *TypeOf = TableRec->getValue("TypeOf_" + FieldName);
      if (TypeOf && !parseFieldType(Table->Fields.back(), TypeOf->getValue())) {
        PrintError(TypeOf, "Table '" + Table->Name + "' has invalid 'TypeOf_" + FieldName +
                               "': " + TypeOf->getValue()->getAsString());
        PrintFatalNote("The 'TypeOf_xxx' field must be a string naming a GenericEnum record, "
                       "or \"code\"");
      }
    }

    std::string FilterClass = TableRec->getValueAsString("FilterClass");
    if (!Records.getClass(FilterClass))
      PrintFatalError(TableRec->getValue("FilterClass"),
                      "Table FilterClass '" + FilterClass + "' does not exist");

    std::vector<const Record *> Definitions = Records.getAllDerivedDefinitions(FilterClass);
    const RecordVal *FilterFieldVal = TableRec->getValue("FilterClassField");
    if (auto *FilterField =
            FilterFieldVal ? dyn_cast<StringInit>(FilterFieldVal->getValue()) : nullptr) {
      std::string_view FieldName = FilterField->getValue();
      std::erase_if(Definitions, [&](const Record *R) {
        const RecordVal *Filter = R->getValue(FieldName);
        if (!Filter)
          PrintFatalError(FilterFieldVal, "FilterClassField '" + std::string(FieldName) +
                                              "' is not a field of '" +
                                              std::string(R->getName()) + "'");
        if (auto *Bit = dyn_cast<BitInit>(Filter->getValue()))
          return !Bit->getValue();
        PrintFatalError(Filter, "FilterClassField '" + FilterClass + "' should be a bit value");
      });
    }
    collectTableEntries(*Table, Definitions);

    if (!TableRec->isValueUnset("PrimaryKey")) {
      Table->PrimaryKey = parseSearchIndex(
          *Table, TableRec->getValue("PrimaryKey"), TableRec->getValueAsString("PrimaryKeyName"),
          TableRec->getValueAsListOfStrings("PrimaryKey"),
          TableRec->getValueAsBit("PrimaryKeyEarlyOut"),
          TableRec->getValueAsBit("PrimaryKeyReturnRange"));
      std::stable_sort(Table->Entries.begin(), Table->Entries.end(),
                       [&](const Record *L, const Record *R) {
                         return compareBy(*Table, L, R, *Table->PrimaryKey);
                       });
    }
    TableMap.emplace(TableRec, Table.get());
    Tables.push_back(std::move(Table));
  }

  for (const Record *IndexRec : Records.getAllDerivedDefinitions("SearchIndex")) {
    const Record *TableRec = IndexRec->getValueAsDef("Table");
    auto It = TableMap.find(TableRec);
    if (It == TableMap.end())
      PrintFatalError(IndexRec->getValue("Table"),
                      "SearchIndex '" + std::string(IndexRec->getName()) +
                          "' refers to nonexistent table '" + std::string(TableRec->getName()));
    GenericTable &Table = *It->second;
    Table.Indices.push_back(parseSearchIndex(Table, IndexRec->getValue("Key"),
                                             IndexRec->getName(),
                                             IndexRec->getValueAsListOfStrings("Key"),
                                             IndexRec->getValueAsBit("EarlyOut"),
                                             /*ReturnRange=*/false));
  }

  collectLegacyTables();

  for (const auto &Enum : Enums)
    emitGenericEnum(*Enum, OS);
  for (const auto &Table : Tables)
    emitGenericTable(*Table, OS);
  // The #undefs come last, so that several sections may share a guard.
  for (const std::string &Guard : PreprocessorGuards)
    OS << "#undef " << Guard << '\n';
}

namespace {
void emitSearchableTables(const RecordKeeper &Records, OStream &OS) {
  SearchableTableEmitter(Records).run(OS);
}
} // namespace

TBLGEN_REGISTER_BACKEND(SearchableTables, "gen-searchable-tables",
                        "Generate generic binary-searchable table", emitSearchableTables);

} // namespace tblgen::searchable
