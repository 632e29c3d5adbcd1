//===- DecoderTree.cpp - The decision tree of a decoder table -------------===//
//
// Filter choosing: a "chooser" owns a set of encodings (narrowest first) and
// the bits already tested above it. It scans, bit by bit, whether every
// encoding knows the bit (all set), none does (all unset), or some do
// (mixed); runs of all-set bits are the candidate ranges (then runs of
// mixed bits, then, for exactly three encodings, the first run of known
// bits of any of them). The candidate that splits the encodings into the
// most groups of equal values wins (the first on ties; a range where some
// encoding has unknown bits counts one less). Encodings with unknown bits in
// the range get a chooser of their own, tried after the groups.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/DecoderTree.h"

#include "tblgen/Error.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace tblgen::decoder {

namespace {

using KnownBits = std::vector<Bit>;

bool known(Bit B) { return B != Bit::Unknown; }

enum class Attr : uint8_t { None, Filtered, AllSet, AllUnset, Mixed };

struct Island {
  unsigned Start, Width;
  uint64_t Value;
};

/// The known, not yet tested runs of an encoding's bits.
std::vector<Island> islandsOf(const DecoderEncoding &E, const KnownBits &Tested) {
  std::vector<Island> Out;
  bool On = false;
  unsigned Start = 0;
  uint64_t Value = 0;
  for (unsigned K = 0; K != Tested.size(); ++K) {
    Bit B = E.mandatory(K);
    if (!known(Tested[K]) && known(B)) {
      if (!On) {
        On = true;
        Start = K;
        Value = 0;
      }
      // A run can be longer than 64 bits (wide encodings); its value then
      // wraps modulo 64 bit positions, as the x86 shift llvm-tblgen's output
      // reflects does (a plain shift by 64 or more is undefined in C++).
      Value |= uint64_t(B == Bit::One) << ((K - Start) & 63);
    } else if (On) {
      Out.push_back({Start, K - Start, Value});
      On = false;
    }
  }
  if (On)
    Out.push_back({Start, unsigned(Tested.size()) - Start, Value});
  return Out;
}

/// The mandatory bits of every encoding as words, when all the encodings
/// of a tree are at most 64 bits wide (then a chooser's bit scans are
/// word operations).
struct BitMasks {
  bool Narrow = false;
  std::vector<uint64_t> Known, Ones; ///< by encoding index
};

uint64_t lowMask(unsigned W) { return W >= 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1; }

/// islandsOf for a narrow encoding: the runs of Known not in Tested.
std::vector<Island> islandsOf(uint64_t Known, uint64_t Ones, uint64_t Tested, unsigned N) {
  std::vector<Island> Out;
  uint64_t M = Known & ~Tested & lowMask(N);
  while (M) {
    unsigned Start = unsigned(__builtin_ctzll(M));
    uint64_t Rest = ~(M >> Start);
    unsigned Width = Rest ? unsigned(__builtin_ctzll(Rest)) : 64 - Start;
    uint64_t Run = lowMask(Width);
    Out.push_back({Start, Width, (Ones >> Start) & Run});
    M &= ~(Run << Start);
  }
  return Out;
}

/// A candidate range and how it splits the encodings.
struct Split {
  unsigned Start = 0, Width = 0;
  std::map<uint64_t, std::vector<unsigned>> Groups;
  std::vector<unsigned> Variable;
  unsigned usefulness() const { return unsigned(Groups.size()) + (Variable.empty() ? 1 : 0); }
};

class Chooser {
public:
  Chooser(const std::vector<DecoderEncoding> &Encodings, const BitMasks &Masks,
          std::vector<unsigned> Ids, const KnownBits &ParentTested, const Chooser *Parent)
      : Encodings(Encodings), Masks(Masks), Ids(std::move(Ids)), Parent(Parent) {
    Tested = ParentTested;
    Tested.resize(Encodings[this->Ids.front()].width(), Bit::Unknown);
    if (Masks.Narrow)
      for (unsigned K = 0; K != Tested.size(); ++K)
        if (known(Tested[K]))
          TestedMask |= uint64_t(1) << K;
    choose();
  }

  /// The known, not yet tested runs of encoding Id's bits.
  std::vector<Island> islands(unsigned Id) const {
    if (Masks.Narrow)
      return islandsOf(Masks.Known[Id], Masks.Ones[Id], TestedMask, unsigned(Tested.size()));
    return islandsOf(Encodings[Id], Tested);
  }

