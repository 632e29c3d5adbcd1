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
#include <string>
#include <string_view>
#include <map>
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
    unsigned Next = 0;
    for (const Record *Pred : Records.getAllDerivedDefinitionsIfDefined("Predicate")) {
      if (!Pred->getValueAsBit("AssemblerMatcherPredicate"))
        continue;
      if (Pred->getName().empty())
        PrintFatalError(Pred->getLocs(), "Predicate has no name!");
      if (Pred->getValueAsString("CondString").empty())
        continue;
      ById.emplace(Pred->getID(), std::make_pair(Pred, Next));
      BitOf.emplace(Pred, Next++);
    }
  }

  /// Whether R is one of the assembler predicates.
  bool contains(const Record *R) const { return BitOf.count(R) != 0; }
};

/// Sorts predicate sets by size, then by their names element-wise, and drops
/// repeats: the order of the generated feature-bitset enums and tables.
inline void sortUniqueFeatureSets(std::vector<std::vector<const Record *>> &Sets) {
  auto Less = [](const std::vector<const Record *> &A, const std::vector<const Record *> &B) {
    if (A.size() != B.size())
      return A.size() < B.size();
    for (size_t K = 0; K != A.size(); ++K)
      if (A[K]->getName() != B[K]->getName())
        return A[K]->getName() < B[K]->getName();
    return false;
  };
  // Names are unique, so sets equal under Less are identical: stable or not,
  // the result is the same.
  std::stable_sort(Sets.begin(), Sets.end(), Less);
  Sets.erase(std::unique(Sets.begin(), Sets.end()), Sets.end());
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
