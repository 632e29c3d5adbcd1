//===- IntrinsicModel.cpp - The intrinsics of an Intrinsics.td ------------===//
//
// Builds CodeGenIntrinsicTable from the records: one CodeGenIntrinsic per
// def deriving from Intrinsic, with its properties (IntrProperties plus the
// default ones) decoded into memory effects, function flags, argument
// attributes and ArgInfo pretty-printing entries.
//
//===----------------------------------------------------------------------===//

#include "IntrinsicModel.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"

#include <algorithm>
#include <optional>
#include <unordered_set>

namespace tblgen::intrinsics {

//===----------------------------------------------------------------------===//
// MemoryEffects, CodeGenIntrinsic
//===----------------------------------------------------------------------===//

void MemoryEffects::print(OStream &OS) const {
  static constexpr std::string_view LocNames[NumMemLocations] = {
      "ArgMem", "InaccessibleMem", "ErrnoMem", "Other", "TargetMem0", "TargetMem1"};
  static constexpr std::string_view MRNames[4] = {"NoModRef", "Ref", "Mod", "ModRef"};
  for (unsigned L = 0; L != NumMemLocations; ++L) {
    if (L)
      OS << ", ";
    OS << LocNames[L] << ": " << MRNames[get(MemLocation(L))];
  }
}

int compareNamesNumerically(std::string_view L, std::string_view R) {
  auto IsDigit = [](char C) { return C >= '0' && C <= '9'; };
  const size_t Common = std::min(L.size(), R.size());
  for (size_t I = 0; I < Common; ++I) {
    if (IsDigit(L[I]) && IsDigit(R[I])) {
      // Two numbers: the one with more digits is larger; else compare digits.
      size_t End = I + 1;
      for (; End <= Common; ++End) {
        bool LDigit = End < L.size() && IsDigit(L[End]);
        bool RDigit = End < R.size() && IsDigit(R[End]);
        if (LDigit != RDigit)
          return RDigit ? -1 : 1;
        if (!RDigit)
          break;
      }
      if (int C = L.substr(I, End - I).compare(R.substr(I, End - I)))
        return C;
      I = End - 1;
      continue;
    }
    if (L[I] != R[I])
      return (unsigned char)L[I] < (unsigned char)R[I] ? -1 : 1;
  }
  return L.size() == R.size() ? 0 : L.size() < R.size() ? -1 : 1;
}

std::vector<std::vector<const Record *>>
collectDerivedDefinitions(const RecordKeeper &Records, std::span<const Record *const> Classes) {
  std::vector<std::vector<std::pair<std::string_view, const Record *>>> Found(Classes.size());
  for (const auto &[Name, Def] : Records.getDefs()) {
    for (const auto &[Super, Range] : Def->getSuperClasses())
      for (size_t C = 0; C != Classes.size(); ++C)
        if (Super == Classes[C])
          Found[C].push_back({Name, Def.get()});
  }
  std::vector<std::vector<const Record *>> Result(Classes.size());
  for (size_t C = 0; C != Classes.size(); ++C) {
    // The defs come in std::string order; a stable sort by the numeric
    // order gives what getAllDerivedDefinitions gives.
    std::stable_sort(Found[C].begin(), Found[C].end(), [](const auto &A, const auto &B) {
      return compareNamesNumerically(A.first, B.first) < 0;
    });
    Result[C].reserve(Found[C].size());
    for (const auto &Entry : Found[C])
      Result[C].push_back(Entry.second);
  }
  return Result;
}

bool CodeGenIntrinsic::hasFnAttributes() const {
  return !canThrow || isNoReturn || isNoCallback || isNoSync || isNoFree || isWillReturn ||
         isCold || isNoDuplicate || isNoMerge || isConvergent || isSpeculatable || isStrictFP ||
         isNoCreateUndefOrPoison || getEffectiveME() != MemoryEffects::unknown();
}

//===----------------------------------------------------------------------===//
// Builder
//===----------------------------------------------------------------------===//

namespace {

/// The properties that are plain defs, recognized by name.
enum class NamedProp : uint8_t {
  NoMem,
  ReadMem,
  WriteMem,
  ArgMemOnly,
  InaccessibleMemOnly,
  InaccessibleMemOrArgMemOnly,
  Commutative,
  Throws,
  NoDuplicate,
  NoMerge,
  Convergent,
  NoReturn,
  NoCallback,
  NoSync,
  NoFree,
  WillReturn,
  Cold,
  Speculatable,
  HasSideEffects,
  StrictFP,
  NoCreateUndefOrPoison,
};

constexpr std::pair<std::string_view, NamedProp> NamedProps[] = {
    {"IntrNoMem", NamedProp::NoMem},
    {"IntrReadMem", NamedProp::ReadMem},
    {"IntrWriteMem", NamedProp::WriteMem},
    {"IntrArgMemOnly", NamedProp::ArgMemOnly},
    {"IntrInaccessibleMemOnly", NamedProp::InaccessibleMemOnly},
    {"IntrInaccessibleMemOrArgMemOnly", NamedProp::InaccessibleMemOrArgMemOnly},
    {"Commutative", NamedProp::Commutative},
    {"Throws", NamedProp::Throws},
    {"IntrNoDuplicate", NamedProp::NoDuplicate},
    {"IntrNoMerge", NamedProp::NoMerge},
    {"IntrConvergent", NamedProp::Convergent},
    {"IntrNoReturn", NamedProp::NoReturn},
    {"IntrNoCallback", NamedProp::NoCallback},
    {"IntrNoSync", NamedProp::NoSync},
    {"IntrNoFree", NamedProp::NoFree},
    {"IntrWillReturn", NamedProp::WillReturn},
    {"IntrCold", NamedProp::Cold},
    {"IntrSpeculatable", NamedProp::Speculatable},
    {"IntrHasSideEffects", NamedProp::HasSideEffects},
    {"IntrStrictFP", NamedProp::StrictFP},
    {"IntrNoCreateUndefOrPoison", NamedProp::NoCreateUndefOrPoison},
};

/// The property classes that apply to one argument (or the return value),
/// recognized by superclass after the ArgNo field is read.
constexpr std::pair<std::string_view, ArgAttrKind> ArgAttrClasses[] = {
    {"NoCapture", ArgAttrKind::NoCapture},
    {"NoAlias", ArgAttrKind::NoAlias},
    {"NoUndef", ArgAttrKind::NoUndef},
    {"NonNull", ArgAttrKind::NonNull},
    {"Returned", ArgAttrKind::Returned},
    {"ReadOnly", ArgAttrKind::ReadOnly},
    {"WriteOnly", ArgAttrKind::WriteOnly},
    {"ReadNone", ArgAttrKind::ReadNone},
    {"ImmArg", ArgAttrKind::ImmArg},
    {"Align", ArgAttrKind::Alignment},
    {"Dereferenceable", ArgAttrKind::Dereferenceable},
    {"Range", ArgAttrKind::Range},
};

constexpr std::string_view SDNodePropertyNames[] = {
    "SDNPCommutative", "SDNPAssociative", "SDNPHasChain",   "SDNPOutGlue",
    "SDNPInGlue",      "SDNPOptInGlue",   "SDNPMayStore",   "SDNPMayLoad",
    "SDNPSideEffect",  "SDNPMemOperand",  "SDNPVariadic",
};

/// The value of string field F, viewing the record's own storage. Unset or
/// missing gives nullopt; any other mistake is reported through the record
/// API (which has llvm-tblgen's wording).
std::optional<std::string_view> optionalStringField(const Record *R, std::string_view F) {
  const RecordVal *V = R->getValue(F);
  if (!V || !V->getValue() || isa<UnsetInit>(V->getValue()))
    return std::nullopt;
  if (auto *S = dyn_cast<StringInit>(V->getValue()))
    return S->getValue();
  (void)R->getValueAsOptionalString(F); // reports the error
  return std::nullopt;
}

std::string_view stringField(const Record *R, std::string_view F) {
  if (auto S = optionalStringField(R, F))
    return *S;
  (void)R->getValueAsString(F); // reports the error
  return {};
}

} // namespace

class CodeGenIntrinsicTable::Builder {
public:
  Builder(const RecordKeeper &RK, CodeGenIntrinsicTable &T) : RK(RK), T(T) {
    for (auto [Name, Kind] : NamedProps)
      if (const Record *D = RK.getDef(Name))
        NamedPropDefs.push_back({D, Kind});
    for (auto [Name, Kind] : ArgAttrClasses)
      if (const Record *C = RK.getClass(Name))
        ArgAttrClassRecs.push_back({C, Kind});
    IntrReadClass = RK.getClass("IntrRead");
    IntrWriteClass = RK.getClass("IntrWrite");
    ArgInfoClass = RK.getClass("ArgInfo");
    ArgNameClass = RK.getClass("ArgName");
    ImmArgPrinterClass = RK.getClass("ImmArgPrinter");
    TypeInfoGenClass = RK.getClass("TypeInfoGen");
  }

