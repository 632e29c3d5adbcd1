//===- PatternVariants.cpp - Commutative and associative variants ---------===//
//
// A pattern written as (add GPR:$a, (mul ...)) also matches the DAG with the
// operands of 'add' swapped; llvm-tblgen adds such variants to the pattern
// list so the selector tries both. Rules (behaviour of llvm-tblgen 22):
//
//   * leaves and ComplexPattern nodes have one variant, themselves;
//   * a node whose operator is SDNPAssociative and which, with the
//     unnamed, predicate- and transform-free nodes of the same operator
//     below it, joins exactly three operands A, B, C, gets the twelve
//     shapes (x op x) op x and x op (x op x) over the orders of A, B, C;
//   * otherwise every combination of its children's variants, and, when it
//     is SDNPCommutative (or a commutative intrinsic, whose first operand is
//     the ID), the same with its first two operands swapped, unless one of
//     them is a physical register;
//   * a combination that can never match (an immediate left of a
//     commutative operator) or that is isomorphic to an earlier one is
//     dropped. Isomorphic: same operators, types, predicates, transforms
//     and leaves, where a leaf named more than once in the pattern must
//     also keep its name;
//   * a pattern's variants (but the first, the pattern itself) are appended
//     after all patterns unless an isomorphic pattern with the same
//     Predicates list exists already. Variants of variants are not made.
//
// llvm-tblgen generates variants before copying patterns per HwMode; here
// the copies exist already, so each copy gets its variants and the list is
// then put in llvm-tblgen's order (pattern before expansion, then mode),
// with its IDs (fresh ones for variants, then for mode copies).
//
//===----------------------------------------------------------------------===//
#include "codegen/patterns/PatternBuilder.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <tuple>
#include <thread>
#include <unordered_map>

namespace tblgen {
namespace codegen {

namespace {

using Variants = std::vector<std::unique_ptr<PatNode>>;

class VariantMaker {
public:
  /// Leaves named more than once in the pattern.
  std::set<std::string> Shared;

  OperatorFlags &Flags;

  VariantMaker(const PatNode &Root, OperatorFlags &Flags) : Flags(Flags) {
    std::map<std::string, unsigned> Uses;
    countLeafNames(Root, Uses);
    for (const auto &[Name, N] : Uses)
      if (N > 1)
        Shared.insert(Name);
  }

  bool isomorphic(const PatNode &A, const PatNode &B) const {
    if (&A == &B)
      return true;
    if (A.isLeaf() != B.isLeaf())
      return false;
    if (!A.isLeaf() && (A.Op != B.Op || A.Kids.size() != B.Kids.size()))
      return false;
    if (!(A.Types == B.Types) || A.predicates() != B.predicates() ||
        A.predScope() != B.predScope() || A.transform() != B.transform())
      return false;
    if (A.isLeaf()) {
      const Record *RA = A.leafDef(), *RB = B.leafDef();
      if (RA && RB)
        return RA == RB && (!Shared.count(std::string(A.Name)) || A.Name == std::string(B.Name));
      return RA == RB && A.Int == B.Int && A.Leaf == B.Leaf;
    }
    for (size_t I = 0; I < A.Kids.size(); ++I)
      if (!isomorphic(*A.Kids[I], *B.Kids[I]))
        return false;
    return true;
  }

  /// Every variant of N, N's own shape first.
  Variants of(const PatNode &N) {
    Variants Out;
    if (N.isLeaf() || (Flags.of(N.Op) & OperatorFlags::ComplexPattern)) {
      Out.push_back(N.clone());
      return Out;
    }
    const uint8_t F = Flags.of(N.Op);
    if (F & OperatorFlags::Associative) {
      std::vector<const PatNode *> Ops;
      gatherAssociative(N, Ops);
      if (Ops.size() == 3) {
        reassociate(N, Ops, Out);
        return Out;
      }
    }
    std::vector<Variants> Kids;
    Kids.reserve(N.Kids.size());
    for (const auto &K : N.Kids)
      Kids.push_back(of(*K));
    combine(N, Kids, Out);
    bool CommIntrinsic = N.intrinsic() && (Flags.of(N.intrinsic()) & OperatorFlags::IntrCommutative);
    if (!(F & OperatorFlags::Commutative) && !CommIntrinsic)
      return Out;
    size_t First = CommIntrinsic ? 1 : 0;
    if (N.Kids.size() < First + 2)
      return Out;
    for (size_t I = First; I < First + 2; ++I) {
      const Record *R = N.Kids[I]->isLeaf() ? N.Kids[I]->leafDef() : nullptr;
      if (R && (Flags.of(R) & OperatorFlags::Register))
        return Out;
    }
    std::swap(Kids[First], Kids[First + 1]);
    combine(N, Kids, Out);
    return Out;
  }

private:
  static void countLeafNames(const PatNode &N, std::map<std::string, unsigned> &Uses) {
    if (N.isLeaf()) {
      if (!N.Name.empty() && N.leafDef())
        ++Uses[std::string(N.Name)];
      return;
    }
    for (const auto &K : N.Kids)
      countLeafNames(*K, Uses);
  }

