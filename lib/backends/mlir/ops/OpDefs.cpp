//===- OpDefs.cpp - -gen-op-defs --------------------------------------------===//
//
// The C++ definitions of the requested ops: the GET_OP_LIST of their
// qualified class names, then under GET_OP_CLASSES the local constraint
// functions and each op's definitions. Only the frame is written here so
// far: records without ops get their (empty) file, and a run with ops is
// refused at the first one with a fatal error naming what is missing.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Operator.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstdlib>

namespace tblgen::mlirops {

namespace {

/// The input file's name without directories and extension.
std::string fileLabel(std::string_view Path) {
  size_t Slash = Path.find_last_of('/');
  if (Slash != std::string_view::npos)
    Path.remove_prefix(Slash + 1);
  size_t Dot = Path.rfind('.');
  if (Dot != std::string_view::npos)
    Path = Path.substr(0, Dot);
  return std::string(Path);
}

void emitOpDefs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::vector<const Record *> Defs =
      mlir::requestedOps(Records, Ctx.option("op-include-regex", ""), Ctx.option("op-exclude-regex", ""));
  std::vector<mlir::Operator> Ops;
  for (const Record *R : Defs)
    Ops.emplace_back(R);
  // Development frame: TBLGEN_OPDEFS_PARTIAL writes only the parts that
  // exist so far (builders, assembly format) inside each op's section.
  bool Partial = std::getenv("TBLGEN_OPDEFS_PARTIAL") != nullptr;
  if (!Defs.empty() && !Partial)
    PrintFatalError(Defs.front()->getLocs(), "-gen-op-defs: the definitions of ops are not implemented yet");
  emitSourceFileHeader("Op Definitions", OS, Records);
  OS << "#ifdef GET_OP_LIST\n#undef GET_OP_LIST\n\n";
  for (size_t I = 0; I < Ops.size(); ++I)
    OS << (I ? ",\n" : "") << Ops[I].qualifiedClassName();
  OS << "\n#endif // GET_OP_LIST\n\n";
  OS << "#ifdef GET_OP_CLASSES\n#undef GET_OP_CLASSES\n\n";
  if (!Ops.empty()) {
    LocalConstraints Checks(fileLabel(Records.getInputFilename()), Ops);
    Checks.write(OS);
    for (const mlir::Operator &Op : Ops) {
      {
        mlir::NamespaceBlock Ns(OS, Op.cppNamespace());
        OS << "\n//===----------------------------------------------------------------------===//\n"
           << "// " << Op.qualifiedClassName() << " definitions\n"
           << "//===----------------------------------------------------------------------===//\n\n";
        OpDeclContext C(Op);
        OpDefContext D{C, Checks};
        writeAdaptorDefs(OS, D);
        writeValueRangeDefs(OS, D);
        writePropertiesDefs(OS, D);
        writeAttrAccessorDefs(OS, D);
        writeBuilderDefs(OS, C);
        writeVerifierDefs(OS, D);
        writeInterfaceDefs(OS, D);
        writeFormatDefs(OS, C);
        writeTrailingDefs(OS, D);
      }
      if (!Op.cppNamespace().empty())
        OS << "MLIR_DEFINE_EXPLICIT_TYPE_ID(" << Op.qualifiedClassName() << ")\n\n";
    }
  }
  OS << "\n#endif // GET_OP_CLASSES\n\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIROpDefs, TM_MLIR, "gen-op-defs", "Generate op definitions", emitOpDefs,
                             BT_None);

} // namespace tblgen::mlirops
