//===- FeatureBits.h - Assembler predicate bits shared by backends -*- C++ -*-===//
//
// -gen-asm-matcher and -gen-instr-info (GET_COMPUTE_FEATURES) both number the
// assembler predicates the same way and list the distinct predicate sets in
// the same order; -gen-subtarget and -gen-target-features write the same
// SubtargetFeature enum and FeatureBitset initializers. These helpers keep
// each pair in step.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Subtarget.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <map>
#include <span>
#include <utility>
#include <vector>

namespace tblgen::codegen {

/// The assembler predicates: Predicate records with AssemblerMatcherPredicate
/// set and a non-empty condition. A predicate's bit is its position in name
/// order (the order the record keeper lists the Predicate defs in).
struct AsmFeatureBits {
  /// By definition order (record ID): the predicate and its bit.
  std::map<unsigned, std::pair<const Record *, unsigned>> ById;
  /// Each predicate's bit.
  std::map<const Record *, unsigned> BitOf;

  /// Collects the predicates; a nameless one is a fatal error.
  explicit AsmFeatureBits(const RecordKeeper &Records) {
    for (const Record *Pred : Records.getAllDerivedDefinitionsIfDefined("Predicate"))
      if (isFeature(Pred)) {
        unsigned Bit = unsigned(BitOf.size());
        BitOf.emplace(Pred, Bit);
        ById.emplace(Pred->getID(), std::make_pair(Pred, Bit));
      }
  }

  /// Whether R is one of the assembler predicates.
  bool contains(const Record *R) const { return BitOf.count(R) != 0; }

private:
  /// Whether Pred gets a bit: an assembler predicate (which must be named)
  /// whose condition is not empty.
  static bool isFeature(const Record *Pred) {
    bool ForAssembler = Pred->getValueAsBit("AssemblerMatcherPredicate");
    if (ForAssembler && Pred->getName().empty())
      PrintFatalError(Pred->getLocs(), "Predicate has no name!");
    return ForAssembler && !Pred->getValueAsString("CondString").empty();
  }
};

/// Appends the C++ test of an AssemblerCondDag over the feature bits FB:
/// FB[<Target>::<Feature>] for a SubtargetFeature, combined by (not X),
/// (any_of X, ...) and (all_of X, ...). A list of two or more operands is
/// parenthesized when Grouped (it stands inside a negation or a list).
/// False when Cond is not of that form.
inline bool appendFeatureTest(std::string &Out, std::string_view Target, const Init *Cond,
                              bool Grouped) {
  if (const auto *Leaf = dyn_cast<DefInit>(Cond)) {
    const Record *Feature = Leaf->getDef();
    if (!Feature->isSubClassOf("SubtargetFeature"))
      return false;
    Out.append("FB[").append(Target).append("::").append(Feature->getName()).append("]");
    return true;
  }
  const auto *Dag = dyn_cast<DagInit>(Cond);
  const auto *Operator = Dag ? dyn_cast<DefInit>(Dag->getOperator()) : nullptr;
  if (!Operator)
    return false;
  std::string_view Kind = Operator->getDef()->getName();
  std::span<const Init *const> Operands = Dag->getArgs();
  if (Kind == "not") {
    Out += '!';
    return Operands.size() == 1 && appendFeatureTest(Out, Target, Operands[0], true);
  }
  std::string_view Joint = Kind == "any_of" ? " || " : Kind == "all_of" ? " && " : "";
  if (Joint.empty() || Operands.empty())
    return false;
  bool List = Operands.size() > 1;
  if (List && Grouped)
    Out += '(';
  for (size_t K = 0; K != Operands.size(); ++K)
    if (!appendFeatureTest(Out.append(K ? Joint : ""), Target, Operands[K], Grouped || List))
      return false;
  if (List && Grouped)
    Out += ')';
  return true;
}

/// Sorts predicate sets by size, then by their names element-wise, and drops
/// repeats: the order of the generated feature-bitset enums and tables.
inline void sortUniqueFeatureSets(std::vector<std::vector<const Record *>> &Sets) {
  auto Name = [](const Record *R) { return R->getName(); };
  auto Before = [&](const std::vector<const Record *> &A, const std::vector<const Record *> &B) {
    return A.size() != B.size()
               ? A.size() < B.size()
               : std::ranges::lexicographical_compare(A, B, std::less<>(), Name, Name);
  };
  // Names are unique, so sets in no order to each other are identical: any
  // sort gives the same result.
  std::ranges::sort(Sets, Before);
  auto Repeats = std::ranges::unique(Sets);
  Sets.erase(Repeats.begin(), Repeats.end());
}

/// Writes a subtarget feature set as a FeatureBitset initializer.
inline void writeFeatureMaskInit(OStream &OS, const FeatureMask &Mask) {
  OS << "{ { { ";
  for (uint64_t Word : Mask) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, "0x%llxULL, ", static_cast<unsigned long long>(Word));
    OS << Buf;
  }
  OS << "} } }";
}

/// Writes the guarded section holding the enum of the target's subtarget
/// features (value = bit) and NumSubtargetFeatures; Guard names the macro.
inline void writeFeatureEnumSection(OStream &OS, std::string_view Guard, std::string_view Target,
                                    const std::vector<const Record *> &Features) {
  OS << "#ifdef " << Guard << "\n#undef " << Guard << "\n\nnamespace llvm {\n\n";
  if (!Features.empty()) {
    OS << "namespace " << Target << " {\n\nenum {\n";
    for (size_t I = 0; I < Features.size(); ++I)
      OS << "  " << Features[I]->getName() << " = " << I << ",\n";
    OS << "  NumSubtargetFeatures = " << Features.size() << "\n};\n\n} // namespace " << Target
       << "\n";
  }
  OS << "\n} // namespace llvm\n\n#endif // " << Guard << "\n\n";
}

} // namespace tblgen::codegen
