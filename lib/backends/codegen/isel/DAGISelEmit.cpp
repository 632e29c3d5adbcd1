//===- DAGISelEmit.cpp - -gen-dag-isel ------------------------------------===//
//
// The DAG instruction selector: the patterns of the pattern database (with
// their commutative variants) sorted as llvm-tblgen sorts them (vector and
// FP patterns last, then decreasing complexity, cheaper and smaller
// results, pattern ID), one matcher sequence each, optimized, written as
// the MatcherTable byte array of SelectCode, followed by the functions the
// table calls by number: CheckPatternPredicate, CheckNodePredicate (one
// case per distinct code, most used first), CheckComplexPattern and
// RunSDNodeXForm. Options: -omit-comments, -instrument-coverage (the
// pattern table and logging ComplexPattern calls).
//
// Output layout and bytes are llvm-tblgen 22's.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/DAGISelMatcher.h"
#include "backends/intrinsics/IntrinsicModel.h"

#include "codegen/patterns/InstrFlagInference.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <map>
#include <optional>
#include <type_traits>
#include <unordered_map>

namespace tblgen {
namespace dagisel {
namespace {

constexpr std::string_view OmitCommentsOption = "omit-comments";
constexpr std::string_view CoverageOption = "instrument-coverage";
constexpr unsigned IndexWidth = 7, FullIndexWidth = IndexWidth + 4, HistogramWidth = 40;

using K = MatcherKind;


/// Appends to a string without temporaries: text, characters, decimal
/// numbers, runs of spaces.
struct Str {
  std::string &S;
  Str &operator<<(std::string_view V) {
    S.append(V.data(), V.size());
    return *this;
  }
  Str &operator<<(char C) {
    S.push_back(C);
    return *this;
  }
  template <typename T>
  std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, char> && !std::is_same_v<T, bool>, Str &>
  operator<<(T V) {
    char Buf[24];
    auto R = std::to_chars(Buf, Buf + sizeof(Buf), V);
    S.append(Buf, size_t(R.ptr - Buf));
    return *this;
  }
  Str &pad(unsigned N) {
    S.append(N, ' ');
    return *this;
  }
};

unsigned digits(uint64_t V) {
  unsigned D = 1;
  while (V >= 10) {
    V /= 10;
    ++D;
  }
  return D;
}

/// "/*   123*/": the table index of a line.
void index(std::string &OS, unsigned Idx) {
  unsigned D = digits(Idx);
  Str{OS} << "/*";
  Str{OS}.pad(D < IndexWidth ? IndexWidth - D : 0) << Idx << "*/";
}

bool hasDefInList(const Record *R, std::string_view Field, std::string_view Name) {
  for (const Record *P : R->getValueAsListOfDefs(Field))
    if (P->getName() == Name)
      return true;
  return false;
}

std::string qualifiedName(const Record *R) {
  std::string NS = R->getValue("Namespace") ? R->getValueAsString("Namespace") : "";
  return NS.empty() ? std::string(R->getName()) : NS + "::" + std::string(R->getName());
}

void beginFunction(std::string &OS, std::string_view Ret, std::string_view Decl, bool Override);
void endFunction(std::string &OS);

/// Moves S to Out (and empties S). (When Out spills to a file, a piece of
/// a MiB or more goes there directly, not through Out's buffer.)
void writeOut(OStream &Out, std::string &S) {
  Out << S;
  S.clear();
}
/// The text is handed to the output every MiB (TableWriter::drain).
constexpr size_t DrainAt = size_t(1) << 20;

/// Writes the matcher table and the functions it calls.
class TableWriter {
public:
  TableWriter(const DAGISelTarget &T, const MatcherNode &Root, bool OmitComments, bool Coverage)
      : T(T), VT(T.types()), Comments(!OmitComments), Coverage(Coverage) {
    collectUsage(Root);
    // Every type's names made now: writing the table only reads them (it
    // may run on two threads).
    for (unsigned V = 0; V < VT.size(); ++V) {
      mvtName(V);
      intSuffix(V);
    }
  }

  /// The complexity of each pattern (by index in the database), computed
  /// for the sort already; the comments repeat it.
  std::vector<int> Complexity;
  /// When set: the text written into *Drained goes to *Sink every MiB
  /// (between two cases of a list), so the table is not held whole.
  OStream *Sink = nullptr;
  const std::string *Drained = nullptr;

  unsigned sizeList(MatcherNode *N);
  unsigned emitList(const MatcherNode *N, unsigned Indent, unsigned Idx, std::string &OS);
  /// The whole table (Root sized): emitList(Root, 1, 0, OS), with the
  /// root's second half of cases written on a helper thread when it is a
  /// Scope or a switch (the cases' offsets follow from their sizes).
  unsigned emitTable(const MatcherNode &Root, std::string &OS);
  void emitHistogram(std::string &OS) const;
  void emitFunctions(std::string &OS);
  /// getPatternForIndex / getIncludePathForIndex (-instrument-coverage).
  void emitPatternTable(std::string &OS);

private:
  const DAGISelTarget &T;
  const codegen::MVTTable &VT;
  bool Comments, Coverage;
  /// -instrument-coverage: "src -> dst" texts by first use, their files.
  std::vector<std::string> CoveredPatterns, CoveredFiles;
  std::unordered_map<std::string, unsigned> CoveredIndex;

  /// The helper's half of a split table written for Sink: its text goes to
  /// a stream of its own (that spills as Sink does) every MiB, appended to
  /// Sink at the end.
  std::string *HelperDrained = nullptr;
  std::unique_ptr<OStream> HelperSink;

  void drain(std::string &OS) {
    if (OS.size() < DrainAt)
      return;
    if (&OS == Drained)
      writeOut(*Sink, OS);
    else if (&OS == HelperDrained)
      writeOut(*HelperSink, OS);
  }
  /// "OPC_Coverage, COVERAGE_IDX_VAL(n)," for a completed pattern.
  unsigned coverage(const PatternToMatch &P, unsigned Indent, std::string &OS);
  /// The "// Src: ... - Complexity = N" and "// Dst: ..." comment lines
  /// under a node that completes P (Lead goes before each "//"); the Dst
  /// line is left without its newline.
  void srcDstComment(const PatternToMatch &P, unsigned Indent, const char *Lead, std::string &OS);
  unsigned Counts[NumMatcherKinds] = {};
  /// (Views of the nodes' texts, which outlive the writer.)
  std::vector<std::string_view> PatternPredicates;
  std::unordered_map<std::string_view, unsigned> PatternPredicateNumber;
  std::vector<const Record *> ComplexPatterns;
  /// Node predicates by code (first seen first), each with its PatFrags
  /// sorted by name; NodePredicates: one representative per code, most
  /// used first.
  std::vector<std::pair<std::string, std::vector<const Record *>>> ByCode;
  std::map<const Record *, std::string> CodeOf;
  std::vector<const Record *> NodePredicates, NodePredicatesWithOperands;
  /// The case number of each PatFrags used in the table.
  std::unordered_map<const Record *, unsigned> PredicateNumber;
  std::vector<const Record *> XForms;
  std::map<const Record *, unsigned> XFormIndex;
  /// Per value type: "MVT::name" and whether it is i32 / i64 ("32", "64")
  /// or i8 / i16 / i32 / i64 (the EmitInteger shortcuts).
  std::vector<std::string> MVTNames;
  std::vector<std::string_view> IntSuffix;

