// Errors of the attribute and type backends, as mlir-tblgen reports them:
// a mnemonic with parameters but no assembly format (at the def), an
// unnamed parameter (no location), and assembly format errors (each at its
// column in the format, with a note at the def, then a fatal error there).
// RUN: not %mlir-tblgen -gen-typedef-decls -DMNEMONIC -I %S %s 2>&1 | FileCheck %s --check-prefix=MNEMONIC
// RUN: not %mlir-tblgen -gen-typedef-doc -DMNEMONIC -I %S %s 2>&1 | FileCheck %s --check-prefix=MNEMONIC
// RUN: not %mlir-tblgen -gen-typedef-defs -DUNNAMED -I %S %s 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not %mlir-tblgen -gen-typedef-defs -DMISSING -I %S %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: %mlir-tblgen -gen-typedef-defs -DMISSING -asmformat-error-is-fatal=false -I %S %s 2>&1 | FileCheck %s --check-prefix=NONFATAL
// RUN: not %mlir-tblgen -gen-typedef-decls -DLEX -I %S %s 2>&1 | FileCheck %s --check-prefix=LEX
// RUN: not %mlir-tblgen -gen-typedef-defs -DSTRUCT -I %S %s 2>&1 | FileCheck %s --check-prefix=STRUCT
// RUN: not %mlir-tblgen -gen-typedef-defs -DGROUP -I %S %s 2>&1 | FileCheck %s --check-prefix=GROUP
// RUN: not %mlir-tblgen -gen-attrdef-defs -DSELF -I %S %s 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: not %mlir-tblgen -gen-typedef-decls -DACCESSORS -I %S %s 2>&1 | FileCheck %s --check-prefix=ACCESSORS
// RUN: not %mlir-tblgen -gen-typedef-decls -DACCESSORS -typedefs-dialect=err -I %S %s 2>&1 | FileCheck %s --check-prefix=ACCESSORS-SEL
// RUN: not %mlir-tblgen -gen-typedef-decls -DACCESSORS -typedefs-dialect=other -I %S %s 2>&1 | FileCheck %s --check-prefix=ACCESSORS-SEL
// DIFF: -gen-typedef-decls -DMNEMONIC
// DIFF: -gen-typedef-defs -DMNEMONIC
// DIFF: -gen-typedef-doc -DMNEMONIC
// DIFF: -gen-typedef-decls -DUNNAMED
// DIFF: -gen-typedef-defs -DUNNAMED
// DIFF: -gen-typedef-defs -DMISSING
// DIFF: -gen-typedef-defs -DMISSING -asmformat-error-is-fatal=false
// DIFF: -gen-typedef-decls -DLEX
// DIFF: -gen-typedef-defs -DSTRUCT
// DIFF: -gen-typedef-defs -DGROUP
// DIFF: -gen-typedef-defs -DLITERAL
// DIFF: -gen-typedef-defs -DREF
// DIFF: -gen-attrdef-defs -DSELF
// DIFF: -gen-attrdef-decls -DSELF
// DIFF: -gen-typedef-defs -DNODEPS
// DIFF: -gen-typedef-decls -DACCESSORS
// DIFF: -gen-typedef-defs -DACCESSORS -typedefs-dialect=err
// DIFF: -gen-typedef-decls -DACCESSORS -typedefs-dialect=other
// DIFF: -gen-typedef-doc -DACCESSORS
include "Inputs/attrtype-classes.td"

def Err_Dialect : Dialect {
  let name = "err";
  let cppNamespace = "::err";
}

#ifdef MNEMONIC
// MNEMONIC: attrtype-errors.td:[[@LINE+1]]:5: error: must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' when 'mnemonic' is set
def Err_AType : TypeDef<Err_Dialect, "A"> {
  let mnemonic = "a";
  let parameters = (ins "int":$v);
}
#endif

#ifdef UNNAMED
// UNNAMED: error: all parameters must have a name
def Err_BType : TypeDef<Err_Dialect, "B"> {
  let mnemonic = "b";
  let parameters = (ins "int":$v, "int");
  let hasCustomAssemblyFormat = 1;
}
#endif

