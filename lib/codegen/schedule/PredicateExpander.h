//===- PredicateExpander.h - C++ for MCInstPredicate trees ------*- C++ -*-===//
//
// Renders the MCInstPredicate and MCStatement records of
// TargetInstrPredicate.td as C++, in the two flavours the backends need:
// over a MachineInstr (TargetInstrInfo predicates, resolveSchedClass) or
// over an MCInst (the _MC helpers, resolveVariantSchedClassImpl), and with
// the instruction as a reference ("MI.") or a pointer ("MI->"). The text,
// indentation included, is what llvm-tblgen prints. Shared by
// -gen-instr-info, -gen-subtarget and any backend that expands predicates.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class OStream;
class Record;

namespace codegen {

/// Writes predicates and statements. Negation is a state pushed down by
/// CheckNot and reset inside CheckAll/CheckAny, as each element is a
/// complete condition.
class PredicateExpander {
public:
  explicit PredicateExpander(std::string_view TargetName) : TargetName(TargetName) {}

  /// MCInst flavour (else MachineInstr).
  bool ForMC = false;
  /// MI is a reference (else a pointer).
  bool ByRef = true;
  /// The current indentation, in steps of two spaces.
  unsigned Level = 1;

  /// Writes the condition predicate P stands for.
  void predicate(OStream &OS, const Record *P);
  /// Writes an MCStatement (a return or an opcode switch); the caller has
  /// indented the first line.
  void statement(OStream &OS, const Record *S);
  /// Writes Level * 2 spaces.
  void indent(OStream &OS) const;
  /// Starts negated: the whole predicate written next is inverted.
  void setNegated(bool N) { Negate = N; }

private:
  std::string_view access() const { return ByRef ? "." : "->"; }
  std::string_view miArg() const { return ByRef ? "(MI)" : "(*MI)"; }
  void operand(OStream &OS, const Record *P, std::string_view Accessor);
  void sequence(OStream &OS, const std::vector<const Record *> &Preds, bool All);
  void opcodeCheck(OStream &OS, const std::vector<const Record *> &Opcodes);

  std::string TargetName;
  bool Negate = false;
};

} // namespace codegen
} // namespace tblgen
