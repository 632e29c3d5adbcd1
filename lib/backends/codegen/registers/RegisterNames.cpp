//===- RegisterNames.cpp - Qualified names of target records --------------===//
#include "backends/codegen/registers/RegisterNames.h"

#include "tblgen/Record.h"

namespace tblgen::codegen {

std::string qualifiedName(const Record *R) {
  std::string Name(R->getName());
  if (!R->getValue("Namespace"))
    return Name;
  std::string Ns = R->getValueAsString("Namespace");
  return Ns.empty() ? Name : Ns + "::" + Name;
}

} // namespace tblgen::codegen
