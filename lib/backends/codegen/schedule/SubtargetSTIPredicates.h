//===- SubtargetSTIPredicates.h - STIPredicate functions --------*- C++ -*-===//
//
// The STIPredicate records of -gen-subtarget: one function per declaration
// (STIPredicateDecl), a switch over the opcodes of its
// InstructionEquivalenceClasses that tests, per processor model, the
// class's predicate. Written as member declarations of
// <T>GenSubtargetInfo, as their definitions, and as the MCInstrAnalysis
// declarations and definitions of the MC layer.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace tblgen {

class OStream;
class RecordKeeper;

namespace codegen {
class ScheduleModel;
}

class STIPredicateFunctions {
public:
  /// Collects and checks the functions (fatal, located errors). Model maps
  /// SchedMachineModels to processor indices (may be null when there are no
  /// STIPredicate definitions).
  STIPredicateFunctions(const RecordKeeper &Records, const codegen::ScheduleModel *Model,
                        std::string Target);
  ~STIPredicateFunctions();

  /// The member declarations in GET_SUBTARGETINFO_HEADER.
  void writeMemberDecls(OStream &OS) const;
  /// The member definitions of ClassName in GET_SUBTARGETINFO_CTOR.
  void writeMemberDefs(OStream &OS, const std::string &ClassName) const;
  /// The GET_STIPREDICATE_{DECLS,DEFS}_FOR_MC_ANALYSIS sections.
  void writeMCAnalysis(OStream &OS) const;

  struct Function;

private:
  void write(OStream &OS, const Function &Fn, bool ForMC, bool ByRef, bool Definition,
             unsigned Indent, const std::string &ClassPrefix) const;

  std::string Target;
  std::vector<std::unique_ptr<Function>> Functions;
};

} // namespace tblgen