#ifdef MISSING
// NONFATAL: error: format is missing reference to parameter: w
// NONFATAL-NOT: failed to parse
// NONFATAL: ::mlir::Type CType::parse(::mlir::AsmParser &odsParser) {
// NONFATAL-NEXT: }
// MISSING: error: format is missing reference to parameter: w
// MISSING: attrtype-errors.td:[[@LINE+2]]:5: note: in custom assembly format for this operation
// MISSING: attrtype-errors.td:[[@LINE+1]]:5: error: failed to parse assembly format
def Err_CType : TypeDef<Err_Dialect, "C"> {
  let mnemonic = "c";
  let parameters = (ins "int":$v, "int":$w);
  let assemblyFormat = "`<` $v `>`";
}
#endif

#ifdef LEX
// LEX: error: unexpected character
// LEX-NEXT: `<` $v @ `>`
// LEX-NEXT:        ^
// LEX: error: expected literal, variable, directive, or optional group
def Err_DType : TypeDef<Err_Dialect, "D"> {
  let mnemonic = "d";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v @ `>`";
}
#endif

#ifdef STRUCT
// STRUCT: error: `params` captures duplicate parameter: v
// STRUCT: error: `struct` argument list expected a parameter or directive
def Err_EType : TypeDef<Err_Dialect, "E"> {
  let mnemonic = "e";
  let parameters = (ins "int":$v, "int":$w);
  let assemblyFormat = "$v struct(params)";
}
#endif

#ifdef GROUP
// GROUP: error: parameters in an optional group must be optional
def Err_FType : TypeDef<Err_Dialect, "F"> {
  let mnemonic = "f";
  let parameters = (ins "int":$v, "int":$w);
  let assemblyFormat = [{
    `<` $v
    (`,` $w^)? `>`
  }];
}
#endif

#ifdef LITERAL
def Err_GType : TypeDef<Err_Dialect, "G"> {
  let mnemonic = "g";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v `%` `>`";
}
#endif

#ifdef REF
def Err_HType : TypeDef<Err_Dialect, "H"> {
  let mnemonic = "h";
  let parameters = (ins "int":$v, OptionalParameter<"int">:$o);
  let assemblyFormat = "custom<X>(ref($o)) $v $o";
}
#endif

#ifdef SELF
// SELF: error: unexpected self type parameter in assembly format
def Err_IAttr : AttrDef<Err_Dialect, "I"> {
  let mnemonic = "i";
  let parameters = (ins AttributeSelfTypeParameter<"", "::mlir::IntegerType">:$type, "int":$v);
  let assemblyFormat = "$type $v";
}
#endif

#ifdef NODEPS
class BareDialect { string name = "bare"; string cppNamespace = "::bare"; }
def Bare : BareDialect;
def Err_JType : TypeDef<Err_Dialect, "J"> {
  let dialect = Bare;
  let mnemonic = "j";
}
#endif

#ifdef ACCESSORS
// A declarative format needs the accessors. Every def is read, of any
// dialect; without a selected dialect the second def is read first (the
// dialects are compared pairwise, the later def of each pair first).
// ACCESSORS-SEL: attrtype-errors.td:[[@LINE+1]]:5: error: 'assemblyFormat' requires 'genAccessors' to be true
def Err_KType : TypeDef<Err_Dialect, "K"> {
  let mnemonic = "k";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v `>`";
  let genAccessors = 0;
}
// ACCESSORS: attrtype-errors.td:[[@LINE+1]]:5: error: 'assemblyFormat' requires 'genAccessors' to be true
def Err_LType : TypeDef<Err_Dialect, "L"> {
  let mnemonic = "l";
  let parameters = (ins "int":$v);
  let assemblyFormat = "`<` $v `>`";
  let genAccessors = 0;
}
def Other_Dialect : Dialect {
  let name = "other";
  let cppNamespace = "::other";
}
#endif