  const std::vector<DecoderEncoding> &Encodings;
  const BitMasks &Masks;
  std::vector<unsigned> Ids;
  KnownBits Tested;
  uint64_t TestedMask = 0; ///< Tested as a word (narrow trees)
  const Chooser *Parent;
  std::optional<unsigned> Singleton;
  unsigned Start = 0, Width = 0;
  std::unique_ptr<Chooser> Variable;
  std::map<uint64_t, std::unique_ptr<Chooser>> Groups;
  bool Conflict = false;

private:
  void choose();
  Split makeSplit(unsigned S, unsigned W) const;
  unsigned usefulness(unsigned S, unsigned W) const;
  std::optional<Split> best(const std::vector<Attr> &Attrs, bool Mixed, bool Greedy) const;
  std::optional<Split> best() const;
  void dumpStack(unsigned Pad) const;
  void dump() const;
};

Split Chooser::makeSplit(unsigned S, unsigned W) const {
  Split F;
  F.Start = S;
  F.Width = W;
  if (Masks.Narrow) {
    uint64_t Range = lowMask(W) << S;
    for (unsigned Id : Ids) {
      if ((Masks.Known[Id] & Range) == Range)
        F.Groups[(Masks.Ones[Id] & Range) >> S].push_back(Id);
      else
        F.Variable.push_back(Id);
    }
    return F;
  }
  for (unsigned Id : Ids) {
    const DecoderEncoding &E = Encodings[Id];
    uint64_t V = 0;
    bool Constant = true;
    for (unsigned K = 0; K != W && Constant; ++K) {
      Bit B = E.mandatory(S + K);
      if (!known(B))
        Constant = false;
      else
        V |= uint64_t(B == Bit::One) << K;
    }
    if (Constant)
      F.Groups[V].push_back(Id);
    else
      F.Variable.push_back(Id);
  }
  return F;
}

unsigned Chooser::usefulness(unsigned S, unsigned W) const {
  if (!Masks.Narrow)
    return makeSplit(S, W).usefulness();
  // The number of distinct values, without building the groups.
  uint64_t Range = lowMask(W) << S;
  bool AnyVariable = false;
  thread_local std::vector<uint64_t> Values;
  Values.clear();
  for (unsigned Id : Ids) {
    if ((Masks.Known[Id] & Range) == Range)
      Values.push_back(Masks.Ones[Id] & Range);
    else
      AnyVariable = true;
  }
  std::sort(Values.begin(), Values.end());
  unsigned Groups = unsigned(std::unique(Values.begin(), Values.end()) - Values.begin());
  return Groups + (AnyVariable ? 0 : 1);
}

std::optional<Split> Chooser::best(const std::vector<Attr> &Attrs, bool Mixed,
                                   bool Greedy) const {
  if (Mixed && !Greedy) {
    for (unsigned Id : Ids) {
      std::vector<Island> Islands = islands(Id);
      if (!Islands.empty())
        return makeSplit(Islands[0].Start, Islands[0].Width);
    }
  }
  struct Candidate {
    unsigned Start, Width, Usefulness;
  };
  std::vector<Candidate> Candidates;
  auto Add = [&](unsigned S, unsigned W) { Candidates.push_back({S, W, usefulness(S, W)}); };
  Attr Region = Attr::None;
  unsigned RegionStart = 0;
  unsigned N = unsigned(Tested.size());
  for (unsigned K = 0; K != N; ++K) {
    Attr A = Attrs[K];
    switch (Region) {
    case Attr::None:
      if (A == Attr::AllSet || A == Attr::Mixed) {
        RegionStart = K;
        Region = A;
      }
      break;
    case Attr::AllSet:
      if (!Mixed && A != Attr::AllSet)
        Add(RegionStart, K - RegionStart);
      if (A == Attr::Filtered || A == Attr::AllUnset) {
        Region = Attr::None;
      } else if (A == Attr::Mixed) {
        RegionStart = K;
        Region = Attr::Mixed;
      }
      break;
    case Attr::Mixed:
      if (Mixed && A != Attr::Mixed)
        Add(RegionStart, K - RegionStart);
      if (A == Attr::Filtered) {
        RegionStart = K;
        Region = Attr::None;
      } else if (A == Attr::AllSet) {
        RegionStart = K;
        Region = Attr::AllSet;
      } else if (A == Attr::AllUnset) {
        Region = Attr::None;
      }
      break;
    default:
      break;
    }
  }
  if ((Region == Attr::AllSet && !Mixed) || (Region == Attr::Mixed && Mixed))
    Add(RegionStart, N - RegionStart);

  const Candidate *Best = nullptr;
  for (const Candidate &C : Candidates)
    if (!Best || C.Usefulness > Best->Usefulness)
      Best = &C;
  if (!Best || Best->Usefulness == 0)
    return std::nullopt;
  return makeSplit(Best->Start, Best->Width);
}

std::optional<Split> Chooser::best() const {
  unsigned N = unsigned(Tested.size());
  std::vector<Attr> Attrs(N, Attr::None);
  if (Masks.Narrow) {
    uint64_t All = ~uint64_t(0), Any = 0;
    for (unsigned Id : Ids) {
      All &= Masks.Known[Id];
      Any |= Masks.Known[Id];
    }
    for (unsigned K = 0; K != N; ++K)
      Attrs[K] = (TestedMask >> K & 1) ? Attr::Filtered
                 : (All >> K & 1)      ? Attr::AllSet
                 : (Any >> K & 1)      ? Attr::Mixed
                                       : Attr::AllUnset;
  } else {
  for (unsigned K = 0; K != N; ++K)
    if (known(Tested[K]))
      Attrs[K] = Attr::Filtered;
  for (unsigned Id : Ids) {
    const DecoderEncoding &E = Encodings[Id];
    for (unsigned K = 0; K != N; ++K) {
      bool IsKnown = known(E.mandatory(K));
      switch (Attrs[K]) {
      case Attr::None:
        Attrs[K] = IsKnown ? Attr::AllSet : Attr::AllUnset;
        break;
      case Attr::AllSet:
        if (!IsKnown)
          Attrs[K] = Attr::Mixed;
        break;
      case Attr::AllUnset:
        if (IsKnown)
          Attrs[K] = Attr::Mixed;
        break;
      default:
        break;
      }
    }
  }
  }
  if (auto F = best(Attrs, false, true))
    return F;
  if (auto F = best(Attrs, true, true))
    return F;
  if (Ids.size() == 3)
    if (auto F = best(Attrs, true, false))
      return F;
  return std::nullopt;
}

std::string printBits(const KnownBits &Bits, char Unknown,
                      const std::vector<bool> *SoftFail = nullptr) {
  std::string Out;
  for (unsigned K = unsigned(Bits.size()); K--;) {
    Bit B = Bits[K];
    if (SoftFail && (*SoftFail)[K])
      B = Bit::Unknown;
    Out += B == Bit::Zero ? '0' : B == Bit::One ? '1' : Unknown;
  }
  return Out;
}

void Chooser::dumpStack(unsigned Pad) const {
  if (Parent)
    Parent->dumpStack(Pad);
  std::string Line = std::string(4 + Pad - Tested.size(), ' ') + printBits(Tested, '.') + '\n';
  std::fputs(Line.c_str(), stderr);
}

void Chooser::dump() const {
  unsigned Pad = Encodings[Ids.back()].width();
  dumpStack(Pad);
  for (unsigned Id : Ids) {
    const DecoderEncoding &E = Encodings[Id];
    std::string Line = std::string(4 + Pad - E.width(), ' ') +
                       printBits(E.Bits, '_', &E.SoftFail) + "  " + std::string(E.Name) + '\n';
    std::fputs(Line.c_str(), stderr);
  }
}

void Chooser::choose() {
  if (Ids.size() == 1) {
    Singleton = Ids.front();
    return;
  }
  std::optional<Split> F = best();
  if (!F) {
    std::fputs("Decoding Conflict:\n", stderr);
    dump();
    Conflict = true;
    return;
  }
  Start = F->Start;
  Width = F->Width;
  if (!F->Variable.empty()) {
    Variable = std::make_unique<Chooser>(Encodings, Masks, F->Variable, Tested, this);
    Conflict |= Variable->Conflict;
  }
  for (auto &[Value, Members] : F->Groups) {
    KnownBits Inner = Tested;
    for (unsigned K = 0; K != Width; ++K)
      Inner[Start + K] = (Value >> K & 1) ? Bit::One : Bit::Zero;
    auto C = std::make_unique<Chooser>(Encodings, Masks, std::move(Members), Inner, this);
    Conflict |= C->Conflict;
    Groups.emplace(Value, std::move(C));
  }
}

class TreeConverter {
public:
  TreeConverter(const std::function<std::string(const DecoderEncoding &)> &PredicateOf,
                const std::function<std::string(const DecoderEncoding &)> &DecoderOf)
      : PredicateOf(PredicateOf), DecoderOf(DecoderOf) {}