  void build();

private:
  void buildOne(const Record *R, CodeGenIntrinsic &Int);
  void setProperty(CodeGenIntrinsic &Int, const Record *P);
  void addArgInfo(CodeGenIntrinsic &Int, const Record *P, int64_t ArgNo);
  MemoryEffects locationMask(const Record *P, MemoryEffects Base);
  /// "llvm." + EnumName with '_' turned into '.', kept in T's name chunks.
  std::string_view deriveName(std::string_view EnumName);

  const RecordKeeper &RK;
  CodeGenIntrinsicTable &T;
  std::vector<const Record *> DefaultProperties;
  std::vector<std::pair<const Record *, NamedProp>> NamedPropDefs;
  std::vector<std::pair<const Record *, ArgAttrKind>> ArgAttrClassRecs;
  const Record *IntrReadClass = nullptr, *IntrWriteClass = nullptr;
  const Record *ArgInfoClass = nullptr, *ArgNameClass = nullptr;
  const Record *ImmArgPrinterClass = nullptr, *TypeInfoGenClass = nullptr;

  /// Attributes of the intrinsic being built.
  std::vector<IndexedArgAttr> Scratch;
  /// Where each intrinsic's attributes start in T.AttrPool (and how many).
  std::vector<std::pair<uint32_t, uint32_t>> AttrRanges;
  char *ChunkCur = nullptr, *ChunkEnd = nullptr;
};

std::string_view CodeGenIntrinsicTable::Builder::deriveName(std::string_view EnumName) {
  constexpr std::string_view Prefix = "llvm.";
  const size_t Size = Prefix.size() + EnumName.size();
  if (size_t(ChunkEnd - ChunkCur) < Size) {
    size_t ChunkSize = std::max<size_t>(Size, 64 * 1024);
    T.NameChunks.push_back(std::make_unique<char[]>(ChunkSize));
    ChunkCur = T.NameChunks.back().get();
    ChunkEnd = ChunkCur + ChunkSize;
  }
  char *Out = std::copy(Prefix.begin(), Prefix.end(), ChunkCur);
  std::replace_copy(EnumName.begin(), EnumName.end(), Out, '_', '.');
  std::string_view Name(ChunkCur, Size);
  ChunkCur += Size;
  return Name;
}

void CodeGenIntrinsicTable::Builder::build() {
  // Both classes are needed; IntrinsicProperty is looked at first.
  const Record *Classes[] = {RK.getClass("IntrinsicProperty"), RK.getClass("Intrinsic")};
  if (!Classes[0])
    PrintFatalError("The class 'IntrinsicProperty' is not defined\n");
  std::vector<std::vector<const Record *>> Derived = collectDerivedDefinitions(RK, Classes);

  for (const Record *P : Derived[0])
    if (P->getValueAsBit("IsDefault"))
      DefaultProperties.push_back(P);

  if (!Classes[1])
    PrintFatalError("The class 'Intrinsic' is not defined\n");
  const std::vector<const Record *> &Defs = Derived[1];
  T.Intrinsics.resize(Defs.size());
  AttrRanges.reserve(Defs.size());
  for (size_t I = 0; I != Defs.size(); ++I)
    buildOne(Defs[I], T.Intrinsics[I]);
  for (size_t I = 0; I != Defs.size(); ++I)
    T.Intrinsics[I].ArgAttrs = std::span<const IndexedArgAttr>(T.AttrPool)
                                   .subspan(AttrRanges[I].first, AttrRanges[I].second);

  // Sort an index (the entries are big: moving them around is what costs),
  // then move each entry once into place.
  std::vector<uint32_t> Order(T.Intrinsics.size());
  for (uint32_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](uint32_t A, uint32_t B) {
    const CodeGenIntrinsic &L = T.Intrinsics[A], &R = T.Intrinsics[B];
    bool LT = !L.TargetPrefix.empty(), RT = !R.TargetPrefix.empty();
    if (LT != RT)
      return RT;
    if (int C = L.Name.compare(R.Name))
      return C < 0;
    return L.TheDef->getID() < R.TheDef->getID();
  });
  std::vector<CodeGenIntrinsic> Sorted;
  Sorted.reserve(Order.size());
  for (uint32_t I : Order)
    Sorted.push_back(std::move(T.Intrinsics[I]));
  T.Intrinsics = std::move(Sorted);

