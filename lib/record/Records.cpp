//===- Records.cpp - RecordVal, Record, RecordKeeper ----------------------===//
#include "record/Pools.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <cstdio>
#include <cstdlib>

namespace tblgen {

//===----------------------------------------------------------------------===//
// RecordVal
//===----------------------------------------------------------------------===//

RecordVal::RecordVal(const Init *Name, const RecTy *Type, FieldKind K, SrcLoc Loc)
    : DescName(Type->getRecordKeeper().internFieldDesc(Name, Type, K, Loc)), ValueName(0) {
  setValue(UnsetInit::get(Type->getRecordKeeper()));
}

std::string_view RecordVal::getName() const {
  if (auto *S = dyn_cast<StringInit>(desc().Name))
    return S->getValue();
  return {};
}

std::string_view RecordVal::getPrintType() const {
  if (isa<StringRecTy>(desc().Type)) {
    if (auto *S = dyn_cast_or_null<StringInit>(getValue()))
      return S->hasCodeFormat() ? "code" : "string";
    return "string";
  }
  return desc().Type->getAsStringRef();
}

/// A name as printed: the text of a string name, without building a copy.
static void printName(OStream &OS, const Init *Name) {
  if (auto *S = dyn_cast<StringInit>(Name))
    OS << S->getValue();
  else
    OS << Name->getAsUnquotedString();
}

bool RecordVal::setValue(const Init *V, SrcLoc NewLoc) {
  if (NewLoc != desc().Loc)
    DescName = getRecordKeeper().moveFieldDesc(DescName, NewLoc);
  return setValue(V);
}

bool RecordVal::setValue(const Init *V) {
  if (!V) {
    storeValue(nullptr);
    return false;
  }
  // A value of the field's own type casts to itself (Init::getCastTo's
  // first case): most values set after resolution are.
  const Init *New = V;
  if (auto *TI = dyn_cast<TypedInit>(V); !TI || TI->getType() != desc().Type) {
    New = V->getCastTo(desc().Type);
    if (!New)
      return true;
  }
  if (auto *BT = dyn_cast<BitsRecTy>(desc().Type); BT && !isa<BitsInit>(New)) {
    std::vector<const Init *> Bits;
    Bits.reserve(BT->getNumBits());
    for (unsigned I = 0; I < BT->getNumBits(); ++I)
      Bits.push_back(New->getBit(I));
    New = BitsInit::get(desc().Type->getRecordKeeper(), Bits);
  }
  storeValue(New);
  return false;
}

void RecordVal::print(OStream &OS, bool PrintSem) const {
  if (isNonconcreteOK())
    OS << "field ";
  OS << getPrintType() << ' ';
  printName(OS, desc().Name);
  if (const Init *V = getValue()) {
    OS << " = ";
    V->print(OS);
  }
  if (PrintSem)
    OS << ";\n";
}

//===----------------------------------------------------------------------===//
// Record
//===----------------------------------------------------------------------===//

Record::Record(const Init *N, std::vector<SrcLoc> L, RecordKeeper &RK, RecordKind K)
    : Name(N), Locs(std::move(L)), RK(RK), ID(RK.nextRecordID()), Kind(K) {
  checkName();
}

Record::Record(std::string_view N, std::vector<SrcLoc> L, RecordKeeper &RK, RecordKind K)
    : Record(StringInit::get(RK, N), std::move(L), RK, K) {}

Record::Record(const Record &O)
    : Name(O.Name), Locs(O.Locs), Values(O.Values), SuperClasses(O.SuperClasses),
      X(O.X ? std::make_unique<Extras>(*O.X) : nullptr), RK(O.RK), ID(O.RK.nextRecordID()),
      Kind(O.Kind) {}

const Record::Extras Record::NoExtras;

void Record::checkName() {
  auto *T = dyn_cast<TypedInit>(Name);
  if (!T || !isa<StringRecTy>(T->getType()))
    PrintFatalError(Locs, "Record name '" + Name->getAsString() + "' is not a string!");
}

std::string_view Record::getNameSlow() const {
  SharedStateLock Lock(RK); // the arena
  return RK.getArena().save(Name->getAsUnquotedString());
}

void Record::setName(const Init *N) {
  Name = N;
  checkName();
}

const RecordRecTy *Record::getType() const {
  // getDirectSuperClasses' walk, into a buffer that needs no heap for a
  // few classes (a def's type is made once, when its DefInit is).
  SmallVec<const Record *, 8> Direct;
  for (size_t End = SuperClasses.size(); End > 0;) {
    const Record *SC = SuperClasses[End - 1].first;
    Direct.push_back(SC);
    End -= 1 + SC->getSuperClasses().size();
  }
  return RecordRecTy::get(RK, Direct);
}

const DefInit *Record::getDefInit() const {
  SharedStateLock Lock(RK);
  if (!CorrespondingDefInit) {
    RK.inits().Model.deferTypes(); // (llvm-tblgen makes the type after the value)
  {
    auto *D = RK.inits().make<DefInit>(this, getType());
    D->setClosed(true);
    CorrespondingDefInit = D;
  }
  }
  return CorrespondingDefInit;
}

bool Record::isTemplateArg(const Init *N) const {
  auto &TA = extras().TemplateArgs;
  return std::find(TA.begin(), TA.end(), N) != TA.end();
}

bool Record::isTemplateArgUsed(const Init *N) const {
  auto &Used = extras().UsedTemplateArgs;
  return std::find(Used.begin(), Used.end(), N) != Used.end();
}

void Record::markTemplateArgUsed(const Init *N) {
  if (!isTemplateArgUsed(N))
    mutExtras().UsedTemplateArgs.push_back(N);
}

const RecordVal *Record::getValue(const Init *N) const {
  // Four fields a step (a def has dozens, and a name that is no field is
  // compared with all of them): one loop test per four.
  const RecordVal *V = Values.data(), *E = V + Values.size();
  for (; E - V >= 4; V += 4) {
    if (V[0].getNameInit() == N)
      return V;
    if (V[1].getNameInit() == N)
      return V + 1;
    if (V[2].getNameInit() == N)
      return V + 2;
    if (V[3].getNameInit() == N)
      return V + 3;
  }
  for (; V != E; ++V)
    if (V->getNameInit() == N)
      return V;
  return nullptr;
}
RecordVal *Record::getValue(const Init *N) {
  return const_cast<RecordVal *>(static_cast<const Record *>(this)->getValue(N));
}
const RecordVal *Record::getValue(std::string_view N) const {
  // Compare the names' text: no hashing when the field exists. A miss has no
  // side effect, except while the front end replays llvm-tblgen's
  // allocations (replaysLookups): llvm-tblgen's lookup interns N, and the
  // set of values made must stay the same for --print-detailed-records.
  auto Matches = [N](const RecordVal &V) {
    return V.getName() == N && isa<StringInit>(V.getNameInit());
  };
  std::atomic<uint32_t> &Hint = RK.fieldHint(N);
  uint32_t H = Hint.load(std::memory_order_relaxed);
  if (H < Values.size() && Matches(Values[H]))
    return &Values[H];
  for (size_t K = 0, E = Values.size(); K != E; ++K)
    if (Matches(Values[K])) {
      Hint.store(uint32_t(K), std::memory_order_relaxed);
      return &Values[K];
    }
  if (RK.replaysLookups()) [[unlikely]]
    StringInit::get(RK, N);
  return nullptr;
}
RecordVal *Record::getValue(std::string_view N) {
  return const_cast<RecordVal *>(static_cast<const Record *>(this)->getValue(N));
}

void Record::removeValue(const Init *N) {
  for (auto It = Values.begin(); It != Values.end(); ++It)
    if (It->getNameInit() == N) {
      Values.erase(It);
      return;
    }
}
void Record::removeValue(std::string_view N) { removeValue(StringInit::get(RK, N)); }

void Record::appendAssertions(const Record *Rec) {
  auto &From = Rec->extras().Assertions;
  if (!From.empty())
    mutExtras().Assertions.insert(X->Assertions.end(), From.begin(), From.end());
}
void Record::appendDumps(const Record *Rec) {
  auto &From = Rec->extras().Dumps;
  if (!From.empty())
    mutExtras().Dumps.insert(X->Dumps.end(), From.begin(), From.end());
}

bool Record::hasDirectSuperClass(const Record *SuperClass) const {
  for (int I = int(SuperClasses.size()) - 1; I >= 0; --I) {
    const Record *SC = SuperClasses[I].first;
    if (SC == SuperClass)
      return true;
    I -= int(SC->getSuperClasses().size());
  }
  return false;
}

void Record::getDirectSuperClasses(std::vector<const Record *> &Classes) const {
  size_t End = SuperClasses.size();
  while (End > 0) {
    const Record *SC = SuperClasses[End - 1].first;
    Classes.push_back(SC);
    End -= 1 + SC->getSuperClasses().size();
  }
}

bool Record::isSubClassOf(const Record *R) const {
  for (const auto &SC : SuperClasses)
    if (SC.first == R)
      return true;
  return false;
}

bool Record::isSubClassOf(std::string_view N) const {
  // Past a few superclasses, the class found by name once and then compared
  // by address costs less than comparing every superclass's name (a
  // superclass is always a class of this keeper, found under its name).
  if (SuperClasses.size() > 4) {
    const Record *C = RK.getClass(N);
    return C && isSubClassOf(C);
  }
  for (const auto &SC : SuperClasses) {
    if (auto *S = dyn_cast<StringInit>(SC.first->getNameInit())) {
      if (S->getValue() == N)
        return true;
    } else if (SC.first->getNameInitAsString() == N) {
      return true;
    }
  }
  return false;
}

bool Record::resolveReferences(Resolver &R, const RecordVal *SkipVal) {
  const Init *NewName = Name->resolve(R);
  if (NewName != Name)
    setName(NewName);
  const uint64_t Keys = R.keyMask();
  for (RecordVal &V : Values) {
    // (A value that mentions none of R's names, a closed one in particular,
    // resolves to itself: Init::resolve.)
    // (SkipVal tested last: most fields leave at the mask.)
    if (!V.getValue() || !(V.getValue()->getDeps() & Keys) || &V == SkipVal)
      continue;
    const Init *VR = V.getValue()->resolveReferences(R);
    // An unchanged value was cast to the field's type when it was set, and
    // casting it again gives it back: nothing to do.
    if (VR == V.getValue())
      continue;
    if (V.setValue(VR)) {
      std::string Type;
      if (auto *T = dyn_cast<TypedInit>(VR))
        Type = "of type '" + T->getType()->getAsString() + "' ";
      PrintFatalError(Locs, "Invalid value " + Type + "found when setting field '" +
                                V.getNameInitAsString() + "' of type '" +
                                V.getType()->getAsString() +
                                "' after resolving references: " + VR->getAsUnquotedString() +
                                "\n");
    }
  }
  if (X) {
    for (AssertionInfo &A : X->Assertions) {
      A.Condition = A.Condition->resolve(R);
      A.Message = A.Message->resolve(R);
    }
    for (DumpInfo &D : X->Dumps)
      D.Message = D.Message->resolve(R);
  }
  return true;
}

bool Record::resolveReferences(const Init *NewName) {
  RecordResolver R(*this, NewName);
  R.setFinal(true);
  return resolveReferences(R);
}

/// Reports a failed assertion; returns true when it failed.
static bool checkAssert(SrcLoc Loc, const Init *Cond, const Init *Msg) {
  RecordKeeper &RK = Cond->getRecordKeeper();
  auto *CV = dyn_cast<IntInit>(Cond->convertInitializerTo(IntRecTy::get(RK)));
  if (!CV) {
    PrintError(Loc, "assert condition must of type bit, bits, or int.");
    return true;
  }
  if (!CV->getValue()) {
    auto *M = dyn_cast<StringInit>(Msg);
    std::string Text = M ? std::string(M->getValue()) : "(assert message is not a string)";
    PrintError(Loc, "assertion failed: " + Text);
    return true;
  }
  return false;
}

bool Record::checkRecordAssertions() {
  if (extras().Assertions.empty())
    return true;
  RecordResolver R(*this);
  R.setFinal(true);
  bool OK = true;
  for (const AssertionInfo &A : extras().Assertions) {
    const Init *C = A.Condition->resolve(R);
    const Init *M = A.Message->resolve(R);
    if (checkAssert(A.Loc, C, M))
      OK = false;
  }
  // Point at the record (and where it was instantiated from) as well.
  if (!OK)
    PrintError(this, "assertion failed in this record");
  return OK;
}

void Record::emitRecordDumps() {
  if (extras().Dumps.empty())
    return;
  RecordResolver R(*this);
  R.setFinal(true);
  for (const DumpInfo &D : extras().Dumps) {
    const Init *M = D.Message->resolve(R);
    if (auto *S = dyn_cast<StringInit>(M))
      PrintNote(std::vector<SrcLoc>{D.Loc}, S->getValue());
    else
      PrintError(D.Loc, "dump value is not of type string");
  }
}

void Record::checkUnusedTemplateArgs() {
  for (const Init *TA : extras().TemplateArgs) {
    const RecordVal *Arg = getValue(TA);
    if (Arg && !isTemplateArgUsed(TA))
      PrintWarning(Arg->getLoc(), "unused template argument: " + std::string(Arg->getName()));
  }
}

void Record::print(OStream &OS) const {
  printName(OS, Name);
  if (auto &TemplateArgs = extras().TemplateArgs; !TemplateArgs.empty()) {
    OS << '<';
    for (size_t I = 0; I < TemplateArgs.size(); ++I) {
      if (I)
        OS << ", ";
      if (const RecordVal *RV = getValue(TemplateArgs[I]))
        RV->print(OS, false);
    }
    OS << '>';
  }
  OS << " {";
  if (!SuperClasses.empty()) {
    OS << "\t//";
    for (const auto &SC : SuperClasses) {
      OS << ' ';
      printName(OS, SC.first->getNameInit());
    }
  }
  OS << '\n';
  for (int Pass = 0; Pass < 2; ++Pass)
    for (const RecordVal &V : Values) {
      if (V.isNonconcreteOK() != (Pass == 0) || isTemplateArg(V.getNameInit()))
        continue;
      OS << "  ";
      V.print(OS);
    }
  OS << "}\n";
}

OStream &operator<<(OStream &OS, const Record &R) {
  R.print(OS);
  return OS;
}

void Record::dump() const {
  OStream OS;
  print(OS);
  std::fwrite(OS.view().data(), 1, OS.view().size(), stderr);
}

// Field access helpers.

[[noreturn]] static void missingField(const Record *R, std::string_view F) {
  PrintFatalError(R->getLocs(), "Record `" + std::string(R->getName()) +
                                    "' does not have a field named `" + std::string(F) + "'!\n");
}

static std::string fieldPrefix(const Record *R, std::string_view F) {
  return "Record `" + std::string(R->getName()) + "', field `" + std::string(F) + "'";
}

const Init *Record::getValueInit(std::string_view F) const {
  const RecordVal *R = getValue(F);
  if (!R || !R->getValue())
    missingField(this, F);
  return R->getValue();
}

bool Record::isValueUnset(std::string_view F) const { return isa<UnsetInit>(getValueInit(F)); }

std::optional<std::string> Record::getValueAsOptionalString(std::string_view F) const {
  const RecordVal *R = getValue(F);
  if (!R || !R->getValue() || isa<UnsetInit>(R->getValue()))
    return std::nullopt;
  if (auto *S = dyn_cast<StringInit>(R->getValue()))
    return std::string(S->getValue());
  PrintFatalError(Locs, "Record `" + std::string(getName()) + "', ` field `" + std::string(F) +
                            "' exists but does not have a string initializer!");
}

std::string Record::getValueAsString(std::string_view F) const {
  // Unlike getValueAsOptionalString, an unset value is an error of its own
  // (llvm-tblgen 22's message), not a missing field.
  if (auto *S = dyn_cast<StringInit>(getValueInit(F)))
    return std::string(S->getValue());
  PrintFatalError(Locs, fieldPrefix(this, F) + " exists but does not have a string value");
}

const BitsInit *Record::getValueAsBitsInit(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *B = dyn_cast<BitsInit>(V))
    return B;
  PrintFatalError(Locs, fieldPrefix(this, F) + " exists but does not have a bits value");
}

