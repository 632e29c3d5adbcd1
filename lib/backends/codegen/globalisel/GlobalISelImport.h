//===- GlobalISelImport.h - SelectionDAG patterns as GlobalISel rules -*- C++ -*-===//
//
// Turns the patterns of the pattern database into match-table rules: the
// source tree becomes checks on generic instructions (through GINodeEquiv,
// GIComplexPatternEquiv, GISDNodeXFormEquiv), the result tree becomes
// instruction-building actions. A pattern that cannot be expressed is
// skipped with a reason (llvm-tblgen's wording, for -warn-on-skipped-patterns).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "backends/codegen/globalisel/GlobalISelMatchTable.h"

#include "codegen/ClassTable.h"
#include "codegen/Instructions.h"
#include "codegen/patterns/Patterns.h"
#include "tblgen/Record.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace tblgen {
class RecordKeeper;
namespace codegen {
class RegisterBank;
struct RegClass;
} // namespace codegen
namespace gisel {

/// What was read of one PatFrags record's fields, by field name: the
/// names are string literals (static storage), compared by address.
struct FragMemo {
  std::vector<std::pair<const char *, int>> Read;
  template <typename Fn> int get(std::string_view Field, Fn Compute) {
    for (const auto &[F, V] : Read)
      if (F == Field.data())
        return V;
    int V = Compute();
    Read.emplace_back(Field.data(), V);
    return V;
  }
};

/// Why a pattern root's predicates cannot be imported (none if they can).
std::optional<std::string> nonTrivialRoot(const codegen::PatNode &N);

/// The target facts the importer reads, and what it collects across rules
/// (types, subtarget features).
class Importer {
public:
  /// Flags: inferInstrFlags over DB before its variants were added.
  Importer(const RecordKeeper &Records, const codegen::PatternDatabase &DB,
           std::vector<uint64_t> Flags);

  /// Imports one pattern as rule ID; false (with Reason) if it is skipped.
  /// Sets R.Features (not R.HwModeIdx: the caller numbers the modes). What
  /// it reads is shared, what it caches is its own: two Importers of one
  /// database may import on two threads at once.
  bool import(const codegen::PatternToMatch &P, RuleM &R, std::string &Reason);

  /// Every type a rule checks or makes, sorted: the LLT table.
  std::vector<LowLevelType> typeTable() const {
    return std::vector<LowLevelType>(Known.begin(), Known.end());
  }
  /// Sets the table index of every type check of R.
  void numberTypes(RuleM &R) const;
  /// Adds the types O's rules use (O imported other patterns of the same
  /// database, on another thread).
  void mergeTypes(const Importer &O) { Known.insert(O.Known.begin(), O.Known.end()); }
  /// The GIComplexOperandMatcher records, by name.
  std::vector<const Record *> complexMatchers() const;

  /// "(add:{ *:[i32] } GPR:{ *:[i32] }:$a, ...)": llvm-tblgen's print form.
  std::string print(const codegen::PatNode &N) const;

private:
  using PatNode = codegen::PatNode;
  /// The classes the importer tests records against, looked up once (null
  /// when the input does not define one: no record derives from it).
  enum ClassID : uint8_t {
    ClsSDNode, ClsIntrinsic, ClsComplexPattern, ClsSDNodeXForm, ClsRegisterOperand,
    ClsRegisterClass, ClsRegister, ClsValueType, ClsImmLeaf, ClsInstruction, ClsSubRegIndex,
    ClsCondCode, ClsTypedOperand, ClsOperandWithDefaultOps, ClsImmArg, ClsOptionalDefOperand,
    NumClassIDs
  };
  const codegen::ClassTable<ClassID, NumClassIDs> Classes;
  /// Whether R derives from class C (a pointer compare per superclass).
  bool isA(const Record *R, ClassID C) const { return Classes.isA(R, C); }
  bool importSrc(RuleM &R, InsnM &I, const PatNode &N, unsigned &Temp);
  bool importChild(RuleM &R, InsnM &I, const PatNode &N, bool IsPtr, bool ImmArg,
                   unsigned OpIdx, unsigned &Temp);
  bool importComplex(OperandM &OM, const Record *CP, unsigned &Temp);
  /// An unnamed value-type leaf (sext_inreg's width): an immediate.
  bool unnamedTypeLeaf(const PatNode &N) const;
  bool addTypeCheck(OperandM &OM, const codegen::TypeSet &T, bool IsPtr);
  bool addBuiltinPredicates(const Record *Equiv, const Record *Frag, InsnM &I, bool &Added);
  const Record *equivInstruction(const Record *Equiv, const PatNode &N) const;
  /// equivInstruction's choice among the alternatives; Has(F) tells whether
  /// field F (an EquivField) is set, Get(F) reads it.
  template <typename HasFn, typename GetFn>
  const Record *chooseEquiv(const PatNode &N, HasFn Has, GetFn Get) const;