  void collectUsage(const MatcherNode &Root);
  unsigned emit(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS);
  /// A Scope / SwitchOpcode / SwitchType in three parts: the opcode, the
  /// children [From, To) (Idx is the first one's offset; returns the offset
  /// after the last), the end marker at Idx.
  void emitHead(const MatcherNode &N, std::string &OS);
  unsigned emitCases(const MatcherNode &N, size_t From, size_t To, unsigned Indent, unsigned Idx,
                     std::string &OS);
  void emitEnd(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS);
  /// Children of a Scope / cases of a switch, and the bytes child I takes.
  static size_t numCases(const MatcherNode &N) {
    return N.Kind == K::Scope ? N.children().size() : N.cases().size();
  }
  static unsigned caseBytes(const MatcherNode &N, size_t I) {
    if (N.Kind == K::Scope)
      return vbrSize(N.children()[I]->Size) + N.children()[I]->Size;
    const SwitchCase &C = N.cases()[I];
    return vbrSize(C.Body->Size) + (N.Kind == K::SwitchOpcode ? 2 : vbrSize(C.VT)) + C.Body->Size;
  }
  unsigned size(MatcherNode &N);
  /// Bytes of a node other than Scope / SwitchOpcode / SwitchType.
  unsigned leafSize(const MatcherNode &N);

  const std::string &mvtName(unsigned V) {
    if (V >= MVTNames.size())
      MVTNames.resize(V + 1);
    if (MVTNames[V].empty())
      MVTNames[V] = VT.enumName(V);
    return MVTNames[V];
  }
  /// "32" / "64" for i32 / i64, "8" / "16" for i8 / i16, else empty.
  std::string_view intSuffix(unsigned V) {
    if (V >= IntSuffix.size())
      IntSuffix.resize(V + 1, std::string_view("?"));
    if (IntSuffix[V] == "?") {
      const std::string &Name = VT.at(V).Name;
      IntSuffix[V] = Name == "i8" ? "8" : Name == "i16" ? "16" : Name == "i32" ? "32" : Name == "i64" ? "64" : "";
    }
    return IntSuffix[V];
  }
  bool isI32OrI64(unsigned V) {
    std::string_view S = intSuffix(V);
    return S == "32" || S == "64";
  }

