//===- InstrInfoFeatures.cpp - -gen-instr-info: required features ---------===//
//
// The sections of -gen-instr-info that check an opcode's predicates
// against the subtarget's features at MC level:
//
//   GET_COMPUTE_FEATURES            the bits of the assembler predicates
//                                   (Predicate records marked for the
//                                   assembler matcher), the function that
//                                   derives them from the feature bits, and
//                                   per opcode the set it requires
//   GET_AVAILABLE_OPCODE_CHECKER    isOpcodeAvailable
//   ENABLE_INSTR_PREDICATE_VERIFIER verifyInstructionPredicates
//
// A predicate's bit is its position among the assembler predicates in
// name order; the enum and the availability function list them in
// definition order.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/FeatureBits.h"
#include "backends/codegen/isel/InstrInfo.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace tblgen::instrinfo {

void emitFeatureVerifier(const InstrTable &T, OStream &OS) {
  codegen::AsmFeatureBits Features(T.Records);
  const std::string &TN = T.TargetName;

  OS << "#if (defined(ENABLE_INSTR_PREDICATE_VERIFIER) && !defined(NDEBUG)) ||\\\n"
        "    defined(GET_AVAILABLE_OPCODE_CHECKER)\n"
        "#define GET_COMPUTE_FEATURES\n"
        "#endif\n"
        "#ifdef GET_COMPUTE_FEATURES\n"
        "#undef GET_COMPUTE_FEATURES\n\n";
  OS << "namespace llvm::" << TN << "_MC {\n\n";
  OS << "// Bits for subtarget features that participate in instruction matching.\n";
  OS << "enum SubtargetFeatureBits : " << minimalUnsignedType(Features.BitOf.size()) << " {\n";
  for (const auto &[Id, Entry] : Features.ById)
    OS << "  Feature_" << Entry.first->getName() << "Bit = " << Entry.second << ",\n";
  OS << "};\n\n";

  OS << "inline FeatureBitset computeAvailableFeatures(const FeatureBitset &FB) {\n";
  OS << "  FeatureBitset Features;\n";
  for (const auto &[Id, Entry] : Features.ById) {
    std::string Test;
    if (!codegen::appendFeatureTest(Test, T.TargetName,
                                    Entry.first->getValueAsDag("AssemblerCondDag"), false))
      PrintFatalError(Entry.first->getLocs(), "Invalid AssemblerCondDag!");
    OS << "  if (" << Test << ")\n    Features.set(Feature_" << Entry.first->getName()
       << "Bit);\n";
  }
  OS << "  return Features;\n}\n\n";

  // The assembler predicates each opcode requires, in its Predicates order.
  std::vector<std::vector<const Record *>> Required(T.size());
  for (size_t I = 0; I != T.size(); ++I)
    for (const Record *P : T[I].Def->getValueAsListOfDefs("Predicates"))
      if (Features.contains(P))
        Required[I].push_back(P);
  std::vector<std::vector<const Record *>> Sets = Required;
  codegen::sortUniqueFeatureSets(Sets);
  auto SetName = [](const std::vector<const Record *> &S) {
    std::string Name = "CEFBS";
    for (const Record *R : S)
      Name += "_" + std::string(R->getName());
    return S.empty() ? Name + "_None" : Name;
  };

  std::string_view RefType = minimalUnsignedType(Sets.size());
  OS << "inline FeatureBitset computeRequiredFeatures(unsigned Opcode) {\n";
  OS << "  enum : " << RefType << " {\n    CEFBS_None,\n";
  for (const auto &S : Sets)
    if (!S.empty())
      OS << "    " << SetName(S) << ",\n";
  OS << "  };\n\n";
  OS << "  static constexpr FeatureBitset FeatureBitsets[] = {\n    {}, // CEFBS_None\n";
  for (const auto &S : Sets) {
    if (S.empty())
      continue;
    OS << "    {";
    for (const Record *R : S)
      OS << "Feature_" << R->getName() << "Bit, ";
    OS << "},\n";
  }
  OS << "  };\n";
  OS << "  static constexpr " << RefType << " RequiredFeaturesRefs[] = {\n";
  for (size_t I = 0; I != T.size(); ++I)
    OS << "    " << SetName(Required[I]) << ", // " << T.name(I) << '\n';
  OS << "  };\n\n";
  OS << "  assert(Opcode < " << T.size() << ");\n";
  OS << "  return FeatureBitsets[RequiredFeaturesRefs[Opcode]];\n}\n\n\n";
  OS << "} // namespace llvm::" << TN << "_MC\n\n#endif // GET_COMPUTE_FEATURES\n\n";

  OS << "#ifdef GET_AVAILABLE_OPCODE_CHECKER\n#undef GET_AVAILABLE_OPCODE_CHECKER\n\n";
  OS << "namespace llvm::" << TN << "_MC {\n\n";
  OS << "bool isOpcodeAvailable(unsigned Opcode, const FeatureBitset &Features) {\n"
        "  FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);\n"
        "  FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);\n"
        "  FeatureBitset MissingFeatures =\n"
        "      (AvailableFeatures & RequiredFeatures) ^\n"
        "      RequiredFeatures;\n"
        "  return !MissingFeatures.any();\n"
        "}\n\n";
  OS << "} // namespace llvm::" << TN << "_MC\n\n#endif // GET_AVAILABLE_OPCODE_CHECKER\n\n";

  OS << "#ifdef ENABLE_INSTR_PREDICATE_VERIFIER\n#undef ENABLE_INSTR_PREDICATE_VERIFIER\n\n";
  OS << "#include <sstream>\n\n";
  OS << "namespace llvm::" << TN << "_MC {\n\n";
  OS << "#ifndef NDEBUG\n";
  std::vector<const Record *> ByBit(Features.BitOf.size());
  for (const auto &[R, Bit] : Features.BitOf)
    ByBit[Bit] = R;
  OS << "static const char *SubtargetFeatureNames[] = {\n";
  for (const Record *R : ByBit)
    OS << "  \"Feature_" << R->getName() << "\",\n";
  OS << "  nullptr\n};\n\n";
  OS << "#endif // NDEBUG\n\n";
  OS << "void verifyInstructionPredicates(\n"
        "    unsigned Opcode, const FeatureBitset &Features) {\n"
        "#ifndef NDEBUG\n"
        "  FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);\n"
        "  FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);\n"
        "  FeatureBitset MissingFeatures =\n"
        "      (AvailableFeatures & RequiredFeatures) ^\n"
        "      RequiredFeatures;\n"
        "  if (MissingFeatures.any()) {\n"
        "    std::ostringstream Msg;\n"
        "    Msg << \"Attempting to emit \" << &"
     << TN << "InstrNameData[" << TN << "InstrNameIndices[Opcode]]\n"
     << "        << \" instruction but the \";\n"
        "    for (unsigned i = 0, e = MissingFeatures.size(); i != e; ++i)\n"
        "      if (MissingFeatures.test(i))\n"
        "        Msg << SubtargetFeatureNames[i] << \" \";\n"
        "    Msg << \"predicate(s) are not met\";\n"
        "    report_fatal_error(Msg.str().c_str());\n"
        "  }\n"
        "#endif // NDEBUG\n"
        "}\n\n";
  OS << "} // namespace llvm::" << TN << "_MC\n\n#endif // ENABLE_INSTR_PREDICATE_VERIFIER\n\n";
}

} // namespace tblgen::instrinfo