const ListInit *Record::getValueAsListInit(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *L = dyn_cast<ListInit>(V))
    return L;
  PrintFatalError(Locs, fieldPrefix(this, F) + " exists but does not have a list value");
}

std::vector<const Record *> Record::getValueAsListOfDefs(std::string_view F) const {
  std::vector<const Record *> Out;
  for (const Init *I : getValueAsListInit(F)->getValues()) {
    auto *D = dyn_cast<DefInit>(I);
    if (!D)
      PrintFatalError(Locs, fieldPrefix(this, F) + " list is not entirely DefInit!");
    Out.push_back(D->getDef());
  }
  return Out;
}

std::vector<int64_t> Record::getValueAsListOfInts(std::string_view F) const {
  std::vector<int64_t> Out;
  for (const Init *I : getValueAsListInit(F)->getValues()) {
    auto *V = dyn_cast<IntInit>(I);
    if (!V)
      PrintFatalError(Locs, fieldPrefix(this, F) +
                                " exists but does not have a list of ints value: " +
                                I->getAsString());
    Out.push_back(V->getValue());
  }
  return Out;
}

std::vector<std::string> Record::getValueAsListOfStrings(std::string_view F) const {
  std::vector<std::string> Out;
  for (const Init *I : getValueAsListInit(F)->getValues()) {
    auto *V = dyn_cast<StringInit>(I);
    if (!V)
      PrintFatalError(Locs, fieldPrefix(this, F) +
                                " exists but does not have a list of strings value: " +
                                I->getAsString());
    Out.emplace_back(V->getValue());
  }
  return Out;
}