  unsigned vbr(uint64_t V, std::string &OS) const {
    Str O{OS};
    if (V <= 127) {
      O << V << ',';
      return 1;
    }
    uint64_t In = V;
    unsigned Bytes = 0;
    while (V >= 128) {
      O << (V & 127) << "|128,";
      V >>= 7;
      ++Bytes;
    }
    O << V;
    if (Comments)
      O << "/*" << In << "*/";
    O << ',';
    return Bytes + 1;
  }
  static unsigned vbrSize(uint64_t V) {
    unsigned Bytes = 1;
    while (V >= 128) {
      V >>= 7;
      ++Bytes;
    }
    return Bytes;
  }
  static unsigned signedVbrSize(int64_t V) {
    unsigned Bytes = 0;
    int64_t X = V;
    while (true) {
      unsigned B = unsigned(X & 0x7f);
      X >>= 7;
      ++Bytes;
      if ((X == 0 && !(B & 0x40)) || (X == -1 && (B & 0x40)))
        return Bytes;
    }
  }
  unsigned signedVbr(int64_t V, std::string &OS) const {
    unsigned Bytes[10];
    unsigned NumBytes = 0;
    int64_t X = V;
    while (true) {
      unsigned B = unsigned(X & 0x7f);
      X >>= 7;
      bool Done = (X == 0 && !(B & 0x40)) || (X == -1 && (B & 0x40));
      Bytes[NumBytes++] = B;
      if (Done)
        break;
    }
    Str O{OS};
    for (unsigned I = 0; I + 1 < NumBytes; ++I)
      O << Bytes[I] << "|128,";
    O << Bytes[NumBytes - 1];
    if ((NumBytes > 1 || V < 0) && Comments)
      O << "/*" << V << "*/";
    O << ',';
    return NumBytes;
  }
  static unsigned mvtSize(unsigned V) { return V <= 127 ? 1 : vbrSize(V); }
  unsigned mvt(unsigned V, std::string &OS) {
    if (V <= 127) {
      Str{OS} << mvtName(V) << ',';
      return 1;
    }
    if (Comments)
      Str{OS} << "/*" << mvtName(V) << "*/";
    return vbr(V, OS);
  }
  unsigned predicateNumber(const Record *Frag) const {
    auto It = PredicateNumber.find(Frag);
    return It == PredicateNumber.end() ? 0 : It->second;
  }
  unsigned patternPredicateNumber(std::string_view Text) const {
    auto It = PatternPredicateNumber.find(Text);
    return It == PatternPredicateNumber.end() ? unsigned(PatternPredicates.size()) : It->second;
  }
  unsigned complexPatternNumber(const Record *CP) const {
    return unsigned(std::find(ComplexPatterns.begin(), ComplexPatterns.end(), CP) - ComplexPatterns.begin());
  }
  unsigned xformNumber(const Record *X) {
    // (All numbered by collectUsage: writing only reads the map.)
    auto Found = XFormIndex.find(X);
    if (Found != XFormIndex.end())
      return Found->second;
    auto [It, New] = XFormIndex.emplace(X, unsigned(XForms.size()));
    if (New)
      XForms.push_back(X);
    return It->second;
  }
  unsigned registerEnum(const Record *Reg) const {
    int I = T.Bank.regIndex(Reg);
    return I >= 0 ? T.Bank.registers()[size_t(I)].EnumValue : 0;
  }
  static bool deactivation(const Record *Inst) {
    return Inst->getValue("supportsDeactivationSymbol") && Inst->getValueAsBit("supportsDeactivationSymbol");
  }
};

void TableWriter::collectUsage(const MatcherNode &Root) {
  std::vector<std::pair<const Record *, unsigned>> CPUse, PredUse;
  std::vector<std::pair<std::string_view, unsigned>> PatPredUse;
  auto Bump = [](auto &List, const auto &Key) {
    for (auto &E : List)
      if (E.first == Key) {
        ++E.second;
        return;
      }
    List.emplace_back(Key, 1);
  };
  std::function<void(const MatcherNode *)> Walk = [&](const MatcherNode *N) {
    for (; N; N = N->Next.get()) {
      if (N->Kind == K::Scope)
        for (const MatcherPtr &C : N->children())
          Walk(C.get());
      else if (N->Kind == K::SwitchOpcode || N->Kind == K::SwitchType)
        for (const SwitchCase &C : N->cases())
          Walk(C.Body.get());
      else if (N->Kind == K::CheckComplexPat)
        Bump(CPUse, N->Rec);
      else if (N->Kind == K::CheckPatternPredicate)
        Bump(PatPredUse, N->Text);
      else if (N->Kind == K::CheckPredicate)
        Bump(PredUse, N->Rec);
      else if (N->Kind == K::EmitNodeXForm)
        xformNumber(N->Rec); // numbered in table order, as written
    }
  };
  Walk(&Root);
  auto ByUse = [](const auto &A, const auto &B) { return A.second > B.second; };
  std::stable_sort(CPUse.begin(), CPUse.end(), ByUse);
  for (auto &E : CPUse)
    ComplexPatterns.push_back(E.first);
  std::stable_sort(PatPredUse.begin(), PatPredUse.end(), ByUse);
  for (auto &E : PatPredUse) {
    PatternPredicateNumber.emplace(E.first, unsigned(PatternPredicates.size()));
    PatternPredicates.push_back(E.first);
  }

  // Predicates with the same code share a case, named by the first name.
  for (auto &[Frag, Uses] : PredUse) {
    bool Ok = true;
    std::string Code = nodePredicateCode(T, Frag, Ok);
    CodeOf[Frag] = Code;
    auto It = std::find_if(ByCode.begin(), ByCode.end(), [&](const auto &E) { return E.first == Code; });
    if (It == ByCode.end())
      ByCode.emplace_back(Code, std::vector<const Record *>{Frag});
    else
      It->second.push_back(Frag);
  }
  std::vector<std::pair<const Record *, unsigned>> Sum;
  for (auto &[Code, Frags] : ByCode) {
    std::stable_sort(Frags.begin(), Frags.end(),
                     [](const Record *A, const Record *B) { return A->getName() < B->getName(); });
    unsigned Uses = 0;
    for (const Record *F : Frags)
      for (auto &E : PredUse)
        if (E.first == F)
          Uses += E.second;
    Sum.emplace_back(Frags[0], Uses);
  }
  std::stable_sort(Sum.begin(), Sum.end(), ByUse);
  // Predicates reading the fragment's operands are numbered apart (their
  // own function).
  for (auto &E : Sum)
    (codegen::fragmentUsesOperands(E.first) ? NodePredicatesWithOperands : NodePredicates)
        .push_back(E.first);
  // Every PatFrags is numbered by its code's case.
  for (auto &[Code, Frags] : ByCode) {
    const auto &List =
        codegen::fragmentUsesOperands(Frags[0]) ? NodePredicatesWithOperands : NodePredicates;
    unsigned No = unsigned(std::find(List.begin(), List.end(), Frags[0]) - List.begin());
    for (const Record *F : Frags)
      PredicateNumber.emplace(F, No);
  }
}

unsigned TableWriter::sizeList(MatcherNode *N) {
  unsigned Size = 0;
  for (; N; N = N->Next.get())
    Size += size(*N);
  return Size;
}

unsigned TableWriter::size(MatcherNode &N) {
  ++Counts[unsigned(N.Kind)];
  if (N.Kind == K::Scope) {
    unsigned Size = 1;
    for (MatcherPtr &C : N.children()) {
      unsigned ChildSize = sizeList(C.get());
      C->Size = ChildSize;
      Size += vbrSize(ChildSize) + ChildSize;
    }
    return Size + 1;
  }
  if (N.Kind == K::SwitchOpcode || N.Kind == K::SwitchType) {
    unsigned Size = 1;
    for (SwitchCase &C : N.cases()) {
      Size += N.Kind == K::SwitchOpcode ? 2 : vbrSize(C.VT);
      unsigned ChildSize = sizeList(C.Body.get());
      C.Body->Size = ChildSize;
      Size += vbrSize(ChildSize) + ChildSize;
    }
    return Size + 1;
  }
  return leafSize(N);
}

// The byte counts here are the ones emit() returns for the same node;
// emit() checks every list it writes against the size computed here.
unsigned TableWriter::leafSize(const MatcherNode &N) {
  switch (N.Kind) {
  case K::Scope:
  case K::SwitchOpcode:
  case K::SwitchType:
    return 0;
  case K::RecordNode:
  case K::RecordChild:
  case K::RecordMemRef:
  case K::CaptureGlueInput:
  case K::MoveParent:
  case K::CheckFoldableChainNode:
  case K::CheckImmAllOnesV:
  case K::CheckImmAllZerosV:
    return 1;
  case K::MoveChild:
  case K::MoveSibling:
  case K::EmitConvertToTarget:
    return N.Num >= 8 ? 2 : 1;
  case K::CheckSame:
  case K::CheckChildSame:
  case K::CheckCondCode:
  case K::CheckChild2CondCode:
    return 2;
  case K::CheckPatternPredicate: {
    unsigned No = patternPredicateNumber(N.Text);
    return 2 + (No > 255) - (No < 8);
  }
  case K::CheckPredicate:
    if (N.WithOperands)
      return 3 + unsigned(N.list().size());
    return predicateNumber(N.Rec) < 8 ? 1 : 2;
  case K::CheckOpcode:
    return 3;
  case K::CheckType:
    if (N.Num == 0)
      return isI32OrI64(N.VT) ? 1 : mvtSize(N.VT) + 1;
    return mvtSize(N.VT) + 2;
  case K::CheckChildType:
    return isI32OrI64(N.VT) ? 1 : mvtSize(N.VT) + 1;
  case K::CheckInteger:
  case K::CheckChildInteger:
    return 1 + signedVbrSize(N.Value);
  case K::CheckValueType:
    return mvtSize(N.VT) + 1;
  case K::CheckComplexPat:
    return complexPatternNumber(N.Rec) < 8 ? 2 : 3;
  case K::CheckAndImm:
  case K::CheckOrImm:
    return 1 + vbrSize(uint64_t(N.Value));
  case K::EmitInteger: {
    unsigned TypeBytes = intSuffix(N.VT).empty() ? mvtSize(N.VT) : 0;
    unsigned ValBytes = !N.Text.empty() && N.Value <= 63 ? 1 : signedVbrSize(N.Value);
    return 1 + TypeBytes + ValBytes;
  }
  case K::EmitRegister:
    if (N.Rec && registerEnum(N.Rec) > 255)
      return mvtSize(N.VT) + 3;
    return isI32OrI64(N.VT) ? 2 : mvtSize(N.VT) + 2;
  case K::EmitMergeInputChains:
    if (N.list().size() == 1 && N.list()[0] < 3)
      return 1;
    return 2 + unsigned(N.list().size());
  case K::EmitCopyToReg:
    if (registerEnum(N.Rec) > 255)
      return 4;
    return N.Num < 8 ? 2 : 3;
  case K::EmitNodeXForm:
    return 3;
  case K::EmitNode:
  case K::MorphNodeTo: {
    bool Emit = N.Kind == K::EmitNode;
    unsigned Covered = !Emit && Coverage ? 3 : 0;
    unsigned Deactivation = deactivation(N.Rec) ? 1 : 0;
    size_t NumVTs = N.vts().size();
    bool CompressVTs = NumVTs < 3, CompressInfo = false;
    bool Plain = !N.HasInGlue && !N.HasOutGlue && !N.HasMemRefs && N.NumFixedArityOperands == -1;
    if (CompressVTs)
      CompressInfo = (NumVTs > 0 && !N.HasChain && Plain) || (N.HasChain && Plain) ||
                     (NumVTs > 0 && !Emit && !N.HasChain && N.HasInGlue && !N.HasOutGlue &&
                      !N.HasMemRefs && N.NumFixedArityOperands == -1) ||
                     (NumVTs > 0 && !Emit && !N.HasChain && !N.HasInGlue && N.HasOutGlue &&
                      !N.HasMemRefs && N.NumFixedArityOperands == -1);
    unsigned TypeBytes = 0, OpBytes = 0;
    for (unsigned V : N.vts())
      TypeBytes += mvtSize(V);
    for (unsigned O : N.list())
      OpBytes += vbrSize(O);
    return 4 + Deactivation + !CompressVTs + !CompressInfo + TypeBytes + OpBytes + Covered;
  }
  case K::CompleteMatch: {
    unsigned B = 0;
    for (unsigned R : N.list())
      B += vbrSize(R);
    return 2 + B + (Coverage ? 3 : 0);
  }
  }
  return 0;
}

unsigned TableWriter::emitList(const MatcherNode *N, unsigned Indent, unsigned Idx, std::string &OS) {
  unsigned Size = 0;
  for (; N; N = N->Next.get()) {
    if (Comments)
      index(OS, Idx);
    unsigned S = emit(*N, Indent, Idx, OS);
    Size += S;
    Idx += S;
  }
  return Size;
}

namespace {
[[noreturn]] void sizeMismatch() {
  PrintFatalError("-gen-dag-isel: internal error: a matcher list's size differs from its bytes");
}
} // namespace

unsigned TableWriter::emit(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS) {
  Str O{OS};
  O.pad(Indent);
  switch (N.Kind) {
  case K::Scope:
  case K::SwitchOpcode:
  case K::SwitchType: {
    emitHead(N, OS);
    unsigned End = emitCases(N, 0, numCases(N), Indent, Idx + 1, OS);
    emitEnd(N, Indent, End, OS);
    return End - Idx + 1;
  }
  case K::RecordNode:
  case K::RecordChild:
    if (N.Kind == K::RecordNode)
      O << "OPC_RecordNode,";
    else
      O << "OPC_RecordChild" << N.Num << ',';
    if (Comments)
      O << " // #" << N.Result << " = " << N.Text;
    O << '\n';
    return 1;
  case K::RecordMemRef:
    O << "OPC_RecordMemRef,\n";
    return 1;
  case K::CaptureGlueInput:
    O << "OPC_CaptureGlueInput,\n";
    return 1;
  case K::MoveChild:
  case K::MoveSibling:
    O << (N.Kind == K::MoveChild ? "OPC_MoveChild" : "OPC_MoveSibling");
    if (N.Num >= 8)
      O << ", ";
    O << N.Num << ",\n";
    return N.Num >= 8 ? 2 : 1;
  case K::MoveParent:
    O << "OPC_MoveParent,\n";
    return 1;
  case K::CheckSame:
    O << "OPC_CheckSame, " << N.Num << ",\n";
    return 2;
  case K::CheckChildSame:
    O << "OPC_CheckChild" << N.Num << "Same, " << N.Result << ",\n";
    return 2;
  case K::CheckPatternPredicate: {
    unsigned No = patternPredicateNumber(N.Text);
    if (No > 255)
      O << "OPC_CheckPatternPredicateTwoByte, TARGET_VAL(" << No << "),";
    else if (No < 8)
      O << "OPC_CheckPatternPredicate" << No << ',';
    else
      O << "OPC_CheckPatternPredicate, " << No << ',';
    if (Comments)
      O << " // " << N.Text;
    O << '\n';
    return 2 + (No > 255) - (No < 8);
  }
  case K::CheckPredicate: {
    unsigned No = predicateNumber(N.Rec);
    if (N.WithOperands) {
      O << "OPC_CheckPredicateWithOperands, " << N.list().size() << "/*#Ops*/, ";
      for (unsigned Slot : N.list())
        O << Slot << ", ";
      O << No << ',';
      if (Comments)
        O << " // Predicate_" << N.Rec->getName();
      O << '\n';
      return 3 + unsigned(N.list().size());
    }
    if (No < 8)
      O << "OPC_CheckPredicate" << No << ',';
    else
      O << "OPC_CheckPredicate, " << No << ',';
    if (Comments)
      O << " // Predicate_" << N.Rec->getName();
    O << '\n';
    return No < 8 ? 1 : 2;
  }
  case K::CheckOpcode:
    O << "OPC_CheckOpcode, TARGET_VAL(" << DAGISelTarget::enumName(N.Rec) << "),\n";
    return 3;
  case K::CheckType: {
    if (N.Num == 0) {
      if (isI32OrI64(N.VT)) {
        O << "OPC_CheckTypeI" << intSuffix(N.VT) << ",\n";
        return 1;
      }
      O << "OPC_CheckType, ";
      unsigned B = mvt(N.VT, OS);
      O << '\n';
      return B + 1;
    }
    O << "OPC_CheckTypeRes, " << N.Num << ", ";
    unsigned B = mvt(N.VT, OS);
    O << '\n';
    return B + 2;
  }
  case K::CheckChildType: {
    if (isI32OrI64(N.VT)) {
      O << "OPC_CheckChild" << N.Num << "TypeI" << intSuffix(N.VT) << ",\n";
      return 1;
    }
    O << "OPC_CheckChild" << N.Num << "Type, ";
    unsigned B = mvt(N.VT, OS);
    O << '\n';
    return B + 1;
  }
  case K::CheckInteger:
  case K::CheckChildInteger: {
    if (N.Kind == K::CheckInteger)
      O << "OPC_CheckInteger, ";
    else
      O << "OPC_CheckChild" << N.Num << "Integer, ";
    unsigned B = 1 + signedVbr(N.Value, OS);
    O << '\n';
    return B;
  }
  case K::CheckCondCode:
    O << "OPC_CheckCondCode, ISD::" << N.Text << ",\n";
    return 2;
  case K::CheckChild2CondCode:
    O << "OPC_CheckChild2CondCode, ISD::" << N.Text << ",\n";
    return 2;
  case K::CheckValueType: {
    O << "OPC_CheckValueType, ";
    unsigned B = mvt(N.VT, OS);
    O << '\n';
    return B + 1;
  }
  case K::CheckComplexPat: {
    unsigned No = complexPatternNumber(N.Rec);
    if (No < 8)
      O << "OPC_CheckComplexPat" << No << ", /*#*/" << N.Num << ',';
    else
      O << "OPC_CheckComplexPat, /*CP*/" << No << ", /*#*/" << N.Num << ',';
    if (Comments) {
      O << " // " << N.Rec->getValueAsString("SelectFunc") << ":$" << N.Text;
      int64_t Ops = N.Rec->getValueAsInt("NumOperands");
      for (int64_t I = 0; I < Ops; ++I)
        O << " #" << (N.Result + I);
      if (hasDefInList(N.Rec, "Properties", "SDNPHasChain"))
        O << " + chain result";
    }
    O << '\n';
    return No < 8 ? 2 : 3;
  }
  case K::CheckAndImm:
  case K::CheckOrImm: {
    O << (N.Kind == K::CheckAndImm ? "OPC_CheckAndImm, " : "OPC_CheckOrImm, ");
    unsigned B = 1 + vbr(uint64_t(N.Value), OS);
    O << '\n';
    return B;
  }
  case K::CheckFoldableChainNode:
    O << "OPC_CheckFoldableChainNode,\n";
    return 1;
  case K::CheckImmAllOnesV:
    O << "OPC_CheckImmAllOnesV,\n";
    return 1;
  case K::CheckImmAllZerosV:
    O << "OPC_CheckImmAllZerosV,\n";
    return 1;
  case K::EmitInteger: {
    unsigned TypeBytes = 0;
    std::string_view Suffix = intSuffix(N.VT);
    if (!Suffix.empty()) {
      O << "OPC_EmitIntegerI" << Suffix << ", ";
    } else {
      O << "OPC_EmitInteger, ";
      TypeBytes = mvt(N.VT, OS);
      O << ' ';
    }
    unsigned ValBytes = 1;
    if (!N.Text.empty() && N.Value <= 63)
      O << N.Text << ',';
    else
      ValBytes = signedVbr(N.Value, OS);
    if (Comments) {
      O << " // #" << N.Result << " = ";
      if (N.Text.empty())
        O << N.Value;
      else
        O << N.Text;
    }
    O << '\n';
    return 1 + TypeBytes + ValBytes;
  }
  case K::EmitRegister: {
    unsigned OpBytes;
    if (N.Rec && registerEnum(N.Rec) > 255) {
      O << "OPC_EmitRegister2, ";
      OpBytes = mvt(N.VT, OS);
      O << "TARGET_VAL(" << qualifiedName(N.Rec) << "),\n";
      return OpBytes + 3;
    }
    if (isI32OrI64(N.VT)) {
      OpBytes = 1;
      O << "OPC_EmitRegisterI" << intSuffix(N.VT) << ", ";
    } else {
      O << "OPC_EmitRegister, ";
      OpBytes = mvt(N.VT, OS) + 1;
    }
    if (N.Rec)
      O << qualifiedName(N.Rec);
    else
      O << (Comments ? "0 /*zero_reg*/" : "0 ");
    O << ',';
    if (Comments)
      O << " // #" << N.Result;
    O << '\n';
    return OpBytes + 1;
  }
  case K::EmitConvertToTarget:
    O << "OPC_EmitConvertToTarget";
    if (N.Num >= 8)
      O << ", ";
    O << N.Num << ',';
    if (Comments)
      O << " // #" << N.Result;
    O << '\n';
    return 1 + (N.Num >= 8);
  case K::EmitMergeInputChains:
    if (N.list().size() == 1 && N.list()[0] < 3) {
      O << "OPC_EmitMergeInputChains1_" << N.list()[0] << ",\n";
      return 1;
    }
    O << "OPC_EmitMergeInputChains, " << N.list().size() << ',';
    for (unsigned V : N.list())
      O << ' ' << V << ',';
    O << '\n';
    return 2 + unsigned(N.list().size());
  case K::EmitCopyToReg: {
    unsigned Enum = registerEnum(N.Rec);
    if (Enum > 255) {
      O << "OPC_EmitCopyToRegTwoByte, " << N.Num << ", TARGET_VAL(" << qualifiedName(N.Rec) << "),\n";
      return 4;
    }
    if (N.Num < 8) {
      O << "OPC_EmitCopyToReg" << N.Num << ", " << qualifiedName(N.Rec) << ",\n";
      return 2;
    }
    O << "OPC_EmitCopyToReg, " << N.Num << ", " << qualifiedName(N.Rec) << ",\n";
    return 3;
  }
  case K::EmitNodeXForm:
    O << "OPC_EmitNodeXForm, " << xformNumber(N.Rec) << ", " << N.Num << ',';
    if (Comments)
      O << " // " << N.Rec->getName() << " #" << N.Result;
    O << '\n';
    return 3;
  case K::EmitNode:
  case K::MorphNodeTo: {
    bool Emit = N.Kind == K::EmitNode;
    unsigned Covered = !Emit && Coverage ? coverage(*N.Pattern, Indent, OS) : 0;
    unsigned Deactivation = 0;
    if (deactivation(N.Rec)) {
      O << "OPC_CaptureDeactivationSymbol,\n";
      O.pad(FullIndexWidth + Indent);
      Deactivation = 1;
    }
    O << (Emit ? "OPC_EmitNode" : "OPC_MorphNodeTo");
    size_t NumVTs = N.vts().size();
    bool CompressVTs = NumVTs < 3, CompressInfo = false;
    bool Plain = !N.HasInGlue && !N.HasOutGlue && !N.HasMemRefs && N.NumFixedArityOperands == -1;
    if (CompressVTs) {
      O << NumVTs;
      if (NumVTs > 0 && !N.HasChain && Plain) {
        CompressInfo = true;
        O << "None";
      } else if (N.HasChain && Plain) {
        CompressInfo = true;
        O << "Chain";
      } else if (NumVTs > 0 && !Emit && !N.HasChain && N.HasInGlue && !N.HasOutGlue &&
                 !N.HasMemRefs && N.NumFixedArityOperands == -1) {
        CompressInfo = true;
        O << "GlueInput";
      } else if (NumVTs > 0 && !Emit && !N.HasChain && !N.HasInGlue && N.HasOutGlue &&
                 !N.HasMemRefs && N.NumFixedArityOperands == -1) {
        CompressInfo = true;
        O << "GlueOutput";
      }
    }
    const codegen::Instruction *I = T.Instrs.find(N.Rec);
    O << ", TARGET_VAL(" << (I ? std::string_view(I->Namespace) : std::string_view()) << "::" << N.Rec->getName()
      << ')';
    if (!CompressInfo) {
      O << ", 0";
      if (N.HasChain)
        O << "|OPFL_Chain";
      if (N.HasInGlue)
        O << "|OPFL_GlueInput";
      if (N.HasOutGlue)
        O << "|OPFL_GlueOutput";
      if (N.HasMemRefs)
        O << "|OPFL_MemRefs";
      if (N.NumFixedArityOperands != -1)
        O << "|OPFL_Variadic" << N.NumFixedArityOperands;
    }
    O << ",\n";
    O.pad(FullIndexWidth + Indent + 4);
    if (!CompressVTs) {
      O << NumVTs;
      if (Comments)
        O << "/*#VTs*/";
      O << ',';
    }
    unsigned TypeBytes = 0;
    for (unsigned V : N.vts()) {
      O << ' ';
      TypeBytes += mvt(V, OS);
    }
    O << ' ' << N.list().size();
    if (Comments)
      O << "/*#Ops*/";
    O << ',';
    unsigned OpBytes = 0;
    for (unsigned Op : N.list()) {
      O << ' ';
      OpBytes += vbr(Op, OS);
    }
    if (Comments) {
      if (Emit && NumVTs) {
        O << " // Results =";
        for (unsigned R = 0; R < NumVTs; ++R)
          O << " #" << (N.Result + R);
      }
      O << '\n';
      if (!Emit) {
        srcDstComment(*N.Pattern, Indent, "", OS);
        O << '\n';
      }
    } else {
      O << '\n';
    }
    return 4 + Deactivation + !CompressVTs + !CompressInfo + TypeBytes + OpBytes + Covered;
  }
  case K::CompleteMatch: {
    unsigned Covered = Coverage ? coverage(*N.Pattern, Indent, OS) : 0;
    O << "OPC_CompleteMatch, " << N.list().size() << ',';
    unsigned B = 0;
    for (unsigned R : N.list()) {
      O << ' ';
      B += vbr(R, OS);
    }
    O << '\n';
    if (Comments)
      srcDstComment(*N.Pattern, Indent, " ", OS);
    O << '\n';
    return 2 + B + Covered;
  }
  }
  return 0;
}

void TableWriter::emitHead(const MatcherNode &N, std::string &OS) {
  Str O{OS};
  if (N.Kind == K::Scope) {
    O << "OPC_Scope";
    if (Comments)
      O << " /*" << N.children().size() << " children */";
  } else {
    O << (N.Kind == K::SwitchOpcode ? "OPC_SwitchOpcode " : "OPC_SwitchType ");
    if (Comments)
      O << "/*" << N.cases().size() << " cases */";
  }
  O << ", ";
}

unsigned TableWriter::emitCases(const MatcherNode &N, size_t From, size_t To, unsigned Indent,
                                unsigned Idx, std::string &OS) {
  Str O{OS};
  if (N.Kind == K::Scope) {
    for (size_t I = From; I < To; ++I) {
      if (I != 0) {
        if (Comments) {
          index(OS, Idx);
          O.pad(Indent) << "/*Scope*/ ";
        } else {
          O.pad(Indent);
        }
      }
      const MatcherNode &C = *N.children()[I];
      Idx += vbr(C.Size, OS);
      if (Comments)
        O << " // ->" << (Idx + C.Size);
      O << '\n';
      unsigned Written = emitList(&C, Indent + 1, Idx, OS);
      if (Written != C.Size)
        sizeMismatch();
      Idx += Written;
      drain(OS);
    }
    return Idx;
  }
  bool Op = N.Kind == K::SwitchOpcode;
  for (size_t I = From; I < To; ++I) {
    const SwitchCase &C = N.cases()[I];
    if (I != 0) {
      if (Comments)
        index(OS, Idx);
      O.pad(Indent);
      if (Comments)
        O << (Op ? "/*SwitchOpcode*/ " : "/*SwitchType*/ ");
    }
    unsigned ChildSize = C.Body->Size;
    Idx += vbr(ChildSize, OS) + (Op ? 2 : vbrSize(C.VT));
    O << ' ';
    if (Op)
      O << "TARGET_VAL(" << DAGISelTarget::enumName(C.Opcode) << "),";
    else
      mvt(C.VT, OS);
    if (Comments)
      O << " // ->" << (Idx + ChildSize);
    O << '\n';
    unsigned Written = emitList(C.Body.get(), Indent + 1, Idx, OS);
    if (Written != ChildSize)
      sizeMismatch();
    Idx += Written;
    drain(OS);
  }
  return Idx;
}

void TableWriter::emitEnd(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS) {
  Str O{OS};
  if (Comments)
    index(OS, Idx);
  O.pad(Indent) << "0,";
  if (Comments)
    O << (N.Kind == K::Scope          ? " // End of Scope"
          : N.Kind == K::SwitchOpcode ? " // EndSwitchOpcode"
                                      : " // EndSwitchType");
  O << '\n';
}

unsigned TableWriter::emitTable(const MatcherNode &Root, std::string &OS) {
  bool Split = !Coverage && !Root.Next &&
               (Root.Kind == K::Scope || Root.Kind == K::SwitchOpcode || Root.Kind == K::SwitchType) &&
               numCases(Root) >= 2;
  HelperScope Helper;
  Diagnostics *Diags = currentDiagnostics();
  if (!Split || !Helper || !Diags)
    return emitList(&Root, 1, 0, OS);
  // The helper writes the cases from the one where half the bytes are
  // reached (this thread hands its text to the output as it goes, and the
  // helper's after: no copy of either, so the halves take about as long).
  // -instrument-coverage numbers patterns as it writes: not split.
  size_t N = numCases(Root);
  unsigned Total = 0;
  for (size_t I = 0; I < N; ++I)
    Total += caseBytes(Root, I);
  size_t Half = 1;
  unsigned HalfIdx = 1 + caseBytes(Root, 0);
  for (unsigned Bytes = caseBytes(Root, 0); Half + 1 < N && 100 * uint64_t(Bytes) < 50 * uint64_t(Total); ++Half) {
    Bytes += caseBytes(Root, Half);
    HalfIdx += caseBytes(Root, Half);
  }
  std::string Second;
  bool HelperOk = false;
  // (When the output spills, so does the helper's half: neither is held
  // whole.)
  bool Stream = &OS == Drained;
  auto WriteSecond = [&] {
    if (Stream) {
      HelperSink = std::make_unique<OStream>();
      HelperSink->spillLike(*Sink);
      HelperDrained = &Second;
    }
    emitCases(Root, Half, N, 1, HalfIdx, Second);
  };
  Helper->start([&] {
    HelperOk = runQuietly(Diags->sourceMgr(), [&] {
      Second.reserve(Stream ? DrainAt + (size_t(1) << 16) : size_t(Total) * (Comments ? 3 : 1));
      WriteSecond();
    });
  });
  unsigned End = 0;
  try {
    if (Comments)
      index(OS, 0);
    Str{OS}.pad(1);
    emitHead(Root, OS);
    if (emitCases(Root, 0, Half, 1, 1, OS) != HalfIdx)
      sizeMismatch();
  } catch (...) {
    Helper->wait();
    throw;
  }
  Helper->wait();
  if (!HelperOk) { // (it reported: again here, to report as one thread does)
    Second.clear();
    WriteSecond();
  }
  if (&OS == Drained) {
    writeOut(*Sink, OS);
    if (HelperSink && !Sink->append(*HelperSink))
      PrintFatalError("cannot read back the temporary file of the matcher table");
    HelperSink.reset();
    HelperDrained = nullptr;
    writeOut(*Sink, Second);
  } else {
    OS += Second;
  }
  End = 1 + Total;
  emitEnd(Root, 1, End, OS);
  return End + 1;
}

void TableWriter::srcDstComment(const PatternToMatch &P, unsigned Indent, const char *Lead,
                                std::string &OS) {
  Str O{OS};
  O.pad(FullIndexWidth + Indent) << Lead << "// Src: ";
  P.SrcTree->appendText(OS, VT);
  size_t Index = size_t(&P - T.DB.patterns().data());
  O << " - Complexity = " << (Index < Complexity.size() ? Complexity[Index] : T.DB.complexity(P))
    << '\n';
  O.pad(FullIndexWidth + Indent) << Lead << "// Dst: ";
  P.DstTree->appendText(OS, VT);
}

unsigned TableWriter::coverage(const PatternToMatch &P, unsigned Indent, std::string &OS) {
  std::string Text = patternText(*P.SrcTree, VT) + " -> " + patternText(*P.DstTree, VT);
  auto [It, New] = CoveredIndex.emplace(Text, unsigned(CoveredPatterns.size()));
  size_t Index = It->second;
  if (New) {
    CoveredPatterns.push_back(std::move(Text));
    // Where the pattern's record was instantiated (else defined).
    std::string File;
    const auto &Locs = P.Src->getLocs();
    SrcLoc L = Locs.size() > 1 ? Locs[1] : Locs.empty() ? SrcLoc() : Locs[0];
    const SourceMgr *SM = T.Records.getSourceMgr();
    int Buf = SM && L.isValid() ? SM->findBuffer(L) : -1;
    if (Buf >= 0)
      File = SM->buffer(unsigned(Buf)).Name + ":" + std::to_string(SM->lineCol(L).Line);
    CoveredFiles.push_back(File);
  }
  Str{OS} << "OPC_Coverage, COVERAGE_IDX_VAL(" << Index << "),\n";
  Str{OS}.pad(FullIndexWidth + Indent);
  return 3;
}

void TableWriter::emitPatternTable(std::string &OS) {
  beginFunction(OS, "StringRef", "getPatternForIndex(unsigned Index)", true);
  OS += "{\nstatic const char *PATTERN_MATCH_TABLE[] = {\n";
  for (const std::string &P : CoveredPatterns)
    OS += "\"" + P + "\",\n";
  OS += "\n};\nreturn StringRef(PATTERN_MATCH_TABLE[Index]);\n}\n";
  endFunction(OS);
  beginFunction(OS, "StringRef", "getIncludePathForIndex(unsigned Index)", true);
  OS += "{\nstatic const char *INCLUDE_PATH_TABLE[] = {\n";
  for (const std::string &F : CoveredFiles)
    OS += "\"" + F + "\",\n";
  OS += "\n};\nreturn StringRef(INCLUDE_PATH_TABLE[Index]);\n}\n";
  endFunction(OS);
}

void TableWriter::emitHistogram(std::string &OS) const {
  if (!Comments)
    return;
  OS += "  // Opcode Histogram:\n";
  for (unsigned I = 0; I < NumMatcherKinds; ++I) {
    std::string Name = "OPC_" + std::string(matcherKindName(MatcherKind(I)));
    Name.resize(std::max<size_t>(Name.size(), HistogramWidth), ' ');
    OS += "  // #" + Name + " = " + std::to_string(Counts[I]) + "\n";
  }
  OS += "\n";
}

void beginFunction(std::string &OS, std::string_view Ret, std::string_view Decl, bool Override) {
  OS += "#ifdef GET_DAGISEL_DECL\n";
  OS += std::string(Ret) + " " + std::string(Decl);
  if (Override)
    OS += " override";
  OS += ";\n#endif\n#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE\n";
  OS += std::string(Ret) + " DAGISEL_CLASS_COLONCOLON " + std::string(Decl) + "\n";
  if (Override)
    OS += "#if DAGISEL_INLINE\n  override\n#endif\n";
}

void endFunction(std::string &OS) { OS += "#endif // GET_DAGISEL_BODY\n\n"; }

void TableWriter::emitFunctions(std::string &OS) {
  if (!PatternPredicates.empty()) {
    beginFunction(OS, "bool", "CheckPatternPredicate(unsigned PredNo) const", true);
    OS += "{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n";
    for (size_t I = 0; I < PatternPredicates.size(); ++I)
      ((OS += "  case " + std::to_string(I) + ": return ") += PatternPredicates[I]) += ";\n";
    OS += "  }\n}\n";
    endFunction(OS);
  }
  auto NodePredicateFunction = [&](const std::vector<const Record *> &Preds, const char *Decl) {
    if (Preds.empty())
      return;
    beginFunction(OS, "bool", Decl, true);
    OS += "{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n";
    for (size_t I = 0; I < Preds.size(); ++I) {
      const std::string &Code = CodeOf.at(Preds[I]);
      OS += "  case " + std::to_string(I) + ": {\n";
      for (const auto &[C, Frags] : ByCode)
        if (C == Code)
          for (const Record *F : Frags)
            OS += "    // Predicate_" + std::string(F->getName()) + "\n";
      OS += Code + "\n  }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  };
  NodePredicateFunction(NodePredicates, "CheckNodePredicate(SDValue Op, unsigned PredNo) const");
  NodePredicateFunction(NodePredicatesWithOperands,
                        "CheckNodePredicateWithOperands(SDValue Op, unsigned PredNo, "
                        "ArrayRef<SDValue> Operands) const");
  if (!ComplexPatterns.empty()) {
    beginFunction(OS, "bool",
                  "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n"
                  "      SDValue N, unsigned PatternNo,\n"
                  "      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)",
                  true);
    OS += "{\n  unsigned NextRes = Result.size();\n  switch (PatternNo) {\n"
          "  default: llvm_unreachable(\"Invalid pattern # in table?\");\n";
    for (size_t I = 0; I < ComplexPatterns.size(); ++I) {
      const Record *CP = ComplexPatterns[I];
      int64_t NumOps = CP->getValueAsInt("NumOperands");
      if (hasDefInList(CP, "Properties", "SDNPHasChain"))
        ++NumOps;
      OS += "  case " + std::to_string(I) + ":\n";
      if (Coverage)
        OS += "  {\n";
      OS += "    Result.resize(NextRes+" + std::to_string(NumOps) + ");\n";
      if (Coverage)
        OS += "    bool Succeeded = " + CP->getValueAsString("SelectFunc") + "(";
      else
        OS += "  return " + CP->getValueAsString("SelectFunc") + "(";
      auto Wants = [&](std::string_view Field) {
        return CP->getValue(Field) && CP->getValueAsBit(Field);
      };
      if (Wants("WantsRoot"))
        OS += "Root, ";
      if (Wants("WantsParent"))
        OS += "Parent, ";
      OS += "N";
      for (int64_t O = 0; O < NumOps; ++O)
        OS += ", Result[NextRes+" + std::to_string(O) + "].first";
      OS += ");\n";
      if (Coverage)
        OS += "    if (Succeeded)\n       dbgs() << \"\\nCOMPLEX_PATTERN: " +
              CP->getValueAsString("SelectFunc") + "\\n\" ;\n    return Succeeded;\n    }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  }
  if (!XForms.empty()) {
    beginFunction(OS, "SDValue", "RunSDNodeXForm(SDValue V, unsigned XFormNo)", true);
    OS += "{\n  switch (XFormNo) {\n  default: llvm_unreachable(\"Invalid xform # in table?\");\n";
    for (size_t I = 0; I < XForms.size(); ++I) {
      const Record *X = XForms[I];
      OS += "  case " + std::to_string(I) + ": {  ";
      if (Comments)
        OS += "// " + std::string(X->getName());
      OS += "\n";
      std::string Class = X->getValueAsDef("Opcode")->getValueAsString("SDClass");
      if (Class == "SDNode")
        OS += "    SDNode *N = V.getNode();\n";
      else
        OS += "    " + Class + " *N = cast<" + Class + ">(V.getNode());\n";
      OS += X->getValueAsString("XFormFunction") + "\n  }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  }
}

//===----------------------------------------------------------------------===//
// The backend
//===----------------------------------------------------------------------===//

unsigned resultCost(const DAGISelTarget &T, const PatNode &N) {
  if (N.isLeaf())
    return 0;
  unsigned Cost = 0;
  if (N.Op->isSubClassOf("Instruction"))
    Cost += 1 + (T.flag(N.Op, codegen::InstrFlag::usesCustomInserter) ? 10 : 0);
  for (const auto &K : N.Kids)
    Cost += resultCost(T, *K);
  return Cost;
}

unsigned resultSize(const PatNode &N) {
  if (N.isLeaf())
    return 0;
  unsigned Size = 0;
  if (N.Op->isSubClassOf("Instruction"))
    Size += unsigned(N.Op->getValueAsInt("CodeSize"));
  for (const auto &K : N.Kids)
    Size += resultSize(*K);
  return Size;
}

/// Fewer patterns are generated on one thread.
constexpr size_t MinPatternsToSplit = 256;

/// The matchers of the patterns Sorted, in order, appended to Out. The
/// second half of the patterns is generated on a helper thread (with an
/// inference of its own); if the helper fails and this thread does not,
/// this thread generates the helper's half again to report the same error
/// one thread would have reported (the helper reports nothing).
/// Texts[0] holds the texts of the nodes made on this thread, Texts[1]
/// those made on the helper.
void generateAll(DAGISelTarget &T, const std::vector<const PatternToMatch *> &Sorted,
                 std::vector<MatcherPtr> &Out, MatcherTexts (&Texts)[2]) {
  auto Generate = [&](GenState &S, size_t From, size_t To, std::vector<MatcherPtr> &Into) {
    for (size_t I = From; I < To; ++I)
      for (unsigned Variant = 0;; ++Variant) {
        bool Ok = true;
        MatcherPtr M = generateMatcher(T, S, *Sorted[I], Variant, Ok);
        if (!M)
          break;
        contractMatcher(T, M); // (the optimizer's first pass, per pattern)
        Into.push_back(std::move(M));
      }
  };
  GenState Main;
  Main.Texts = &Texts[0];
  Diagnostics *Diags = currentDiagnostics();
  size_t N = Sorted.size();
  HelperScope Helper;
  if (!Helper || !Diags || N < MinPatternsToSplit) {
    Generate(Main, 0, N, Out);
    return;
  }
  T.share();
  // (The first patterns, the biggest, cost more than the rest: the split
  // that balances the two threads on the patterns bench.)
  size_t Mid = N * 23 / 50;
  std::vector<MatcherPtr> Second;
  bool HelperOk = false;
  Helper->start([&] {
    HelperOk = runQuietly(Diags->sourceMgr(), [&] {
      // (Its state lives and dies on the helper.)
      GenState Other;
      Other.Texts = &Texts[1];
      Other.Inf = std::make_unique<codegen::PatternDatabase::Inferrer>(T.DB);
      Generate(Other, Mid, N, Second);
    });
  });
  try {
    Generate(Main, 0, Mid, Out);
  } catch (...) {
    Helper->wait();
    throw;
  }
  Helper->wait();
  if (!HelperOk) {
    Second.clear();
    Generate(Main, Mid, N, Second);
  }
  for (MatcherPtr &M : Second)
    Out.push_back(std::move(M));
}

void emitDAGISel(const RecordKeeper &Records, OStream &Out, const BackendContext &Ctx) {
  bool OmitComments = Ctx.flag(OmitCommentsOption);
  bool Coverage = Ctx.flag(CoverageOption);
  const std::vector<const Record *> &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  intrinsics::checkIntrinsics(Records);
  // What the run leaves behind (the pattern database, the matcher tree
  // and its texts: millions of instructions of frees) is freed on the
  // helper thread, which nobody waits for, once everything here that reads
  // it is gone: it is the first local, so the last to go.
  struct Leftovers {
    codegen::PatternDatabase DB;
    MatcherPtr Matcher;
    MatcherTexts Texts[2];
  };
  struct FreeOnHelper {
    void operator()(Leftovers *L) const {
      HelperScope().disposeWith([L] { delete L; });
    }
  };
  std::unique_ptr<Leftovers, FreeOnHelper> Left(new Leftovers);
  codegen::PatternDatabase &DB = Left->DB;
  if (!DB.build(Records))
    return;
  // (The flags come from the patterns before their variants: inferred
  // beside addVariants, on the helper thread.)
  std::vector<uint64_t> Flags;
  DB.addVariants(
      [&] { Flags = codegen::inferInstrFlags(Records, codegen::getInstructionSet(Records), DB); });
  // (Its chains are inferred below, beside the sort.)
  DAGISelTarget T(Records, DB, std::move(Flags), false);
  // B on the helper thread while A runs here. The helper reports nothing:
  // if B fails there and A does not, B runs again here to report as one
  // thread would (A's error first, as A comes first on one thread).
  Diagnostics *Diags = currentDiagnostics();
  BothWays Both = [Diags](const std::function<void()> &A, const std::function<void()> &B) {
    HelperScope Helper;
    if (!Helper || !Diags) {
      A();
      B();
      return;
    }
    bool Failed = false;
    Helper->start([&] { Failed = !runQuietly(Diags->sourceMgr(), B); });
    try {
      A();
    } catch (...) {
      Helper->wait();
      throw;
    }
    Helper->wait();
    if (Failed)
      B();
  };

  std::string OS;
  OS.reserve(DrainAt + (size_t(1) << 16));
  emitSourceFileHeader("DAG Instruction Selector for the " + std::string(Targets[0]->getName()) +
                           " target",
                       Out);
  OS += "// *** NOTE: This file is #included into the middle of the target\n"
        "// *** instruction selector class.  These functions are really methods.\n\n"
        "// If GET_DAGISEL_DECL is #defined with any value, only function\n"
        "// declarations will be included when this file is included.\n"
        "// If GET_DAGISEL_BODY is #defined, its value should be the name of\n"
        "// the instruction selector class. Function bodies will be emitted\n"
        "// and each function's name will be qualified with the name of the\n"
        "// class.\n"
        "//\n"
        "// When neither of the GET_DAGISEL* macros is defined, the functions\n"
        "// are emitted inline.\n\n";

  // Vector patterns last, then FP ones; within, bigger patterns first.
  std::vector<const PatternToMatch *> Sorted;
  for (const PatternToMatch &P : DB.patterns())
    Sorted.push_back(&P);
  const codegen::MVTTable &VT = DB.types();
  auto Kinds = [&](const PatternToMatch &P, bool &Vec, bool &FP) {
    Vec = FP = false;
    if (P.SrcTree->Types.empty())
      return;
    for (unsigned V : P.SrcTree->Types[0].VTs) {
      Vec |= VT.at(V).IsVector;
      FP |= VT.at(V).IsFP;
    }
  };
  // The sort keys of each pattern, computed once (result cost and size
  // only when a comparison reaches them).
  struct SortKey {
    bool Vec = false, FP = false;
    int Complexity = 0;
    std::optional<unsigned> Cost, Size;
  };
  std::vector<SortKey> Keys(Sorted.size());
  const PatternToMatch *First = DB.patterns().data();
  auto CostOf = [&](const PatternToMatch *P) {
    SortKey &K = Keys[size_t(P - First)];
    if (!K.Cost)
      K.Cost = resultCost(T, *P->DstTree);
    return *K.Cost;
  };
  auto SizeOf = [&](const PatternToMatch *P) {
    SortKey &K = Keys[size_t(P - First)];
    if (!K.Size)
      K.Size = resultSize(*P->DstTree);
    return *K.Size;
  };
  auto Sort = [&] {
    for (const PatternToMatch *P : Sorted) {
      SortKey &K = Keys[size_t(P - First)];
      Kinds(*P, K.Vec, K.FP);
      K.Complexity = DB.complexity(*P);
    }
    std::stable_sort(Sorted.begin(), Sorted.end(), [&](const PatternToMatch *L, const PatternToMatch *R) {
      const SortKey &LK = Keys[size_t(L - First)], &RK = Keys[size_t(R - First)];
      if (LK.Vec != RK.Vec)
        return RK.Vec;
      if (LK.FP != RK.FP)
        return RK.FP;
      if (LK.Complexity != RK.Complexity)
        return LK.Complexity > RK.Complexity;
      unsigned LCost = CostOf(L), RCost = CostOf(R);
      if (LCost != RCost)
        return LCost < RCost;
      unsigned LS = SizeOf(L), RS = SizeOf(R);
      if (LS != RS)
        return LS < RS;
      return L->ID < R->ID;
    });
  };
  // The sort reads the flags, not the chains; the chains and the caches
  // the generation shares are made on this thread meanwhile.
  Both(
      [&] {
        T.inferChains();
        if (Sorted.size() >= MinPatternsToSplit)
          T.share();
      },
      Sort);

  auto Root = std::make_unique<MatcherNode>(MatcherKind::Scope);
  generateAll(T, Sorted, Root->children(), Left->Texts);
  MatcherPtr Matcher = std::move(Root);
  factorMatcher(T, Matcher, Both);

  OS += "#if defined(GET_DAGISEL_DECL) && defined(GET_DAGISEL_BODY)\n"
        "#error GET_DAGISEL_DECL and GET_DAGISEL_BODY cannot be both defined, undef both for "
        "inline definitions\n#endif\n\n"
        "#ifdef GET_DAGISEL_BODY\n"
        "#define LOCAL_DAGISEL_STRINGIZE(X) LOCAL_DAGISEL_STRINGIZE_(X)\n"
        "#define LOCAL_DAGISEL_STRINGIZE_(X) #X\n"
        "static_assert(sizeof(LOCAL_DAGISEL_STRINGIZE(GET_DAGISEL_BODY)) > 1,\n"
        "   \"GET_DAGISEL_BODY is empty: it should be defined with the class name\");\n"
        "#undef LOCAL_DAGISEL_STRINGIZE_\n#undef LOCAL_DAGISEL_STRINGIZE\n#endif\n\n"
        "#if !defined(GET_DAGISEL_DECL) && !defined(GET_DAGISEL_BODY)\n"
        "#define DAGISEL_INLINE 1\n#else\n#define DAGISEL_INLINE 0\n#endif\n\n"
        "#if !DAGISEL_INLINE\n#define DAGISEL_CLASS_COLONCOLON GET_DAGISEL_BODY ::\n#else\n"
        "#define DAGISEL_CLASS_COLONCOLON\n#endif\n\n";
  beginFunction(OS, "void", "SelectCode(SDNode *N)", false);
  // (No pattern at all leaves no matcher: the table is the final 0 alone.)
  const MatcherNode NoPatterns(MatcherKind::Scope);
  TableWriter W(T, Matcher ? *Matcher : NoPatterns, OmitComments, Coverage);
  W.Complexity.reserve(Keys.size());
  for (const SortKey &K : Keys)
    W.Complexity.push_back(K.Complexity);
  W.sizeList(Matcher.get());
  W.Sink = &Out;
  W.Drained = &OS;
  OS += "{\n"
        "  // Some target values are emitted as 2 bytes, TARGET_VAL handles\n"
        "  // this. Coverage indexes are emitted as 4 bytes,\n"
        "  // COVERAGE_IDX_VAL handles this.\n"
        "  #define TARGET_VAL(X) X & 255, unsigned(X) >> 8\n"
        "  #define COVERAGE_IDX_VAL(X) X & 255, (unsigned(X) >> 8) & 255, (unsigned(X) >> 16) & 255, "
        "(unsigned(X) >> 24) & 255\n"
        "  static const uint8_t MatcherTable[] = {\n";
  unsigned Total = Matcher ? W.emitTable(*Matcher, OS) : 0;
  OS += "    0\n  }; // Total Array size is " + std::to_string(Total + 1) + " bytes\n\n";
  W.emitHistogram(OS);
  OS += "  #undef COVERAGE_IDX_VAL\n  #undef TARGET_VAL\n"
        "  SelectCodeCommon(N, MatcherTable, sizeof(MatcherTable));\n}\n";
  endFunction(OS);
  W.emitFunctions(OS);
  if (Coverage)
    W.emitPatternTable(OS);
  OS += "\n#ifdef DAGISEL_INLINE\n#undef DAGISEL_INLINE\n#endif\n"
        "#ifdef DAGISEL_CLASS_COLONCOLON\n#undef DAGISEL_CLASS_COLONCOLON\n#endif\n"
        "#ifdef GET_DAGISEL_DECL\n#undef GET_DAGISEL_DECL\n#endif\n"
        "#ifdef GET_DAGISEL_BODY\n#undef GET_DAGISEL_BODY\n#endif\n";
  writeOut(Out, OS);
  Left->Matcher = std::move(Matcher);
}

} // namespace
} // namespace dagisel

TBLGEN_REGISTER_BACKEND(DAGISel, "gen-dag-isel", "Generate a DAG instruction selector",
                        dagisel::emitDAGISel);
TBLGEN_REGISTER_BACKEND_OPTION(DAGISelOmitComments, dagisel::OmitCommentsOption,
                               "Do not generate comments", "gen-dag-isel", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(DAGISelCoverage, dagisel::CoverageOption,
                               "Generates tables to help identify patterns matched", "gen-dag-isel",
                               "", true);

} // namespace tblgen
