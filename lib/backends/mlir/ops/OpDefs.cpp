//===- OpDefs.cpp - -gen-op-defs --------------------------------------------===//
//
// The C++ definitions of the requested ops: the GET_OP_LIST of their
// qualified class names, then under GET_OP_CLASSES the local constraint
// functions and each op's definitions (OpDef*.cpp), each op in its
// namespace followed by its explicit TypeID; or, with -op-shard-count, the
// ops in shards.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Operator.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"


namespace tblgen::mlirops {

namespace {

/// The input file's name without directories and extension, as part of
/// an identifier.
std::string fileLabel(std::string_view Path) {
  size_t Slash = Path.find_last_of('/');
  if (Slash != std::string_view::npos)
    Path.remove_prefix(Slash + 1);
  size_t Dot = Path.rfind('.');
  if (Dot != std::string_view::npos)
    Path = Path.substr(0, Dot);
  // Characters that cannot be in an identifier are written as their hex code.
  std::string Label;
  for (char C : Path) {
    bool Word = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '_';
    if (Word) {
      Label += C;
      continue;
    }
    constexpr char Hex[] = "0123456789ABCDEF";
    Label += Hex[(unsigned char)C >> 4];
    Label += Hex[(unsigned char)C & 15];
  }
  return Label;
}

/// The local constraint functions and the definitions of Ops (FatalFormat:
/// whether an assembly format that does not parse ends the run).
void writeOps(OStream &OS, const std::vector<mlir::Operator> &Ops, const LocalConstraints &Checks,
              bool FatalFormat) {
  Checks.write(OS);
  for (const mlir::Operator &Op : Ops) {
    {
      mlir::NamespaceBlock Ns(OS, Op.cppNamespace());
      OS << "\n//===----------------------------------------------------------------------===//\n"
         << "// " << Op.qualifiedClassName() << " definitions\n"
         << "//===----------------------------------------------------------------------===//\n\n";
      checkAccessorOverlap(Op);
      OpDeclContext C(Op);
      OpDefContext D{C, Checks};
      writeAdaptorDefs(OS, D);
      writeValueRangeDefs(OS, D);
      writePropertiesDefs(OS, D);
      writeAttrAccessorDefs(OS, D);
      writeBuilderDefs(OS, C);
      writeVerifierDefs(OS, D);
      writeInterfaceDefs(OS, D);
      writeFormatDefs(OS, C, FatalFormat);
      writeTrailingDefs(OS, D);
    }
    if (!Op.cppNamespace().empty())
      OS << "MLIR_DEFINE_EXPLICIT_TYPE_ID(" << Op.qualifiedClassName() << ")\n\n";
  }
}

/// With -op-shard-count above 1 the ops are cut into that many runs whose
/// lengths differ by at most one (the longer runs first), each under
/// GET_OP_DEFS_<N> with the hook registering its ops and, when it has ops,
/// its own constraint functions; the first also defines the dialect's hook
/// calling all the others.
void writeShards(OStream &OS, const std::vector<mlir::Operator> &Ops, unsigned Shards, const std::string &Label,
                 bool FatalFormat) {
  mlir::Dialect Dia(Ops.front().dialectDef());
  // (The namespace as written: "a::b::register...", "::register..." for none.)
  std::string Ns = Dia.cppNamespace();
  std::string Hook = Ns + "::register" + Dia.cppClassName() + "Operations";
  std::string Param = "(" + Ns + "::" + Dia.cppClassName() + " *dialect)";
  size_t Base = Ops.size() / Shards, Longer = Ops.size() % Shards;
  size_t Begin = 0;
  for (unsigned I = 0; I < Shards; ++I) {
    size_t End = Begin + Base + (I < Longer ? 1 : 0);
    std::vector<mlir::Operator> Part(Ops.begin() + long(Begin), Ops.begin() + long(End));
    Begin = End;
    std::string Guard = "GET_OP_DEFS_" + std::to_string(I);
    OS << "#ifdef " << Guard << "\n#undef " << Guard << "\n\n";
    if (I == 0) {
      OS << "void " << Hook << Param << " {\n";
      for (unsigned J = 0; J < Shards; ++J)
        OS << "  " << Hook << J << "(dialect);\n";
      OS << "}\n";
    }
    OS << "\n//===----------------------------------------------------------------------===//\n"
       << "// " << Dia.cppClassName() << " Op Registration Hook\n"
       << "//===----------------------------------------------------------------------===//\n\n"
       << "void " << Hook << I << Param << " {\n";
    for (const mlir::Operator &Op : Part)
      OS << "  ::mlir::RegisteredOperationName::insert<" << Op.qualifiedClassName() << ">(*dialect);\n";
    OS << "}\n";
    if (!Part.empty())
      writeOps(OS, Part, LocalConstraints(std::to_string(I) + Label, Part), FatalFormat);
    OS << "\n#endif // " << Guard << "\n\n";
  }
}

void emitOpDefs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::vector<const Record *> Defs =
      mlir::requestedOps(Records, Ctx.option("op-include-regex", ""), Ctx.option("op-exclude-regex", ""));
  std::vector<mlir::Operator> Ops;
  for (const Record *R : Defs)
    Ops.emplace_back(R);
  std::string Label = fileLabel(Records.getInputFilename());
  unsigned Shards = 1;
  if (const std::string *V = Ctx.option("op-shard-count"))
    Shards = parseUnsignedOption(*V).value_or(1);
  bool FatalFormat = Ctx.flag("asmformat-error-is-fatal", true);
  emitSourceFileHeader("Op Definitions", OS, Records);
  // Sharded, no ops leave the file empty below its header.
  if (Shards > 1) {
    if (!Ops.empty())
      writeShards(OS, Ops, Shards, Label, FatalFormat);
    return;
  }
  OS << "#ifdef GET_OP_LIST\n#undef GET_OP_LIST\n\n";
  for (size_t I = 0; I < Ops.size(); ++I)
    OS << (I ? ",\n" : "") << Ops[I].qualifiedClassName();
  OS << "\n#endif // GET_OP_LIST\n\n";
  OS << "#ifdef GET_OP_CLASSES\n#undef GET_OP_CLASSES\n\n";
  if (!Ops.empty())
    writeOps(OS, Ops, LocalConstraints(Label, Ops), FatalFormat);
  OS << "\n#endif // GET_OP_CLASSES\n\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIROpDefs, TM_MLIR, "gen-op-defs", "Generate op definitions", emitOpDefs,
                             BT_None);

} // namespace tblgen::mlirops
