// Against MLIR's own AttrTypeBase.td: a custom builder whose signature an
// earlier builder covers (the default one, or another custom one) is an
// error at the `builders` field, the two signatures in a note.
// RUN: not %mlir-tblgen -gen-attrdef-decls -DDEFAULT -I %mlirinc %s 2>&1 | FileCheck %s
// RUN: not %refmlir-tblgen -gen-attrdef-decls -DDEFAULT -I %mlirinc %s 2>&1 | FileCheck %s
// RUN: not %mlir-tblgen -gen-attrdef-defs -DCUSTOM -I %mlirinc %s 2>&1 | FileCheck %s
// RUN: not %refmlir-tblgen -gen-attrdef-defs -DCUSTOM -I %mlirinc %s 2>&1 | FileCheck %s
// RUN: %mlir-tblgen -gen-attrdef-decls -I %mlirinc %s | FileCheck %s --check-prefix=OK
// RUN: %refmlir-tblgen -gen-attrdef-decls -I %mlirinc %s | FileCheck %s --check-prefix=OK
// DIFF: -gen-attrdef-decls -DDEFAULT -I /usr/lib/llvm-22/include
// DIFF: -gen-attrdef-decls -DCUSTOM -I /usr/lib/llvm-22/include
// DIFF: -gen-attrdef-decls -I /usr/lib/llvm-22/include
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_Attr : AttrDef<T_Dialect, "Num"> {
  let mnemonic = "num";
  let parameters = (ins "int":$n);
  let assemblyFormat = "`<` $n `>`";
#ifdef DEFAULT
  let builders = [AttrBuilder<(ins "int":$n), [{ return $_get($_ctxt, n); }]>];
#endif
#ifdef CUSTOM
  let skipDefaultBuilders = 1;
  let builders = [AttrBuilder<(ins "int":$n, CArg<"bool", "false">:$flag), [{ return $_get($_ctxt, n); }]>,
                  AttrBuilder<(ins "int":$m), [{ return $_get($_ctxt, m); }]>];
#endif
#ifndef DEFAULT
#ifndef CUSTOM
  // (A builder that only shares a prefix without a default is fine.)
  let builders = [AttrBuilder<(ins "int":$n, "bool":$flag), [{ return $_get($_ctxt, n); }]>];
#endif
#endif
}
// CHECK: attrtype-builder-conflict.td:{{26|30}}:7: error: builder `get` conflicts with an existing builder.
// CHECK-NEXT: let builders
// CHECK-NEXT: ^
// CHECK-NEXT: note: A new builder with signature:
// CHECK-NEXT: static NumAttr get(::mlir::MLIRContext *context, int {{n|m}});
// CHECK-EMPTY:
// CHECK-NEXT: is shadowed by an existing builder with signature:
// CHECK-NEXT: static NumAttr get(::mlir::MLIRContext *context, int n{{(, bool flag = false)?}});
// CHECK-EMPTY:
// CHECK-NEXT: Please remove one of the conflicting definitions.
// OK: static NumAttr get(::mlir::MLIRContext *context, int n);
// OK: static NumAttr get(::mlir::MLIRContext *context, int n, bool flag);