const Record *Record::getValueAsDef(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *D = dyn_cast<DefInit>(V))
    return D->getDef();
  PrintFatalError(Locs, fieldPrefix(this, F) + " does not have a def initializer!");
}

const Record *Record::getValueAsOptionalDef(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *D = dyn_cast<DefInit>(V))
    return D->getDef();
  if (isa<UnsetInit>(V))
    return nullptr;
  PrintFatalError(Locs, fieldPrefix(this, F) + " does not have either a def initializer or '?'!");
}

bool Record::getValueAsBit(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *B = dyn_cast<BitInit>(V))
    return B->getValue();
  PrintFatalError(Locs, fieldPrefix(this, F) + " does not have a bit initializer!");
}

bool Record::getValueAsBitOrUnset(std::string_view F, bool &Unset) const {
  const Init *V = getValueInit(F);
  Unset = isa<UnsetInit>(V);
  if (Unset)
    return false;
  if (auto *B = dyn_cast<BitInit>(V))
    return B->getValue();
  PrintFatalError(Locs, fieldPrefix(this, F) + " does not have a bit initializer!");
}

int64_t Record::getValueAsInt(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *I = dyn_cast<IntInit>(V))
    return I->getValue();
  PrintFatalError(Locs, fieldPrefix(this, F) + " exists but does not have an int value: " +
                            V->getAsString());
}

