//===- RuntimeLibcalls.cpp - -gen-runtime-libcalls -------------------------===//
//
// Emits the runtime libcall tables of llvm/IR/RuntimeLibcalls.td:
//
//   GET_RUNTIME_LIBCALL_ENUM           enum Libcall (RuntimeLibcall defs, by
//                                      name) and enum LibcallImpl
//                                      (RuntimeLibcallImpl defs, by function
//                                      name, then def name; 0 = Unsupported)
//   GET_INIT_RUNTIME_LIBCALL_NAMES     the function names as a string table,
//                                      their offsets and sizes, and the
//                                      libcall each implementation provides
//   GET_LOOKUP_LIBCALL_IMPL_NAME_BODY  the length check before a name lookup
//   DEFINE_GET_LOOKUP_LIBCALL_IMPL_NAME
//                                      a hash table from the xxh3 hash of a
//                                      name to its implementation, sized as
//                                      small as a bounded number of
//                                      collisions per slot allows
//   GET_RUNTIME_LIBCALLS_INFO          setTargetRuntimeLibcallSets: for each
//                                      SystemRuntimeLibrary, under its triple
//                                      predicate, a bitset of the available
//                                      implementations and the tables of
//                                      implementations to enable, grouped by
//                                      availability predicate and calling
//                                      convention
//
// The members of a library come from set expressions (SetTheory) over
// LibcallImpls defs; a nested LibcallImpls with a predicate or a calling
// convention attaches them to the implementations it lists.
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

#include <algorithm>
#include <iterator>
#include <unordered_set>

namespace tblgen {
namespace {

using compat::stringField;
using compat::trimmed;
using tables::StringOffsetTable;


/// A field of the defs of one class, looked up by its uniqued name (what
/// Record::getValue(string) computes on every call).
class ClassField {
public:
  ClassField(const Record *Class, std::string_view Name) : Name(Name) {
    if (Class)
      if (const RecordVal *V = Class->getValue(Name))
        Key = V->getNameInit();
  }
  /// The value of the field in R (null when R lacks it).
  const Init *in(const Record *R) const {
    const RecordVal *V = Key ? R->getValue(Key) : nullptr;
    return V ? V->getValue() : nullptr;
  }
  std::string_view string(const Record *R) const {
    if (const auto *S = dyn_cast<StringInit>(in(R)))
      return S->getValue();
    return stringField(R, Name);
  }
  const Record *def(const Record *R) const {
    if (const auto *D = dyn_cast<DefInit>(in(R)))
      return D->getDef();
    return R->getValueAsDef(Name);
  }
  bool bit(const Record *R) const {
    if (const auto *B = dyn_cast<BitInit>(in(R)))
      return B->getValue();
    return R->getValueAsBit(Name);
  }

private:
  std::string_view Name;
  const Init *Key = nullptr;
};

/// The condition of a RuntimeLibcallPredicate (empty: always true). A null
/// predicate is always true as well.
std::string_view conditionOf(const Record *Pred) {
  return Pred ? stringField(Pred, "Cond") : std::string_view();
}

/// A RuntimeLibcallImpl def, numbered from 1 in enum order.
struct Impl {
  const Record *Def;
  std::string_view Name;
  std::string_view FuncName;
  int Provides; ///< index into Model::Libcalls; -1 when none
};

/// The libcalls and their implementations, numbered as the enums are, and
/// the system libraries.
struct Model {
  std::vector<const Record *> Libcalls;       ///< by name (LessRecord)
  std::vector<std::string_view> LibcallNames; ///< their Name fields
  std::vector<Impl> Impls;                    ///< Impls[0] is unused
  /// By record ID: the implementation's enum value (0: not one) and the
  /// libcall's index plus one (0: not one).
  std::vector<uint32_t> ImplByID, LibcallByID;
  std::vector<const Record *> Libraries;      ///< by name (LessRecord)
  bool HasLibraryClass = false;

