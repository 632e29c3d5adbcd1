//===- PredicateExpander.h - MCInstPredicate and MCStatement as C++ -*- C++ -*-===//
//
// The predicate records of TargetInstrPredicate.td (MCInstPredicate trees and
// MCStatement switches) rendered as C++ conditions, with llvm-tblgen's exact
// text and indentation. Shared by -gen-instr-info (TIIPredicate functions,
// on MachineInstr or MCInst by reference) and -gen-macro-fusion-pred (by
// pointer, negated).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;

namespace target {

/// Renders predicates and statements for one flavour (MachineInstr or
/// MCInst, named MI, a reference or a pointer). Negation is a state pushed
/// down by CheckNot and reset inside CheckAll/CheckAny, as each element is a
/// complete condition.
class PredicateExpander {
public:
  /// ForMC: the MCInst flavour (TII calls become TargetName_MC:: ones);
  /// ByRef: MI is a reference ("MI.x", "(MI)") rather than a pointer
  /// ("MI->x", "(*MI)").
  PredicateExpander(OStream &OS, std::string_view TargetName, bool ForMC, bool ByRef = true)
      : OS(OS), TargetName(TargetName), ForMC(ForMC), ByRef(ByRef) {}

  /// Writes statement S (a return or an opcode switch).
  void statement(const Record *S);
  /// Writes predicate P as an expression.
  void predicate(const Record *P);
  /// Writes the current indentation (two spaces per level).
  void indent() { OS << std::string(Level * 2, ' '); }
  /// Starts negated (the whole predicate is to be inverted).
  void setNegate(bool N) { Negate = N; }
  /// Sets the indentation level of the lines a sequence breaks into.
  void setLevel(unsigned L) { Level = L; }

private:
  std::string_view mi() const { return ByRef ? "MI." : "MI->"; }
  std::string_view miArg() const { return ByRef ? "(MI)" : "(*MI)"; }
  void operand(const Record *P, std::string_view Accessor);
  void compare(std::string_view Eq, std::string_view Ne) { OS << (Negate ? Ne : Eq); }
  void bang() {
    if (Negate)
      OS << '!';
  }
  void sequence(const std::vector<const Record *> &Preds, bool All);
  void opcodeCheck(const std::vector<const Record *> &Opcodes);

  OStream &OS;
  std::string_view TargetName;
  bool ForMC;
  bool ByRef;
  bool Negate = false;
  unsigned Level = 1;
};

} // namespace target
} // namespace tblgen
