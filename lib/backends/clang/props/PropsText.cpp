//===- PropsText.cpp - Reading and writing one AST property ---------------===//

#include "PropsText.h"
#include "PropsModel.h"

#include "tblgen/Error.h"

namespace tblgen::clangprops {

std::string paramType(const Record *T, bool Writing) {
  if (T->getValueAsBit("PassByReference"))
    return "const " + cxxType(T, false) + " &";
  return cxxType(T, Writing);
}

void readProperty(OStream &OS, const Record *P, std::string_view Obj, std::string_view Indent) {
  const Record *T = P->getValueAsDef("Type");
  std::string Name = P->getValueAsString("Name");
  std::string Cxx = cxxType(T, false);
  std::string Buffers;
  std::vector<const Record *> Elems = T->getValueAsListOfDefs("BufferElementTypes");
  for (size_t I = 0; I < Elems.size(); ++I) {
    std::string Buf = Name + "_buffer_" + std::to_string(I);
    OS << Indent << "llvm::SmallVector<" << cxxType(Elems[I], false) << ", 8> " << Buf
       << ";\n";
    Buffers += (I ? ", " : "") + Buf;
  }
  std::string Call = std::string(Obj) + ".find(\"" + Name + "\").";
  if (T->isSubClassOf("Array") || T->isSubClassOf("Optional"))
    Call += std::string("template read") + (T->isSubClassOf("Array") ? "Array<" : "Optional<") +
            cxxType(T->getValueAsDef("Element"), false) + ">";
  else
    Call += "read" + std::string(methodSuffix(T));
  Call += "(" + Buffers + ")";
  std::string Cond = P->getValueAsString("Conditional");
  if (Cond.empty()) {
    OS << Indent << Cxx << " " << Name << " = " << Call << ";\n";
    return;
  }
  OS << Indent << "std::optional<" << Cxx << "> " << Name << ";\n"
     << Indent << "if (" << Cond << ") {\n"
     << Indent << "  " << Name << ".emplace(" << Call << ");\n"
     << Indent << "}\n";
}

void writeProperty(OStream &OS, const Record *P, std::string_view Obj, std::string_view Indent) {
  const Record *T = P->getValueAsDef("Type");
  std::string Name = P->getValueAsString("Name");
  std::string Cond = P->getValueAsString("Conditional");
  if (!Cond.empty())
    OS << Indent << "if (" << Cond << ") {\n";
  std::string_view Method = T->isSubClassOf("Array")      ? "Array"
                            : T->isSubClassOf("Optional") ? "Optional"
                                                          : methodSuffix(T);
  OS << Indent << cxxType(T, true) << " " << Name << " = (" << P->getValueAsString("Read")
     << ");\n"
     << Indent << Obj << ".find(\"" << Name << "\").write" << Method << "(" << Name << ");\n";
  if (!Cond.empty())
    OS << Indent << "}\n";
}

const Record *checkedCreator(const Record *Owner, std::string_view Name, const Record *Creator,
                             const std::vector<const Record *> &Props) {
  if (!Creator)
    PrintFatalError(Owner, "no Creator for \"" + std::string(Name) + "\"");
  std::string Code = Creator->getValueAsString("Create");
  for (const Record *P : Props) {
    std::string Prop = P->getValueAsString("Name");
    if (Code.find(Prop) == std::string::npos)
      PrintFatalError(Creator, "creation code for " + std::string(Name) +
                                   " doesn't refer to property \"" + Prop + "\"");
  }
  return Creator;
}

} // namespace tblgen::clangprops