  using ActIt = std::list<std::unique_ptr<Action>>::iterator;
  bool renderInstruction(RuleM &R, const PatNode &Src, const PatNode &Dst, Action *&Out);
  bool renderDefs(RuleM &R, Action &B, const PatNode &Src, const PatNode &Dst, ActIt &At);
  bool renderUses(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src, ActIt &At);
  bool renderUse(RuleM &R, Action &B, const PatNode &Child, const PatNode &Src, ActIt &At);
  bool renderNamedUse(RuleM &R, Action &B, const PatNode &Child);
  bool renderLeafUse(RuleM &R, Action &B, const PatNode &Child, ActIt &At);
  bool renderSubInstruction(RuleM &R, const PatNode &Dst, const PatNode &Src, unsigned TempReg,
                            ActIt &At);
  ActIt newBuildMI(RuleM &R, ActIt At, const Record *Inst);
  /// Inserts before At the making of a new temporary register of type Ty
  /// (its number in TempReg).
  ActIt newTempRegister(RuleM &R, ActIt At, const LowLevelType &Ty, unsigned &TempReg);
  // Register classes in result trees (GlobalISelSubRegs.cpp).
  /// The register class a RegisterClass or RegisterOperand leaf names.
  static const Record *classRecordOf(const Init *I);
  /// R itself, or for a RegClassByHwMode the class it selects in the
  /// default mode (null if none).
  const Record *classForMode(const Record *R) const;
  const codegen::RegClass *leafClass(const PatNode &N) const;
  /// The class a result node produces (a leaf's, or result 0's), or null.
  const codegen::RegClass *nodeClass(const PatNode &N) const;
  /// The class of result ResIdx of instruction node N, or null.
  const codegen::RegClass *resultClass(const PatNode &N, unsigned ResIdx) const;
  /// The largest allocatable class holding type T whose members have the
  /// sub-register index IdxNode names.
  const codegen::RegClass *superClassOf(const codegen::TypeSet &T, const PatNode &IdxNode) const;
  /// Super's own class if it has one, else superClassOf(T, IdxNode).
  const codegen::RegClass *superClassFor(const codegen::TypeSet &T, const PatNode &Super,
                                         const PatNode &IdxNode) const;
  /// The number of the SubRegIndex a leaf names, or -1.
  int subRegIndexOf(const PatNode &N) const;
  /// RC's largest sub-class whose members have index Idx, and the class of
  /// those sub-registers.
  std::optional<std::pair<const codegen::RegClass *, const codegen::RegClass *>>
  withSubRegs(const codegen::RegClass *RC, int Idx) const;
  /// Inserts before At the register-class constraints of built instruction
  /// InsnID, made from result node Dst.
  bool constrainResult(RuleM &R, ActIt At, unsigned InsnID, const PatNode &Dst);
  /// The type of the temporary register that holds instruction node N's
  /// first result (and records it as a known type).
  bool resultLLT(const PatNode &N, std::optional<LowLevelType> &Ty);
  bool renderExtractSubReg(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src, ActIt &At);
  bool renderRegSequence(RuleM &R, Action &B, const PatNode &Dst, const PatNode &Src, ActIt &At);
  bool renderDefaults(RuleM &R, Action &B, const Record *OperandRec, ActIt At);
  /// The default registers of an unmatched OptionalDefOperand def, as dead defs.
  bool renderOptionalDef(Action &B, const Record *OperandRec);
  /// The defs of \p B from \p First on, which the pattern does not use: dead
  /// temporary registers (made before \p At) or optional defs' registers.
  bool renderDiscardedDefs(RuleM &R, Action &B, const PatNode &Dst, unsigned First, ActIt &At);
  /// An IMPLICIT_DEF of type \p Ty into a new temporary register, built
  /// before \p At, and the register as the next operand of \p B.
  bool renderUndefTiedInput(RuleM &R, Action &B, std::optional<LowLevelType> Ty, ActIt At);
  bool chooseMutation(RuleM &R, Action &B);