  T.Targets.push_back({"", 0, 0});
  for (size_t I = 0, E = T.Intrinsics.size(); I != E; ++I)
    if (T.Intrinsics[I].TargetPrefix != T.Targets.back().Name) {
      T.Targets.back().Count = I - T.Targets.back().Offset;
      T.Targets.push_back({T.Intrinsics[I].TargetPrefix, I, 0});
    }
  T.Targets.back().Count = T.Intrinsics.size() - T.Targets.back().Offset;
}

void CodeGenIntrinsicTable::Builder::buildOne(const Record *R, CodeGenIntrinsic &Int) {
  Int.TheDef = R;
  std::string_view DefName = R->getName();
  const std::vector<SrcLoc> &DefLoc = R->getLocs();
  if (DefName.substr(0, 4) != "int_")
    PrintFatalError(DefLoc, "Intrinsic '" + std::string(DefName) + "' does not start with 'int_'!");
  Int.EnumName = DefName.substr(4);

  Int.ClangBuiltinName = optionalStringField(R, "ClangBuiltinName").value_or("");
  Int.MSBuiltinName = optionalStringField(R, "MSBuiltinName").value_or("");
  Int.TargetPrefix = stringField(R, "TargetPrefix");
  std::string_view LLVMName = stringField(R, "LLVMName");

  if (LLVMName.empty()) {
    Int.Name = deriveName(Int.EnumName); // int_foo_bar -> llvm.foo.bar
  } else {
    if (LLVMName.substr(0, 5) != "llvm.")
      PrintFatalError(DefLoc, "Intrinsic '" + std::string(DefName) +
                                  "'s name does not start with 'llvm.'!");
    Int.Name = LLVMName;
  }

  if (!Int.TargetPrefix.empty()) {
    std::string_view Rest = Int.Name.substr(5);
    if (Rest.substr(0, Int.TargetPrefix.size()) != Int.TargetPrefix ||
        Rest.substr(Int.TargetPrefix.size(), 1) != ".")
      PrintFatalError(DefLoc, "Intrinsic '" + std::string(DefName) + "' does not start with 'llvm." +
                                  std::string(Int.TargetPrefix) + ".'!");
  }

  (void)R->getValueAsListInit("RetTypes");
  const Record *TypeInfo = R->getValueAsDef("TypeInfo");
  Int.TypeInfo = TypeInfo;
  if (!TypeInfoGenClass || !TypeInfo->isSubClassOf(TypeInfoGenClass))
    PrintFatalError(DefLoc, "TypeInfo field in " + std::string(DefName) +
                                " should be of subclass of TypeInfoGen!");
  Int.isOverloaded = TypeInfo->getValueAsBit("isOverloaded");
  const ListInit *TypeList = TypeInfo->getValueAsListInit("Types");
  // Every type (return types, then parameters) must be a record.
  for (size_t I = 0, E = TypeList->size(); I != E; ++I)
    (void)TypeList->getElementAsRecord(unsigned(I));

  Scratch.clear();
  const ListInit *Props = R->getValueAsListInit("IntrProperties");
  for (size_t I = 0, E = Props->size(); I != E; ++I)
    setProperty(Int, Props->getElementAsRecord(unsigned(I)));
  if (!R->getValueAsBit("DisableDefaultAttributes"))
    for (const Record *P : DefaultProperties)
      setProperty(Int, P);

  for (const Record *P : R->getValueAsListOfDefs("Properties")) {
    auto It = std::find(std::begin(SDNodePropertyNames), std::end(SDNodePropertyNames),
                        P->getName());
    if (It == std::end(SDNodePropertyNames))
      PrintFatalError(DefLoc, "Unknown SD Node property '" + std::string(P->getName()) +
                                  "' on node '" + std::string(DefName) + "'!");
    Int.SDProperties |= 1u << (It - std::begin(SDNodePropertyNames));
  }

  std::stable_sort(Scratch.begin(), Scratch.end());
  AttrRanges.push_back({uint32_t(T.AttrPool.size()), uint32_t(Scratch.size())});
  T.AttrPool.insert(T.AttrPool.end(), Scratch.begin(), Scratch.end());
}

