//===- ConvertibleIntrinsics.cpp - -gen-convertible-llvmir-intrinsics -----===//
//
// The LLVM intrinsics an LLVM dialect op stands for (every LLVM_IntrOpBase
// def, record name order), each as "llvm::Intrinsic::<llvmEnumName>," on a
// line of its own. Of the op only its dialect is read besides (as the op
// model reads it first, for its errors).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirdialect {

namespace {

void emitConvertibleIntrinsics(const RecordKeeper &Records, OStream &OS) {
  for (const Record *R : Records.getAllDerivedDefinitions("LLVM_IntrOpBase")) {
    mlir::Dialect OpDialect(R->getValueAsDef("opDialect"));
    OS << "llvm::Intrinsic::" << R->getValueAsString("llvmEnumName") << ",\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRConvertibleIntrinsics, TM_MLIR,
                             "gen-convertible-llvmir-intrinsics",
                             "Generate list of convertible LLVM IR intrinsics",
                             emitConvertibleIntrinsics, BT_None);

} // namespace tblgen::mlirdialect