  bool fail(std::string Why) {
    Reason = std::move(Why);
    return false;
  }
  std::optional<LowLevelType> lltOf(unsigned VT) const;
  std::optional<LowLevelType> readLLT(unsigned VT) const;
  /// lltOf by value type, read once.
  mutable std::vector<std::optional<std::optional<LowLevelType>>> LLTs;
  /// The fields read of each PatFrags record (FragInfo's answers).
  mutable std::unordered_map<const Record *, FragMemo> FragMemos;
  FragMemo *fragMemo(const Record *Frag) const { return &FragMemos[Frag]; }
  /// A GINodeEquiv's MMO check (see importSrc).
  std::unordered_map<const Record *, int> MMOChecks;
  /// Whether a Predicate record has a CondString (import).
  std::unordered_map<const Record *, bool> HasCondString;
  const codegen::RegClass *regClass(const Record *R) const;
  const std::string &qualifiedInst(const Record *Inst) const;
  std::string qualifiedReg(const Record *Reg) const;
  const codegen::Instruction *inst(const Record *Def) const { return Instrs.find(Def); }
  bool operandIsPointer(const Record *Inst, bool Out, unsigned Idx) const;
  bool operandIsImmArg(const Record *Inst, unsigned Idx) const;

  const RecordKeeper &Records;
  const codegen::PatternDatabase &DB;
  const codegen::InstructionSet &Instrs;
  codegen::RegisterBank &Bank;
  std::vector<uint64_t> Flags;
  std::map<const Record *, unsigned> InstValue;
  std::map<const Record *, const Record *> NodeEquivs, ComplexEquivs, XFormEquivs;
  std::set<LowLevelType> Known;
  /// addTypeCheck: per value type, its LLT (if any), the LLT's enum name,
  /// and whether it is in Known.
  struct CachedType {
    bool Done = false, Known = false;
    std::optional<LowLevelType> L;
    std::string Name;
  };
  std::vector<CachedType> TypeCache;
  /// numberTypes: the index of each type's enum name, for Known's size.
  mutable std::map<std::string, unsigned, std::less<>> TypeIndex;
  mutable size_t TypeIndexSize = ~size_t(0);
  std::string Reason;
  /// Fragment predicates reading their operands (PredicateCodeUsesOperands):
  /// how many of the last such predicate's operands are still to record,
  /// and the store index of each scoped operand name ("pred:SCOPE:NAME").
  unsigned NamedOperandsAwaited = 0;
  std::map<std::string, unsigned> NamedOperandSlots;
  /// Caches: nonTrivialRoot's verdict per PatFrags, operand flags of
  /// generic instructions (by kind: 0/1 IsPointer of an in/out operand, 2
  /// IsImmediate), qualified instruction names.
  std::map<const Record *, bool> TrivialAtRoot;
  /// (Keyed by the record's ID, the kind and the index: see operandFlagKey.)
  mutable std::unordered_map<uint64_t, bool> OperandFlags;
  static uint64_t operandFlagKey(const Record *Inst, unsigned Kind, unsigned Idx);
  mutable std::unordered_map<const Record *, std::string> QualifiedInsts;
  /// A GINodeEquiv's alternative instructions (null when unset), read once;
  /// Ok is false when a field is not a def or '?' (then read as written).
  /// A GINodeEquiv's fields, in equivFieldNames' order.
  enum EquivField : unsigned { IfFP, IfConv, IfSExt, IfZExt, EquivI, NumEquivFields };
  struct EquivInfo {
    const Record *Alt[NumEquivFields] = {};
    bool Ok = true;
  };
  mutable std::map<const Record *, EquivInfo> EquivInfos;
  /// "NS::RCRegClassID" per register class.
  mutable std::map<const codegen::RegClass *, std::string> RegClassIDs;
  const std::string &regClassID(const codegen::RegClass *RC) const;
  /// nonTrivialRoot(N), with each PatFrags' verdict read once.
  std::optional<std::string> rootProblem(const codegen::PatNode &N);
};

/// Applies the GISelFlags of F (a pattern record or a fragment; nothing
/// when null or not a GISelFlags) to R's current flags: a flag left unset
/// keeps its value.
void applyGISelFlags(RuleM &R, const Record *F);

} // namespace gisel
} // namespace tblgen
