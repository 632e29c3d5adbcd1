//===- AvailabilitySpec.cpp - Availability specs of SPIR-V and Tosa -------===//

#include "AvailabilitySpec.h"

#include "mlir/Fmt.h"
#include "mlir/Namespace.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirspirv {

std::string_view AvailabilitySpec::kind() const {
  auto Direct = Def->getDirectSuperClasses();
  if (Direct.size() != 1)
    PrintFatalError(Def, "expected to only have one direct superclass");
  return Direct.front().first->getName();
}

std::string AvailabilitySpec::queryFn() const { return Def->getValueAsString("queryFnName"); }
std::string AvailabilitySpec::queryRetType() const { return Def->getValueAsString("queryFnRetType"); }
std::string AvailabilitySpec::mergeAction() const { return Def->getValueAsString("mergeAction"); }
std::string AvailabilitySpec::initializer() const { return Def->getValueAsString("initializer"); }
std::string AvailabilitySpec::instanceType() const { return Def->getValueAsString("instanceType"); }
std::string AvailabilitySpec::preparation() const {
  return Def->getValueAsString("instancePreparation");
}
std::string AvailabilitySpec::instance() const { return Def->getValueAsString("instance"); }

std::vector<AvailabilitySpec> availabilitiesOf(const Record *R) {
  std::vector<AvailabilitySpec> Specs;
  if (R->getValue("availability"))
    for (const Record *A : R->getValueAsListOfDefs("availability"))
      Specs.emplace_back(A);
  return Specs;
}

std::string substituteMerge(std::string_view Code, std::string_view Instance) {
  return mlir::fmtSubstitute(Code, mlir::FmtVars{{"overall", "tblgen_overall"}, {"instance", std::string(Instance)}});
}

NsScope::NsScope(OStream &OS, std::string_view Ns) : OS(OS), Name(mlir::plainNamespace(Ns)) {
  if (!Name.empty())
    OS << "namespace " << Name << " {\n\n";
}

NsScope::~NsScope() {
  if (!Name.empty())
    OS << "\n} // namespace " << Name << "\n";
}

} // namespace tblgen::mlirspirv
