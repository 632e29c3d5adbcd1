//===- ReadModel.cpp - Reading the searchable-table records ---------------===//
//
// Builds the Model from, in this order (the order of llvm-tblgen's first
// error): the target (only when instructions or intrinsics exist), the
// GenericEnum records, the GenericTable records, the SearchIndex records,
// then every class deriving from SearchableTable alone.
//
// An enum's members are the records of its FilterClass, named by NameField
// (or the record's name) and valued by ValueField (or numbered in the order
// of their names). A table's rows are the records of its FilterClass whose
// FilterClassField bit, if any, is set; they are first sorted by all
// columns (an unstable sort, as the reference's: rows comparing equal stay
// where std::sort leaves them), then stably by the primary key.
//
//===----------------------------------------------------------------------===//

#include "TableModel.h"

#include "tblgen/Error.h"

#include <algorithm>
#include <numeric>

namespace tblgen::searchable {

namespace {

/// Fields of a SearchableTable class that are not columns of its table.
bool isLegacyControlField(std::string_view Name) {
  return Name == "SearchableFields" || Name == "EnumNameField" || Name == "EnumValueField" ||
         Name.find(':') != std::string_view::npos; // a template argument
}

class ModelReader {
public:
  ModelReader(const RecordKeeper &RK, Model &M, CellLogic &Cells)
      : Records(RK), M(M), Cells(Cells), IntrinsicClass(RK.getClass("Intrinsic")),
        InstructionClass(RK.getClass("Instruction")) {}

  void read();

private:
  void readEnum(const Record *Def);
  void readTable(const Record *Def);
  void readIndex(const Record *Def);
  void readLegacyClass(const Record *Class);

  void addMembers(EnumModel &E, std::span<const Record *const> Items,
                  const std::optional<std::string> &NameField,
                  const std::optional<std::string> &ValueField);
  void applyTypeOf(const TableModel &T, Column &Col, const RecordVal *TypeOf);
  std::vector<const Record *> rowsOf(const Record *Def, const std::string &FilterClass);
  void addRows(TableModel &T, std::span<const Record *const> Items);
  ColumnKind kindOf(const Column &Col) const;
  void sortRows(TableModel &T, std::span<const unsigned> Cols, SrcLoc Where, bool Stable);
  Lookup makeLookup(const TableModel &T, const RecordVal *KeyField, std::string Name,
                    const std::vector<std::string> &Key, bool EarlyOut);