/// The mask that IntrRead (Base = write only) or IntrWrite (Base = read
/// only) applies: full access to the listed locations, Base elsewhere.
MemoryEffects CodeGenIntrinsicTable::Builder::locationMask(const Record *P, MemoryEffects Base) {
  for (const Record *Loc : P->getValueAsListOfDefs("MemLoc")) {
    std::string_view Name = Loc->getName();
    MemLocation L;
    if (Name == "InaccessibleMem")
      L = InaccessibleMem;
    else if (Name == "TargetMem0")
      L = TargetMem0;
    else if (Name == "TargetMem1")
      L = TargetMem1;
    else
      PrintFatalError(Loc->getLocs(), "unknown IRMemLocation: " + std::string(Name));
    Base = Base.with(L, ModRef);
  }
  return Base;
}

void CodeGenIntrinsicTable::Builder::setProperty(CodeGenIntrinsic &Int, const Record *P) {
  for (auto [D, Kind] : NamedPropDefs) {
    if (D != P)
      continue;
    switch (Kind) {
    case NamedProp::NoMem:
      Int.ME = MemoryEffects::none();
      break;
    case NamedProp::ReadMem:
      if (Int.ME.onlyWritesMemory())
        PrintFatalError(Int.TheDef->getLocs(), "IntrReadMem cannot be used after IntrNoMem or "
                                               "IntrWriteMem. Default is ReadWrite");
      Int.ME &= MemoryEffects::readOnly();
      break;
    case NamedProp::WriteMem:
      if (Int.ME.onlyReadsMemory())
        PrintFatalError(Int.TheDef->getLocs(), "IntrWriteMem cannot be used after IntrNoMem or "
                                               "IntrReadMem. Default is ReadWrite");
      Int.ME &= MemoryEffects::writeOnly();
      break;
    case NamedProp::ArgMemOnly:
      Int.ME &= MemoryEffects::only(ArgMem);
      break;
    case NamedProp::InaccessibleMemOnly:
      Int.ME &= MemoryEffects::only(InaccessibleMem);
      break;
    case NamedProp::InaccessibleMemOrArgMemOnly:
      Int.ME &= MemoryEffects::only(ArgMem).with(InaccessibleMem, ModRef);
      break;
    case NamedProp::Commutative: Int.isCommutative = true; break;
    case NamedProp::Throws: Int.canThrow = true; break;
    case NamedProp::NoDuplicate: Int.isNoDuplicate = true; break;
    case NamedProp::NoMerge: Int.isNoMerge = true; break;
    case NamedProp::Convergent: Int.isConvergent = true; break;
    case NamedProp::NoReturn: Int.isNoReturn = true; break;
    case NamedProp::NoCallback: Int.isNoCallback = true; break;
    case NamedProp::NoSync: Int.isNoSync = true; break;
    case NamedProp::NoFree: Int.isNoFree = true; break;
    case NamedProp::WillReturn: Int.isWillReturn = !Int.isNoReturn; break;
    case NamedProp::Cold: Int.isCold = true; break;
    case NamedProp::Speculatable: Int.isSpeculatable = true; break;
    case NamedProp::HasSideEffects: Int.hasSideEffects = true; break;
    case NamedProp::StrictFP: Int.isStrictFP = true; break;
    case NamedProp::NoCreateUndefOrPoison: Int.isNoCreateUndefOrPoison = true; break;
    }
    return;
  }

  if (IntrReadClass && P->isSubClassOf(IntrReadClass)) {
    Int.ME &= locationMask(P, MemoryEffects::writeOnly());
    return;
  }
  if (IntrWriteClass && P->isSubClassOf(IntrWriteClass)) {
    Int.ME &= locationMask(P, MemoryEffects::readOnly());
    return;
  }

  int64_t ArgNo = P->getValueAsInt("ArgNo");
  for (auto [C, Kind] : ArgAttrClassRecs) {
    if (!P->isSubClassOf(C))
      continue;
    IndexedArgAttr A{uint32_t(ArgNo), Kind};
    if (Kind == ArgAttrKind::Alignment)
      A.Value = uint64_t(P->getValueAsInt("Align"));
    else if (Kind == ArgAttrKind::Dereferenceable)
      A.Value = uint64_t(P->getValueAsInt("Bytes"));
    else if (Kind == ArgAttrKind::Range) {
      A.Value = uint64_t(P->getValueAsInt("Lower"));
      A.Value2 = uint64_t(P->getValueAsInt("Upper"));
    }
    Scratch.push_back(A);
    return;
  }
  if (ArgInfoClass && P->isSubClassOf(ArgInfoClass))
    addArgInfo(Int, P, ArgNo);
  // Any other property with an ArgNo field means nothing here.
}

