// Mistakes in the enum attributes of -gen-python-enum-bindings: each
// EnumAttr is read as an attribute definition first (a format without a
// mnemonic fails at the def), then needs a mnemonic and one of the two
// formats the bindings know. Exit 1, no output, as mlir-tblgen.
// RUN: rm -f %t.py
// RUN: not %mlir-tblgen -gen-python-enum-bindings -DNOMNEMONIC -I %S %s -o %t.py 2>&1 | FileCheck %s --check-prefix=NOMNEMONIC
// RUN: not test -e %t.py
// RUN: not %mlir-tblgen -gen-python-enum-bindings -DFORMAT -I %S %s 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not %mlir-tblgen -gen-python-enum-bindings -DNOTHING -I %S %s 2>&1 | FileCheck %s --check-prefix=NOTHING
// RUN: not %mlir-tblgen -gen-python-enum-bindings -DBOTH -I %S %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: %mlir-tblgen -gen-python-enum-bindings -DFINE -I %S %s | FileCheck %s --check-prefix=FINE
// DIFF: -gen-python-enum-bindings -DNOMNEMONIC
// DIFF: -gen-python-enum-bindings -DFORMAT
// DIFF: -gen-python-enum-bindings -DNOTHING
// DIFF: -gen-python-enum-bindings -DBOTH
// DIFF: -gen-python-enum-bindings -DFINE
include "Inputs/enum-classes.td"

def ins;
class Dialect { string name = ?; list<string> dependentDialects = []; }
def T_Dialect : Dialect { let name = "t"; }
class EnumAttr<Dialect d, EnumInfo e, string m> {
  Dialect dialect = d;
  EnumInfo enum = e;
  string mnemonic = m;
  string assemblyFormat = "$value";
  list<int> builders = [];
  list<int> traits = [];
  dag parameters = (ins);
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
}
def Color : IntEnum<"Color", "a color", [IntEnumCase<"Red", 0, "red">]>;

#ifdef NOMNEMONIC
def ColorAttr : EnumAttr<T_Dialect, Color, ?>;
// NOMNEMONIC: python-enum-errors.td:[[@LINE-1]]:5: error: 'assemblyFormat' or 'hasCustomAssemblyFormat' can only be used when 'mnemonic' is set
#endif
#ifdef FORMAT
def ColorAttr : EnumAttr<T_Dialect, Color, "color"> { let assemblyFormat = "`(` $value `)`"; }
// FORMAT: unsupported assembly format for python enum bindings generation
#endif
#ifdef NOTHING
def ColorAttr : EnumAttr<T_Dialect, Color, ?> { let assemblyFormat = ?; }
// NOTHING: enum case 1 needs mnemonic for python enum bindings generation
#endif
#ifdef BOTH
def ColorAttr : EnumAttr<T_Dialect, Color, "color"> { let hasCustomAssemblyFormat = 1; }
// BOTH: python-enum-errors.td:[[@LINE-1]]:5: error: cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'
#endif
#ifdef FINE
def ColorAttr : EnumAttr<T_Dialect, Color, "color">;
// FINE: def _colorattr(x, context):
// FINE-NEXT: return _ods_ir.Attribute.parse(f'#t<color {str(x)}>', context=context)
#endif