  explicit Model(const RecordKeeper &Records);
  /// The enum value of an implementation def, or 0.
  unsigned implOf(const Record *R) const {
    return R->getID() < ImplByID.size() ? ImplByID[R->getID()] : 0;
  }
};

Model::Model(const RecordKeeper &Records) {
  // The three kinds of defs are collected in one walk over the defs (as
  // getAllDerivedDefinitions would in three), reporting a missing class as
  // it does.
  const Record *LibcallClass = Records.getClass("RuntimeLibcall");
  if (!LibcallClass)
    (void)Records.getAllDerivedDefinitions("RuntimeLibcall"); // reports the error
  const Record *ImplClass = Records.getClass("RuntimeLibcallImpl");
  if (!ImplClass)
    (void)Records.getAllDerivedDefinitions("RuntimeLibcallImpl"); // reports the error
  const Record *LibraryClass = Records.getClass("SystemRuntimeLibrary");
  HasLibraryClass = LibraryClass != nullptr;

  // Names come from the keys of the def map, which are the def names.
  using Named = std::pair<std::string_view, const Record *>;
  std::vector<Named> LibcallDefs, ImplDefs, LibraryDefs;
  ImplDefs.reserve(Records.getDefs().size());
  unsigned MaxID = 0;
  for (const auto &[Name, Def] : Records.getDefs()) {
    MaxID = std::max(MaxID, Def->getID());
    for (const auto &[Super, Range] : Def->getSuperClasses()) {
      if (Super == LibcallClass)
        LibcallDefs.emplace_back(Name, Def.get());
      else if (Super == ImplClass)
        ImplDefs.emplace_back(Name, Def.get());
      else if (Super == LibraryClass)
        LibraryDefs.emplace_back(Name, Def.get());
    }
  }
  auto ByName = [](std::vector<Named> &Defs, std::vector<const Record *> &Out) {
    std::stable_sort(Defs.begin(), Defs.end(), [](const Named &A, const Named &B) {
      return compat::compareNumeric(A.first, B.first) < 0;
    });
    Out.reserve(Defs.size());
    for (const Named &D : Defs)
      Out.push_back(D.second);
  };
  ByName(LibcallDefs, Libcalls);
  ByName(LibraryDefs, Libraries);

  const ClassField LibcallName(LibcallClass, "Name"), FuncName(ImplClass, "LibCallFuncName"),
      Provides(ImplClass, "Provides"), IsDefault(ImplClass, "IsDefault");
  LibcallByID.assign(MaxID + 1, 0);
  ImplByID.assign(MaxID + 1, 0);
  LibcallNames.reserve(Libcalls.size());
  for (const Record *R : Libcalls) {
    LibcallByID[R->getID()] = uint32_t(LibcallNames.size() + 1);
    LibcallNames.push_back(LibcallName.string(R));
  }

  // Implementations are ordered by function name, then def name. Most are
  // named after their function, and those are already in order (the defs
  // come by name), so only the others need sorting before a merge.
  auto ImplLess = [](const Impl &A, const Impl &B) {
    if (A.FuncName != B.FuncName)
      return A.FuncName < B.FuncName;
    return A.Name < B.Name;
  };
  std::vector<Impl> SameName, Renamed;
  SameName.reserve(ImplDefs.size());
  for (const auto &[Name, Def] : ImplDefs) {
    Impl Im{Def, Name, FuncName.string(Def), -1};
    (Im.FuncName == Name ? SameName : Renamed).push_back(Im);
  }
  std::sort(Renamed.begin(), Renamed.end(), ImplLess);
  Impls.reserve(ImplDefs.size() + 1);
  Impls.push_back({nullptr, {}, {}, -1});
  std::merge(SameName.begin(), SameName.end(), Renamed.begin(), Renamed.end(), std::back_inserter(Impls),
             ImplLess);

  for (unsigned I = 1; I != Impls.size(); ++I) {
    Impl &Im = Impls[I];
    ImplByID[Im.Def->getID()] = I;
    if (const Record *P = Provides.def(Im.Def)) {
      if (P->getID() < LibcallByID.size() && LibcallByID[P->getID()])
        Im.Provides = int(LibcallByID[P->getID()] - 1);
    }
    // IsDefault is read (and must be a bit) although nothing depends on it:
    // a default implementation always provides a libcall.
    (void)IsDefault.bit(Im.Def);
  }
}

/// The IfDefEmitter pattern of llvm-tblgen: a guarded, self-undefining
/// section.
void beginGuard(OStream &OS, std::string_view Macro) {
  OS << "#ifdef " << Macro << "\n#undef " << Macro << "\n\n";
}
void endGuard(OStream &OS, std::string_view Macro) { OS << "\n#endif // " << Macro << "\n\n"; }

//===----------------------------------------------------------------------===//
// Enums and names
//===----------------------------------------------------------------------===//

void emitEnums(OStream &OS, const Model &M) {
  beginGuard(OS, "GET_RUNTIME_LIBCALL_ENUM");
  OS << "namespace llvm {\n"
        "namespace RTLIB {\n"
        "enum Libcall : unsigned short {\n";
  for (size_t I = 0; I != M.Libcalls.size(); ++I)
    OS << "  " << M.Libcalls[I]->getName() << " = " << I << ",\n";
  OS << "  UNKNOWN_LIBCALL = " << M.Libcalls.size()
     << "\n};\n\n"
        "enum LibcallImpl : unsigned short {\n"
        "  Unsupported = 0,\n";
  for (size_t I = 1; I != M.Impls.size(); ++I)
    OS << "  impl_" << M.Impls[I].Name << " = " << I << ", // " << M.Impls[I].FuncName
       << '\n';
  OS << "};\n"
        "constexpr size_t NumLibcallImpls = "
     << M.Impls.size()
     << ";\n"
        "} // End namespace RTLIB\n"
        "} // End namespace llvm\n";
  endGuard(OS, "GET_RUNTIME_LIBCALL_ENUM");
}

/// "RTLIB::<Name field>" of the libcall an implementation provides.
void emitProvides(OStream &OS, const Model &M, const Impl &Im) {
  OS << "RTLIB::";
  if (Im.Provides >= 0)
    OS << M.LibcallNames[size_t(Im.Provides)];
}

void emitNames(OStream &OS, const Model &M, StringOffsetTable &Table) {
  beginGuard(OS, "GET_INIT_RUNTIME_LIBCALL_NAMES");
  std::vector<unsigned> Offsets(M.Impls.size(), 0);
  for (size_t I = 1; I != M.Impls.size(); ++I)
    Offsets[I] = Table.add(M.Impls[I].FuncName);
  Table.emitStringTableDef(OS, "RuntimeLibcallImplNameTable", "RTLIB::RuntimeLibcallsInfo::");

  OS << "\nconst uint16_t RTLIB::RuntimeLibcallsInfo::RuntimeLibcallNameOffsetTable[] = {\n"
        "  0, // \n";
  for (size_t I = 1; I != M.Impls.size(); ++I)
    OS << "  " << Offsets[I] << ", // " << M.Impls[I].FuncName << '\n';
  OS << "};\n"
        "\nconst uint8_t RTLIB::RuntimeLibcallsInfo::RuntimeLibcallNameSizeTable[] = {\n"
        "  0,\n";
  for (size_t I = 1; I != M.Impls.size(); ++I)
    OS << "  " << M.Impls[I].FuncName.size() << ",\n";
  OS << "};\n\n"
        "const RTLIB::Libcall llvm::RTLIB::RuntimeLibcallsInfo::ImplToLibcall[RTLIB::NumLibcallImpls] = {\n"
        "  RTLIB::UNKNOWN_LIBCALL, // RTLIB::Unsupported\n";
  for (size_t I = 1; I != M.Impls.size(); ++I) {
    OS << "  ";
    emitProvides(OS, M, M.Impls[I]);
    OS << ", // RTLIB::impl_" << M.Impls[I].Name << '\n';
  }
  OS << "};\n\n";
  endGuard(OS, "GET_INIT_RUNTIME_LIBCALL_NAMES");
}

//===----------------------------------------------------------------------===//
// Lookup by name
//===----------------------------------------------------------------------===//

/// The smallest table (a power of two at least the number of names, below
/// four times that) with the fewest collisions per slot under which every
/// hash fits.
std::pair<uint64_t, unsigned> hashTableShape(const std::vector<uint64_t> &Hashes) {
  uint64_t NumHashes = Hashes.size();
  uint64_t First = 1;
  while (First < NumHashes)
    First <<= 1;
  std::vector<unsigned> Counts;
  for (unsigned MaxCollisions = 1;; ++MaxCollisions) {
    for (uint64_t N = First; N < 4 * NumHashes; N <<= 1) {
      Counts.assign(N, 0);
      bool Fits = true;
      for (uint64_t H : Hashes)
        if (++Counts[H % N] > MaxCollisions) {
          Fits = false;
          break;
        }
      if (Fits)
        return {N, MaxCollisions};
    }
  }
}

void emitNameLookup(OStream &OS, const Model &M) {
  // One entry per distinct name: the first implementation that has it.
  std::vector<uint64_t> Hashes;
  std::vector<unsigned> Values;
  size_t MaxNameSize = 0;
  std::unordered_set<std::string_view> Seen;
  Seen.reserve(M.Impls.size());
  for (size_t I = 1; I != M.Impls.size(); ++I) {
    std::string_view Name = M.Impls[I].FuncName;
    if (!Seen.insert(Name).second)
      continue;
    MaxNameSize = std::max(MaxNameSize, Name.size());
    Values.push_back(unsigned(I));
    Hashes.push_back(uint32_t(compat::xxh3_64bits(Name)));
  }

  beginGuard(OS, "GET_LOOKUP_LIBCALL_IMPL_NAME_BODY");
  OS << "  size_t Size = Name.size();\n"
        "  if (Size == 0 || Size > "
     << MaxNameSize
     << ")\n"
        "    return enum_seq(RTLIB::Unsupported, RTLIB::Unsupported);\n"
        " return lookupLibcallImplNameImpl(Name);\n";
  endGuard(OS, "GET_LOOKUP_LIBCALL_IMPL_NAME_BODY");

  if (Hashes.empty())
    PrintFatalError("no runtime libcall implementations to hash");
  auto [Size, Collisions] = hashTableShape(Hashes);
  std::vector<unsigned> Lookup(Size * Collisions, 0);
  for (size_t I = 0; I != Hashes.size(); ++I) {
    uint64_t Slot = (Hashes[I] % Size) * Collisions;
    for (unsigned J = 0; J != Collisions; ++J)
      if (!Lookup[Slot + J]) {
        Lookup[Slot + J] = Values[I];
        break;
      }
  }

  beginGuard(OS, "DEFINE_GET_LOOKUP_LIBCALL_IMPL_NAME");
  OS << "static inline uint64_t hash(StringRef Str) {\n"
        "  return static_cast<uint32_t>(xxh3_64bits(Str));\n"
        "}\n\n"
        "iota_range<RTLIB::LibcallImpl> RTLIB::RuntimeLibcallsInfo::lookupLibcallImplNameImpl(StringRef "
        "Name) {\n"
        "  static constexpr uint16_t HashTableNameToEnum["
     << Lookup.size() << "] = {\n";
  for (unsigned V : Lookup)
    OS << "    " << V << ",\n";
  OS << "  };\n\n"
        "  unsigned Idx = (hash(Name) % "
     << Size << ") * " << Collisions
     << ";\n\n"
        "  for (int I = 0; I != "
     << Collisions
     << "; ++I) {\n"
        "    const uint16_t Entry = HashTableNameToEnum[Idx + I];\n"
        "    const uint16_t StrOffset = RuntimeLibcallNameOffsetTable[Entry];\n"
        "    const uint8_t StrSize = RuntimeLibcallNameSizeTable[Entry];\n"
        "    StringRef Str(\n"
        "      &RTLIB::RuntimeLibcallsInfo::RuntimeLibcallImplNameTableStorage[StrOffset],\n"
        "      StrSize);\n"
        "    if (Str == Name)\n"
        "      return libcallImplNameHit(Entry, StrOffset);\n"
        "  }\n\n"
        "  return enum_seq(RTLIB::Unsupported, RTLIB::Unsupported);\n"
        "}\n";
  endGuard(OS, "DEFINE_GET_LOOKUP_LIBCALL_IMPL_NAME");
}

//===----------------------------------------------------------------------===//
// System libraries
//===----------------------------------------------------------------------===//

/// The predicates and calling convention that nested LibcallImpls attach to
/// the implementations of one library.
struct Attachments {
  struct Entry {
    std::vector<const Record *> Preds;
    const Record *CC = nullptr;
    bool Set = false;
  };
  std::vector<Entry> ByImpl; ///< indexed by implementation enum value
};

/// Expands LibcallImpls defs: their members, recording the predicate and
/// calling convention each one brings.
class LibcallImplsExpander : public SetTheory::Expander {
public:
  LibcallImplsExpander(const Model &M, Attachments &A) : M(M), A(A) {}