  /// The operands of a tree of one associative operator, left to right.
  static void gatherAssociative(const PatNode &N, std::vector<const PatNode *> &Ops) {
    if (!N.Name.empty() || !N.predicates().empty() || N.transform() || N.Kids.size() != 2) {
      Ops.push_back(&N);
      return;
    }
    for (const auto &K : N.Kids) {
      if (K->isLeaf() || K->Op != N.Op)
        Ops.push_back(K.get());
      else
        gatherAssociative(*K, Ops);
    }
  }

  /// A copy of Orig's node (not its children) over new children.
  static std::unique_ptr<PatNode> shell(const PatNode &Orig) {
    auto R = std::make_unique<PatNode>();
    R->Op = Orig.Op;
    R->Leaf = Orig.Leaf;
    R->Int = Orig.Int;
    R->Name = Orig.Name;
    R->Types = Orig.Types;
    R->setPredicates(Orig.predicates());
    R->setPredScope(Orig.predScope());
    R->setPredArgs(Orig.predArgs());
    R->setTransform(Orig.transform());
    R->setIntrinsic(Orig.intrinsic());
    R->setFlags(Orig.fragmentFlags());
    return R;
  }

  /// Appends to Out every combination of one variant per child (the last
  /// child varying fastest) that can match and is new.
  void combine(const PatNode &Orig, const std::vector<Variants> &Kids, Variants &Out) {
    for (const Variants &K : Kids)
      if (K.empty())
        return;
    std::vector<size_t> Pick(Kids.size(), 0);
    while (true) {
      std::unique_ptr<PatNode> R = shell(Orig);
      R->Kids.reserve(Kids.size());
      for (size_t I = 0; I < Kids.size(); ++I)
        R->Kids.push_back(Kids[I][Pick[I]]->clone());
      std::string Reason;
      if (PatternDatabase::Builder::canMatch(*R, Reason, Flags) &&
          std::none_of(Out.begin(), Out.end(),
                       [&](const std::unique_ptr<PatNode> &V) { return isomorphic(*R, *V); }))
        Out.push_back(std::move(R));
      bool Done = true;
      for (size_t I = Kids.size(); I-- > 0;) {
        if (++Pick[I] < Kids[I].size()) {
          Done = false;
          break;
        }
        Pick[I] = 0;
      }
      if (Done)
        return;
    }
  }

  void combine2(const PatNode &Orig, const Variants &L, const Variants &R, Variants &Out) {
    std::vector<Variants> Kids(2);
    for (const auto &V : L)
      Kids[0].push_back(V->clone());
    for (const auto &V : R)
      Kids[1].push_back(V->clone());
    combine(Orig, Kids, Out);
  }

