//===- SubsetDFA.h - NFA to DFA by subset construction ----------*- C++ -*-===//
//
// The automaton tables -gen-automata and -gen-dfa-packetizer share: the
// caller describes a (possibly nondeterministic) automaton over 64-bit
// states by its edges out of any state, and buildFrom() crawls it breadth
// first from state 0 (or the caller reports each NFA edge with addEdge()
// and calls build()); the result is a DFA whose states are sorted sets of
// NFA states (state 1 is {0}); write()
// prints the NfaStatePair info table and the transition table in
// llvm-tblgen's DfaEmitter format.
//
// Each DFA transition keeps the NFA edges it stands for, so that generated
// code can map a run of the DFA back to the NFA.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen::tables {

class SubsetDFA {
public:
  /// An NFA edge From --Action--> To. Actions are small integers ordered as
  /// the transition table should list them. Repeated edges count once each in
  /// the "Input NFA" comment, as llvm-tblgen counts them.
  void addEdge(uint64_t From, uint64_t To, unsigned Action);

  /// Runs the subset construction from NFA state 0.
  void build();

  /// Reports one edge State --Action--> Next.
  using EdgeSink = std::function<void(uint64_t Next, unsigned Action)>;
  /// Gives the edges out of State, in the order they should be added.
  using Successors = std::function<void(uint64_t State, const EdgeSink &Edge)>;
  /// Visits the states reachable from 0 breadth first (each once), adds
  /// every edge out of them (addEdge), then runs build().
  void buildFrom(const Successors &EdgesOut);

  /// Writes the comments and the two tables named <Name>TransitionInfo and
  /// <Name>Transitions. ActionType is the C++ type of the Action field and
  /// PrintAction writes one action's C++ value.
  void write(OStream &OS, std::string_view Name, std::string_view ActionType,
             const std::function<void(OStream &, unsigned)> &PrintAction) const;

private:
  using NfaEdge = std::pair<uint64_t, uint64_t>;
  struct DfaArc {
    unsigned To;
    std::vector<NfaEdge> Edges; ///< sorted, distinct
  };

  std::map<std::pair<uint64_t, unsigned>, std::vector<uint64_t>> NfaArcs;
  std::set<unsigned> Alphabet;
  std::set<uint64_t> NfaStates;
  unsigned NumNfaEdges = 0;

  /// DFA state N (1-based) is DfaStates[N - 1].
  std::vector<std::vector<uint64_t>> DfaStates;
  std::map<std::vector<uint64_t>, unsigned> DfaIds;
  /// Keyed by (from DFA state, action): the order of the emitted table.
  std::map<std::pair<unsigned, unsigned>, DfaArc> DfaArcs;
};

} // namespace tblgen::tables