  void expand(SetTheory &ST, const Record *Def, SetTheory::RecSet &Elts) override {
    SetTheory::RecSet Members;
    ST.evaluate(Def->getValueInit("MemberList"), Members, Def->getLocs());
    for (const Record *R : Members)
      Elts.insert(R);

    const Record *Pred = Def->getValueAsDef("AvailabilityPredicate");
    const Record *CC = Def->getValueAsOptionalDef("CallingConv");
    if (conditionOf(Pred).empty() && !CC)
      return;
    for (const Record *R : Members) {
      unsigned I = M.implOf(R);
      Attachments::Entry &E = A.ByImpl[I];
      if (E.Set)
        PrintError(Def, "combining nested libcall set predicates currently unhandled: '" +
                            std::string(M.Impls[I].FuncName) + "'");
      E.Set = true;
      E.Preds.push_back(Pred);
      E.CC = CC;
    }
  }

private:
  const Model &M;
  Attachments &A;
};

/// The implementations enabled under one predicate with one calling
/// convention.
struct Group {
  const Record *Pred = nullptr;
  const Record *CC = nullptr;
  std::vector<unsigned> Impls;
};

void writeHex16(OStream &OS, uint64_t V) {
  static constexpr char Digits[] = "0123456789abcdef";
  char Buf[16];
  int N = 0;
  do {
    Buf[N++] = Digits[V & 15];
    V >>= 4;
  } while (V);
  OS << "0x";
  for (int I = N; I < 14; ++I)
    OS << '0';
  while (N)
    OS << Buf[--N];
}

/// "_<predicate>" and "_<calling convention>" as table names carry them.
void emitTableSuffix(OStream &OS, const Group &G) {
  if (G.Pred)
    OS << '_' << G.Pred->getName();
  if (G.CC)
    OS << '_' << G.CC->getName();
}

void emitGroup(OStream &OS, const Model &M, const Record *Lib, Group &G) {
  std::string_view Cond = conditionOf(G.Pred);
  unsigned Indent = 2;
  if (!Cond.empty()) {
    Indent = 4;
    OS.indent(Indent) << "if (" << Cond << ") {\n";
  }

  // One implementation per libcall: the first of each run with the same
  // libcall wins; the others are reported.
  std::stable_sort(G.Impls.begin(), G.Impls.end(), [&](unsigned A, unsigned B) {
    return M.Impls[A].Provides < M.Impls[B].Provides;
  });
  size_t Kept = 0;
  for (size_t I = 0; I != G.Impls.size(); ++I) {
    if (Kept) {
      const Impl &Prev = M.Impls[G.Impls[Kept - 1]], &Cur = M.Impls[G.Impls[I]];
      if (Prev.Provides == Cur.Provides) {
        std::string Libcall = Prev.Provides >= 0 ? std::string(M.Libcalls[size_t(Prev.Provides)]->getName())
                                                 : std::string();
        PrintWarning(Lib->getLocs(), "conflicting implementations for libcall " + Libcall + ": " +
                                         std::string(Prev.FuncName) + ", " + std::string(Cur.FuncName));
        continue;
      }
    }
    G.Impls[Kept++] = G.Impls[I];
  }
  G.Impls.resize(Kept);

  OS.indent(Indent + 2) << "static const RTLIB::LibcallImpl LibraryCalls";
  emitTableSuffix(OS, G);
  OS << "[] = {\n";
  for (unsigned I : G.Impls)
    OS.indent(Indent + 6) << "RTLIB::impl_" << M.Impls[I].Name << ", // " << M.Impls[I].FuncName
                          << '\n';
  OS.indent(Indent + 2) << "};\n\n";
  OS.indent(Indent + 2) << "for (const RTLIB::LibcallImpl Impl : LibraryCalls";
  emitTableSuffix(OS, G);
  OS << ") {\n";
  OS.indent(Indent + 4) << "setAvailable(Impl);\n";
  if (G.CC)
    OS.indent(Indent + 4) << "setLibcallImplCallingConv(Impl, " << stringField(G.CC, "CallingConv") << ");\n";
  OS.indent(Indent + 2) << "}\n\n";
  if (!Cond.empty())
    OS.indent(Indent) << "}\n\n";
}

void emitLibrary(OStream &OS, const Model &M, const Record *Lib) {
  OS << "\n  if (" << conditionOf(Lib->getValueAsDef("TriplePred")) << ") {\n";
  if (const Record *DefaultCC = Lib->getValueAsDef("DefaultLibcallCallingConv")) {
    std::string_view CC = trimmed(stringField(DefaultCC, "CallingConv"));
    if (!CC.empty())
      OS << "    const CallingConv::ID DefaultCC = " << CC
         << ";\n"
            "    for (CallingConv::ID &Entry : LibcallImplCallingConvs) {\n"
            "      Entry = DefaultCC;\n"
            "    }\n\n";
  }

  Attachments A;
  A.ByImpl.resize(M.Impls.size());
  SetTheory Sets;
  Sets.addExpander("LibcallImpls", std::make_unique<LibcallImplsExpander>(M, A));
  static const std::vector<const Record *> NoMembers;
  const std::vector<const Record *> *Members = Sets.expand(Lib->getValueAsDef("MemberList"));
  if (!Members)
    Members = &NoMembers;

  // Groups in order of first appearance; the unconditional one first.
  std::vector<Group> Groups(1);
  auto groupFor = [&](const Record *Pred, const Record *CC) -> Group & {
    for (Group &G : Groups)
      if (G.Pred == Pred && G.CC == CC)
        return G;
    Groups.push_back({Pred, CC, {}});
    return Groups.back();
  };

  std::vector<uint64_t> Bits((M.Impls.size() + 63) / 64, 0);
  for (const Record *Elt : *Members) {
    unsigned I = M.implOf(Elt);
    if (!I) {
      PrintError(Lib, "entry for SystemLibrary is not a RuntimeLibcallImpl");
      PrintNote(Elt->getLocs().empty() ? SrcLoc() : Elt->getLocs().front(),
                "invalid entry `" + std::string(Elt->getName()) + "`");
      continue;
    }
    uint64_t Mask = uint64_t(1) << (I % 64);
    const Attachments::Entry &E = A.ByImpl[I];
    if (!E.Set) {
      Bits[I / 64] |= Mask;
      Groups.front().Impls.push_back(I);
      continue;
    }
    for (const Record *Pred : E.Preds) {
      if (conditionOf(Pred).empty())
        Bits[I / 64] |= Mask;
      groupFor(Pred, E.CC).Impls.push_back(I);
    }
  }

  OS << "    static constexpr LibcallImplBitset SystemAvailableImpls({\n      ";
  for (size_t I = 0; I != Bits.size(); ++I) {
    if (I)
      OS << (I % 4 == 0 ? ",\n      " : ", ");
    writeHex16(OS, Bits[I]);
  }
  OS << "\n    });\n"
        "    AvailableLibcallImpls = SystemAvailableImpls;\n\n";

  // Ordered by predicate name; groups with the same predicate stay in the
  // order llvm-tblgen's (unstable) sort leaves them.
  std::vector<Group *> Sorted;
  Sorted.reserve(Groups.size());
  for (Group &G : Groups)
    Sorted.push_back(&G);
  compat::libstdcxxSort(Sorted, [](const Group *A, const Group *B) {
    std::string_view AN = A->Pred ? A->Pred->getName() : std::string_view();
    std::string_view BN = B->Pred ? B->Pred->getName() : std::string_view();
    return AN < BN;
  });
  for (Group *G : Sorted)
    if (!G->Impls.empty() || G != &Groups.front())
      emitGroup(OS, M, Lib, *G);

  OS << "    return;\n  }\n";
}

void emitLibrarySets(OStream &OS, const RecordKeeper &Records, const Model &M) {
  beginGuard(OS, "GET_RUNTIME_LIBCALLS_INFO");
  OS << "void llvm::RTLIB::RuntimeLibcallsInfo::setTargetRuntimeLibcallSets(const llvm::Triple &TT, "
        "ExceptionHandling ExceptionModel, FloatABI::ABIType FloatABI, EABI EABIVersion, StringRef "
        "ABIName) {\n";
  if (!M.HasLibraryClass)
    (void)Records.getAllDerivedDefinitions("SystemRuntimeLibrary"); // reports the error
  for (const Record *Lib : M.Libraries)
    emitLibrary(OS, M, Lib);
  OS << "  LLVM_DEBUG(dbgs() << \"no system runtime library applied to target \\'\" << TT.str() << "
        "\"\\'\\n\");\n"
        "}\n\n";
  endGuard(OS, "GET_RUNTIME_LIBCALLS_INFO");
}

void emitRuntimeLibcalls(const RecordKeeper &Records, OStream &OS) {
  Model M(Records);
  // Roughly what the tables take per implementation (mostly the libraries'
  // lists), so the buffer is not copied while it grows.
  OS.reserve(M.Impls.size() * 448);
  emitSourceFileHeader("Runtime LibCalls Source Fragment", OS, Records);
  emitEnums(OS, M);
  StringOffsetTable Table;
  emitNames(OS, M, Table);
  emitNameLookup(OS, M);
  emitLibrarySets(OS, Records, M);
}

} // namespace

TBLGEN_REGISTER_BACKEND(RuntimeLibcalls, "gen-runtime-libcalls", "Generate RuntimeLibcalls",
                        emitRuntimeLibcalls);

} // namespace tblgen