void CodeGenIntrinsicTable::Builder::addArgInfo(CodeGenIntrinsic &Int, const Record *P,
                                                int64_t ArgNo) {
  if (ArgNo < 1)
    PrintFatalError(P->getLocs(), "ArgInfo requires ArgNo >= 1 (0 is return value)");
  ArgPrettyInfo Info{unsigned(ArgNo - 1), {}, {}};
  for (const Record *AP : P->getValueAsListOfDefs("Properties")) {
    if (ArgNameClass && AP->isSubClassOf(ArgNameClass))
      Info.Name = stringField(AP, "Name");
    else if (ImmArgPrinterClass && AP->isSubClassOf(ImmArgPrinterClass))
      Info.Printer = stringField(AP, "FuncName");
    else
      PrintFatalError(AP->getLocs(), "Unknown ArgProperty type: " + std::string(AP->getName()));
  }
  for (const ArgPrettyInfo &Prev : Int.PrettyArgs)
    if (Prev.ArgIdx == Info.ArgIdx)
      PrintFatalError(Int.TheDef->getLocs(), "ArgInfo for argument " +
                                                 std::to_string(Info.ArgIdx) +
                                                 " is already defined as '" +
                                                 std::string(Prev.Printer) + "'");
  Int.PrettyArgs.push_back(Info);
}

