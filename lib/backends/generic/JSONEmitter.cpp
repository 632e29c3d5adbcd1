//===- JSONEmitter.cpp - --dump-json --------------------------------------===//
//
// Dumps every def as JSON (format version 1 of the TableGen "JSON
// Reference"), byte for byte as llvm-tblgen prints it: compact (no
// whitespace), the keys of every object sorted bytewise, strings that are
// not valid UTF-8 repaired (each ill-formed subsequence becomes U+FFFD) and
// escaped as llvm::json does.
//
// llvm-tblgen builds the whole document as a tree first; this writes it
// straight into the output buffer. Only the key order of each object is
// computed up front (a small vector reused from object to object), and the
// "!instanceof" lists are gathered in one flat array.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {
namespace {

//===----------------------------------------------------------------------===//
// UTF-8 repair
//===----------------------------------------------------------------------===//

/// Length of the well-formed UTF-8 sequence at P (at most End - P bytes),
/// or, negated, the length of the longest prefix of one that is there
/// (at least 1): the part that a repair replaces with one U+FFFD.
int utf8SequenceAt(const unsigned char *P, const unsigned char *End) {
  unsigned char B = P[0];
  if (B < 0x80)
    return 1;
  // Allowed range of the second byte, and the total length.
  unsigned char Lo = 0x80, Hi = 0xBF;
  int Len;
  if (B >= 0xC2 && B <= 0xDF)
    Len = 2;
  else if (B >= 0xE0 && B <= 0xEF) {
    Len = 3;
    if (B == 0xE0)
      Lo = 0xA0;
    else if (B == 0xED)
      Hi = 0x9F;
  } else if (B >= 0xF0 && B <= 0xF4) {
    Len = 4;
    if (B == 0xF0)
      Lo = 0x90;
    else if (B == 0xF4)
      Hi = 0x8F;
  } else {
    return -1;
  }
  long Avail = End - P;
  for (int I = 1; I < Len; ++I) {
    if (I >= Avail)
      return -I;
    unsigned char C = P[I];
    bool Ok = I == 1 ? (C >= Lo && C <= Hi) : (C >= 0x80 && C <= 0xBF);
    if (!Ok)
      return -I;
  }
  return Len;
}

bool isValidUTF8(std::string_view S) {
  auto *P = reinterpret_cast<const unsigned char *>(S.data());
  auto *End = P + S.size();
  while (P != End) {
    if (*P < 0x80) {
      ++P;
      continue;
    }
    int N = utf8SequenceAt(P, End);
    if (N < 0)
      return false;
    P += N;
  }
  return true;
}

/// S with every ill-formed subsequence replaced by U+FFFD.
std::string repairUTF8(std::string_view S) {
  std::string Out;
  Out.reserve(S.size() + 8);
  auto *Begin = reinterpret_cast<const unsigned char *>(S.data());
  auto *P = Begin, *End = Begin + S.size();
  while (P != End) {
    int N = utf8SequenceAt(P, End);
    if (N > 0) {
      Out.append(reinterpret_cast<const char *>(P), size_t(N));
      P += N;
    } else {
      Out += "\xEF\xBF\xBD";
      P += -N;
    }
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

/// "file:line" with the file's base name, as llvm::SourceMgr's
/// getFormattedLocationNoOffset prints it.
void formatLocation(const SourceMgr *SM, SrcLoc Loc, std::string &Out) {
  int Id = SM ? SM->findBuffer(Loc) : -1;
  if (Id < 0) {
    Out += "<unknown>:0";
    return;
  }
  std::string_view Name = SM->buffer(unsigned(Id)).Name;
  size_t Slash = Name.find_last_of("/\\");
  if (Slash != std::string_view::npos)
    Name.remove_prefix(Slash + 1);
  Out += Name;
  Out += ':';
  Out += std::to_string(SM->lineCol(Loc).Line);
}

//===----------------------------------------------------------------------===//
// The emitter
//===----------------------------------------------------------------------===//

/// One member of an object, before sorting. Seq breaks ties so that, as
/// in llvm::json::Object, a key set twice keeps its last value.
struct Member {
  std::string_view Key;
  unsigned Seq;
  int Kind;           ///< what to print (emitter specific)
  const void *Data;   ///< what to print it from
};

/// What every part of the document needs: the defs in name order, and the
/// members of the root object, sorted.
struct Document {
  std::vector<const Record *> DefsByName;
  std::vector<std::string_view> DefNames; ///< their names (the map's keys)
  std::deque<std::string> Keep;           ///< repaired keys
  std::vector<Member> Root;
};

/// Prints members of the document. The root's members are printed in
/// chunks on two threads (printInOrder), each chunk by an emitter of its own.
class JSONEmitter {
public:
  JSONEmitter(const RecordKeeper &Records, OStream &OS, const Document &Doc)
      : Records(Records), OS(OS), SM(sourceMgrOf(Records)), DefsByName(Doc.DefsByName),
        DefNames(Doc.DefNames) {}

  static void run(const RecordKeeper &Records, OStream &OS);
  /// Root members [Begin, End) with their keys, each but the first one
  /// printed preceded by a comma.
  void rootMembers(const Document &Doc, size_t Begin, size_t End);

  static const SourceMgr *sourceMgrOf(const RecordKeeper &Records) {
    if (const SourceMgr *SM = Records.getSourceMgr())
      return SM;
    if (Diagnostics *D = currentDiagnostics())
      return &D->sourceMgr();
    return nullptr;
  }

  /// The key as llvm::json stores it: S itself when it is valid UTF-8,
  /// else a repaired copy kept in Keep.
  static std::string_view keyOf(std::string_view S, std::deque<std::string> &Keep) {
    if (isValidUTF8(S))
      return S;
    Keep.push_back(repairUTF8(S));
    return Keep.back();
  }

  /// Sorts Members by key, then by the order they were set.
  static void sortMembers(std::vector<Member> &Members) {
    std::sort(Members.begin(), Members.end(), [](const Member &A, const Member &B) {
      if (A.Key != B.Key)
        return A.Key < B.Key;
      return A.Seq < B.Seq;
    });
  }
  /// After sorting: whether a later member has the same key (then only
  /// that one is printed).
  static bool shadowed(const std::vector<Member> &Members, size_t I) {
    return I + 1 < Members.size() && Members[I + 1].Key == Members[I].Key;
  }

private:
  /// A JSON string literal for S, into Out.
  static void stringTo(OStream &Out, std::string_view S);
  void string(std::string_view S) { stringTo(OS, S); }
  /// An object key and its colon, into Out.
  static void keyTo(OStream &Out, std::string_view K) {
    stringTo(Out, K);
    Out << ':';
  }
  void key(std::string_view K) { keyTo(OS, K); }
  void value(const Init *I);
  void printable(const Init *I) {
    key("printable");
    string(I->getAsString());
  }
  void dag(const DagInit *D);
  std::string_view recordName(const Record *R);
  /// recordName, kept valid for the rest of the run.
  std::string_view recordNameCopy(const Record *R) {
    if (auto *S = dyn_cast<StringInit>(R->getNameInit()))
      return S->getValue();
    NameCopies.emplace_back(recordName(R));
    return NameCopies.back();
  }
  struct Layout;
  const Layout &layoutOf(const Record &Def);
  void def(const Record &Def, std::string_view Name);
  void instanceOf();

  const RecordKeeper &Records;
  OStream &OS;
  const SourceMgr *SM;
  std::string Scratch;                 ///< varbit names, locations
  std::string NameScratch;             ///< names of other records
  char AnonName[32];                   ///< names of anonymous records
  std::deque<std::string> NameCopies;
  const std::vector<const Record *> &DefsByName;
  const std::vector<std::string_view> &DefNames;

  /// The members of a def, by number: its fields (template arguments
  /// left out) in order, then the five "!" members. The order they are
  /// printed in depends only on the field names, and many defs share the
  /// same fields, so orders are cached by the sequence of names.
  struct Layout {
    std::vector<const Init *> Names;
    std::vector<uint32_t> Order; ///< member numbers, sorted by key
    std::vector<std::string> Keys; ///< each field's key, printed: "name":
  };
  std::unordered_map<uint64_t, std::vector<Layout>> Layouts;
  std::vector<const RecordVal *> Vals; ///< the fields of the current def
  std::vector<const Init *> NameSeq;   ///< and their names
};

/// A JSON string literal, escaped as llvm::json escapes: '"' and '\\' with
/// a backslash, \t \n \r short, other control characters as \u00xx;
/// everything else (DEL and non-ASCII included) as is.
void JSONEmitter::stringTo(OStream &OS, std::string_view S) {
  // Bytes that need a look: control characters, '"', '\\', non-ASCII.
  static constexpr auto Special = [] {
    std::array<bool, 256> T{};
    for (unsigned C = 0; C < 256; ++C)
      T[C] = C < 0x20 || C == '"' || C == '\\' || C >= 0x80;
    return T;
  }();
  const char *P = S.data(), *End = P + S.size();
  // Eight bytes at a time while none of them needs a look (a byte >= 0x80,
  // < 0x20, '"' or '\\'), then byte by byte.
  constexpr uint64_t Ones = 0x0101010101010101ull, Highs = 0x8080808080808080ull;
  auto HasZero = [](uint64_t V) { return (V - Ones) & ~V & Highs; };
  while (End - P >= 8) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    uint64_t Bad = (W & Highs) | ((W - 0x20 * Ones) & ~W & Highs) | HasZero(W ^ ('"' * Ones)) |
                   HasZero(W ^ ('\\' * Ones));
    if (Bad)
      break;
    P += 8;
  }
  while (P != End && !Special[static_cast<unsigned char>(*P)])
    ++P;
  if (P == End) { // the common case: nothing to escape
    char *D = OS.claim(S.size() + 2);
    D[0] = '"';
    if (!S.empty())
      std::memcpy(D + 1, S.data(), S.size());
    D[S.size() + 1] = '"';
    return;
  }
  std::string Repaired;
  for (const char *Q = P; Q != End; ++Q)
    if (static_cast<unsigned char>(*Q) >= 0x80) {
      if (!isValidUTF8(std::string_view(Q, size_t(End - Q)))) {
        Repaired = repairUTF8(S);
        S = Repaired;
      }
      break;
    }
  OS << '"';
  const char *Run = S.data();
  End = S.data() + S.size();
  for (P = Run; P != End; ++P) {
    unsigned char C = static_cast<unsigned char>(*P);
    if (C >= 0x20 && C != '"' && C != '\\')
      continue;
    OS << std::string_view(Run, size_t(P - Run));
    Run = P + 1;
    switch (C) {
    case '"':
      OS << "\\\"";
      break;
    case '\\':
      OS << "\\\\";
      break;
    case '\t':
      OS << "\\t";
      break;
    case '\n':
      OS << "\\n";
      break;
    case '\r':
      OS << "\\r";
      break;
    default: {
      static const char Hex[] = "0123456789abcdef";
      char Buf[6] = {'\\', 'u', '0', '0', Hex[C >> 4], Hex[C & 15]};
      OS << std::string_view(Buf, 6);
      break;
    }
    }
  }
  OS << std::string_view(Run, size_t(End - Run));
  OS << '"';
}

/// A value: null, a number, a string, an array, or an object with a
/// "kind" for references, dags and anything not yet evaluated.
void JSONEmitter::value(const Init *I) {
  switch (I->getKind()) {
  case Init::UnsetKind:
    OS << "null";
    return;
  case Init::BitKind:
    OS << (cast<BitInit>(I)->getValue() ? '1' : '0');
    return;
  case Init::BitsKind: {
    // Bit 0 first.
    OS << '[';
    bool First = true;
    for (const Init *Bit : cast<BitsInit>(I)->getBits()) {
      if (!First)
        OS << ',';
      First = false;
      value(Bit);
    }
    OS << ']';
    return;
  }
  case Init::IntKind:
    OS.writeSigned(cast<IntInit>(I)->getValue());
    return;
  case Init::StringKind:
    string(cast<StringInit>(I)->getValue());
    return;
  case Init::ListKind: {
    OS << '[';
    bool First = true;
    for (const Init *Elt : cast<ListInit>(I)->getValues()) {
      if (!First)
        OS << ',';
      First = false;
      value(Elt);
    }
    OS << ']';
    return;
  }
  case Init::DefKind: {
    std::string_view Name = recordName(cast<DefInit>(I)->getDef());
    OS << "{\"def\":";
    string(Name);
    OS << ",\"kind\":\"def\",\"printable\":";
    string(Name);
    OS << '}';
    return;
  }
  case Init::VarKind: {
    std::string_view Name = cast<VarInit>(I)->getName();
    OS << "{\"kind\":\"var\",\"printable\":";
    string(Name);
    OS << ",\"var\":";
    string(Name);
    OS << '}';
    return;
  }
  case Init::VarBitKind: {
    auto *VB = cast<VarBitInit>(I);
    if (auto *Var = dyn_cast<VarInit>(VB->getBitVar())) {
      std::string_view Name = Var->getName();
      OS << "{\"index\":";
      OS.writeUnsigned(VB->getBitNum());
      OS << ",\"kind\":\"varbit\",\"printable\":";
      Scratch.assign(Name);
      Scratch += '{';
      Scratch += std::to_string(VB->getBitNum());
      Scratch += '}';
      string(Scratch);
      OS << ",\"var\":";
      string(Name);
      OS << '}';
      return;
    }
    break;
  }
  case Init::DagKind:
    dag(cast<DagInit>(I));
    return;
  default:
    break;
  }
  OS << "{\"kind\":\"complex\",";
  printable(I);
  OS << '}';
}

void JSONEmitter::dag(const DagInit *D) {
  OS << "{\"args\":[";
  for (unsigned I = 0, E = D->getNumArgs(); I != E; ++I) {
    if (I)
      OS << ',';
    OS << '[';
    value(D->getArg(I));
    OS << ',';
    if (const StringInit *Name = D->getArgName(I))
      string(Name->getValue());
    else
      OS << "null";
    OS << ']';
  }
  OS << "],\"kind\":\"dag\",";
  if (const StringInit *Name = D->getName()) {
    key("name");
    string(Name->getValue());
    OS << ',';
  }
  key("operator");
  value(D->getOperator());
  OS << ',';
  printable(D);
  OS << '}';
}

/// The five members every def has besides its fields, in the order
/// llvm-tblgen sets them.
constexpr std::string_view SpecialKeys[] = {"!fields", "!superclasses", "!name", "!anonymous",
                                            "!locs"};
enum SpecialMember { SM_Fields, SM_Superclasses, SM_Name, SM_Anonymous, SM_Locs };

/// The name of R as a string; anonymous records' names are formatted here
/// rather than through Record::getName, which would save a copy each time.
std::string_view JSONEmitter::recordName(const Record *R) {
  const Init *Name = R->getNameInit();
  if (auto *S = dyn_cast<StringInit>(Name))
    return S->getValue();
  if (auto *A = dyn_cast<AnonymousNameInit>(Name)) {
    constexpr std::string_view Prefix = "anonymous_";
    char *Out = AnonName + sizeof(AnonName);
    unsigned N = A->getValue();
    do {
      *--Out = char('0' + N % 10);
      N /= 10;
    } while (N);
    Out -= Prefix.size();
    std::memcpy(Out, Prefix.data(), Prefix.size());
    return std::string_view(Out, size_t(AnonName + sizeof(AnonName) - Out));
  }
  NameScratch = Name->getAsUnquotedString();
  return NameScratch;
}

/// Fills Vals and NameSeq with the fields of Def and returns the order of
/// its members.
const JSONEmitter::Layout &JSONEmitter::layoutOf(const Record &Def) {
  Vals.clear();
  NameSeq.clear();
  uint64_t Hash = 0x9E3779B97F4A7C15ull;
  for (const RecordVal &RV : Def.getValues()) {
    if (Def.isTemplateArg(RV.getNameInit()))
      continue;
    Vals.push_back(&RV);
    NameSeq.push_back(RV.getNameInit());
    Hash = (Hash ^ uint64_t(reinterpret_cast<uintptr_t>(RV.getNameInit()))) * 0x100000001B3ull;
    Hash ^= Hash >> 32;
  }
  std::vector<Layout> &Bucket = Layouts[Hash ^ NameSeq.size()];
  for (const Layout &L : Bucket)
    if (L.Names == NameSeq)
      return L;

  std::deque<std::string> Keep;
  std::vector<Member> Members;
  Members.reserve(Vals.size() + 5);
  unsigned Seq = 0;
  for (const RecordVal *RV : Vals)
    Members.push_back({keyOf(RV->getName(), Keep), Seq++, 0, nullptr});
  for (std::string_view K : SpecialKeys)
    Members.push_back({K, Seq++, 0, nullptr});
  sortMembers(Members);
  Layout L;
  L.Names = NameSeq;
  for (size_t I = 0; I != Members.size(); ++I)
    if (!shadowed(Members, I))
      L.Order.push_back(Members[I].Seq);
  // The keys are printed once per layout, not once per def.
  for (const RecordVal *RV : Vals) {
    OStream KeyOS;
    keyTo(KeyOS, RV->getName());
    L.Keys.push_back(std::move(KeyOS.str()));
  }
  Bucket.push_back(std::move(L));
  return Bucket.back();
}

void JSONEmitter::def(const Record &Def, std::string_view Name) {
  const Layout &L = layoutOf(Def);
  const uint32_t NumFields = uint32_t(Vals.size());
  OS << '{';
  bool First = true;
  for (uint32_t M : L.Order) {
    if (!First)
      OS << ',';
    First = false;
    if (M < NumFields) {
      OS << L.Keys[M];
      value(Vals[M]->getValue());
      continue;
    }
    key(SpecialKeys[M - NumFields]);
    switch (SpecialMember(M - NumFields)) {
    case SM_Anonymous:
      OS << (Def.isAnonymous() ? "true" : "false");
      break;
    case SM_Fields: {
      OS << '[';
      bool FirstName = true;
      for (const RecordVal *RV : Vals) {
        if (!RV->isNonconcreteOK())
          continue;
        if (!FirstName)
          OS << ',';
        FirstName = false;
        string(RV->getName());
      }
      OS << ']';
      break;
    }
    case SM_Locs: {
      OS << '[';
      bool FirstLoc = true;
      for (SrcLoc Loc : Def.getLocs()) {
        if (!FirstLoc)
          OS << ',';
        FirstLoc = false;
        Scratch.clear();
        formatLocation(SM, Loc, Scratch);
        string(Scratch);
      }
      OS << ']';
      break;
    }
    case SM_Name:
      string(Name);
      break;
    case SM_Superclasses: {
      OS << '[';
      bool FirstClass = true;
      for (const auto &Super : Def.getSuperClasses()) {
        if (!FirstClass)
          OS << ',';
        FirstClass = false;
        string(recordName(Super.first));
      }
      OS << ']';
      break;
    }
    }
  }
  OS << '}';
}

/// "!instanceof": every class, with the defs that derive from it (directly
/// or not) in the order of their names.
void JSONEmitter::instanceOf() {
  // Classes are numbered in name order (through a table indexed by record
  // ID); a superclass that is somehow not among the classes gets a number
  // after them.
  std::vector<std::string_view> Names;
  std::vector<uint32_t> IndexOfID;
  constexpr uint32_t None = ~0u;
  auto classIndex = [&](const Record *Class) {
    if (Class->getID() >= IndexOfID.size())
      IndexOfID.resize(Class->getID() + 1, None);
    uint32_t &Slot = IndexOfID[Class->getID()];
    if (Slot == None) {
      Slot = uint32_t(Names.size());
      Names.push_back(recordNameCopy(Class));
    }
    return Slot;
  };
  for (const auto &Entry : Records.getClasses())
    classIndex(Entry.second.get());

  // Count, then fill one flat array of def numbers, grouped by class.
  std::vector<uint32_t> Count(Names.size());
  for (const Record *Def : DefsByName)
    for (const auto &Super : Def->getSuperClasses()) {
      uint32_t C = classIndex(Super.first);
      if (C >= Count.size())
        Count.resize(C + 1);
      ++Count[C];
    }
  std::vector<uint32_t> Start(Names.size() + 1);
  for (size_t C = 0; C != Names.size(); ++C)
    Start[C + 1] = Start[C] + Count[C];
  std::vector<uint32_t> Flat(Start.back());
  std::vector<uint32_t> Fill(Start.begin(), Start.end() - 1);
  for (uint32_t D = 0; D != DefsByName.size(); ++D)
    for (const auto &Super : DefsByName[D]->getSuperClasses())
      Flat[Fill[IndexOfID[Super.first->getID()]]++] = D;

  // Classes with the same name (not expected) share one list, as in
  // llvm-tblgen's map from names to lists.
  std::deque<std::string> Keep;
  std::vector<Member> Members;
  Members.reserve(Names.size());
  for (size_t C = 0; C != Names.size(); ++C)
    Members.push_back({keyOf(Names[C], Keep), unsigned(C), 0, nullptr});
  sortMembers(Members);

  OS << '{';
  std::vector<uint32_t> Merged;
  for (size_t I = 0; I != Members.size();) {
    size_t J = I + 1;
    while (J != Members.size() && Members[J].Key == Members[I].Key)
      ++J;
    if (I)
      OS << ',';
    key(Members[I].Key);
    OS << '[';
    const uint32_t *Begin, *End;
    if (J - I == 1) {
      Begin = Flat.data() + Start[Members[I].Seq];
      End = Flat.data() + Start[Members[I].Seq + 1];
    } else {
      Merged.clear();
      for (size_t K = I; K != J; ++K)
        Merged.insert(Merged.end(), Flat.begin() + Start[Members[K].Seq],
                      Flat.begin() + Start[Members[K].Seq + 1]);
      std::stable_sort(Merged.begin(), Merged.end());
      Begin = Merged.data();
      End = Begin + Merged.size();
    }
    for (const uint32_t *D = Begin; D != End; ++D) {
      if (D != Begin)
        OS << ',';
      string(DefNames[*D]);
    }
    OS << ']';
    I = J;
  }
  OS << '}';
}

enum RootMemberKind { RK_Version, RK_Def, RK_InstanceOf };

void JSONEmitter::run(const RecordKeeper &Records, OStream &OS) {
  Document Doc;
  Doc.DefsByName = Records.getDefsInNameOrder();
  const size_t NumDefs = Doc.DefsByName.size();
  Doc.DefNames.reserve(NumDefs);
  std::vector<Member> &Root = Doc.Root;
  Root.reserve(NumDefs + 2);
  unsigned Seq = 0;
  Root.push_back({"!tablegen_json_version", Seq++, RK_Version, nullptr});
  for (const Record *Def : Doc.DefsByName) {
    Doc.DefNames.push_back(Def->getName());
    Root.push_back({keyOf(Def->getName(), Doc.Keep), Seq++, RK_Def, Def});
  }
  Root.push_back({"!instanceof", Seq++, RK_InstanceOf, nullptr});
  // Already nearly in order: the defs come sorted by name.
  std::stable_sort(Root.begin(), Root.end(), [](const Member &A, const Member &B) {
    return A.Key < B.Key;
  });
  // A shadowed member is left out, so its slot prints nothing.
  size_t Kept = 0;
  for (size_t I = 0; I != Root.size(); ++I)
    if (!shadowed(Root, I))
      Root[Kept++] = Root[I];
  Root.resize(Kept);

  // Reserve room for the whole document (untouched capacity costs no
  // memory), so that the buffer is not copied as it grows.
  OS.reserve(std::min(NumDefs * 2048 + (size_t(1) << 20), size_t(1) << 30));

  OS << '{';
  printInOrder(OS, Root.size(), [&](OStream &Out, size_t Begin, size_t End, unsigned) {
    JSONEmitter(Records, Out, Doc).rootMembers(Doc, Begin, End);
  });
  OS << "}\n";
}

void JSONEmitter::rootMembers(const Document &Doc, size_t Begin, size_t End) {
  for (size_t I = Begin; I != End; ++I) {
    if (I)
      OS << ',';
    const Member &M = Doc.Root[I];
    key(M.Key);
    switch (M.Kind) {
    case RK_Version:
      OS << '1';
      break;
    case RK_Def:
      def(*static_cast<const Record *>(M.Data), M.Key);
      break;
    case RK_InstanceOf:
      instanceOf();
      break;
    }
  }
}

void emitJSON(const RecordKeeper &Records, OStream &OS) { JSONEmitter::run(Records, OS); }

} // namespace

// clang-tblgen offers it too.
TBLGEN_REGISTER_TOOL_BACKEND(DumpJSON, TM_LLVM | TM_Clang, "dump-json",
                             "Dump all records as machine-readable JSON", emitJSON, BT_None);

} // namespace tblgen