const DagInit *Record::getValueAsDag(std::string_view F) const {
  const Init *V = getValueInit(F);
  if (auto *D = dyn_cast<DagInit>(V))
    return D;
  PrintFatalError(Locs, fieldPrefix(this, F) + " does not have a dag initializer!");
}

//===----------------------------------------------------------------------===//
// RecordKeeper
//===----------------------------------------------------------------------===//

RecordKeeper::RecordKeeper()
    : Types(std::make_unique<TypePool>()), Inits(std::make_unique<InitPool>(TheArena)) {
  auto Make = [&](auto *Dummy, auto &&...Args) {
    using T = std::remove_pointer_t<decltype(Dummy)>;
    void *Mem = TheArena.allocate(sizeof(T), alignof(T));
    return new (Mem) T(std::forward<decltype(Args)>(Args)...);
  };
  Types->Bit = Make((BitRecTy *)nullptr, *this);
  Types->Int = Make((IntRecTy *)nullptr, *this);
  Types->String = Make((StringRecTy *)nullptr, *this);
  Types->Dag = Make((DagRecTy *)nullptr, *this);
  Simple = {Types->Bit, Types->Int, Types->String, Types->Dag};
  Types->EmptyRecord = Make((RecordRecTy *)nullptr, *this, nullptr, 0u);
  for (const RecTy *T : std::initializer_list<const RecTy *>{
           Types->Bit, Types->Int, Types->String, Types->Dag, Types->EmptyRecord})
    T->initSpelling();
  auto *Unset = Make((UnsetInit *)nullptr, *this);
  auto *True = Make((BitInit *)nullptr, *this, true);
  auto *False = Make((BitInit *)nullptr, *this, false);
  Unset->setClosed(true);
  True->setClosed(true);
  False->setClosed(true);
  Inits->Unset = Unset;
  Inits->True = True;
  Inits->False = False;
  setLimits(Limits);
}

RecordKeeper::~RecordKeeper() = default;

void RecordKeeper::enableAllocationModel() {
  if (!AllocModel)
    AllocModel = std::make_unique<AllocationModel>();
  Inits->Model.M = AllocModel.get();
}

size_t RecordKeeper::numInternedValues() const { return Inits->Table.size(); }

std::vector<size_t> RecordKeeper::internedValuesByKind() const {
  std::vector<size_t> Counts;
  Inits->Table.forEach([&](const Init *I) {
    if (I->getKind() >= Counts.size())
      Counts.resize(I->getKind() + 1);
    ++Counts[I->getKind()];
  });
  return Counts;
}

std::string_view RecordKeeper::initKindName(Init::Kind K) {
  static constexpr std::string_view Names[] = {
#define INIT_KIND(Name) #Name,
#include "tblgen/InitKinds.def"
  };
  return K < std::size(Names) ? Names[K] : "?";
}

uint64_t RecordKeeper::NameIndex::hashOf(std::string_view S) {
  return uint32_t(stringHash(S, StringInit::SF_String));
}

uint64_t RecordKeeper::NameIndex::hashOf(const StringInit *S) {
  if (S->getFormat() == StringInit::SF_String) [[likely]]
    return S->getInternHash();
  return hashOf(S->getValue());
}

template <typename MatchFn>
Record *RecordKeeper::NameIndex::probe(uint64_t H, NameSlot *Where, MatchFn Matches) const {
  if (Slots.empty())
    return nullptr;
  size_t Mask = Slots.size() - 1;
  for (size_t I = H & Mask;; I = (I + 1) & Mask) {
    const Slot &S = Slots[I];
    if (!S.R) {
      if (Where)
        *Where = {I, H, Version, Slots.size()};
      return nullptr;
    }
    if (S.Hash == H && Matches(S.R))
      return S.R;
  }
}

Record *RecordKeeper::NameIndex::find(std::string_view Name, NameSlot *Where) const {
  if (Slots.empty())
    return nullptr;
  return probe(hashOf(Name), Where, [&](const Record *R) { return R->getName() == Name; });
}

Record *RecordKeeper::NameIndex::find(const StringInit *Name, NameSlot *Where) const {
  if (Slots.empty())
    return nullptr;
  // (A record named by another value of the same text, a code-format
  // string, is found by comparing the text.)
  return probe(hashOf(Name), Where, [&](const Record *R) {
    return R->getNameInit() == Name || R->getName() == Name->getValue();
  });
}

bool RecordKeeper::NameIndex::insert(std::string_view Name, Record *R) {
  return insert(Name, R, NameSlot());
}