  std::unique_ptr<TreeNode> convert(const Chooser *C) {
    auto N = std::make_unique<TreeNode>(TreeNode::Any);
    for (; C; C = C->Variable.get()) {
      if (C->Singleton)
        N->Children.push_back(single(*C, C->Encodings[*C->Singleton]));
      else
        N->Children.push_back(groups(*C));
    }
    return N;
  }

private:
  std::unique_ptr<TreeNode> groups(const Chooser &C) {
    if (C.Groups.size() == 1) {
      auto N = std::make_unique<TreeNode>(TreeNode::All);
      auto Check = std::make_unique<TreeNode>(TreeNode::CheckField);
      Check->Start = C.Start;
      Check->Width = C.Width;
      Check->Value = C.Groups.begin()->first;
      N->Children.push_back(std::move(Check));
      N->Children.push_back(convert(C.Groups.begin()->second.get()));
      return N;
    }
    auto N = std::make_unique<TreeNode>(TreeNode::SwitchField);
    N->Start = C.Start;
    N->Width = C.Width;
    for (const auto &[Value, Child] : C.Groups)
      N->Cases.emplace(Value, convert(Child.get()));
    return N;
  }

  std::unique_ptr<TreeNode> single(const Chooser &C, const DecoderEncoding &E) {
    auto N = std::make_unique<TreeNode>(TreeNode::All);
    std::string Predicate = PredicateOf(E);
    if (!Predicate.empty()) {
      auto P = std::make_unique<TreeNode>(TreeNode::CheckPredicate);
      P->Text = std::move(Predicate);
      N->Children.push_back(std::move(P));
    }
    std::vector<Island> Islands = C.islands(*C.Singleton);
    for (auto It = Islands.rbegin(); It != Islands.rend(); ++It) {
      auto Check = std::make_unique<TreeNode>(TreeNode::CheckField);
      Check->Start = It->Start;
      Check->Width = It->Width;
      Check->Value = It->Value;
      N->Children.push_back(std::move(Check));
    }
    bool AnySoftFail = std::find(E.SoftFail.begin(), E.SoftFail.end(), true) != E.SoftFail.end();
    if (AnySoftFail) {
      auto SF = std::make_unique<TreeNode>(TreeNode::SoftFail);
      for (unsigned K = 0; K != E.width() && K < 64; ++K)
        if (E.SoftFail[K]) {
          if (E.Bits[K] == Bit::Zero)
            SF->Positive |= uint64_t(1) << K;
          else if (E.Bits[K] == Bit::One)
            SF->Negative |= uint64_t(1) << K;
        }
      N->Children.push_back(std::move(SF));
    }
    auto D = std::make_unique<TreeNode>(TreeNode::Decode);
    D->Encoding = &E;
    D->Text = DecoderOf(E);
    N->Children.push_back(std::move(D));
    return N;
  }

