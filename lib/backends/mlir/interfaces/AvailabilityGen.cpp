//===- AvailabilityGen.cpp - -gen-avail-interface-{decls,defs} ------------===//
//
// The availability interfaces of the SPIR-V and Tosa dialects: each class
// deriving from Availability (MinVersion, Extension, ...) that some def
// instantiates gives one op interface with a single query method, named by
// the fields of that first def (in record name order). A def must derive
// from exactly one class.
//
//===----------------------------------------------------------------------===//

#include "InterfaceText.h"

#include "mlir/Namespace.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlir::iface {

namespace {

/// The first def of each availability class, in record name order.
std::vector<const Record *> availabilityKinds(const RecordKeeper &Records) {
  std::vector<const Record *> Seen, Firsts;
  for (const Record *R : Records.getAllDerivedDefinitions("Availability")) {
    auto Direct = R->getDirectSuperClasses();
    if (Direct.size() != 1)
      PrintFatalError(R, "expected to only have one direct superclass");
    const Record *Class = Direct.front().first;
    if (std::find(Seen.begin(), Seen.end(), Class) != Seen.end())
      continue;
    Seen.push_back(Class);
    Firsts.push_back(R);
  }
  return Firsts;
}

/// The query method of the models: forwards to the op's own.
void writeQueryModel(OStream &OS, std::string_view Model, const std::string &Iface,
                     const std::string &Ret, const std::string &Fn) {
  OS << "  template<typename ConcreteOp>\n  class " << Model
     << " : public Concept {\n  public:\n    using Interface = " << Iface << ";\n    " << Ret << " "
     << Fn << "(const Concept *impl, Operation *tblgen_opaque_op) const final {\n"
     << "      auto op = llvm::cast<ConcreteOp>(tblgen_opaque_op);\n      (void)op;\n"
     << "      return op." << Fn << "();\n    }\n  };\n";
}

void emitAvailDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Availability Interface Declarations", OS, Records);
  for (const Record *R : availabilityKinds(Records)) {
    NsBlock Ns(OS, R->getValueAsString("cppNamespace"));
    std::string Iface = R->getValueAsString("interfaceName");
    std::string Ret = R->getValueAsString("queryFnRetType");
    std::string Fn = R->getValueAsString("queryFnName");
    std::string Traits = Iface + "Traits";
    OS << "class " << Iface << ";\n\nnamespace detail {\nstruct " << Traits << " {\n"
       << "  class Concept {\n  public:\n    virtual ~Concept() = default;\n    virtual " << Ret
       << " " << Fn << "(const Concept *impl, Operation *tblgen_opaque_op) const = 0;\n  };\n\n";
    writeQueryModel(OS, "Model", Iface, Ret, Fn);
    writeQueryModel(OS, "FallbackModel", Iface, Ret, Fn);
    OS << "  template<typename ConcreteModel, typename ConcreteOp>\n"
       << "  class ExternalModel : public FallbackModel<ConcreteOp> {};\n};\n"
       << "} // namespace detail\n\n";
    OS << "/*\n" << trimmed(R->getValueAsString("interfaceDescription")) << "\n*/\n";
    std::string Base = "OpInterface<" + Iface + ", detail::" + Traits + ">";
    OS << "class " << Iface << " : public " << Base << " {\npublic:\n  using " << Base
       << "::OpInterface;\n  " << Ret << " " << Fn << "();\n};\n\n";
  }
}

void emitAvailDefs(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Availability Interface Definitions", OS, Records);
  for (const Record *R : availabilityKinds(Records)) {
    std::string Ns = R->getValueAsString("cppNamespace");
    std::string Iface = R->getValueAsString("interfaceName");
    std::string Qual = Ns.empty() ? Iface : Ns + "::" + Iface;
    std::string Fn = R->getValueAsString("queryFnName");
    OS << R->getValueAsString("queryFnRetType") << " " << plainNamespace(Qual) << "::" << Fn
       << "() {\n  return getImpl()->" << Fn << "(getImpl(), getOperation());\n}\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRAvailInterfaceDecls, TM_MLIR, "gen-avail-interface-decls",
                             "Generate availability interface declarations", emitAvailDecls,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAvailInterfaceDefs, TM_MLIR, "gen-avail-interface-defs",
                             "Generate op interface definitions", emitAvailDefs, BT_None);

} // namespace tblgen::mlir::iface