bool RecordKeeper::NameIndex::insert(std::string_view Name, Record *R, const NameSlot &Where) {
  // One probe: the empty slot that ends the search for Name is where it
  // goes (deletion shifts entries back, so there are no tombstones).
  // Half full at most while small; 3/4 from 64 Ki slots (a slot's stored
  // hash settles a mismatch without touching the record, and X86.td's 82 k
  // defs fit in 2 MiB instead of 4).
  size_t N = Slots.size();
  if (N < (size_t(1) << 16) ? (Count + 1) * 2 > N : (Count + 1) * 4 > N * 3)
    grow();
  ++Version;
  // Nothing changed since a find of Name stopped at that empty slot.
  if (Where.Capacity == Slots.size() && Where.Version + 1 == Version) {
    Slots[Where.Slot] = {Where.Hash, R};
    ++Count;
    return true;
  }
  uint64_t H = hashOf(Name);
  size_t Mask = Slots.size() - 1;
  size_t I = H & Mask;
  for (; Slots[I].R; I = (I + 1) & Mask)
    if (Slots[I].Hash == H && Slots[I].R->getName() == Name)
      return false;
  Slots[I] = {H, R};
  ++Count;
  return true;
}

bool RecordKeeper::NameIndex::erase(std::string_view Name, const Record *R) {
  if (Slots.empty())
    return false;
  size_t Mask = Slots.size() - 1;
  size_t I = hashOf(Name) & Mask;
  while (Slots[I].R && Slots[I].R != R)
    I = (I + 1) & Mask;
  if (!Slots[I].R)
    return false;
  // Backward-shift deletion keeps every probe sequence unbroken.
  ++Version;
  Slots[I] = {0, nullptr};
  --Count;
  for (size_t J = (I + 1) & Mask; Slots[J].R; J = (J + 1) & Mask) {
    size_t Home = Slots[J].Hash & Mask;
    // Move J into the hole at I unless its home lies cyclically in (I, J].
    bool Stays = I <= J ? (Home > I && Home <= J) : (Home > I || Home <= J);
    if (!Stays) {
      Slots[I] = Slots[J];
      Slots[J] = {0, nullptr};
      I = J;
    }
  }
  return true;
}

void RecordKeeper::NameIndex::grow() {
  // The new slots are written all over (zeroed first): made present at once
  // rather than a page fault at a time (see support/Pages.h).
  ++Version;
  size_t N = Slots.empty() ? 64 : Slots.size() * 2;
  std::vector<Slot> Old;
  Old.reserve(N);
  pages::populate(Old.data(), N * sizeof(Slot));
  Old.assign(N, Slot{0, nullptr});
  Old.swap(Slots);
  size_t Mask = Slots.size() - 1;
  for (const Slot &S : Old) {
    if (!S.R)
      continue;
    size_t I = S.Hash & Mask;
    while (Slots[I].R)
      I = (I + 1) & Mask;
    Slots[I] = S;
  }
}

const Record *RecordKeeper::getClass(std::string_view N) const {
  return ClassIndex.find(N);
}
const Record *RecordKeeper::getDef(std::string_view N) const {
  return DefIndex.find(N);
}
Record *RecordKeeper::getClass(std::string_view N) {
  return ClassIndex.find(N);
}
Record *RecordKeeper::getDef(std::string_view N) {
  return DefIndex.find(N);
}

const Init *RecordKeeper::getGlobal(std::string_view N) const {
  if (const Record *R = getDef(N))
    return R->getDefInit();
  if (ExtraGlobals.empty())
    return nullptr;
  auto It = ExtraGlobals.find(N);
  return It == ExtraGlobals.end() ? nullptr : It->second;
}

const Record *RecordKeeper::getClass(const StringInit *N) const {
  return ClassIndex.find(N);
}
Record *RecordKeeper::getClass(const StringInit *N) {
  return ClassIndex.find(N);
}

const Init *RecordKeeper::getGlobal(const StringInit *N) const {
  if (const Record *R = DefIndex.find(N))
    return R->getDefInit();
  if (ExtraGlobals.empty())
    return nullptr;
  auto It = ExtraGlobals.find(N->getValue());
  return It == ExtraGlobals.end() ? nullptr : It->second;
}

void RecordKeeper::addClass(std::unique_ptr<Record> R) {
  // A name taken already keeps its record (and the new one is dropped), as
  // with a map's emplace.
  if (!ClassIndex.insert(R->getName(), R.get()))
    return;
  std::string N(R->getName());
  Classes.emplace(std::move(N), std::move(R));
}

const Record *RecordKeeper::getDef(std::string_view N, NameSlot &Where) const {
  return DefIndex.find(N, &Where);
}
const Record *RecordKeeper::getDef(const StringInit *N, NameSlot &Where) const {
  return DefIndex.find(N, &Where);
}

void RecordKeeper::addDef(std::unique_ptr<Record> R) { addDef(std::move(R), NameSlot()); }

void RecordKeeper::addDef(std::unique_ptr<Record> R, const NameSlot &Where) {
  if (!DefIndex.insert(R->getName(), R.get(), Where))
    return;
  PendingDefs.push_back(std::move(R));
  // A def added after !instances (or a backend) asked for the defs of a
  // class makes the cached lists stale; llvm-tblgen drops them too.
  if (!ClassRecordsMap.empty())
    ClassRecordsMap.clear();
  Derived.reset();
}

const RecordKeeper::RecordMap &RecordKeeper::getDefs() const {
  SharedStateLock Lock(*this);
  if (!PendingDefs.empty())
    materializeDefs();
  return Defs;
}

size_t RecordKeeper::numDefs() const {
  SharedStateLock Lock(*this);
  return Defs.size() + PendingDefs.size();
}

void RecordKeeper::endFrontEnd() {
  ReplayLookups = false;
  Shared = true;
}

void RecordKeeper::materializeDefs() const {
  ++MaterializeCount;
  for (auto &R : PendingDefs) {
    std::string N(R->getName());
    Defs.emplace(std::move(N), std::move(R));
  }
  PendingDefs.clear();
}

