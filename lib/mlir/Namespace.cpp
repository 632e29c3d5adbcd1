//===- Namespace.cpp - C++ namespaces in mlir-tblgen's outputs ------------===//
#include "mlir/Namespace.h"

#include "tblgen/Output.h"

namespace tblgen::mlir {

std::string_view plainNamespace(std::string_view Ns) {
  while (Ns.starts_with("::"))
    Ns.remove_prefix(2);
  return Ns;
}

NamespaceScope::NamespaceScope(OStream &OS, std::string_view Ns)
    : OS(OS), Name(plainNamespace(Ns)) {
  if (!Name.empty())
    OS << "namespace " << Name << " {\n";
}

NamespaceScope::~NamespaceScope() {
  if (!Name.empty())
    OS << "} // namespace " << Name << "\n";
}

} // namespace tblgen::mlir
