//===- TargetFeatures.cpp - -gen-target-features ---------------------------===//
//
// The feature enum and the two key-value tables of a target's features and
// CPUs, without anything of the scheduling model: what a front end (clang's
// target parser) needs to validate -mcpu and -mattr. Two sections:
//
//   GET_SUBTARGETFEATURES_ENUM  enum { <Feature> = <bit>, ...,
//                                      NumSubtargetFeatures = N }
//   GET_SUBTARGETFEATURES_KV    Basic<T>FeatureKV[]: { "name", T::<Feature>,
//                                 <implied features> } by name, features
//                                 without a name left out;
//                               Basic<T>SubTypeKV[]: { "cpu", <features> } by
//                                 CPU name (tune features are not written)
//
// Unlike -gen-subtarget, llvm-tblgen checks neither duplicate CPU nor
// duplicate feature names here (both rows are written). The fields are read
// in llvm-tblgen's order, which decides which error comes first: every
// feature's Name, then the named features' Implies by name, then the
// processors' Name (as sorting compares them), then their Features by name.
//
//===----------------------------------------------------------------------===//
#include "target/Subtarget.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/Target/Registers.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace tblgen {
namespace {

/// Writes a feature bit set as the FeatureBitset initializer of the tables.
void writeFeatureBits(OStream &OS, const target::FeatureMask &Mask) {
  OS << "{ { { ";
  for (uint64_t Word : Mask) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, "0x%llxULL, ", static_cast<unsigned long long>(Word));
    OS << Buf;
  }
  OS << "} } }";
}

void writeEnumSection(OStream &OS, const std::string &Target,
                      const std::vector<const Record *> &Features) {
  OS << "#ifdef GET_SUBTARGETFEATURES_ENUM\n#undef GET_SUBTARGETFEATURES_ENUM\n\n"
     << "namespace llvm {\n\n";
  if (!Features.empty()) {
    OS << "namespace " << Target << " {\n\nenum {\n";
    for (size_t I = 0; I < Features.size(); ++I)
      OS << "  " << Features[I]->getName() << " = " << I << ",\n";
    OS << "  NumSubtargetFeatures = " << Features.size() << "\n};\n\n} // namespace " << Target
       << "\n";
  }
  OS << "\n} // namespace llvm\n\n#endif // GET_SUBTARGETFEATURES_ENUM\n\n";
}

/// The named features' rows, sorted by name; nothing when no feature has
/// a name.
void writeFeatureTable(OStream &OS, const std::string &Target,
                       const target::SubtargetModel &Model) {
  std::vector<std::pair<std::string, const Record *>> Named;
  for (const Record *F : Model.features()) {
    std::string Name = F->getValueAsString("Name");
    if (!Name.empty())
      Named.emplace_back(std::move(Name), F);
  }
  if (Named.empty())
    return;
  // std::sort as llvm-tblgen's: rows with equal names keep the same order.
  std::sort(Named.begin(), Named.end(),
            [](const auto &A, const auto &B) { return A.first < B.first; });
  OS << "// Sorted (by key) array of values for CPU features.\n"
     << "extern const llvm::BasicSubtargetFeatureKV Basic" << Target << "FeatureKV[] = {\n";
  for (const auto &[Name, F] : Named) {
    OS << "  { \"" << Name << "\", " << Target << "::" << F->getName() << ", ";
    writeFeatureBits(OS, Model.featureMask(F->getValueAsListOfDefs("Implies")));
    OS << " },\n";
  }
  OS << "};\n";
}

void writeCpuTable(OStream &OS, const RecordKeeper &Records, const std::string &Target,
                   const target::SubtargetModel &Model) {
  std::vector<const Record *> Procs = Records.getAllDerivedDefinitions("Processor");
  // The names are read as the sort compares them (not up front): a
  // processor without a Name is reported where llvm-tblgen meets it first.
  std::sort(Procs.begin(), Procs.end(), [](const Record *A, const Record *B) {
    std::string NameA = A->getValueAsString("Name"); // A's first, in sequence
    return NameA < B->getValueAsString("Name");
  });
  OS << "// Sorted (by key) array of values for CPU subtype.\n"
     << "extern const llvm::BasicSubtargetSubTypeKV Basic" << Target << "SubTypeKV[] = {\n";
  for (const Record *Proc : Procs) {
    OS << " { \"" << Proc->getValueAsString("Name") << "\", ";
    writeFeatureBits(OS, Model.featureMask(Proc->getValueAsListOfDefs("Features")));
    OS << " },\n";
  }
  OS << "};\n\n";
}

void emitTargetFeatures(const RecordKeeper &Records, OStream &OS) {
  const std::string Target(target::getTargetDef(Records)->getName());
  target::SubtargetModel Model = target::SubtargetModel::featuresOnly(Records);
  // One bit of llvm's FeatureBitset stays spare.
  if (Model.features().size() + 1 > target::MaxSubtargetFeatures)
    PrintFatalError("Too many subtarget features! Bump MAX_SUBTARGET_FEATURES.");

  OS << "// Autogenerated by TargetFeatureEmitter.cpp\n\n";
  writeEnumSection(OS, Target, Model.features());
  OS << "#ifdef GET_SUBTARGETFEATURES_KV\n#undef GET_SUBTARGETFEATURES_KV\n\n"
     << "namespace llvm {\n\n";
  writeFeatureTable(OS, Target, Model);
  OS << "\n";
  writeCpuTable(OS, Records, Target, Model);
  OS << "\n} // namespace llvm\n\n#endif // GET_SUBTARGETFEATURES_KV\n\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(TargetFeatures, "gen-target-features", "Generate subtarget enumerations",
                        emitTargetFeatures);

} // namespace tblgen
