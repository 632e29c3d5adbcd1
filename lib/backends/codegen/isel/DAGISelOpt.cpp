//===- DAGISelOpt.cpp - Optimizing the -gen-dag-isel matcher --------------===//
//
// Two passes over the Scope of all pattern sequences, as llvm-tblgen 22:
//
//   contraction  fuses node pairs into the interpreter's compact forms
//                (MoveChild + Record -> RecordChild, MoveParent + MoveChild
//                -> MoveSibling, EmitNode + CompleteMatch -> MorphNodeTo,
//                ...) and puts an opcode check before the record of the
//                same node;
//   factoring    merges the alternatives of a Scope that start with the
//                same node (looking past alternatives that contradict it,
//                and pulling a later simple check forward when that is
//                safe), recursively, then turns a Scope whose alternatives
//                all check an opcode (or a result type) into a switch.
//
// Node equality and contradiction are defined here as well.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/DAGISelMatcher.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace tblgen {
namespace dagisel {

using K = MatcherKind;

std::string_view matcherKindName(MatcherKind Kind) {
  static constexpr std::string_view Names[] = {
#define DAGISEL_MATCHER(Name, Simple) #Name,
#include "backends/codegen/isel/DAGISelMatcher.def"
  };
  return Names[unsigned(Kind)];
}

const MatcherLists &MatcherNode::lists() const {
  static const MatcherLists None;
  return Lists ? *Lists : None;
}

bool MatcherNode::isSimplePredicate() const {
  static constexpr bool Simple[] = {
#define DAGISEL_MATCHER(Name, S) S,
#include "backends/codegen/isel/DAGISelMatcher.def"
  };
  return Simple[unsigned(Kind)];
}

/// Whether two SDNodes have the same opcode enum (without building the
/// strings: the interned Opcode values are usually the same value).
static bool sameOpcode(const MatcherNode &A, const MatcherNode &B) {
  if (A.Rec == B.Rec)
    return true;
  if (!A.OpcodeValue)
    A.OpcodeValue = A.Rec->getValueInit("Opcode");
  if (!B.OpcodeValue)
    B.OpcodeValue = B.Rec->getValueInit("Opcode");
  const auto *SA = dyn_cast_or_null<StringInit>(A.OpcodeValue);
  const auto *SB = dyn_cast_or_null<StringInit>(B.OpcodeValue);
  if (SA && SB)
    return SA == SB || SA->getValue() == SB->getValue();
  return DAGISelTarget::enumName(A.Rec) == DAGISelTarget::enumName(B.Rec);
}

bool matchersEqual(const MatcherNode &A, const MatcherNode &B) {
  if (A.Kind != B.Kind)
    return false;
  switch (A.Kind) {
  case K::Scope:
  case K::SwitchOpcode:
  case K::SwitchType:
    return false;
  case K::RecordNode:
  case K::RecordMemRef:
  case K::CaptureGlueInput:
  case K::MoveParent:
  case K::CheckImmAllOnesV:
  case K::CheckImmAllZerosV:
  case K::CheckFoldableChainNode:
    return true;
  case K::RecordChild:
  case K::MoveChild:
  case K::MoveSibling:
  case K::CheckSame:
  case K::EmitConvertToTarget:
    return A.Num == B.Num;
  case K::CheckChildSame:
    return A.Num == B.Num && A.Result == B.Result;
  case K::CheckPatternPredicate:
  case K::CheckCondCode:
  case K::CheckChild2CondCode:
    return A.Text == B.Text;
  case K::CheckPredicate:
    return A.Rec == B.Rec;
  case K::CheckOpcode:
    return sameOpcode(A, B);
  case K::CheckType: // llvm-tblgen compares the type only
  case K::CheckValueType:
    return A.VT == B.VT;
  case K::CheckChildType:
    return A.Num == B.Num && A.VT == B.VT;
  case K::CheckInteger:
  case K::CheckAndImm:
  case K::CheckOrImm:
    return A.Value == B.Value;
  case K::CheckChildInteger:
    return A.Num == B.Num && A.Value == B.Value;
  case K::CheckComplexPat:
    return A.Rec == B.Rec && A.Num == B.Num;
  case K::EmitInteger:
    return A.Value == B.Value && A.VT == B.VT && A.Text == B.Text;
  case K::EmitRegister:
    return A.Rec == B.Rec && A.VT == B.VT;
  case K::EmitMergeInputChains:
    return A.list() == B.list();
  case K::EmitCopyToReg:
  case K::EmitNodeXForm:
    return A.Num == B.Num && A.Rec == B.Rec;
  case K::EmitNode:
  case K::MorphNodeTo:
    return A.Rec == B.Rec && A.vts() == B.vts() && A.list() == B.list() && A.HasChain == B.HasChain &&
           A.HasInGlue == B.HasInGlue && A.HasOutGlue == B.HasOutGlue &&
           A.HasMemRefs == B.HasMemRefs && A.NumFixedArityOperands == B.NumFixedArityOperands;
  case K::CompleteMatch:
    return A.list() == B.list() && A.Pattern == B.Pattern;
  }
  return false;
}

namespace {

bool typesContradict(const codegen::MVTTable &VT, unsigned A, unsigned B) {
  if (A == B)
    return false;
  auto NotScalarInt = [&](unsigned V) { return !VT.at(V).IsInteger || VT.at(V).IsVector; };
  if (A == VT.IPTR)
    return NotScalarInt(B);
  if (B == VT.IPTR)
    return NotScalarInt(A);
  return true;
}

} // namespace

bool matchersContradict(const DAGISelTarget &T, const MatcherNode &X, const MatcherNode &Y) {
  // The node of the lower kind decides (as llvm-tblgen's isContradictory).
  const MatcherNode &A = X.Kind < Y.Kind ? X : Y;
  const MatcherNode &B = X.Kind < Y.Kind ? Y : X;
  const codegen::MVTTable &VT = T.types();
  switch (A.Kind) {
  case K::CheckOpcode:
    if (B.Kind == K::CheckOpcode)
      return !sameOpcode(A, B);
    if (B.Kind == K::CheckType) {
      if (B.Num >= DAGISelTarget::sdNumResults(A.Rec))
        return true;
      unsigned Known = T.knownType(A.Rec);
      if (Known != VT.Other)
        return typesContradict(VT, Known, B.VT);
    }
    return false;
  case K::CheckType:
    return B.Kind == K::CheckType && typesContradict(VT, A.VT, B.VT);
  case K::CheckChildType:
    return B.Kind == K::CheckChildType && A.Num == B.Num && typesContradict(VT, A.VT, B.VT);
  case K::CheckInteger:
    return B.Kind == K::CheckInteger && A.Value != B.Value;
  case K::CheckChildInteger:
    return B.Kind == K::CheckChildInteger && A.Num == B.Num && A.Value != B.Value;
  case K::CheckValueType:
    return B.Kind == K::CheckValueType && A.VT != B.VT;
  case K::CheckImmAllOnesV:
    return B.Kind == K::CheckImmAllZerosV;
  case K::CheckImmAllZerosV:
    return B.Kind == K::CheckImmAllOnesV;
  case K::CheckCondCode:
  case K::CheckChild2CondCode:
    return B.Kind == A.Kind && A.Text != B.Text;
  default:
    return false;
  }
}

namespace {

/// A new node of kind Kind in front of Rest.
MatcherPtr make(MatcherKind Kind, MatcherPtr Rest) {
  auto N = std::make_unique<MatcherNode>(Kind);
  N->Next = std::move(Rest);
  return N;
}

/// Whether M may move in front of Other: it is a simple predicate and
/// Other is a simple predicate or a record.
bool canMoveAcross(const MatcherNode &M, const MatcherNode &Other) {
  return M.isSimplePredicate() && Other.isSimplePredicateOrRecord();
}

/// Whether M (somewhere in the list From starts) may move to its front.
bool canMoveBefore(const MatcherNode &M, const MatcherNode *From) {
  for (; From; From = From->Next.get()) {
    if (From == &M)
      return true;
    if (!canMoveAcross(M, *From))
      return false;
  }
  return false;
}

MatcherNode *findKind(MatcherNode *M, MatcherKind Kind) {
  for (; M; M = M->Next.get())
    if (M->Kind == Kind)
      return M;
  return nullptr;
}

/// Takes node M (not the head) out of the list Head and returns it.
MatcherPtr unlinkAfterHead(MatcherNode &Head, MatcherNode *M) {
  for (MatcherNode *Cur = &Head; Cur->Next; Cur = Cur->Next.get())
    if (Cur->Next.get() == M) {
      MatcherPtr Taken = std::move(Cur->Next);
      Cur->Next = std::move(Taken->Next);
      return Taken;
    }
  return nullptr;
}

class Contractor {
public:
  explicit Contractor(const DAGISelTarget &T) : T(T) {}
  void run(MatcherPtr &List);

private:
  const DAGISelTarget &T;
  bool contractMoveChild(MatcherPtr &Cur);
  bool contractMoveSibling(MatcherPtr &Cur);
  bool morph(MatcherPtr &Cur);
};

/// MoveChild + X -> XChild + MoveChild (the MoveChild then usually meets
/// its MoveParent and both go).
bool Contractor::contractMoveChild(MatcherPtr &Cur) {
  MatcherNode &MC = *Cur;
  MatcherNode *Nx = MC.Next.get();
  if (!Nx)
    return false;
  unsigned C = MC.Num;
  MatcherPtr New;
  if (Nx->Kind == K::RecordNode && C < 8) {
    New = std::make_unique<MatcherNode>(K::RecordChild);
    New->Num = C;
    New->Text = Nx->Text;
    New->Result = Nx->Result;
  } else if (Nx->Kind == K::CheckType && C < 8 && Nx->Num == 0) {
    New = std::make_unique<MatcherNode>(K::CheckChildType);
    New->Num = C;
    New->VT = Nx->VT;
  } else if (Nx->Kind == K::CheckSame && C < 4) {
    New = std::make_unique<MatcherNode>(K::CheckChildSame);
    New->Num = C;
    New->Result = Nx->Num;
  } else if (Nx->Kind == K::CheckInteger && C < 5) {
    New = std::make_unique<MatcherNode>(K::CheckChildInteger);
    New->Num = C;
    New->Value = Nx->Value;
  } else if (Nx->Kind == K::CheckCondCode && C == 2) {
    New = std::make_unique<MatcherNode>(K::CheckChild2CondCode);
    New->Text = Nx->Text;
  }
  if (!New)
    return false;
  MC.Next = std::move(Nx->Next);
  New->Next = std::move(Cur);
  Cur = std::move(New);
  return true;
}

/// MoveSibling + checks + MoveParent -> MoveParent + child checks.
bool Contractor::contractMoveSibling(MatcherPtr &Cur) {
  MatcherNode &MS = *Cur;
  unsigned S = MS.Num;
  MatcherNode *A = MS.Next.get();
  if (!A)
    return false;
  MatcherNode *B = A->Next.get();
  MatcherNode *C = B ? B->Next.get() : nullptr;
  auto Child = [&](MatcherKind Kind, const MatcherNode &From) {
    auto N = std::make_unique<MatcherNode>(Kind);
    N->Num = S;
    N->Text = From.Text;
    N->Result = Kind == K::CheckChildSame ? From.Num : From.Result;
    N->VT = From.VT;
    N->Value = From.Value;
    return N;
  };
  // Rebuilds Cur as MoveParent, then the given child checks, then Rest.
  auto Rebuild = [&](std::vector<MatcherPtr> Checks, MatcherPtr Rest) {
    for (size_t I = Checks.size(); I-- > 0;) {
      Checks[I]->Next = std::move(Rest);
      Rest = std::move(Checks[I]);
    }
    Cur = make(K::MoveParent, std::move(Rest));
    return true;
  };
  auto IsParent = [](const MatcherNode *N) { return N && N->Kind == K::MoveParent; };
  auto Res0Type = [](const MatcherNode *N) { return N && N->Kind == K::CheckType && N->Num == 0; };
  std::vector<MatcherPtr> V;
  if (A->Kind == K::RecordNode) {
    if (IsParent(B) && S < 8) {
      V.push_back(Child(K::RecordChild, *A));
      return Rebuild(std::move(V), std::move(B->Next));
    }
    if (Res0Type(B) && IsParent(C) && S < 8) {
      V.push_back(Child(K::RecordChild, *A));
      V.push_back(Child(K::CheckChildType, *B));
      return Rebuild(std::move(V), std::move(C->Next));
    }
  }
  if (A->Kind == K::CheckType && IsParent(B) && S < 8 && A->Num == 0) {
    V.push_back(Child(K::CheckChildType, *A));
    return Rebuild(std::move(V), std::move(B->Next));
  }
  if (A->Kind == K::CheckInteger) {
    if (IsParent(B) && S < 5) {
      V.push_back(Child(K::CheckChildInteger, *A));
      return Rebuild(std::move(V), std::move(B->Next));
    }
    if (Res0Type(B) && IsParent(C) && S < 5) {
      V.push_back(Child(K::CheckChildInteger, *A));
      V.push_back(Child(K::CheckChildType, *B));
      return Rebuild(std::move(V), std::move(C->Next));
    }
  }
  if (A->Kind == K::CheckCondCode && IsParent(B) && S == 2) {
    V.push_back(Child(K::CheckChild2CondCode, *A));
    return Rebuild(std::move(V), std::move(B->Next));
  }
  if (A->Kind == K::CheckSame) {
    if (IsParent(B) && S < 4) {
      V.push_back(Child(K::CheckChildSame, *A));
      return Rebuild(std::move(V), std::move(B->Next));
    }
    if (Res0Type(B) && IsParent(C) && S < 4) {
      V.push_back(Child(K::CheckChildSame, *A));
      V.push_back(Child(K::CheckChildType, *B));
      return Rebuild(std::move(V), std::move(C->Next));
    }
  }
  if (A->Kind == K::MoveParent) {
    Cur = std::move(MS.Next);
    return true;
  }
  return false;
}

/// EmitNode + CompleteMatch -> MorphNodeTo when the results line up and
/// the new node carries the chain and glue the matched root had.
bool Contractor::morph(MatcherPtr &Cur) {
  MatcherNode &EN = *Cur;
  MatcherNode *CM = EN.Next.get();
  if (!CM || CM->Kind != K::CompleteMatch)
    return false;
  bool Ok = true;
  for (size_t I = 0; I < CM->list().size(); ++I)
    if (CM->list()[I] != EN.Result + I)
      Ok = false;
  const PatNode &Src = *CM->Pattern->SrcTree;
  if (!EN.HasChain && T.nodeHasProperty(Src, DAGISelTarget::HasChain))
    Ok = false;
  if (!EN.HasOutGlue && T.nodeHasProperty(Src, DAGISelTarget::OutGlue))
    Ok = false;
  if (!Ok)
    return false;
  auto M = std::make_unique<MatcherNode>(K::MorphNodeTo);
  M->Rec = EN.Rec;
  M->takeListsFrom(EN); // (EN goes: its operands and types move over)
  M->HasChain = EN.HasChain;
  M->HasInGlue = EN.HasInGlue;
  M->HasOutGlue = EN.HasOutGlue;
  M->HasMemRefs = EN.HasMemRefs;
  M->NumFixedArityOperands = EN.NumFixedArityOperands;
  M->Pattern = CM->Pattern;
  Cur = std::move(M);
  return true;
}

void Contractor::run(MatcherPtr &List) {
  MatcherPtr *Cur = &List;
  while (true) {
    MatcherNode *N = Cur->get();
    if (N->Kind == K::Scope) {
      for (MatcherPtr &C : N->children())
        run(C);
      return;
    }
    if (N->Kind == K::MoveChild && contractMoveChild(*Cur))
      continue;
    if (N->Kind == K::MoveParent && N->Next && N->Next->Kind == K::MoveChild) {
      auto MS = make(K::MoveSibling, std::move(N->Next->Next));
      MS->Num = N->Next->Num;
      *Cur = std::move(MS);
      continue;
    }
    if (N->Kind == K::MoveSibling && contractMoveSibling(*Cur))
      continue;
    if (N->Kind == K::MoveChild && N->Next && N->Next->Kind == K::MoveParent) {
      *Cur = std::move(N->Next->Next);
      continue;
    }
    if (N->Kind == K::EmitNode && morph(*Cur))
      return;
    // Structural checks before records: better factoring.
    if (N->Kind == K::RecordNode && N->Next && N->Next->Kind == K::CheckOpcode) {
      MatcherPtr Rec = std::move(*Cur);
      MatcherPtr Check = std::move(Rec->Next);
      Rec->Next = std::move(Check->Next);
      Check->Next = std::move(Rec);
      *Cur = std::move(Check);
      continue;
    }
    Cur = &(*Cur)->Next;
    if (!*Cur)
      return;
  }
}

class Factorer {
public:
  /// Both: for the root Scope, how to factor its groups (see factorMatcher).
  explicit Factorer(const DAGISelTarget &T, const BothWays *Both = nullptr) : T(T), Both(Both) {}
  /// Factors the first Scope of the list.
  void nodes(MatcherPtr &List) {
    for (MatcherPtr *Cur = &List; *Cur; Cur = &(*Cur)->Next)
      if ((*Cur)->Kind == K::Scope)
        return scope(*Cur);
  }
  void scope(MatcherPtr &Ptr);

private:
  const DAGISelTarget &T;
  const BothWays *Both;
};

namespace {
/// The fields of an alternative's first node that decide most equality and
/// contradiction tests, kept side by side (the scan below compares one
/// node against many: reading these beats visiting scattered nodes).
struct Head {
  K Kind;
  unsigned Num, VT;
  int64_t Value;
  explicit Head(const MatcherNode &N) : Kind(N.Kind), Num(N.Num), VT(N.VT), Value(N.Value) {}
};

enum class Verdict : uint8_t { Equal, Contradict, Neither, Unknown };

/// matchersEqual / matchersContradict of two first nodes decided from their
/// heads, or Unknown when the nodes themselves must be read.
Verdict compareHeads(const codegen::MVTTable &VT, const Head &A, const Head &B) {
  if (A.Kind != B.Kind) {
    auto Pair = [&](K X, K Y) {
      return (A.Kind == X && B.Kind == Y) || (A.Kind == Y && B.Kind == X);
    };
    if (Pair(K::CheckImmAllOnesV, K::CheckImmAllZerosV))
      return Verdict::Contradict;
    if (Pair(K::CheckOpcode, K::CheckType))
      return Verdict::Unknown;
    return Verdict::Neither;
  }
  switch (A.Kind) {
  case K::Scope:
  case K::SwitchOpcode:
  case K::SwitchType:
    return Verdict::Neither;
  case K::RecordNode:
  case K::RecordMemRef:
  case K::CaptureGlueInput:
  case K::MoveParent:
  case K::CheckImmAllOnesV:
  case K::CheckImmAllZerosV:
  case K::CheckFoldableChainNode:
    return Verdict::Equal;
  case K::RecordChild:
  case K::MoveChild:
  case K::MoveSibling:
  case K::CheckSame:
  case K::EmitConvertToTarget:
    return A.Num == B.Num ? Verdict::Equal : Verdict::Neither;
  case K::CheckValueType:
    return A.VT == B.VT ? Verdict::Equal : Verdict::Contradict;
  case K::CheckChildType: // (a different child: no verdict)
    if (A.Num != B.Num)
      return Verdict::Neither;
    [[fallthrough]];
  case K::CheckType:
    if (A.VT == B.VT)
      return Verdict::Equal;
    return typesContradict(VT, A.VT, B.VT) ? Verdict::Contradict : Verdict::Neither;
  case K::CheckChildInteger:
    if (A.Num != B.Num)
      return Verdict::Neither;
    [[fallthrough]];
  case K::CheckInteger:
    return A.Value == B.Value ? Verdict::Equal : Verdict::Contradict;
  default:
    return Verdict::Unknown;
  }
}
} // namespace

void Factorer::scope(MatcherPtr &Ptr) {
  // The root's groups are factored after its loop below (each group's
  // factoring touches only its own nodes), by BothWays, in two sets.
  const BothWays *Split = Both;
  Both = nullptr;
  std::vector<MatcherNode *> Groups;
  std::vector<MatcherPtr> Opts;
  for (MatcherPtr &C : Ptr->children()) {
    nodes(C);
    if (C && C->Kind == K::Scope) {
      for (MatcherPtr &G : C->children())
        Opts.push_back(std::move(G));
    } else {
      Opts.push_back(std::move(C));
    }
  }

  // Shares the first node of a group of equal alternatives (in order) and
  // puts the rest of each in a Scope, factored now or (root) later.
  auto Group = [&](std::vector<MatcherPtr> &Equal) -> MatcherPtr {
    if (Equal.size() == 1)
      return std::move(Equal[0]);
    MatcherPtr Shared = std::move(Equal[0]);
    Equal[0] = std::move(Shared->Next);
    for (size_t X = 1; X < Equal.size(); ++X)
      Equal[X] = std::move(Equal[X]->Next);
    if (Equal[0]) {
      auto S = std::make_unique<MatcherNode>(K::Scope);
      S->children() = std::move(Equal);
      Shared->Next = std::move(S);
      if (Split)
        Groups.push_back(Shared.get());
      else
        scope(Shared->Next);
    }
    return Shared;
  };

  // When every alternative starts with an opcode check, two checks are
  // equal or contradict each other (same opcode or not): the loop below
  // then groups the alternatives by opcode, groups in order of first
  // appearance, each in order. The same, by a table.
  bool AllCheckOpcode = Opts.size() > 2;
  for (const MatcherPtr &O : Opts)
    if (O->Kind != K::CheckOpcode) {
      AllCheckOpcode = false;
      break;
    }
  size_t E = Opts.size();
  if (AllCheckOpcode) {
    std::vector<std::vector<MatcherPtr>> ByOpcode;
    std::unordered_map<std::string_view, size_t> Index;
    std::vector<std::string> Names; // opcodes that are not plain strings
    Names.reserve(Opts.size());
    for (MatcherPtr &O : Opts) {
      if (!O->OpcodeValue)
        O->OpcodeValue = O->Rec->getValueInit("Opcode");
      std::string_view Key;
      if (const auto *SI = dyn_cast_or_null<StringInit>(O->OpcodeValue))
        Key = SI->getValue();
      else
        Key = Names.emplace_back(DAGISelTarget::enumName(O->Rec));
      auto [It, New] = Index.try_emplace(Key, ByOpcode.size());
      if (New)
        ByOpcode.emplace_back();
      ByOpcode[It->second].push_back(std::move(O));
    }
    E = ByOpcode.size();
    for (size_t I = 0; I < E; ++I)
      Opts[I] = Group(ByOpcode[I]);
  }
  std::vector<Head> Heads;
  if (!AllCheckOpcode) {
    Heads.reserve(E);
    for (const MatcherPtr &O : Opts)
      Heads.emplace_back(*O);
  }
  for (size_t I = 0; I < E && !AllCheckOpcode; ++I) {
    size_t J = I + 1;
    if (J == E)
      break;
    size_t Keep = J;
    MatcherNode *First = Opts[I].get();
    const Head &FirstHead = Heads[I];
    auto Compare = [&](size_t X) {
      Verdict V = compareHeads(T.types(), FirstHead, Heads[X]);
      if (V != Verdict::Unknown)
        return V;
      const MatcherNode &Scan = *Opts[X];
      if (matchersEqual(*First, Scan))
        return Verdict::Equal;
      return matchersContradict(T, *First, Scan) ? Verdict::Contradict : Verdict::Neither;
    };
    std::vector<MatcherPtr> Equal;
    Equal.push_back(std::move(Opts[I]));
    while (J != E) {
      Verdict V = Compare(J);
      if (V == Verdict::Equal) {
        Equal.push_back(std::move(Opts[J++]));
        continue;
      }
      // A contradicting alternative can never match with this group: it
      // may go before or after it; keep looking.
      if (V == Verdict::Contradict) {
        Heads[Keep] = Heads[J];
        Opts[Keep++] = std::move(Opts[J++]);
        continue;
      }
      MatcherNode *Scan = Opts[J].get();
      if (First->isSimplePredicateOrRecord()) {
        MatcherNode *M2 = findKind(Scan, First->Kind);
        if (M2 && M2 != Scan && canMoveBefore(*M2, Scan) &&
            (matchersEqual(*M2, *First) || matchersContradict(T, *M2, *First))) {
          MatcherPtr Taken = unlinkAfterHead(*Scan, M2);
          Taken->Next = std::move(Opts[J]);
          Opts[J] = std::move(Taken);
          Heads[J] = Head(*Opts[J]);
          continue;
        }
      }
      break;
    }
    if (J != Keep) {
      for (size_t X = J; X < E; ++X) {
        Heads[Keep + (X - J)] = Heads[X];
        Opts[Keep + (X - J)] = std::move(Opts[X]);
      }
      E = Keep + (E - J);
    }
    Opts[I] = Group(Equal);
  }
  Opts.resize(E);
  if (Split && !Groups.empty()) {
    // Two sets of about the same number of alternatives, biggest first.
    std::vector<MatcherNode *> Sets[2];
    size_t Weight[2] = {0, 0};
    std::stable_sort(Groups.begin(), Groups.end(), [](const MatcherNode *A, const MatcherNode *B) {
      return A->Next->children().size() > B->Next->children().size();
    });
    for (MatcherNode *G : Groups) {
      unsigned S = Weight[1] < Weight[0];
      Sets[S].push_back(G);
      Weight[S] += G->Next->children().size();
    }
    auto Factor = [&](const std::vector<MatcherNode *> &Set) {
      Factorer F(T);
      for (MatcherNode *G : Set)
        F.scope(G->Next);
    };
    (*Split)([&] { Factor(Sets[0]); }, [&] { Factor(Sets[1]); });
  }

  if (Opts.size() == 1) {
    Ptr = std::move(Opts[0]);
    return;
  }
  if (Opts.empty()) {
    Ptr = nullptr;
    return;
  }

  bool AllOpcodes = true, AllTypes = true;
  for (MatcherPtr &O : Opts) {
    if (AllOpcodes && O->Kind != K::CheckOpcode)
      AllOpcodes = false;
    if (AllTypes) {
      MatcherNode *CT = findKind(O.get(), K::CheckType);
      if (!CT || CT->VT == T.types().IPTR || CT->Num != 0 || !canMoveBefore(*CT, O.get()))
        AllTypes = false;
    }
  }

  if (AllOpcodes) {
    auto Sw = std::make_unique<MatcherNode>(K::SwitchOpcode);
    for (MatcherPtr &O : Opts) {
      SwitchCase C;
      C.Opcode = O->Rec;
      C.Body = std::move(O->Next);
      Sw->cases().push_back(std::move(C));
    }
    Ptr = std::move(Sw);
    return;
  }

  if (AllTypes) {
    std::map<unsigned, size_t> Entry;
    std::vector<SwitchCase> Cases;
    for (MatcherPtr &O : Opts) {
      MatcherNode *CT = findKind(O.get(), K::CheckType);
      unsigned Type = CT->VT;
      MatcherPtr Without;
      if (CT == O.get())
        Without = std::move(O->Next);
      else {
        unlinkAfterHead(*O, CT);
        Without = std::move(O);
      }
      auto It = Entry.find(Type);
      if (It != Entry.end()) {
        MatcherPtr &Prev = Cases[It->second].Body;
        if (Prev->Kind == K::Scope) {
          Prev->children().push_back(std::move(Without));
          continue;
        }
        auto S = std::make_unique<MatcherNode>(K::Scope);
        S->children().push_back(std::move(Prev));
        S->children().push_back(std::move(Without));
        Prev = std::move(S);
        continue;
      }
      Entry[Type] = Cases.size();
      SwitchCase C;
      C.VT = Type;
      C.Body = std::move(Without);
      Cases.push_back(std::move(C));
    }
    for (SwitchCase &C : Cases)
      if (C.Body->Kind == K::Scope)
        scope(C.Body);
    if (Cases.size() != 1) {
      auto Sw = std::make_unique<MatcherNode>(K::SwitchType);
      Sw->cases() = std::move(Cases);
      Ptr = std::move(Sw);
    } else {
      auto CT = std::make_unique<MatcherNode>(K::CheckType);
      CT->VT = Cases[0].VT;
      CT->Next = std::move(Cases[0].Body);
      Ptr = std::move(CT);
    }
    return;
  }

  Ptr->children() = std::move(Opts);
}

} // namespace

void optimizeMatcher(const DAGISelTarget &T, MatcherPtr &M) {
  Contractor(T).run(M);
  Factorer(T).nodes(M);
}

void contractMatcher(const DAGISelTarget &T, MatcherPtr &M) { Contractor(T).run(M); }

void factorMatcher(const DAGISelTarget &T, MatcherPtr &M, const BothWays &Both) {
  Factorer(T, &Both).nodes(M);
}

} // namespace dagisel
} // namespace tblgen
