//===- Automata.cpp - -gen-automata ----------------------------------------===//
//
// Every GenericAutomaton record names a transition class and the fields of
// it that spell the action symbol. Each record of that class is a
// transition that sets the bits of its NewState in a 64-bit state; a
// transition applies to a state where none of those bits are set yet. The
// backend crawls the states reachable from 0 (an NFA when several
// transitions share an action), turns that into a DFA and, per automaton,
// writes inside #ifdef GET_<Name>_DECL:
//
//   using <Name>Action = <type> | std::tuple<types...>;
//   the NfaStatePair table <Name>TransitionInfo and the table
//   <Name>Transitions of {from, action, to, info index} (tables/SubsetDFA)
//
// Actions are numbered by first appearance among the transitions (records
// of the class, by name), which orders the transition table.
//
// Where llvm-tblgen crashes (no transitions, a missing symbol field, a field
// of a type other than record, int or string), tblgen reports a located
// error instead (docs/known-differences.md).
//
//===----------------------------------------------------------------------===//
#include "backends/common/SubsetDFA.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <map>
#include <string>
#include <vector>

namespace tblgen {
namespace {

/// One symbol of an action: how it is printed, and a key that tells equal
/// symbols (a record, a number or a string) apart.
struct Symbol {
  std::string Key;
  std::string Text;
};

/// A transition record, read once.
struct Edge {
  uint64_t Bits = 0;
  unsigned Action = 0;
};

class AutomatonWriter {
public:
  AutomatonWriter(const RecordKeeper &Records, const Record *Def) : Records(Records), Def(Def) {}
  void write(OStream &OS);

private:
  void readTransition(const Record *T);

  const RecordKeeper &Records;
  const Record *Def;
  std::vector<std::string> Fields;
  std::vector<std::string> Types; ///< C++ type per field
  std::vector<Edge> Edges;
  /// Distinct action tuples, numbered from 1 in order of appearance.
  std::map<std::vector<std::string>, unsigned> ActionIds;
  std::vector<std::vector<Symbol>> ActionTuples;
};

void AutomatonWriter::readTransition(const Record *T) {
  Edge E;
  const BitsInit *State = T->getValueAsBitsInit("NewState");
  for (unsigned I = 0; I < State->getNumBits() && I < 64; ++I)
    if (const auto *Bit = dyn_cast<BitInit>(State->getBit(I)); Bit && Bit->getValue())
      E.Bits |= uint64_t(1) << I;

  std::vector<Symbol> Tuple;
  std::vector<std::string> Key;
  Types.clear();
  for (const std::string &Field : Fields) {
    const RecordVal *Val = T->getValue(Field);
    if (!Val)
      PrintFatalError(T, "transition '" + std::string(T->getName()) + "' has no field '" +
                             Field + "' (a SymbolFields entry of automaton '" +
                             std::string(Def->getName()) + "')");
    const RecTy *Ty = Val->getType();
    Symbol S;
    switch (Ty->getKind()) {
    case RecTy::RecordKind:
      S.Text = std::string(T->getValueAsDef(Field)->getName());
      S.Key = 'r' + S.Text;
      Types.push_back(Ty->getAsString());
      break;
    case RecTy::IntKind:
      S.Text = std::to_string(static_cast<unsigned>(T->getValueAsInt(Field)));
      S.Key = 'i' + S.Text;
      Types.push_back("unsigned");
      break;
    case RecTy::StringKind: {
      std::string Str = T->getValueAsString(Field);
      S.Key = 's' + Str;
      S.Text = "\"" + Str + "\"";
      Types.push_back("std::string");
      break;
    }
    default:
      PrintFatalError(T, "symbol field '" + Field + "' of automaton '" +
                             std::string(Def->getName()) + "' has type " + Ty->getAsString() +
                             "; a symbol must be a record, an int or a string");
    }
    std::string Override = "TypeOf_" + Field;
    if (Def->getValue(Override)) {
      std::string Name = Def->getValueAsString(Override);
      if (!Name.empty())
        Types.back() = Name;
    }
    Key.push_back(std::move(S.Key));
    Tuple.push_back(std::move(S));
  }
  auto [It, New] = ActionIds.try_emplace(std::move(Key), unsigned(ActionTuples.size() + 1));
  if (New)
    ActionTuples.push_back(std::move(Tuple));
  E.Action = It->second;
  Edges.push_back(E);
}

void AutomatonWriter::write(OStream &OS) {
  Fields = Def->getValueAsListOfStrings("SymbolFields");
  OS << "#ifdef GET_" << Def->getName() << "_DECL\n";
  std::string Class = Def->getValueAsString("TransitionClass");
  for (const Record *T : Records.getAllDerivedDefinitions(Class))
    readTransition(T);
  if (Edges.empty())
    PrintFatalError(Def, "automaton '" + std::string(Def->getName()) +
                             "' has no transitions: no record derives from '" + Class + "'");

  // The states reachable from 0: a transition applies when none of its bits
  // is set yet, and sets them.
  tables::SubsetDFA DFA;
  DFA.buildFrom([&](uint64_t State, const tables::SubsetDFA::EdgeSink &Out) {
    for (const Edge &E : Edges)
      if (!(State & E.Bits))
        Out(State | E.Bits, E.Action);
  });

  std::string Name(Def->getName());
  OS << "// The type of an action in the " << Name << " automaton.\n"
     << "using " << Name << "Action = ";
  if (Types.size() == 1) {
    OS << Types[0];
  } else {
    OS << "std::tuple<";
    for (size_t I = 0; I < Types.size(); ++I)
      OS << (I ? ", " : "") << Types[I];
    OS << ">";
  }
  OS << ";\n\n";
  DFA.write(OS, Name, Name + "Action", [&](OStream &OS, unsigned Action) {
    const std::vector<Symbol> &Tuple = ActionTuples[Action - 1];
    if (Tuple.size() > 1)
      OS << "{";
    for (size_t I = 0; I < Tuple.size(); ++I)
      OS << (I ? ", " : "") << Tuple[I].Text;
    if (Tuple.size() > 1)
      OS << "}";
  });
  OS << "#endif  // GET_" << Name << "_DECL\n";
}

void emitAutomata(const RecordKeeper &Records, OStream &OS) {
  for (const Record *Def : Records.getAllDerivedDefinitions("GenericAutomaton"))
    AutomatonWriter(Records, Def).write(OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(Automata, "gen-automata", "Generate generic automata", emitAutomata);

} // namespace tblgen