namespace {
/// (name, record) pairs, each name computed once (an anonymous record's is
/// formatted on every getName()); sorted by Less on the names.
using NamedRecords = std::vector<std::pair<std::string_view, const Record *>>;
template <typename Less>
std::vector<const Record *> sortByName(NamedRecords &Named, Less L) {
  std::sort(Named.begin(), Named.end(),
            [&](const auto &A, const auto &B) { return L(A.first, B.first); });
  std::vector<const Record *> Out;
  Out.reserve(Named.size());
  for (const auto &Entry : Named)
    Out.push_back(Entry.second);
  return Out;
}

/// A name being sorted by its bytes: Word holds the eight bytes from the
/// current depth (big-endian, zeros past the end), Left how many bytes
/// remain from there (9 for more than eight), Index the name's entry.
struct ByteKey {
  uint64_t Word;
  uint32_t Left;
  uint32_t Index;
};

uint64_t wordAt(std::string_view Name, size_t Depth) {
  uint64_t Word = 0;
  if (Name.size() >= Depth + 8) {
    std::memcpy(&Word, Name.data() + Depth, 8);
    if constexpr (std::endian::native == std::endian::little)
      Word = __builtin_bswap64(Word);
  } else {
    for (size_t I = Depth; I < Name.size(); ++I)
      Word |= uint64_t(uint8_t(Name[I])) << (56 - 8 * (I - Depth));
  }
  return Word;
}

/// Sorts [B, E), whose names share their first Depth bytes, by the rest of
/// the names: by the next eight bytes and how many bytes remain (a name that
/// ends there sorts before one that goes on with the same bytes), then each
/// run that ties and goes on, eight bytes further.
void sortFrom(ByteKey *B, ByteKey *E, size_t Depth, const NamedRecords &Named) {
  if (Depth)
    for (ByteKey *P = B; P != E; ++P) {
      std::string_view Name = Named[P->Index].first;
      P->Word = wordAt(Name, Depth);
      size_t Left = Name.size() - Depth;
      P->Left = Left > 8 ? 9 : uint32_t(Left);
    }
  std::sort(B, E, [](const ByteKey &X, const ByteKey &Y) {
    return X.Word != Y.Word ? X.Word < Y.Word : X.Left < Y.Left;
  });
  for (ByteKey *I = B; I != E;) {
    ByteKey *J = I + 1;
    while (J != E && J->Word == I->Word && J->Left == I->Left)
      ++J;
    if (J - I > 1 && I->Left == 9)
      sortFrom(I, J, Depth + 8, Named);
    I = J;
  }
}

/// Named sorted by the byte order of its names (names alike, the same record
/// listed twice, in any order).
std::vector<const Record *> sortByBytes(NamedRecords &Named) {
  std::vector<ByteKey> Keys;
  Keys.reserve(Named.size());
  for (size_t I = 0; I < Named.size(); ++I) {
    std::string_view Name = Named[I].first;
    Keys.push_back({wordAt(Name, 0), Name.size() > 8 ? 9 : uint32_t(Name.size()), uint32_t(I)});
  }
  if (!Keys.empty())
    sortFrom(Keys.data(), Keys.data() + Keys.size(), 0, Named);
  std::vector<const Record *> Out;
  Out.reserve(Keys.size());
  for (const ByteKey &K : Keys)
    Out.push_back(Named[K.Index].second);
  return Out;
}
} // namespace

std::vector<const Record *> RecordKeeper::getDefsInNameOrder() const {
  SharedStateLock Lock(*this);
  if (!Defs.empty()) {
    std::vector<const Record *> Sorted;
    Sorted.reserve(numDefs());
    for (const auto &Entry : getDefs())
      Sorted.push_back(Entry.second.get());
    return Sorted;
  }
  // Names are unique (the def index refuses a second one).
  NamedRecords Named;
  Named.reserve(PendingDefs.size());
  for (const auto &R : PendingDefs)
    Named.emplace_back(R->getName(), R.get());
  return sortByBytes(Named);
}

void RecordKeeper::addExtraGlobal(std::string_view N, const Init *I) {
  ExtraGlobals.emplace(std::string(N), I);
}

void RecordKeeper::renameDef(Record *R, std::string_view OldName) {
  if (!DefIndex.erase(OldName, R))
    return;
  std::unique_ptr<Record> Owned;
  auto MapIt = Defs.find(OldName);
  if (MapIt != Defs.end() && MapIt->second.get() == R) {
    Owned = std::move(MapIt->second);
    Defs.erase(MapIt);
  } else {
    for (auto &P : PendingDefs)
      if (P.get() == R) {
        Owned = std::move(P);
        P = std::move(PendingDefs.back());
        PendingDefs.pop_back();
        break;
      }
  }
  if (Owned)
    addDef(std::move(Owned));
}

uint32_t RecordKeeper::moveFieldDesc(uint32_t From, SrcLoc Loc) {
  MovedDesc &Slot = MovedDescs[(From * 31 + Loc.Raw) % MovedDescs.size()];
  if (Slot.ToPlusOne && Slot.From == From && Slot.Loc == Loc.Raw)
    return Slot.ToPlusOne - 1;
  const auto &D = *static_cast<const RecordVal::Desc *>(Arena::at(From));
  uint32_t To = internFieldDesc(D.Name, D.Type, D.Kind, Loc);
  Slot = {From, Loc.Raw, To + 1};
  return To;
}

uint32_t RecordKeeper::internFieldDesc(const Init *Name, const RecTy *Type,
                                       RecordVal::FieldKind K, SrcLoc Loc) {
  RecordVal::Desc Key{Name, Type, K, Loc};
  auto [It, New] = FieldDescs.try_emplace(Key, 0);
  if (New) {
    SharedStateLock Lock(*this); // the arena
    void *Mem = TheArena.allocate(sizeof(RecordVal::Desc), alignof(RecordVal::Desc));
    It->second = Arena::compress(new (Mem) RecordVal::Desc(Key));
  }
  return It->second;
}