//===----------------------------------------------------------------------===//
// CodeGenIntrinsicTable
//===----------------------------------------------------------------------===//

CodeGenIntrinsicTable::CodeGenIntrinsicTable(const RecordKeeper &Records) {
  Builder(Records, *this).build();
  checkDuplicateIntrinsics();
  checkTargetIndependentIntrinsics();
  checkOverloadSuffixConflicts();
}

void CodeGenIntrinsicTable::checkDuplicateIntrinsics() const {
  // Sorted by name, so duplicates are neighbours.
  for (size_t I = 1; I < Intrinsics.size(); ++I) {
    if (Intrinsics[I - 1].Name != Intrinsics[I].Name)
      continue;
    PrintError(Intrinsics[I].TheDef->getLocs(),
               "Intrinsic `" + std::string(Intrinsics[I - 1].Name) + "` is already defined");
    PrintFatalNote(Intrinsics[I - 1].TheDef->getLocs(), "Previous definition here");
  }
}

void CodeGenIntrinsicTable::checkTargetIndependentIntrinsics() const {
  std::unordered_set<std::string_view> TargetNames;
  for (size_t I = 1; I < Targets.size(); ++I)
    TargetNames.insert(Targets[I].Name);
  for (const CodeGenIntrinsic &Int : (*this)[Targets[0]]) {
    std::string_view Rest = Int.Name.substr(5);
    std::string_view Prefix = Rest.substr(0, Rest.find('.'));
    if (!TargetNames.count(Prefix))
      continue;
    PrintFatalError(Int.TheDef->getLocs(),
                    "target independent intrinsic `" + std::string(Int.Name) +
                        "' has prefix `llvm." + std::string(Prefix) +
                        "` that conflicts with intrinsics for target `" + std::string(Prefix) +
                        "`");
  }
}

