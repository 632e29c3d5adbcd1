//===- Enum.cpp - MLIR enums as TableGen describes them -------------------===//
#include "mlir/Enum.h"

#include "tblgen/Casting.h"
#include "tblgen/Record.h"

namespace tblgen::mlir {

std::string EnumCase::symbol() const { return Def->getValueAsString("symbol"); }

std::string EnumCase::identifier() const {
  std::string S = symbol();
  if (!S.empty() && S[0] >= '0' && S[0] <= '9')
    S.insert(S.begin(), '_');
  return S;
}

std::string EnumCase::str() const { return Def->getValueAsString("str"); }
int64_t EnumCase::value() const { return Def->getValueAsInt("value"); }

bool EnumCase::isBitGroup() const {
  return Def->isSubClassOf("BitEnumCaseGroup") || Def->isSubClassOf("BitEnumAttrCaseGroup");
}

bool EnumCase::isSingleBit() const {
  return Def->isSubClassOf("BitEnumCaseBit") || Def->isSubClassOf("BitEnumAttrCaseBit");
}

bool EnumInfo::isEnumAttr() const { return Def->isSubClassOf("EnumAttrInfo"); }
bool EnumInfo::isBitEnum() const { return Def->isSubClassOf("BitEnumBase"); }
std::string EnumInfo::className() const { return Def->getValueAsString("className"); }
std::string EnumInfo::summary() const { return Def->getValueAsString("summary"); }
std::string EnumInfo::description() const { return Def->getValueAsString("description"); }
std::string EnumInfo::cppNamespace() const { return Def->getValueAsString("cppNamespace"); }
std::string EnumInfo::qualifiedName() const { return cppNamespace() + "::" + className(); }
std::string EnumInfo::underlyingType() const { return Def->getValueAsString("underlyingType"); }
int64_t EnumInfo::bitwidth() const { return Def->getValueAsInt("bitwidth"); }

std::string EnumInfo::underlyingToSymbolFn() const {
  return Def->getValueAsString("underlyingToSymbolFnName");
}
std::string EnumInfo::stringToSymbolFn() const {
  return Def->getValueAsString("stringToSymbolFnName");
}
std::string EnumInfo::symbolToStringFn() const {
  return Def->getValueAsString("symbolToStringFnName");
}
std::string EnumInfo::symbolToStringRetType() const {
  return Def->getValueAsString("symbolToStringFnRetType");
}
std::string EnumInfo::maxEnumValFn() const { return Def->getValueAsString("maxEnumValFnName"); }

std::vector<EnumCase> EnumInfo::cases() const {
  std::vector<EnumCase> Cases;
  for (const Init *I : Def->getValueAsListInit("enumerants")->getValues())
    Cases.emplace_back(cast<DefInit>(I)->getDef());
  return Cases;
}

int64_t EnumInfo::validBits() const { return Def->getValueAsInt("validBits"); }
std::string EnumInfo::separator() const { return Def->getValueAsString("separator"); }
bool EnumInfo::printBitEnumPrimaryGroups() const {
  return Def->getValueAsBit("printBitEnumPrimaryGroups");
}
bool EnumInfo::printBitEnumQuoted() const { return Def->getValueAsBit("printBitEnumQuoted"); }

bool EnumInfo::genSpecializedAttr() const {
  return isEnumAttr() && Def->getValueAsBit("genSpecializedAttr");
}
const Record *EnumInfo::baseAttrClass() const { return Def->getValueAsDef("baseAttrClass"); }
std::string EnumInfo::specializedAttrClassName() const {
  return Def->getValueAsString("specializedAttrClassName");
}
std::string EnumInfo::constBuilderCall() const {
  return Def->getValueAsString("constBuilderCall");
}

std::vector<EnumInfo> allEnums(const RecordKeeper &Records) {
  std::vector<EnumInfo> Enums;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("EnumInfo"))
    Enums.emplace_back(R);
  return Enums;
}

bool isKeyword(std::string_view S) {
  auto alpha = [](char C) { return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z'); };
  auto digit = [](char C) { return C >= '0' && C <= '9'; };
  if (S.empty() || !(alpha(S[0]) || S[0] == '_'))
    return false;
  for (char C : S.substr(1))
    if (!(alpha(C) || digit(C) || C == '_' || C == '$' || C == '.'))
      return false;
  return true;
}

} // namespace tblgen::mlir