  void reassociate(const PatNode &N, const std::vector<const PatNode *> &Ops, Variants &Out) {
    Variants V[3] = {of(*Ops[0]), of(*Ops[1]), of(*Ops[2])};
    // Pairs in llvm-tblgen's order: AB BA AC CA BC CB, each with the
    // operand left out.
    static const int Pairs[6][3] = {{0, 1, 2}, {1, 0, 2}, {0, 2, 1},
                                    {2, 0, 1}, {1, 2, 0}, {2, 1, 0}};
    Variants Pair[6];
    for (int P = 0; P < 6; ++P)
      combine2(N, V[Pairs[P][0]], V[Pairs[P][1]], Pair[P]);
    for (int P = 0; P < 6; ++P)
      combine2(N, Pair[P], V[Pairs[P][2]], Out);
    for (int P = 0; P < 6; ++P)
      combine2(N, V[Pairs[P][2]], Pair[P], Out);
  }
};

/// Whether of() can give N more than one variant: some node it descends
/// into is associative or commutative (a cheap test that spares the copies
/// and the name census of the patterns, most of them, that have none).
bool mayVary(const PatNode &N, OperatorFlags &Flags) {
  if (N.isLeaf())
    return false;
  const uint8_t F = Flags.of(N.Op);
  if (F & OperatorFlags::ComplexPattern)
    return false;
  if (F & (OperatorFlags::Associative | OperatorFlags::Commutative))
    return true;
  if (N.intrinsic() && (Flags.of(N.intrinsic()) & OperatorFlags::IntrCommutative))
    return true;
  for (const auto &K : N.Kids)
    if (mayVary(*K, Flags))
      return true;
  return false;
}

uint64_t mix(uint64_t H, uint64_t V) {
  H ^= V + 0x9e3779b97f4a7c15ull + (H << 6) + (H >> 2);
  return H * 0xff51afd7ed558ccdull;
}

/// A hash of a tree that isomorphic trees share: operators, child counts,
/// types, predicates, transforms and leaves (not names).
uint64_t shapeHash(const PatNode &N) {
  uint64_t H = mix(N.isLeaf(), reinterpret_cast<uintptr_t>(N.Op));
  H = mix(H, N.Kids.size());
  for (const TypeSet &T : N.Types) {
    H = mix(H, T.Known);
    for (unsigned V : T.VTs)
      H = mix(H, V);
  }
  H = mix(H, N.predicates().size());
  for (const Record *P : N.predicates())
    H = mix(H, reinterpret_cast<uintptr_t>(P));
  H = mix(H, reinterpret_cast<uintptr_t>(N.transform()));
  if (N.isLeaf()) {
    if (const Record *R = N.leafDef())
      return mix(H, reinterpret_cast<uintptr_t>(R));
    H = mix(H, reinterpret_cast<uintptr_t>(N.Leaf));
    return mix(H, N.Int ? uint64_t(*N.Int) * 2 + 1 : 0);
  }
  for (const auto &K : N.Kids)
    H = mix(H, shapeHash(*K));
  return H;
}

/// Patterns that may be isomorphic to a variant: same shape hash, same
/// Predicates list (element by element) and same HwMode guard.
class PatternIndex {
public:
  /// Pattern I is Patterns[I], else Added[I - Patterns.size()].
  PatternIndex(const std::vector<PatternToMatch> &Patterns, const std::vector<PatternToMatch> &Added)
      : Patterns(Patterns), Added(Added) {}
  const PatternToMatch &at(size_t I) const {
    return I < Patterns.size() ? Patterns[I] : Added[I - Patterns.size()];
  }

  /// The bucket a pattern (or a variant of it) with this tree falls in.
  std::vector<size_t> &bucket(const PatternToMatch &P, uint64_t TreeHash) {
    uint64_t H = mix(mix(TreeHash, predicateListID(P.Src)),
                     std::hash<std::string_view>()(P.ModeCheck.view()));
    return Buckets[H];
  }
  void add(size_t Idx, uint64_t TreeHash) { bucket(at(Idx), TreeHash).push_back(Idx); }
  /// Whether patterns of A and B have the same Predicates list.
  bool samePredicates(const Record *A, const Record *B) {
    return A == B || predicateListID(A) == predicateListID(B);
  }

private:
  const std::vector<PatternToMatch> &Patterns, &Added;
  std::unordered_map<uint64_t, std::vector<size_t>> Buckets;
  std::unordered_map<const Record *, unsigned> ListIDs;
  std::map<std::vector<const Init *>, unsigned> Lists;

