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

std::vector<std::vector<const Record *>>
collectDerivedDefinitions(const RecordKeeper &Records, std::span<const Record *const> Classes) {
  // getAllDerivedDefinitions' order (names in numeric order), from the
  // keeper's index of derived defs; a class not defined has none.
  std::vector<std::vector<const Record *>> Result(Classes.size());
  for (size_t C = 0; C != Classes.size(); ++C)
    if (Classes[C])
      Result[C] = Records.getAllDerivedDefinitions(Classes[C]->getName());
  return Result;
}

bool CodeGenIntrinsic::hasFnAttributes() const {
  constexpr uint32_t WithAttribute = 0
#define INTRINSIC_FLAG(Id, Property, Attribute)                                                    \
  | (std::string_view(Attribute).empty() ? 0u : 1u << unsigned(IntrinsicFlag::Id))
#include "backends/intrinsics/IntrinsicFlags.def"
      ;
  return !has(IntrinsicFlag::Throws) || (Flags & WithAttribute) ||
         getEffectiveME() != MemoryEffects::unknown();
}

//===----------------------------------------------------------------------===//
// Builder
//===----------------------------------------------------------------------===//

namespace {

/// The properties that are plain defs, recognized by name: memory effects,
/// or a flag.
enum class NamedProp : uint8_t {
  NoMem,
  ReadMem,
  WriteMem,
  ArgMemOnly,
  InaccessibleMemOnly,
  InaccessibleMemOrArgMemOnly,
  SetsFlag,
};

struct NamedPropDesc {
  std::string_view Name;
  NamedProp Kind;
  IntrinsicFlag Flag = IntrinsicFlag::Overloaded; ///< for SetsFlag
};

constexpr NamedPropDesc NamedProps[] = {
    {"IntrNoMem", NamedProp::NoMem},
    {"IntrReadMem", NamedProp::ReadMem},
    {"IntrWriteMem", NamedProp::WriteMem},
    {"IntrArgMemOnly", NamedProp::ArgMemOnly},
    {"IntrInaccessibleMemOnly", NamedProp::InaccessibleMemOnly},
    {"IntrInaccessibleMemOrArgMemOnly", NamedProp::InaccessibleMemOrArgMemOnly},
#define INTRINSIC_FLAG(Id, Property, Attribute) {Property, NamedProp::SetsFlag, IntrinsicFlag::Id},
#include "backends/intrinsics/IntrinsicFlags.def"
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
    for (const NamedPropDesc &Desc : NamedProps)
      if (const Record *D = RK.getDef(Desc.Name))
        NamedPropDefs.push_back({D, &Desc});
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
  std::vector<std::pair<const Record *, const NamedPropDesc *>> NamedPropDefs;
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

  // The target-independent set (first in the order, maybe empty), then one
  // set per target prefix.
  T.Targets.push_back({"", 0, 0});
  const size_t Total = T.Intrinsics.size();
  for (size_t Begin = 0, End; Begin != Total; Begin = End) {
    std::string_view Prefix = T.Intrinsics[Begin].TargetPrefix;
    for (End = Begin + 1; End != Total && T.Intrinsics[End].TargetPrefix == Prefix;)
      ++End;
    if (Prefix.empty())
      T.Targets.front().Count = End;
    else
      T.Targets.push_back({Prefix, Begin, End - Begin});
  }
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

  // The type encoding counts results in one byte past the first: at most 257.
  if (size_t NumRets = R->getValueAsListInit("RetTypes")->size(); NumRets > 257)
    PrintFatalError(DefLoc, "intrinsics can only return upto 257 values, '" +
                                std::string(DefName) + "' returns " + std::to_string(NumRets) +
                                " values");
  const Record *TypeInfo = R->getValueAsDef("TypeInfo");
  Int.TypeInfo = TypeInfo;
  if (!TypeInfoGenClass || !TypeInfo->isSubClassOf(TypeInfoGenClass))
    PrintFatalError(DefLoc, "TypeInfo field in " + std::string(DefName) +
                                " should be of subclass of TypeInfoGen!");
  Int.setFlag(IntrinsicFlag::Overloaded, TypeInfo->getValueAsBit("isOverloaded"));
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
  for (auto [D, Desc] : NamedPropDefs) {
    if (D != P)
      continue;
    const IntrinsicFlag Flag = Desc->Flag;
    switch (Desc->Kind) {
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
    case NamedProp::SetsFlag:
      // IntrWillReturn does not hold for an intrinsic already IntrNoReturn.
      if (Flag == IntrinsicFlag::WillReturn)
        Int.setFlag(Flag, !Int.has(IntrinsicFlag::NoReturn));
      else
        Int.setFlag(Flag);
      break;
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

namespace {

/// Two intrinsics of one name (neighbours, as the table is sorted by name).
void reportDuplicateNames(std::span<const CodeGenIntrinsic> Intrinsics) {
  for (size_t I = 1; I < Intrinsics.size(); ++I) {
    if (Intrinsics[I - 1].Name != Intrinsics[I].Name)
      continue;
    PrintError(Intrinsics[I].TheDef->getLocs(),
               "Intrinsic `" + std::string(Intrinsics[I - 1].Name) + "` is already defined");
    PrintFatalNote(Intrinsics[I - 1].TheDef->getLocs(), "Previous definition here");
  }
}

/// A target-independent intrinsic named like a target's ("llvm.<target>.").
void reportTargetLikeNames(const CodeGenIntrinsicTable &Table) {
  std::span<const CodeGenIntrinsicTable::TargetSet> Targets = Table.getTargets();
  std::unordered_set<std::string_view> TargetNames;
  for (const auto &Set : Targets.subspan(1))
    TargetNames.insert(Set.Name);
  for (const CodeGenIntrinsic &Int : Table[Targets[0]]) {
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

bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// Could Suffix be (the start of) a type mangling that LLVM appends to the
/// name of an overloaded intrinsic? Conservative, as llvm-tblgen's check:
/// anything with '_' (function and struct types), a<digit> / v<digit> /
/// nxv<digit> (arrays and vectors), p<digits> / i<digits> (pointers and
/// integers) and the named types.
bool suffixLooksLikeMangledType(std::string_view Suffix) {
  auto DigitAfter = [Suffix](std::string_view Lead) {
    return Suffix.size() > Lead.size() && Suffix.starts_with(Lead) && isDigit(Suffix[Lead.size()]);
  };
  auto OnlyDigitsAfter = [Suffix](char Lead) {
    return Suffix.size() > 1 && Suffix[0] == Lead &&
           std::all_of(Suffix.begin() + 1, Suffix.end(), isDigit);
  };
  static constexpr std::string_view Named[] = {"isVoid", "Metadata", "f16",  "f32",
                                               "f64",    "f80",      "f128", "bf16",
                                               "ppcf128", "x86amx"};
  return Suffix.find('_') != std::string_view::npos || DigitAfter("a") || DigitAfter("v") ||
         DigitAfter("nxv") || OnlyDigitsAfter('p') || OnlyDigitsAfter('i') ||
         std::find(std::begin(Named), std::end(Named), Suffix) != std::end(Named);
}

/// The first '.'-separated part of what follows Base in Name when Name is
/// Base followed by '.' and more; nullopt otherwise.
std::optional<std::string_view> firstSuffix(std::string_view Base, std::string_view Name) {
  if (Name.size() <= Base.size() || !Name.starts_with(Base) || Name[Base.size()] != '.')
    return std::nullopt;
  std::string_view Rest = Name.substr(Base.size() + 1);
  return Rest.substr(0, Rest.find('.'));
}

/// An intrinsic whose name extends an overloaded one's by what could be a
/// type mangling.
void reportSuffixClashes(const CodeGenIntrinsicTable &Table) {
  // In each target's (sorted) list, an overloaded intrinsic heads a run of
  // the intrinsics right after it whose names extend its own by a '.'
  // suffix. The first intrinsic that does not extend it ends the run and
  // heads no run itself.
  for (const CodeGenIntrinsicTable::TargetSet &Set : Table.getTargets()) {
    std::span<const CodeGenIntrinsic> Ints = Table[Set];
    size_t Next = 0;
    while (Next < Ints.size()) {
      const CodeGenIntrinsic &Head = Ints[Next++];
      if (!Head.has(IntrinsicFlag::Overloaded))
        continue;
      for (; Next < Ints.size(); ++Next) {
        const CodeGenIntrinsic &Member = Ints[Next];
        std::optional<std::string_view> Suffix = firstSuffix(Head.Name, Member.Name);
        if (!Suffix) {
          ++Next;
          break;
        }
        if (!suffixLooksLikeMangledType(*Suffix))
          continue;
        std::string_view Shared = Member.Name.substr(0, Head.Name.size() + 1 + Suffix->size());
        PrintError(Member.TheDef->getLocs(),
                   "intrinsic `" + std::string(Member.Name) + "` cannot share prefix `" +
                       std::string(Shared) + "` with another overloaded intrinsic `" +
                       std::string(Head.Name) + "`");
        PrintNote(Head.TheDef->getLocs(),
                  "Overloaded intrinsic `" + std::string(Head.Name) + "` defined here");
      }
    }
  }
}

} // namespace

CodeGenIntrinsicTable::CodeGenIntrinsicTable(const RecordKeeper &Records) {
  Builder(Records, *this).build();
  reportDuplicateNames(Intrinsics);
  reportTargetLikeNames(*this);
  reportSuffixClashes(*this);
}

void checkIntrinsics(const RecordKeeper &Records) { CodeGenIntrinsicTable Table(Records); }

} // namespace tblgen::intrinsics