const Init *RecordKeeper::getNewAnonymousName() {
  return AnonymousNameInit::get(*this, AnonCounter++);
}

/// Orders strings with embedded numbers by value ("a2" < "a10").
static int compareNumeric(std::string_view L, std::string_view R) {
  auto IsDigit = [](char C) { return C >= '0' && C <= '9'; };
  size_t E = std::min(L.size(), R.size());
  // Only the first difference matters, and the run of digits it falls in:
  // equal characters before that run compare equal either way.
  size_t Start = size_t(std::mismatch(L.begin(), L.begin() + E, R.begin()).first - L.begin());
  if (Start == E) {
    if (L.size() == R.size())
      return 0;
    return L.size() < R.size() ? -1 : 1;
  }
  while (Start > 0 && IsDigit(L[Start - 1]))
    --Start;
  for (size_t I = Start; I < E; ++I) {
    if (IsDigit(L[I]) && IsDigit(R[I])) {
      size_t J = I + 1;
      for (; J <= E; ++J) {
        bool LD = J < L.size() && IsDigit(L[J]);
        bool RD = J < R.size() && IsDigit(R[J]);
        if (LD != RD)
          return RD ? -1 : 1;
        if (!RD)
          break;
      }
      if (int C = L.substr(I, J - I).compare(R.substr(I, J - I)))
        return C < 0 ? -1 : 1;
      I = J - 1;
      continue;
    }
    if (L[I] != R[I])
      return (unsigned char)L[I] < (unsigned char)R[I] ? -1 : 1;
  }
  if (L.size() == R.size())
    return 0;
  return L.size() < R.size() ? -1 : 1;
}

bool LessRecord::operator()(const Record *A, const Record *B) const {
  return compareNumeric(A->getName(), B->getName()) < 0;
}

const std::vector<const Record *> &
RecordKeeper::getAllDerivedDefinitions(std::string_view ClassName) const {
  SharedStateLock Lock(*this);
  auto It = ClassRecordsMap.find(ClassName);
  if (It != ClassRecordsMap.end())
    return It->second;
  std::string_view One[] = {ClassName};
  auto V = getAllDerivedDefinitions(std::span<const std::string_view>(One));
  return ClassRecordsMap.emplace(std::string(ClassName), std::move(V)).first->second;
}

namespace {
/// Appends to Key a string whose byte order is the numeric order of Name
/// (compareNumeric's): each run of digits becomes '0', the run's length in
/// two bytes (high first) and the digits. Against any other character the
/// run then compares as its first digit would (no other character lies
/// between '0' and '9'); against another run at the same place it compares
/// by length first, then digit by digit. False (Key unusable) for a run of
/// 65,536 digits or more.
bool appendNumericKey(std::string_view Name, std::string &Key) {
  auto IsDigit = [](char C) { return C >= '0' && C <= '9'; };
  for (size_t I = 0; I < Name.size();) {
    size_t J = I;
    while (J < Name.size() && !IsDigit(Name[J]))
      ++J;
    Key.append(Name.data() + I, J - I);
    if (J == Name.size())
      break;
    I = J;
    while (J < Name.size() && IsDigit(Name[J]))
      ++J;
    size_t Len = J - I;
    if (Len > 0xffff)
      return false;
    const char Head[3] = {'0', char(Len >> 8), char(Len & 0xff)};
    Key.append(Head, 3);
    Key.append(Name.data() + I, Len);
    I = J;
  }
  return true;
}

/// Named sorted by compareNumeric on the names, through byte-ordered keys
/// (one memcmp per comparison instead of a digit-aware scan). A name
/// without digits is its own key.
std::vector<const Record *> sortNamedByNumericName(NamedRecords &Named) {
  // Eight bytes at a time: a byte is a digit when it XOR '0' is below 10.
  auto HasDigit = [](std::string_view Name) {
    constexpr uint64_t Ones = 0x0101010101010101, High = 0x8080808080808080;
    size_t I = 0;
    for (; I + 8 <= Name.size(); I += 8) {
      uint64_t W;
      std::memcpy(&W, Name.data() + I, 8);
      W ^= Ones * '0';
      if ((W - Ones * 10) & ~W & High)
        return true;
    }
    for (; I < Name.size(); ++I)
      if (Name[I] >= '0' && Name[I] <= '9')
        return true;
    return false;
  };
  std::string Keys;
  struct Span {
    size_t Entry, Start, Len; // Named's entry, its key's offset in Keys
  };
  std::vector<Span> Spans;
  for (size_t I = 0; I < Named.size(); ++I) {
    std::string_view Name = Named[I].first;
    if (!HasDigit(Name))
      continue;
    size_t Start = Keys.size();
    if (!appendNumericKey(Name, Keys))
      return sortByName(Named, [](std::string_view A, std::string_view B) {
        return compareNumeric(A, B) < 0;
      });
    Spans.push_back({I, Start, Keys.size() - Start});
  }
  for (const Span &S : Spans)
    Named[S.Entry].first = std::string_view(Keys).substr(S.Start, S.Len);
  return sortByBytes(Named);
}
} // namespace

void sortByNumericName(std::vector<const Record *> &Records) {
  NamedRecords Named;
  Named.reserve(Records.size());
  for (const Record *R : Records)
    Named.emplace_back(R->getName(), R);
  Records = sortNamedByNumericName(Named);
}

