// Which texts the pass backends trim: the summary (in the base class and
// the doc, where it is capitalized), option and statistic descriptions in
// the base class; a constructor is written as given, blank lines and all.
// RUN: %mlir-tblgen -gen-pass-decls -name=Text -I %S %s | FileCheck %s --check-prefix=DECLS
// RUN: %mlir-tblgen -gen-pass-doc -I %S %s | FileCheck %s --check-prefix=DOC
// RUN: %mlir-tblgen -gen-pass-capi-impl -I %S %s | FileCheck %s --check-prefix=CAPI
// DIFF: -gen-pass-decls -name=Text
// DIFF: -gen-pass-doc
// DIFF: -gen-pass-capi-impl
// DIFF: -gen-pass-capi-header
include "Inputs/pass-classes.td"

def Spaced : Pass<"spaced"> {
  let constructor = [{
    mlir::createSpaced()
  }];
  let summary = "  spaced summary ";
  let options = [Option<"o", "o", "int", "1", "  padded  ">,
                 ListOption<"l", "l", "int", "list">];
  let statistics = [Statistic<"s", "s", "  stat ">];
}

// A blank summary and constructor.
def Blank : Pass<"blank", "X"> {
  let constructor = " ";
  let summary = "   ";
  let description = "x";
}

def Braces : Pass<"braces"> {
  let summary = "{0} braces";
  let dependentDialects = [" a::B "];
  let options = [Option<"o", "o", " int ", " 1 ", "d", " f ">];
}

// DECLS: getDescription() const override { return R"PD({0} braces)PD"; }
// DECLS: registry.insert< a::B >();
// DECLS: ::mlir::Pass::Option< int > o{*this, "o", ::llvm::cl::desc(R"PO(d)PO"), ::llvm::cl::init( 1 ),  f };
// DECLS: getDescription() const override { return R"PD(spaced summary)PD"; }
// DECLS: ::mlir::Pass::Option<int> o{*this, "o", ::llvm::cl::desc(R"PO(padded)PO"), ::llvm::cl::init(1)};
// DECLS: ::mlir::Pass::Statistic s{this, "s", R"PS(stat)PS"};
// DECLS: inline void registerSpaced() {
// DECLS-NEXT:   ::mlir::registerPass([]() -> std::unique_ptr<::mlir::Pass> {
// DECLS-NEXT:     return {{$}}
// DECLS-NEXT:     mlir::createSpaced()
// DECLS-NEXT:   ;

// DOC: _{0} braces_
// DOC: _Spaced summary_
// DOC: -o : padded

// CAPI: return wrap( .release());
// CAPI: return wrap(createBraces().release());
// CAPI: return wrap(
// CAPI-NEXT:     mlir::createSpaced()
// CAPI-NEXT:   .release());