namespace {

bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// Could Suffix be (the start of) a type mangling that LLVM appends to the
/// name of an overloaded intrinsic? Conservative, as llvm-tblgen's check.
bool suffixLooksLikeMangledType(std::string_view Suffix) {
  if (Suffix.find('_') != std::string_view::npos)
    return true; // function and struct types
  if (Suffix.size() >= 2 && (Suffix[0] == 'a' || Suffix[0] == 'v') && isDigit(Suffix[1]))
    return true; // arrays and vectors
  if (Suffix.size() >= 4 && Suffix.substr(0, 3) == "nxv" && isDigit(Suffix[3]))
    return true; // scalable vectors
  if (Suffix.size() > 1 && Suffix[0] == 't')
    return false; // target types
  if (Suffix.size() > 1 && (Suffix[0] == 'p' || Suffix[0] == 'i') &&
      std::all_of(Suffix.begin() + 1, Suffix.end(), isDigit))
    return true; // pointers and integers
  static constexpr std::string_view NamedTypes[] = {"isVoid", "Metadata", "f16",  "f32",
                                                    "f64",    "f80",      "f128", "bf16",
                                                    "ppcf128", "x86amx"};
  return std::find(std::begin(NamedTypes), std::end(NamedTypes), Suffix) != std::end(NamedTypes);
}

} // namespace

void CodeGenIntrinsicTable::checkOverloadSuffixConflicts() const {
  for (const TargetSet &Set : Targets) {
    const CodeGenIntrinsic *Overloaded = nullptr;
    for (const CodeGenIntrinsic &Int : (*this)[Set]) {
      if (!Overloaded) {
        if (Int.isOverloaded)
          Overloaded = &Int;
        continue;
      }
      std::string_view Name = Int.Name, OverloadName = Overloaded->Name;
      if (Name.size() > OverloadName.size() &&
          Name.substr(0, OverloadName.size()) == OverloadName &&
          Name[OverloadName.size()] == '.') {
        std::string_view Suffixes = Name.substr(OverloadName.size() + 1);
        std::string_view Suffix0 = Suffixes.substr(0, Suffixes.find('.'));
        if (!suffixLooksLikeMangledType(Suffix0))
          continue;
        size_t SuffixSize = OverloadName.size() + 1 + Suffix0.size();
        PrintError(Int.TheDef->getLocs(),
                   "intrinsic `" + std::string(Name) + "` cannot share prefix `" +
                       std::string(Name.substr(0, SuffixSize)) +
                       "` with another overloaded intrinsic `" + std::string(OverloadName) + "`");
        PrintNote(Overloaded->TheDef->getLocs(),
                  "Overloaded intrinsic `" + std::string(OverloadName) + "` defined here");
        continue;
      }
      // Not an extension of the overloaded name: neither is anything after it.
      Overloaded = nullptr;
    }
  }
}

} // namespace tblgen::intrinsics