  const RecordKeeper &Records;
  Model &M;
  CellLogic &Cells;
  const Record *IntrinsicClass;
  const Record *InstructionClass;
  std::unordered_map<const Record *, const EnumModel *> EnumOfDef;
  std::unordered_map<const Record *, TableModel *> TableOfDef;
};

void ModelReader::read() {
  // llvm-tblgen models the target (and reports what a target lacks) as
  // soon as there is any instruction or intrinsic, used by a table or not.
  for (std::string_view Needed : {"Instruction", "Intrinsic"})
    if (!M.Target && !Records.getAllDerivedDefinitionsIfDefined(Needed).empty())
      M.Target = std::make_unique<TargetInfo>(Records);

  for (const Record *Def : Records.getAllDerivedDefinitions("GenericEnum"))
    readEnum(Def);
  for (const Record *Def : Records.getAllDerivedDefinitions("GenericTable"))
    readTable(Def);
  for (const Record *Def : Records.getAllDerivedDefinitions("SearchIndex"))
    readIndex(Def);

  if (const Record *Legacy = Records.getClass("SearchableTable"))
    for (const auto &Entry : Records.getClasses()) {
      const Record *Class = Entry.second.get();
      if (Class->isSubClassOf(Legacy) && Class->getDirectSuperClasses().size() == 1)
        readLegacyClass(Class);
    }
}

void ModelReader::addMembers(EnumModel &E, std::span<const Record *const> Items,
                             const std::optional<std::string> &NameField,
                             const std::optional<std::string> &ValueField) {
  // Name, then value, record after record (so the first bad record is the
  // one reported).
  struct Pending {
    EnumModel::Member Member;
    const Record *Def;
  };
  std::vector<Pending> All;
  All.reserve(Items.size());
  for (const Record *Item : Items) {
    Pending &P = All.emplace_back();
    P.Def = Item;
    P.Member.Name = NameField ? Item->getValueAsString(*NameField) : std::string(Item->getName());
    if (ValueField)
      P.Member.Value = integerOf(Item->getValueInit(*ValueField));
  }
  if (!ValueField)
    std::stable_sort(All.begin(), All.end(), [](const Pending &L, const Pending &R) {
      return L.Member.Name < R.Member.Name;
    });

  E.Members.reserve(All.size());
  for (Pending &P : All) {
    unsigned Slot = unsigned(E.Members.size());
    if (!ValueField)
      P.Member.Value = Slot;
    E.Position.emplace(P.Def, Slot);
    E.Members.push_back(std::move(P.Member));
  }
}

void ModelReader::readEnum(const Record *Def) {
  std::string FilterClass = Def->getValueAsString("FilterClass");
  const Record *Class = Records.getClass(FilterClass);
  if (!Class)
    PrintFatalError(Def->getValue("FilterClass"),
                    "Enum FilterClass '" + FilterClass + "' does not exist");

  EnumModel &E = M.Enums.emplace_back();
  E.Name = Def->getName();
  E.Guard = E.Name;
  E.Class = Class;
  addMembers(E, Records.getAllDerivedDefinitions(FilterClass),
             Def->getValueAsOptionalString("NameField"),
             Def->getValueAsOptionalString("ValueField"));
  EnumOfDef.emplace(Def, &E);
}

void ModelReader::applyTypeOf(const TableModel &T, Column &Col, const RecordVal *TypeOf) {
  const EnumModel *Enum = nullptr;
  if (auto *Spelled = dyn_cast<StringInit>(TypeOf->getValue())) {
    if (Spelled->getValue() == "code") {
      Col.Verbatim = true;
      return;
    }
    if (const Record *Named = Records.getDef(Spelled->getValue())) {
      auto Hit = EnumOfDef.find(Named);
      if (Hit != EnumOfDef.end())
        Enum = Hit->second;
    }
  }
  if (!Enum) {
    PrintError(TypeOf, "Table '" + T.Name + "' has invalid 'TypeOf_" + Col.Name +
                           "': " + TypeOf->getValue()->getAsString());
    PrintFatalNote("The 'TypeOf_xxx' field must be a string naming a GenericEnum record, "
                   "or \"code\"");
  }
  Col.Enum = Enum;
  Col.Type = RecordRecTy::get(Enum->Class);
}

std::vector<const Record *> ModelReader::rowsOf(const Record *Def,
                                                const std::string &FilterClass) {
  const std::vector<const Record *> &Candidates = Records.getAllDerivedDefinitions(FilterClass);
  const RecordVal *Switch = Def->getValue("FilterClassField");
  auto *SwitchName = Switch ? dyn_cast<StringInit>(Switch->getValue()) : nullptr;
  if (!SwitchName)
    return Candidates;

  std::vector<const Record *> Kept;
  for (const Record *R : Candidates) {
    const RecordVal *Flag = R->getValue(SwitchName->getValue());
    if (!Flag)
      PrintFatalError(Switch, "FilterClassField '" + std::string(SwitchName->getValue()) +
                                  "' is not a field of '" + std::string(R->getName()) + "'");
    auto *On = dyn_cast<BitInit>(Flag->getValue());
    if (!On)
      PrintFatalError(Flag, "FilterClassField '" + FilterClass + "' should be a bit value");
    if (On->getValue())
      Kept.push_back(R);
  }
  return Kept;
}

ColumnKind ModelReader::kindOf(const Column &Col) const {
  const RecTy *Ty = Col.Type;
  if (isa<StringRecTy>(Ty))
    return ColumnKind::String;
  if (isa<BitsRecTy>(Ty))
    return ColumnKind::Bits;
  if (isa<IntRecTy>(Ty))
    return ColumnKind::Int;
  if (isa<BitRecTy>(Ty))
    return ColumnKind::Bit;
  if (auto *Rec = dyn_cast<RecordRecTy>(Ty)) {
    if (IntrinsicClass && Rec->isSubClassOf(IntrinsicClass))
      return ColumnKind::Intrinsic;
    if (InstructionClass && Rec->isSubClassOf(InstructionClass))
      return ColumnKind::Instruction;
  }
  return Col.Enum ? ColumnKind::Enum : ColumnKind::Other;
}

void ModelReader::addRows(TableModel &T, std::span<const Record *const> Items) {
  if (Items.empty())
    PrintFatalError(T.Locs, "Table '" + T.Name + "' has no entries");

  T.Values.reserve(Items.size() * T.Columns.size());
  for (const Record *Item : Items) {
    for (Column &Col : T.Columns) {
      const Init *V = Item->getValueInit(Col.Name);
      auto *Typed = dyn_cast<TypedInit>(V);
      if (!Typed || !Typed->isComplete())
        PrintFatalError(Item, "Record '" + std::string(Item->getName()) + "' for table '" +
                                  T.Name + "' is missing field '" + Col.Name + "'");
      const RecTy *Common = Typed->getType();
      if (Col.Type) {
        Common = resolveTypes(Col.Type, Typed->getType());
        if (!Common)
          PrintFatalError(Item->getValue(Col.Name),
                          "Field '" + Col.Name + "' of table '" + T.Name +
                              "' entry has incompatible type: " +
                              Typed->getType()->getAsString() + " vs. " +
                              Col.Type->getAsString());
      }
      Col.Type = Common;
      T.Values.push_back(V);
    }
  }
  for (Column &Col : T.Columns)
    Col.Kind = kindOf(Col);

  T.Keys.resize(T.Values.size());
  T.Order.resize(Items.size());
  std::iota(T.Order.begin(), T.Order.end(), 0u);
  std::vector<unsigned> Everything(T.Columns.size());
  std::iota(Everything.begin(), Everything.end(), 0u);
  sortRows(T, Everything, SrcLoc(), /*Stable=*/false);
}

void ModelReader::sortRows(TableModel &T, std::span<const unsigned> Cols, SrcLoc Where,
                           bool Stable) {
  auto Less = [&](unsigned A, unsigned B) { return Cells.before(T, Cols, Where, A, B); };
  if (Stable)
    std::stable_sort(T.Order.begin(), T.Order.end(), Less);
  else
    std::sort(T.Order.begin(), T.Order.end(), Less);
}

Lookup ModelReader::makeLookup(const TableModel &T, const RecordVal *KeyField,
                               std::string Name, const std::vector<std::string> &Key,
                               bool EarlyOut) {
  Lookup L;
  L.Name = std::move(Name);
  L.Where = KeyField->getLoc();
  L.EarlyOut = EarlyOut;
  for (const std::string &Wanted : Key) {
    auto Named = [&](const Column &Col) { return Col.Name == Wanted; };
    auto Hit = std::find_if(T.Columns.begin(), T.Columns.end(), Named);
    if (Hit == T.Columns.end())
      PrintFatalError(KeyField, "In table '" + T.Name +
                                    "', 'PrimaryKey' or 'Key' refers to nonexistent field '" +
                                    Wanted + "'");
    L.Columns.push_back(unsigned(Hit - T.Columns.begin()));
  }
  if (!EarlyOut)
    return L;
  if (L.Columns.empty())
    PrintFatalError(KeyField, "In lookup method '" + L.Name + "', early-out needs a key field");
  if (T.Columns[L.Columns.front()].Kind == ColumnKind::String)
    PrintFatalError(KeyField, "In lookup method '" + L.Name +
                                  "', early-out is not supported for a first key field of "
                                  "type string");
  return L;
}

void ModelReader::readTable(const Record *Def) {
  TableModel &T = M.Tables.emplace_back();
  T.Name = Def->getName();
  T.Guard = T.Name;
  T.Locs = Def->getLocs();
  T.CppType = Def->getValueAsString("CppTypeName");
  for (std::string &FieldName : Def->getValueAsListOfStrings("Fields")) {
    Column &Col = T.Columns.emplace_back();
    Col.Name = std::move(FieldName);
    if (const RecordVal *TypeOf = Def->getValue("TypeOf_" + Col.Name))
      applyTypeOf(T, Col, TypeOf);
  }

  std::string FilterClass = Def->getValueAsString("FilterClass");
  if (!Records.getClass(FilterClass))
    PrintFatalError(Def->getValue("FilterClass"),
                    "Table FilterClass '" + FilterClass + "' does not exist");
  addRows(T, rowsOf(Def, FilterClass));

  if (!Def->isValueUnset("PrimaryKey")) {
    std::string Name = Def->getValueAsString("PrimaryKeyName");
    Lookup &Primary = T.PrimaryKey.emplace(
        makeLookup(T, Def->getValue("PrimaryKey"), std::move(Name),
                   Def->getValueAsListOfStrings("PrimaryKey"),
                   Def->getValueAsBit("PrimaryKeyEarlyOut")));
    Primary.Primary = true;
    Primary.ReturnsRange = Def->getValueAsBit("PrimaryKeyReturnRange");
    sortRows(T, Primary.Columns, Primary.Where, /*Stable=*/true);
  }
  TableOfDef.emplace(Def, &T);
}

void ModelReader::readIndex(const Record *Def) {
  const Record *TableDef = Def->getValueAsDef("Table");
  auto Hit = TableOfDef.find(TableDef);
  if (Hit == TableOfDef.end())
    PrintFatalError(Def->getValue("Table"), "SearchIndex '" + std::string(Def->getName()) +
                                                "' refers to nonexistent table '" +
                                                std::string(TableDef->getName()));
  TableModel &T = *Hit->second;
  T.Indices.push_back(makeLookup(T, Def->getValue("Key"), std::string(Def->getName()),
                                 Def->getValueAsListOfStrings("Key"),
                                 Def->getValueAsBit("EarlyOut")));
}

void ModelReader::readLegacyClass(const Record *Class) {
  std::string ClassName(Class->getName());
  std::string Guard = ClassName;
  upcase(Guard);
  const std::vector<const Record *> &Items = Records.getAllDerivedDefinitions(ClassName);

  if (std::optional<std::string> NameField = Class->getValueAsOptionalString("EnumNameField")) {
    EnumModel &E = M.Enums.emplace_back();
    E.Name = ClassName + "Values";
    E.Guard = Guard;
    E.Class = Class;
    addMembers(E, Items, NameField, Class->getValueAsOptionalString("EnumValueField"));
  }

  TableModel &T = M.Tables.emplace_back();
  T.Name = ClassName + "sList";
  T.Guard = Guard;
  T.CppType = ClassName;
  T.Locs = Class->getLocs();
  for (const RecordVal &Field : Class->getValues())
    if (!isLegacyControlField(Field.getName()))
      T.Columns.emplace_back().Name = Field.getName();
  addRows(T, Items);

  for (const std::string &FieldName : Class->getValueAsListOfStrings("SearchableFields")) {
    const RecordVal *KeyField = Class->getValue(FieldName);
    if (!KeyField)
      PrintFatalError(Class->getValue("SearchableFields"),
                      "In table '" + T.Name + "', 'SearchableFields' refers to nonexistent field '" +
                          FieldName + "'");
    T.Indices.push_back(
        makeLookup(T, KeyField, "lookup" + ClassName + "By" + FieldName, {FieldName}, false));
  }
}

} // namespace

void readModel(const RecordKeeper &Records, Model &M, CellLogic &Cells) {
  ModelReader(Records, M, Cells).read();
}

} // namespace tblgen::searchable
