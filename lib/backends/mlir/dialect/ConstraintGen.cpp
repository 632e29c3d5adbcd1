//===- ConstraintGen.cpp - -gen-{type,attr}-constraint-{decls,defs} -------===//
//
// A C++ function per type (attribute) constraint of the input file itself
// that names one in cppFunctionName: `bool F(::mlir::Type type)` testing
// its predicate, $_self standing for the parameter. No banner.
//
//===----------------------------------------------------------------------===//

#include "mlir/Predicate.h"

#include "tblgen/Backend.h"
#include "tblgen/Output.h"

namespace tblgen::mlirdialect {

namespace {

struct ConstraintFamily {
  std::string_view Class;     ///< TableGen class of the constraints
  std::string_view ParamType; ///< C++ type of the function's parameter
  std::string_view Param;     ///< its name, also what $_self becomes
};

constexpr ConstraintFamily TypeFamily{"TypeConstraint", "::mlir::Type", "type"};
constexpr ConstraintFamily AttrFamily{"AttrConstraint", "::mlir::Attribute", "attr"};

void writeDecls(const RecordKeeper &Records, OStream &OS, const ConstraintFamily &F) {
  for (const mlir::Constraint &C : mlir::cppConstraintsOfMainFile(Records, F.Class))
    OS << "bool " << *C.cppFunctionName() << "(" << F.ParamType << " " << F.Param << ");\n";
}

void writeDefs(const RecordKeeper &Records, OStream &OS, const ConstraintFamily &F) {
  for (const mlir::Constraint &C : mlir::cppConstraintsOfMainFile(Records, F.Class)) {
    mlir::FmtContext Ctx;
    Ctx.withSelf(std::string(F.Param));
    OS << "\nbool " << *C.cppFunctionName() << "(" << F.ParamType << " " << F.Param
       << ") {\nreturn (" << mlir::formatTemplate(C.conditionTemplate(), &Ctx) << ");\n}\n";
  }
}

void emitTypeDecls(const RecordKeeper &R, OStream &OS) { writeDecls(R, OS, TypeFamily); }
void emitTypeDefs(const RecordKeeper &R, OStream &OS) { writeDefs(R, OS, TypeFamily); }
void emitAttrDecls(const RecordKeeper &R, OStream &OS) { writeDecls(R, OS, AttrFamily); }
void emitAttrDefs(const RecordKeeper &R, OStream &OS) { writeDefs(R, OS, AttrFamily); }

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeConstraintDecls, TM_MLIR, "gen-type-constraint-decls",
                             "Generate type constraint declarations", emitTypeDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeConstraintDefs, TM_MLIR, "gen-type-constraint-defs",
                             "Generate type constraint definitions", emitTypeDefs, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrConstraintDecls, TM_MLIR, "gen-attr-constraint-decls",
                             "Generate attribute constraint declarations", emitAttrDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrConstraintDefs, TM_MLIR, "gen-attr-constraint-defs",
                             "Generate attribute constraint definitions", emitAttrDefs, BT_None);

} // namespace tblgen::mlirdialect
