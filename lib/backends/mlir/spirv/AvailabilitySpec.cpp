//===- AvailabilitySpec.cpp - Availability specs of SPIR-V and Tosa -------===//

#include "AvailabilitySpec.h"

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
  auto isDigit = [](char C) { return C >= '0' && C <= '9'; };
  auto isWord = [&](char C) {
    return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || isDigit(C) || C == '_';
  };
  std::string Out;
  for (size_t I = 0; I < Code.size();) {
    if (Code[I] != '$') {
      Out += Code[I++];
      continue;
    }
    if (I + 1 < Code.size() && Code[I + 1] == '$') {
      Out += '$';
      I += 2;
      continue;
    }
    // A placeholder: digits (a positional one) or a name.
    size_t End = I + 1;
    while (End < Code.size() && isDigit(Code[End]))
      ++End;
    if (End == I + 1)
      while (End < Code.size() && isWord(Code[End]))
        ++End;
    std::string_view Name = Code.substr(I + 1, End - I - 1);
    if (Name.empty())
      Out += '$';
    else if (Name == "overall")
      Out += "tblgen_overall";
    else if (Name == "instance")
      Out += Instance;
    else
      Out.append(Code.substr(I, End - I)).append("<no-subst-found>");
    I = End;
  }
  return Out;
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