  unsigned predicateListID(const Record *Src) {
    auto [It, New] = ListIDs.try_emplace(Src, 0);
    if (New) {
      // (Records share a few list values: each is looked up by its
      // elements once.)
      const ListInit *L = Src->getValueAsListInit("Predicates");
      auto [ByL, NewL] = ByList.try_emplace(L, 0);
      if (NewL) {
        std::vector<const Init *> Elts(L->getValues().begin(), L->getValues().end());
        ByL->second = Lists.try_emplace(std::move(Elts), unsigned(Lists.size())).first->second;
      }
      It->second = ByL->second;
    }
    return It->second;
  }
  std::unordered_map<const ListInit *, unsigned> ByList;
};

} // namespace

/// What addVariants computes for one pattern apart from the others: its
/// tree's shape hash and, when it has variants, their maker (for the
/// isomorphism test), the variants and their hashes.
struct MadeVariants {
  uint64_t Hash = 0;
  std::unique_ptr<VariantMaker> Maker;
  Variants Vs;
  std::vector<uint64_t> Hashes;
};

void PatternDatabase::addVariants(const std::function<void()> &Before) {
  if (VariantsAdded) {
    if (Before)
      Before();
    return;
  }
  VariantsAdded = true;
  // Before reads the patterns as they are now: the variants go to a list
  // of their own until it is done. It runs on the helper thread, quietly,
  // once the helper has helped make the variants; if it reported anything,
  // it runs again here (nothing else here reports).
  HelperScope Helper;
  Diagnostics *Diags = currentDiagnostics();
  const bool OnHelper = Helper && Diags;
  bool BeforeFailed = false;
  if (Before && !OnHelper)
    Before();

  // Each pattern's variants are made apart (in chunks taken from a
  // counter, by both threads, each with its operator facts), then checked
  // against the patterns and added here, in order.
  const size_t N = Patterns.size();
  std::vector<MadeVariants> Pre(N);
  constexpr size_t ChunkSize = 32;
  const size_t NumChunks = (N + ChunkSize - 1) / ChunkSize;
  enum : uint8_t { Pending, Done, Failed };
  std::unique_ptr<std::atomic<uint8_t>[]> State(new std::atomic<uint8_t>[NumChunks]);
  for (size_t K = 0; K < NumChunks; ++K)
    State[K] = Pending;
  std::atomic<size_t> NextChunk{0};
  auto Make = [&](OperatorFlags &Flags, size_t K) {
    for (size_t I = K * ChunkSize, E = std::min(N, I + ChunkSize); I < E; ++I) {
      MadeVariants &P = Pre[I];
      const PatNode &Tree = *Patterns[I].SrcTree;
      P = MadeVariants();
      P.Hash = shapeHash(Tree);
      // Without such a node of() gives the tree itself (or nothing when
      // it cannot match): no variant either way.
      if (!mayVary(Tree, Flags))
        continue;
      auto Maker = std::make_unique<VariantMaker>(Tree, Flags);
      Variants Vs = Maker->of(Tree);
      if (Vs.size() == 1)
        continue;
      P.Maker = std::move(Maker);
      for (const auto &V : Vs)
        P.Hashes.push_back(shapeHash(*V));
      P.Vs = std::move(Vs);
    }
  };
  OperatorFlags LocalFlags, HelperFlags;
  OperatorFlags &Flags = B ? B->OpFlags : LocalFlags;
  if (OnHelper)
    Helper->start([&] {
      for (size_t K; (K = NextChunk++) < NumChunks;) {
        try {
          Make(HelperFlags, K);
          State[K].store(Done, std::memory_order_release);
        } catch (...) {
          State[K].store(Failed, std::memory_order_release);
        }
      }
      // (Beside the variants' addition here.)
      if (Before)
        BeforeFailed = !runQuietly(Diags->sourceMgr(), Before);
    });
  std::vector<PatternToMatch> Added;
  std::map<unsigned, unsigned> Rank;
  try {
    for (size_t K; (K = NextChunk++) < NumChunks;) {
      Make(Flags, K);
      State[K].store(Done, std::memory_order_relaxed);
    }
    // (A chunk the helper has taken is done soon.)
    for (size_t K = 0; K < NumChunks; ++K) {
      uint8_t S;
      while ((S = State[K].load(std::memory_order_acquire)) == Pending)
        std::this_thread::yield();
      if (S == Failed)
        Make(Flags, K);
    }
    Rank = addMadeVariants(Pre, Added);
  } catch (...) {
    if (OnHelper)
      Helper->wait();
    throw;
  }
  if (OnHelper) {
    Helper->wait();
    if (Before && BeforeFailed)
      Before();
  }
  Pre.clear();
  orderVariants(Added, Rank);
}

std::map<unsigned, unsigned> PatternDatabase::addMadeVariants(std::vector<MadeVariants> &Pre,
                                                              std::vector<PatternToMatch> &Added) {
  // Patterns of one origin (the copies of one pattern per HwMode).
  std::map<unsigned, std::vector<size_t>> ByOrigin;
  for (size_t I = 0; I < Patterns.size(); ++I)
    ByOrigin[Patterns[I].Origin].push_back(I);
  // Origin rank of each pattern before expansion: originals in order, then
  // each pattern's variants in order.
  std::map<unsigned, unsigned> Rank;
  unsigned NextRank = 0;
  for (const auto &[O, Members] : ByOrigin)
    Rank[O] = NextRank++;
  unsigned NextOrigin = B ? B->NextOrigin : unsigned(Patterns.size());
  uint64_t NextVariantID = uint64_t(1) << 32;
  // The existing patterns, by shape: a variant is compared with those of
  // its bucket only (every pattern added is indexed too).
  PatternIndex Index(Patterns, Added);
  const size_t NumOriginal = Patterns.size();
  for (size_t I = 0; I < Patterns.size(); ++I)
    Index.add(I, Pre[I].Hash);

  for (const auto &[O, Members] : ByOrigin) {
    // Variant number V of every copy shares one new origin.
    std::map<unsigned, unsigned> VariantOrigin;
    for (size_t Idx : Members) {
      MadeVariants &P = Pre[Idx];
      if (!P.Maker)
        continue;
      const VariantMaker &Maker = *P.Maker;
      unsigned Number = 0;
      for (size_t VI = 0; VI < P.Vs.size(); ++VI) {
        auto &V = P.Vs[VI];
        uint64_t VHash = P.Hashes[VI];
        bool Exists = false;
        for (size_t Q : Index.bucket(Patterns[Idx], VHash)) {
          const PatternToMatch &Other = Index.at(Q);
          if (Q != Idx && (!Index.samePredicates(Patterns[Idx].Src, Other.Src) ||
                           Other.ModeCheck != Patterns[Idx].ModeCheck))
            continue;
          if ((Exists = Maker.isomorphic(*V, *Other.SrcTree)))
            break;
        }
        if (Exists)
          continue;
        unsigned &VO = VariantOrigin[Number++];
        if (!VO) {
          VO = NextOrigin++;
          Rank[VO] = NextRank++;
        }
        const PatternToMatch &Orig = Patterns[Idx];
        PatternToMatch M;
        M.Src = Orig.Src;
        M.SrcTree = std::move(V);
        M.DstTree = Orig.DstTree->clone();
        M.Predicates = Orig.Predicates;
        M.AddedComplexity = Orig.AddedComplexity;
        M.ModeCheck = Orig.ModeCheck;
        M.ModeCopy = Orig.ModeCopy;
        M.ModeIndex = Orig.ModeIndex;
        M.ResultOrder = Orig.ResultOrder;
        M.Origin = VO;
        M.ID = NextVariantID++;
        Added.push_back(std::move(M));
        Index.add(NumOriginal + Added.size() - 1, VHash);
      }
    }
  }
  return Rank;
}

void PatternDatabase::orderVariants(std::vector<PatternToMatch> &Added,
                                    std::map<unsigned, unsigned> &Rank) {
  // Pattern I is Patterns[I], then Added[I - Patterns.size()].
  const size_t N = Patterns.size(), Total = N + Added.size();
  auto At = [&](size_t I) -> PatternToMatch & { return I < N ? Patterns[I] : Added[I - N]; };

  // llvm-tblgen's final order: by pattern before expansion, then mode; the
  // mode copies get fresh IDs in that order.
  // (A stable sort: the position breaks ties; keys computed once.)
  std::vector<std::tuple<unsigned, unsigned, size_t>> Keys;
  Keys.reserve(Total);
  for (size_t I = 0; I < Total; ++I)
    Keys.emplace_back(Rank[At(I).Origin], At(I).ModeIndex, I);
  std::sort(Keys.begin(), Keys.end());
  std::vector<PatternToMatch> Sorted;
  Sorted.reserve(Total);
  for (const auto &K : Keys)
    Sorted.push_back(std::move(At(std::get<2>(K))));
  Patterns = std::move(Sorted);
  Added.clear();
  uint64_t NextCopyID = uint64_t(2) << 32;
  for (PatternToMatch &P : Patterns)
    if (P.ModeCopy)
      P.ID = NextCopyID++;
}

} // namespace codegen
} // namespace tblgen