std::vector<const Record *>
RecordKeeper::getAllDerivedDefinitions(std::span<const std::string_view> ClassNames) const {
  std::vector<const Record *> ClassRecs;
  for (std::string_view N : ClassNames) {
    const Record *C = getClass(N);
    if (!C)
      PrintFatalError("The class '" + std::string(N) + "' is not defined\n");
    ClassRecs.push_back(C);
  }
  SharedStateLock Lock(*this);
  // The numeric name order has no ties (it equates identical names only),
  // so the defs can be visited in any order: those still pending are not
  // moved into the name-ordered map for this.
  NamedRecords Named;
  auto Consider = [&](const Record *D) {
    for (const Record *C : ClassRecs)
      if (!D->isSubClassOf(C))
        return;
    Named.emplace_back(D->getName(), D);
  };
  if (Shared && !ClassRecs.empty()) {
    // Backends: start from the smallest of the classes' buckets. (The front
    // end's !instances interleaves queries with new defs, so it scans.)
    const DerivedIndex &Index = derivedIndex();
    std::optional<std::span<const Record *const>> Fewest;
    for (const Record *C : ClassRecs) {
      auto Bucket = Index.of(C);
      if (!Bucket)
        return {};
      if (!Fewest || Bucket->size() < Fewest->size())
        Fewest = Bucket;
    }
    Named.reserve(Fewest->size());
    for (const Record *D : *Fewest)
      Consider(D);
    return sortNamedByNumericName(Named);
  }
  for (const auto &D : Defs)
    Consider(D.second.get());
  for (const auto &D : PendingDefs)
    Consider(D.get());
  return sortNamedByNumericName(Named);
}

std::optional<std::span<const Record *const>>
RecordKeeper::DerivedIndex::of(const Record *Class) const {
  uint32_t Slot = slotOf(Class->getID());
  if (!Slot)
    return std::nullopt;
  return std::span<const Record *const>(Members.data() + Start[Slot - 1],
                                        Start[Slot] - Start[Slot - 1]);
}

const RecordKeeper::DerivedIndex &RecordKeeper::derivedIndex() const {
  if (Derived)
    return *Derived;
  auto Index = std::make_unique<DerivedIndex>();
  unsigned MaxID = 0;
  for (const auto &C : Classes)
    MaxID = std::max(MaxID, C.second->getID());
  Index->BucketOfID.assign(MaxID + 1, 0);
  uint32_t NumBuckets = 0;
  for (const auto &C : Classes)
    Index->BucketOfID[C.second->getID()] = ++NumBuckets;
  // A def lists a class once per path to it, its superclasses in post-order:
  // the repeats of a class inherited twice are not adjacent, so each def
  // marks the buckets it has joined (by its own ID: no clearing between).
  std::vector<uint32_t> JoinedBy(NumBuckets, ~0u);
  auto visit = [&](auto Join) {
    forEachDef([&](const Record *D) {
      for (const auto &SC : D->getSuperClasses()) {
        uint32_t Slot = Index->slotOf(SC.first->getID());
        if (!Slot || JoinedBy[Slot - 1] == D->getID())
          continue; // not a class of this keeper's, or joined already
        JoinedBy[Slot - 1] = D->getID();
        Join(Slot - 1, D);
      }
    });
  };
  std::vector<uint32_t> &Start = Index->Start;
  Start.assign(NumBuckets + 1, 0);
  visit([&](uint32_t B, const Record *) { ++Start[B + 1]; });
  for (uint32_t B = 0; B < NumBuckets; ++B)
    Start[B + 1] += Start[B];
  Index->Members.resize(Start[NumBuckets]);
  std::vector<uint32_t> Fill(Start.begin(), Start.end() - 1);
  JoinedBy.assign(NumBuckets, ~0u);
  visit([&](uint32_t B, const Record *D) { Index->Members[Fill[B]++] = D; });
  Derived = std::move(Index);
  return *Derived;
}

std::vector<const Record *>
RecordKeeper::getDerivedDefinitionsNamed(const Record *Class, bool (*Keep)(const void *, std::string_view),
                                         const void *Context) const {
  SharedStateLock Lock(*this);
  MemberScan *Scan = nullptr;
  for (auto &[C, S] : MemberScans)
    if (C == Class)
      Scan = &S;
  if (!Scan)
    Scan = &MemberScans.emplace_back(Class, MemberScan{}).second;
  auto Consider = [&](const Record *D) {
    if (D->isSubClassOf(Class))
      Scan->Members.emplace_back(D->getName(), D);
  };
  if (Scan->Materialized != MaterializeCount || Scan->PendingSeen > PendingDefs.size()) {
    // Defs moved to the name map since: start again.
    // (The members' order is free: the result is sorted by name.)
    Scan->Members.clear();
    for (const auto &D : Defs)
      Consider(D.second.get());
    Scan->PendingSeen = 0;
    Scan->Materialized = MaterializeCount;
  }
  for (; Scan->PendingSeen < PendingDefs.size(); ++Scan->PendingSeen)
    Consider(PendingDefs[Scan->PendingSeen].get());
  NamedRecords Named;
  for (const auto &M : Scan->Members)
    if (Keep(Context, M.first))
      Named.push_back(M);
  return sortNamedByNumericName(Named);
}

std::vector<const Record *>
RecordKeeper::getAllDerivedDefinitionsIfDefined(std::string_view ClassName) const {
  if (!getClass(ClassName))
    return {};
  return getAllDerivedDefinitions(ClassName);
}

void RecordKeeper::print(OStream &OS) const {
  OS << "------------- Classes -----------------\n";
  for (const auto &C : Classes) {
    OS << "class ";
    C.second->print(OS);
  }
  OS << "------------- Defs -----------------\n";
  std::vector<const Record *> Sorted = getDefsInNameOrder();
  printInOrder(OS, Sorted.size(), [&](OStream &Out, size_t Begin, size_t End, unsigned) {
    for (size_t I = Begin; I != End; ++I) {
      Out << "def ";
      Sorted[I]->print(Out);
    }
  });
}

OStream &operator<<(OStream &OS, const RecordKeeper &RK) {
  RK.print(OS);
  return OS;
}

void RecordKeeper::dump() const {
  OStream OS;
  print(OS);
  std::fwrite(OS.view().data(), 1, OS.view().size(), stderr);
}

void RecordKeeper::startTimer(std::string_view Name) {
  if (Timers)
    Timers->start(Name);
}
void RecordKeeper::stopTimer() {
  if (Timers)
    Timers->stop();
}
void RecordKeeper::startBackendTimer(std::string_view Name) { startTimer(Name); }
void RecordKeeper::stopBackendTimer() { stopTimer(); }

} // namespace tblgen