  const std::function<std::string(const DecoderEncoding &)> &PredicateOf;
  const std::function<std::string(const DecoderEncoding &)> &DecoderOf;
};

} // namespace

std::unique_ptr<TreeNode>
buildDecoderTree(const std::vector<DecoderEncoding> &Encodings, std::vector<unsigned> Ids,
                 const std::function<std::string(const DecoderEncoding &)> &PredicateOf,
                 const std::function<std::string(const DecoderEncoding &)> &DecoderOf) {
  std::stable_sort(Ids.begin(), Ids.end(), [&](unsigned A, unsigned B) {
    return Encodings[A].width() < Encodings[B].width();
  });
  BitMasks Masks;
  Masks.Narrow = !Ids.empty() && Encodings[Ids.back()].width() <= 64;
  if (Masks.Narrow) {
    Masks.Known.assign(Encodings.size(), 0);
    Masks.Ones.assign(Encodings.size(), 0);
    for (unsigned Id : Ids) {
      const DecoderEncoding &E = Encodings[Id];
      for (unsigned K = 0; K != E.width(); ++K) {
        Bit B = E.mandatory(K);
        if (known(B))
          Masks.Known[Id] |= uint64_t(1) << K;
        if (B == Bit::One)
          Masks.Ones[Id] |= uint64_t(1) << K;
      }
    }
  }
  Chooser Root(Encodings, Masks, std::move(Ids), KnownBits(), nullptr);
  if (Root.Conflict)
    return nullptr;
  return TreeConverter(PredicateOf, DecoderOf).convert(&Root);
}

} // namespace tblgen::decoder
