//===- FoldAppend.cpp - !foldl bodies that append to the accumulator ------===//
//
// acc # "\n" # el is the chain !strconcat(!strconcat(acc, "\n"), el): the
// accumulator is the innermost left operand and every right operand (a
// "piece") is free of it. Each element's pieces are resolved in the order
// the fold resolves them and appended to one buffer while they are strings
// (lists for !listconcat) within the size limit; at the first piece that is
// not, the accumulator is interned and the rest of that element is folded
// node by node, as resolving the body would. Only the pieces' values and
// the final value are observable, so the result is the same value.
//
//===----------------------------------------------------------------------===//

#include "record/FoldAppend.h"

#include "record/Resolvers.h"
#include "tblgen/SmallVec.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

constexpr size_t MaxPieces = 8;

/// The nodes of an appending body, innermost first (node K appends its
/// right operand, piece K).
struct Chain {
  const BinOpInit *Nodes[MaxPieces];
  size_t N = 0;
};

/// Whether resolving V may read the fold's accumulator: V mentions its
/// name (or one sharing its bit), or holds something resolved whatever the
/// resolver binds, which may reach it without showing the name bit. A
/// !cast is such a thing only because it folds differently once resolution
/// is final: what it reads is its operand's.
bool mayReadAcc(const FoldOpInit &F, const Init *V) {
  const uint64_t Acc = Init::depBit(F.getA());
  for (;;) {
    uint64_t D = V->getDeps();
    if (D & Acc)
      return true;
    if (!(D & Init::OpaqueDep))
      return false;
    auto *U = dyn_cast<UnOpInit>(V);
    if (!U || U->getOpcode() != UnOpInit::Cast)
      return true;
    V = U->getOperand();
  }
}

/// Whether Body is Op(...Op(Op(acc, P1), P2)..., Pk) with acc the fold's
/// accumulator and no piece depending on it; fills C.
bool appendChain(const FoldOpInit &F, BinOpInit::BinaryOp Op, Chain &C) {
  const BinOpInit *Outer[MaxPieces];
  size_t N = 0;
  const Init *I = F.getExpr();
  while (auto *B = dyn_cast<BinOpInit>(I)) {
    if (B->getOpcode() != Op || N == MaxPieces)
      return false;
    Outer[N++] = B;
    I = B->getLHS();
  }
  auto *V = dyn_cast<VarInit>(I);
  if (!V || V->getNameInit() != F.getA() || N == 0)
    return false;
  for (size_t K = 0; K < N; ++K) {
    if (mayReadAcc(F, Outer[K]->getRHS()))
      return false;
    C.Nodes[N - 1 - K] = Outer[K];
  }
  C.N = N;
  return true;
}

/// The growing accumulator of a string fold.
struct StringBuffer {
  std::string Text;
  StringInit::Format Fmt;
  uint64_t Max;

  explicit StringBuffer(const StringInit *Start) : Text(Start->getValue()), Fmt(Start->getFormat()) {
    // StringInit::get's limit (lengths are kept in 32 bits).
    uint64_t Limit = Start->getRecordKeeper().getLimits().MaxStringSize;
    Max = Limit ? std::min<uint64_t>(Limit, UINT32_MAX) : UINT32_MAX;
  }
  /// Appends V if it is a string that keeps the text within the limit.
  bool append(const Init *V) {
    auto *S = dyn_cast<StringInit>(V);
    if (!S || Text.size() + S->getValue().size() > Max)
      return false;
    Text.append(S->getValue());
    Fmt = StringInit::determineFormat(Fmt, S->getFormat());
    return true;
  }
  const Init *intern(RecordKeeper &RK) const { return StringInit::get(RK, Text, Fmt); }
};

/// The growing accumulator of a list fold.
struct ListBuffer {
  std::vector<const Init *> Elts;
  const RecTy *EltTy;
  uint64_t Max;

  explicit ListBuffer(const ListInit *Start)
      : Elts(Start->getValues().begin(), Start->getValues().end()),
        EltTy(Start->getElementType()), Max(Start->getRecordKeeper().getLimits().MaxListSize) {}
  /// Appends V's elements if it is a list that keeps the size within the
  /// limit (the result keeps the accumulator's element type, as
  /// !listconcat does).
  bool append(const Init *V) {
    auto *L = dyn_cast<ListInit>(V);
    if (!L || (Max && Elts.size() + L->size() > Max))
      return false;
    Elts.insert(Elts.end(), L->getValues().begin(), L->getValues().end());
    return true;
  }
  const Init *intern(RecordKeeper &) const { return ListInit::get(Elts, EltTy); }
};

template <typename Buffer>
const Init *appendAll(const FoldOpInit &F, const Chain &C, Buffer &Buf,
                      std::span<const Init *const> Elts, const Record *CurRec, size_t &Done) {
  RecordKeeper &RK = F.getRecordKeeper();
  for (size_t E = 0; E < Elts.size(); ++E) {
    if (mayReadAcc(F, Elts[E])) {
      Done = E;
      return E ? Buf.intern(RK) : F.getStart();
    }
    MapResolver R(CurRec);
    R.setNew(F.getB(), Elts[E]);
    for (size_t K = 0; K < C.N; ++K) {
      const Init *V = C.Nodes[K]->getRHS()->resolve(R);
      if (Buf.append(V))
        continue;
      // The rest of this element node by node, from the value so far.
      const Init *Acc = Buf.intern(RK);
      for (;;) {
        const BinOpInit *Node = C.Nodes[K];
        Acc = BinOpInit::getFolded(Node->getOpcode(), Acc, V, Node->getType(), CurRec);
        if (++K == C.N)
          break;
        V = C.Nodes[K]->getRHS()->resolve(R);
      }
      Done = E + 1;
      return Acc;
    }
  }
  Done = Elts.size();
  return Buf.intern(RK);
}

} // namespace

const Init *tblgen::foldAppending(const FoldOpInit &F, std::span<const Init *const> Elts,
                                  const Record *CurRec, size_t &Done) {
  Done = 0;
  const Init *Start = F.getStart();
  // (With one name for both variables the element hides the accumulator.
  // The allocation model counts every intermediate value.)
  if (Elts.empty() || F.getA() == F.getB() || Start->getRecordKeeper().hasAllocationModel())
    return Start;
  Chain C;
  if (auto *S = dyn_cast<StringInit>(Start)) {
    if (!appendChain(F, BinOpInit::StrConcat, C))
      return Start;
    StringBuffer Buf(S);
    return appendAll(F, C, Buf, Elts, CurRec, Done);
  }
  if (auto *L = dyn_cast<ListInit>(Start)) {
    if (!appendChain(F, BinOpInit::ListConcat, C))
      return Start;
    ListBuffer Buf(L);
    return appendAll(F, C, Buf, Elts, CurRec, Done);
  }
  return Start;
}
