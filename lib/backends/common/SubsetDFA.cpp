//===- SubsetDFA.cpp - NFA to DFA by subset construction ------------------===//

#include "SubsetDFA.h"
#include "SequenceTables.h"

#include <algorithm>
#include <deque>

namespace tblgen::tables {

void SubsetDFA::addEdge(uint64_t From, uint64_t To, unsigned Action) {
  Alphabet.insert(Action);
  NfaStates.insert(From);
  NfaStates.insert(To);
  NfaArcs[{From, Action}].push_back(To);
  ++NumNfaEdges;
}

void SubsetDFA::buildFrom(const Successors &EdgesOut) {
  std::deque<uint64_t> Work{0};
  std::set<uint64_t> Seen{0};
  while (!Work.empty()) {
    uint64_t State = Work.front();
    Work.pop_front();
    EdgesOut(State, [&](uint64_t Next, unsigned Action) {
      if (Seen.insert(Next).second)
        Work.push_back(Next);
      addEdge(State, Next, Action);
    });
  }
  build();
}

void SubsetDFA::build() {
  auto IdOf = [&](std::vector<uint64_t> Set) {
    auto [It, New] = DfaIds.try_emplace(Set, unsigned(DfaStates.size() + 1));
    if (New)
      DfaStates.push_back(std::move(Set));
    return It->second;
  };
  IdOf({0});
  // States are numbered as they are discovered, and each is expanded in that
  // order, one action at a time: that fixes every number in the tables.
  for (unsigned Id = 1; Id <= DfaStates.size(); ++Id) {
    for (unsigned Action : Alphabet) {
      std::vector<uint64_t> Targets;
      std::vector<NfaEdge> Edges;
      for (uint64_t From : DfaStates[Id - 1]) {
        auto It = NfaArcs.find({From, Action});
        if (It == NfaArcs.end())
          continue;
        for (uint64_t To : It->second) {
          Targets.push_back(To);
          Edges.emplace_back(From, To);
        }
      }
      if (Targets.empty())
        continue;
      std::sort(Targets.begin(), Targets.end());
      Targets.erase(std::unique(Targets.begin(), Targets.end()), Targets.end());
      std::sort(Edges.begin(), Edges.end());
      Edges.erase(std::unique(Edges.begin(), Edges.end()), Edges.end());
      unsigned To = IdOf(std::move(Targets));
      DfaArcs.emplace(std::make_pair(Id, Action), DfaArc{To, std::move(Edges)});
    }
  }
}

void SubsetDFA::write(OStream &OS, std::string_view Name, std::string_view ActionType,
                      const std::function<void(OStream &, unsigned)> &PrintAction) const {
  OS << "// Input NFA has " << NfaStates.size() << " states with " << NumNfaEdges
     << " transitions.\n"
     << "// Generated DFA has " << DfaStates.size() << " states with " << DfaArcs.size()
     << " transitions.\n\n";

  OS << "// A zero-terminated sequence of NFA state transitions. Every DFA\n"
     << "// transition implies a set of NFA transitions. These are referred\n"
     << "// to by index in " << Name << "Transitions[].\n";
  SequenceTable<NfaEdge> Info(NfaEdge{0, 0});
  std::vector<unsigned> InfoIds;
  for (const auto &[Key, Arc] : DfaArcs)
    InfoIds.push_back(Info.add(Arc.Edges));
  Info.layout();
  OS << "const std::array<NfaStatePair, " << Info.size() << "> " << Name
     << "TransitionInfo = {{\n";
  Info.emit(OS, [](OStream &OS, const NfaEdge &E) {
    OS << "{" << E.first << ", " << E.second << "}";
  });
  OS << "}};\n\n";

  OS << "// A transition in the generated " << Name << " DFA.\n"
     << "struct " << Name << "Transition {\n"
     << "  unsigned FromDfaState; // The transitioned-from DFA state.\n"
     << "  " << ActionType << " Action;       // The input symbol that causes this transition.\n"
     << "  unsigned ToDfaState;   // The transitioned-to DFA state.\n"
     << "  unsigned InfoIdx;      // Start index into " << Name << "TransitionInfo.\n"
     << "};\n\n";

  OS << "// A table of DFA transitions, ordered by {FromDfaState, Action}.\n"
     << "// The initial state is 1, not zero.\n"
     << "const std::array<" << Name << "Transition, " << DfaArcs.size() << "> " << Name
     << "Transitions = {{\n";
  size_t I = 0;
  for (const auto &[Key, Arc] : DfaArcs) {
    OS << "  {" << Key.first << ", ";
    PrintAction(OS, Key.second);
    OS << ", " << Arc.To << ", " << Info.offsetOf(InfoIds[I++]) << "},\n";
  }
  OS << "\n}};\n\n";
}

} // namespace tblgen::tables
