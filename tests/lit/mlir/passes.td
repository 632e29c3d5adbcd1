// Passes of every shape: with and without a constructor, options, list
// options, statistics and dependent dialects, through the four pass
// backends.
// RUN: %mlir-tblgen -gen-pass-decls -name Demo -I %S %s | FileCheck %s --check-prefix=DECLS
// RUN: %mlir-tblgen -gen-pass-doc -I %S %s | FileCheck %s --check-prefix=DOC
// RUN: %mlir-tblgen -gen-pass-capi-header --prefix Demo -I %S %s | FileCheck %s --check-prefix=CAPIH
// RUN: %mlir-tblgen -gen-pass-capi-impl -prefix=Demo -I %S %s | FileCheck %s --check-prefix=CAPIC
// DIFF: -gen-pass-decls -name Demo
// DIFF: -gen-pass-decls
// DIFF: -gen-pass-doc
// DIFF: -gen-pass-doc -allow-hugo-specific-features
// DIFF: -gen-pass-capi-header --prefix Demo
// DIFF: -gen-pass-capi-impl -prefix=Demo
include "Inputs/pass-classes.td"

def PlainPass : Pass<"plain"> {
  let summary = "a pass with nothing";
}

def FuncPass : Pass<"func-pass", "func::FuncOp"> {
  let summary = "Works on functions";
  let description = [{
    Some text
    over lines.
  }];
  let dependentDialects = ["memref::MemRefDialect", "arith::ArithDialect"];
  let options = [
    Option<"flag", "flag", "bool", /*default=*/"false", "A flag">,
    Option<"count", "count", "unsigned", "", "No default">,
    ListOption<"sizes", "sizes", "int64_t", "Some sizes",
               "llvm::cl::ZeroOrMore">,
    Option<"mode", "mode", "enum Mode", "Mode::A", "A mode",
           [{::llvm::cl::values(clEnumValN(Mode::A, "a", "A"))}]>,
  ];
  let statistics = [
    Statistic<"numThings", "num-things", "Number of things">,
    Statistic<"numOther", "num-other", "Other \"things\"">,
  ];
}

def CtorPass : InterfacePass<"ctor-pass", "FunctionOpInterface"> {
  let summary = "Has a constructor";
  let constructor = "mlir::createCtorPass()";
  let options = [
    Option<"level", "level", "int", "3", "A level">,
  ];
}

def NoSummary : PassBase<"no-summary", "::mlir::Pass">;

// Decls: passes by record name; a constructor replaces the create functions.
// DECLS: #define GEN_PASS_DECL_CTORPASS
// DECLS-NEXT: #define GEN_PASS_DECL_FUNCPASS
// DECLS: struct CtorPassOptions {
// DECLS-NEXT:   int level = 3;
// DECLS-NEXT: };
// DECLS-NEXT: #undef GEN_PASS_DECL_CTORPASS
// DECLS: class CtorPassBase : public ::mlir::InterfacePass<FunctionOpInterface> {
// DECLS: struct FuncPassOptions {
// DECLS-NEXT:   bool flag = false;
// DECLS-NEXT:   unsigned count;
// DECLS-NEXT:   ::llvm::SmallVector<int64_t> sizes;
// DECLS-NEXT:   enum Mode mode = Mode::A;
// DECLS-NEXT: };
// DECLS-NEXT: std::unique_ptr<::mlir::Pass> createFuncPass();
// DECLS-NEXT: std::unique_ptr<::mlir::Pass> createFuncPass(FuncPassOptions options);
// DECLS:     registry.insert<memref::MemRefDialect>();
// DECLS-NEXT:     registry.insert<arith::ArithDialect>();
// DECLS: ::mlir::Pass::Option<unsigned> count{*this, "count", ::llvm::cl::desc(R"PO(No default)PO")};
// DECLS-NEXT: ::mlir::Pass::ListOption<int64_t> sizes{*this, "sizes", ::llvm::cl::desc(R"PO(Some sizes)PO"), llvm::cl::ZeroOrMore};
// DECLS: ::mlir::Pass::Statistic numOther{this, "num-other", R"PS(Other "things")PS"};
// DECLS: inline void registerCtorPass() {
// DECLS-NEXT:   ::mlir::registerPass([]() -> std::unique_ptr<::mlir::Pass> {
// DECLS-NEXT:     return mlir::createCtorPass();
// DECLS: inline void registerDemoPasses() {
// DECLS-NEXT:   registerCtorPass();
// DECLS-NEXT:   registerFuncPass();
// DECLS-NEXT:   registerNoSummary();
// DECLS-NEXT:   registerPlainPass();
// DECLS-NEXT: }

// Doc: passes by argument, summaries capitalized, descriptions flush left.
// DOC: ### `-ctor-pass`
// DOC: ### `-func-pass`
// DOC-EMPTY:
// DOC-NEXT: _Works on functions_
// DOC-EMPTY:
// DOC-NEXT: Some text
// DOC-NEXT: over lines.
// DOC: -flag  : A flag
// DOC-NEXT: -count : No default
// DOC: num-things : Number of things
// DOC-NEXT: num-other  : Other "things"
// DOC: ### `-no-summary`
// DOC-EMPTY:
// DOC-NEXT: ### `-plain`
// DOC-EMPTY:
// DOC-NEXT: _A pass with nothing_

// CAPIH: MLIR_CAPI_EXPORTED void mlirRegisterDemoPasses(void);
// CAPIH: MLIR_CAPI_EXPORTED MlirPass mlirCreateDemoCtorPass(void);
// CAPIH-NEXT: MLIR_CAPI_EXPORTED void mlirRegisterDemoCtorPass(void);
// CAPIC: MlirPass mlirCreateDemoCtorPass(void) {
// CAPIC-NEXT:   return wrap(mlir::createCtorPass().release());
// CAPIC: MlirPass mlirCreateDemoFuncPass(void) {
// CAPIC-NEXT:   return wrap(createFuncPass().release());
