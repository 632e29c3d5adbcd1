//===- OpDecls.cpp - -gen-op-decls -----------------------------------------===//
//
// The C++ declarations of the requested ops (-op-include-regex,
// -op-exclude-regex): first a forward declaration of every op class with
// its doc comment, each in its namespace, then under GET_OP_CLASSES, per
// op, its generic adaptor base, generic adaptor, adaptor and op class
// (OpClassDecl.cpp), followed by the op's explicit TypeID declaration;
// with -op-shard-count above 1, the registration hooks of the shards.
//
//===----------------------------------------------------------------------===//

#include "OpDeclParts.h"

#include "mlir/Dialect.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirops {

using mlir::Operator;

namespace {

void emitOpDecls(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  emitSourceFileHeader("Op Declarations", OS, Records);
  std::vector<const Record *> Defs =
      mlir::requestedOps(Records, Ctx.option("op-include-regex", ""), Ctx.option("op-exclude-regex", ""));
  std::vector<Operator> Ops;
  for (const Record *R : Defs) {
    Ops.emplace_back(R);
    const Operator &Op = Ops.back();
    mlir::NamespaceBlock Ns(OS, Op.cppNamespace());
    mlir::writeDocComment(OS, Op.summary(), Op.description(), true);
    OS << "class " << Op.cppClassName() << ";\n";
  }
  OS << "#ifdef GET_OP_CLASSES\n#undef GET_OP_CLASSES\n\n";
  for (const Operator &Op : Ops) {
    checkValueSegments(Op);
    checkAccessorOverlap(Op);
    {
      mlir::NamespaceBlock Ns(OS, Op.cppNamespace());
      OS << "\n//===----------------------------------------------------------------------===//\n"
         << "// " << Op.qualifiedClassName() << " declarations\n"
         << "//===----------------------------------------------------------------------===//\n\n";
      OpDeclContext C(Op);
      checkOpFormat(C, Ctx.flag("asmformat-error-is-fatal", true));
      writeAdaptorDecls(OS, C);
      writeOpClassDecl(OS, C);
    }
    if (!Op.cppNamespace().empty()) {
      OS << "MLIR_DECLARE_EXPLICIT_TYPE_ID(" << Op.cppNamespace() << "::" << Op.cppClassName() << ")\n";
      OS << "\n";
    }
  }
  OS << "\n#endif // GET_OP_CLASSES\n\n";

  // Sharded op definitions (-op-shard-count) are registered by one hook per
  // shard, declared beside the dialect's hook.
  unsigned Shards = 1;
  if (const std::string *V = Ctx.option("op-shard-count"))
    Shards = parseUnsignedOption(*V).value_or(1);
  if (Ops.empty() || Shards <= 1)
    return;
  mlir::Dialect D(Ops.front().dialectDef());
  mlir::NamespaceBlock Ns(OS, D.cppNamespace());
  std::string Hook = "void register" + D.cppClassName() + "Operations";
  std::string Param = "(" + D.cppNamespace() + "::" + D.cppClassName() + " *dialect);\n";
  OS << Hook << Param;
  for (unsigned I = 0; I < Shards; ++I)
    OS << Hook << I << Param;
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIROpDecls, TM_MLIR, "gen-op-decls", "Generate op declarations",
                             emitOpDecls, BT_None);

} // namespace tblgen::mlirops
