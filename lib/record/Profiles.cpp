//===- Profiles.cpp - Uniquing profiles of interned values ----------------===//
//
// Each get() builds the profile of the value it wants; profileOf rebuilds
// the same profile from an existing value, so the uniquing table can compare
// without storing keys. The two must agree word for word: a debug build
// checks every insertion.
//
//===----------------------------------------------------------------------===//
#include "record/Pools.h"

#include <cstdlib>

namespace tblgen {

namespace {

/// Checks words against a profile as they are produced, with an early exit
/// on the first difference (the same interface as Profile).
class ProfileMatcher {
public:
  explicit ProfileMatcher(const Profile &P) : W(P.words()), E(P.words() + P.size()) {}
  ProfileMatcher &add(uint64_t V) {
    if (Ok && (W == E || *W++ != V))
      Ok = false;
    return *this;
  }
  ProfileMatcher &add(const void *Ptr) { return add(uint64_t(reinterpret_cast<uintptr_t>(Ptr))); }
  ProfileMatcher &addString(std::string_view S) {
    add(S.size());
    size_t Words = (S.size() + 7) / 8;
    if (!Ok || size_t(E - W) < Words) {
      Ok = false;
      return *this;
    }
    const char *Bytes = reinterpret_cast<const char *>(W);
    if (S.size() && std::memcmp(Bytes, S.data(), S.size()) != 0)
      Ok = false;
    // The padding of the last word is zero in a built profile.
    for (size_t I = S.size(); Ok && I < Words * 8; ++I)
      if (Bytes[I] != 0)
        Ok = false;
    W += Words;
    return *this;
  }
  bool matched() const { return Ok && W == E; }

private:
  const uint64_t *W, *E;
  bool Ok = true;
};

} // namespace

template <typename Sink> static void visitProfile(const Init *I, Sink &P) {
  switch (I->getKind()) {
  case Init::ArgumentKind: {
    auto *A = cast<ArgumentInit>(I);
    P.add(uint64_t(Init::ArgumentKind)).add(A->getValue()).add(uint64_t(A->getIndex()));
    P.add(A->getName());
    return;
  }
  case Init::BitsKind: {
    auto *B = cast<BitsInit>(I);
    P.add(uint64_t(Init::BitsKind)).add(uint64_t(B->getNumBits()));
    for (const Init *Bit : B->getBits())
      P.add(Bit);
    return;
  }
  case Init::IntKind:
    P.add(uint64_t(Init::IntKind)).add(uint64_t(cast<IntInit>(I)->getValue()));
    return;
  case Init::StringKind: {
    auto *S = cast<StringInit>(I);
    P.add(uint64_t(Init::StringKind) | (uint64_t(S->getFormat()) << 8)).addString(S->getValue());
    return;
  }
  case Init::ListKind: {
    auto *L = cast<ListInit>(I);
    P.add(uint64_t(Init::ListKind)).add(L->getElementType()).add(uint64_t(L->size()));
    for (const Init *E : L->getValues())
      P.add(E);
    return;
  }
  case Init::VarDefKind: {
    auto *V = cast<VarDefInit>(I);
    P.add(uint64_t(Init::VarDefKind)).add(V->getClass()).add(uint64_t(V->args().size()));
    for (auto *A : V->args())
      P.add(A->getValue()).add(uint64_t(A->getIndex())).add(A->getName());
    return;
  }
  case Init::DagKind: {
    auto *D = cast<DagInit>(I);
    P.add(uint64_t(Init::DagKind)).add(D->getOperator()).add(D->getName());
    P.add(uint64_t(D->getNumArgs()));
    for (unsigned J = 0; J < D->getNumArgs(); ++J)
      P.add(D->getArg(J)).add(D->getArgName(J));
    return;
  }
  case Init::VarKind: {
    auto *V = cast<VarInit>(I);
    P.add(uint64_t(Init::VarKind)).add(V->getNameInit()).add(V->getType());
    return;
  }
  case Init::VarBitKind: {
    auto *V = cast<VarBitInit>(I);
    P.add(uint64_t(Init::VarBitKind)).add(V->getBitVar()).add(uint64_t(V->getBitNum()));
    return;
  }
  case Init::FieldKind: {
    auto *F = cast<FieldInit>(I);
    P.add(uint64_t(Init::FieldKind)).add(F->getRecord()).add(F->getFieldName());
    return;
  }
  case Init::UnOpKind: {
    auto *U = cast<UnOpInit>(I);
    P.add(uint64_t(Init::UnOpKind)).add(uint64_t(U->getOpcode())).add(U->getOperand());
    P.add(U->getType());
    return;
  }
  case Init::BinOpKind: {
    auto *B = cast<BinOpInit>(I);
    P.add(uint64_t(Init::BinOpKind)).add(uint64_t(B->getOpcode())).add(B->getLHS());
    P.add(B->getRHS()).add(B->getType());
    return;
  }
  case Init::TernOpKind: {
    auto *T = cast<TernOpInit>(I);
    P.add(uint64_t(Init::TernOpKind)).add(uint64_t(T->getOpcode())).add(T->getLHS());
    P.add(T->getMHS()).add(T->getRHS()).add(T->getType());
    return;
  }
  case Init::CondKind: {
    auto *C = cast<CondOpInit>(I);
    P.add(uint64_t(Init::CondKind)).add(C->getType()).add(uint64_t(C->getConds().size()));
    for (size_t J = 0; J < C->getConds().size(); ++J)
      P.add(C->getConds()[J]).add(C->getVals()[J]);
    return;
  }
  case Init::FoldKind: {
    auto *F = cast<FoldOpInit>(I);
    P.add(uint64_t(Init::FoldKind)).add(F->getStart()).add(F->getList()).add(F->getA());
    P.add(F->getB()).add(F->getExpr()).add(F->getType());
    return;
  }
  case Init::IsAKind: {
    auto *A = cast<IsAOpInit>(I);
    P.add(uint64_t(Init::IsAKind)).add(A->getCheckType()).add(A->getExpr());
    return;
  }
  case Init::ExistsKind: {
    auto *E = cast<ExistsOpInit>(I);
    P.add(uint64_t(Init::ExistsKind)).add(E->getCheckType()).add(E->getExpr());
    return;
  }
  case Init::InstancesKind: {
    auto *X = cast<InstancesOpInit>(I);
    P.add(uint64_t(Init::InstancesKind)).add(X->getInstanceType()).add(X->getRegex());
    return;
  }
  default:
    // Unset, bits, anonymous names and defs are not interned by profile.
    P.add(uint64_t(~0ull)).add(I);
    return;
  }
}

void profileOf(const Init *I, Profile &P) { visitProfile(I, P); }

const Init *ProfileTable::find(const Profile &P, uint64_t H) const {
  return findIf(H, [&](const Init *I) {
    ProfileMatcher M(P);
    visitProfile(I, M);
    return M.matched();
  });
}

void ProfileTable::grow() {
  // Small tables grow fourfold: a big input passes them quickly, and each
  // growth reads every value (its hash) again.
  ZeroedWords Old(Slots.size() * (Slots.size() < (size_t(1) << 16) ? 4 : 2));
  Old.swap(Slots);
  // The slot keeps the hash's top 16 bits and the value its low 32 bits:
  // together they give the index and tag without rebuilding profiles.
  // Reading each value's hash is a cache miss on big tables: fetch a few
  // slots ahead.
  constexpr size_t Ahead = 16;
  const size_t N = Old.size();
  for (size_t I = 0; I < N; ++I) {
    if (I + Ahead < N)
      if (uint64_t A = Old[I + Ahead])
        __builtin_prefetch(valueOf(A));
    uint64_t S = Old[I];
    if (!S)
      continue;
    uint64_t H = (S >> 48 << 48) | valueOf(S)->getInternHash();
    place(H, valueOf(S));
  }
}

/// What resolving I can depend on (see Init::getDeps): the union of its
/// parts' dependencies, a variable's name bit, OpaqueDep for what any
/// resolver may change. 0 exactly when I is closed.
static uint64_t computeDeps(const Init *I) {
  auto All = [](auto Range) {
    uint64_t D = 0;
    for (const Init *E : Range)
      if (E)
        D |= E->getDeps();
    return D;
  };
  switch (I->getKind()) {
  case Init::UnsetKind:
  case Init::BitKind:
  case Init::IntKind:
  case Init::StringKind:
  case Init::DefKind:
    return 0;
  case Init::AnonymousNameKind:
    return Init::OpaqueDep;
  case Init::VarKind:
    return Init::depBit(cast<VarInit>(I)->getNameInit());
  case Init::ArgumentKind:
    return cast<ArgumentInit>(I)->getValue()->getDeps();
  case Init::BitsKind:
    return All(cast<BitsInit>(I)->getBits());
  case Init::ListKind:
    return All(cast<ListInit>(I)->getValues());
  case Init::VarDefKind: {
    uint64_t D = 0;
    for (auto *A : cast<VarDefInit>(I)->args())
      D |= A->getDeps();
    return D;
  }
  case Init::DagKind: {
    auto *D = cast<DagInit>(I);
    return D->getOperator()->getDeps() | All(D->getArgs());
  }
  case Init::VarBitKind:
    return cast<VarBitInit>(I)->getBitVar()->getDeps();
  case Init::FieldKind:
    return cast<FieldInit>(I)->getRecord()->getDeps();
  case Init::UnOpKind: {
    auto *U = cast<UnOpInit>(I);
    // A !cast to a record type looks a name up among the records (and
    // folds differently once resolution is final); any other !cast is a
    // conversion of its operand alone.
    if (U->getOpcode() == UnOpInit::Cast && isa<RecordRecTy>(U->getType()))
      return Init::OpaqueDep;
    return U->getOperand()->getDeps();
  }
  case Init::BinOpKind: {
    auto *B = cast<BinOpInit>(I);
    return B->getLHS()->getDeps() | B->getRHS()->getDeps();
  }
  case Init::TernOpKind: {
    auto *T = cast<TernOpInit>(I);
    return T->getLHS()->getDeps() | T->getMHS()->getDeps() | T->getRHS()->getDeps();
  }
  case Init::CondKind: {
    auto *C = cast<CondOpInit>(I);
    return All(C->getConds()) | All(C->getVals());
  }
  // These look up records or names when resolved, or bind names.
  case Init::FoldKind:
  case Init::IsAKind:
  case Init::ExistsKind:
  case Init::InstancesKind:
    return Init::OpaqueDep;
  }
  return ~uint64_t(0);
}

void InitPool::insertHashed(uint64_t H, const Init *I, ProfileTable::Hint Where) {
  if (reinterpret_cast<uintptr_t>(I) >> 48)
    std::abort(); // the table packs 48-bit addresses
  const_cast<Init *>(I)->setDeps(computeDeps(I));
#ifndef NDEBUG
  Profile Q;
  profileOf(I, Q);
  auto *Str = dyn_cast<StringInit>(I);
  uint64_t Expected = Str ? stringHash(Str->getValue(), Str->getFormat())
                          : ProfileTable::hashWords(Q.words(), Q.size());
  if (Expected != H)
    std::abort(); // a get()'s hasher and profileOf disagree
#endif
  const_cast<Init *>(I)->setInternHash(uint32_t(H));
  Table.insertAt(H, I, Where);
}

void InitPool::insert(const Profile &P, const Init *I) {
#ifndef NDEBUG
  Profile Q;
  profileOf(I, Q);
  if (Q.size() != P.size() || std::memcmp(Q.words(), P.words(), P.size() * 8) != 0)
    std::abort(); // a get() and profileOf disagree
#endif
  insertHashed(ProfileTable::hashWords(P.words(), P.size()), I);
}

} // namespace tblgen
