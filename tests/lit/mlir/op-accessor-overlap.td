// -gen-op-decls / -gen-op-defs: two parts of an op whose accessors would
// have the same name and no parameters (an operand and an attribute named
// alike, names differing only in the case of their first letter, a
// property and a region named alike), or an op builder of the op's own
// covered by one before it (same parameter types, or more with defaults
// after them), end the run at the op. The getter of an attribute's stored
// form ("x" gives getXAttr) yields quietly to an operand named "xAttr"; a
// later builder that covers an earlier one replaces it without an error.
// RUN: not %mlir-tblgen -gen-op-decls -DOPERAND_ATTR -I %S %s 2>&1 | FileCheck %s --check-prefix=GETTER
// RUN: not %mlir-tblgen -gen-op-defs -DOPERAND_ATTR -I %S %s 2>&1 | FileCheck %s --check-prefix=GETTER
// RUN: not %refmlir-tblgen -gen-op-decls -DOPERAND_ATTR -I %S %s 2>&1 | FileCheck %s --check-prefix=GETTER
// RUN: not %mlir-tblgen -gen-op-decls -DCASE -I %S %s 2>&1 | FileCheck %s --check-prefix=CASE
// RUN: not %refmlir-tblgen -gen-op-decls -DCASE -I %S %s 2>&1 | FileCheck %s --check-prefix=CASE
// RUN: not %mlir-tblgen -gen-op-decls -DBUILDER -I %S %s 2>&1 | FileCheck %s --check-prefix=BUILDER
// RUN: not %refmlir-tblgen -gen-op-decls -DBUILDER -I %S %s 2>&1 | FileCheck %s --check-prefix=BUILDER
// RUN: %mlir-tblgen -gen-op-decls -DATTR_SUFFIX -I %S %s | FileCheck %s --check-prefix=SUFFIX
// RUN: %refmlir-tblgen -gen-op-decls -DATTR_SUFFIX -I %S %s | FileCheck %s --check-prefix=SUFFIX
// RUN: not %mlir-tblgen -gen-op-decls -DPROP_REGION -I %S %s 2>&1 | FileCheck %s --check-prefix=PROPREGION
// RUN: not %refmlir-tblgen -gen-op-decls -DPROP_REGION -I %S %s 2>&1 | FileCheck %s --check-prefix=PROPREGION
// RUN: %mlir-tblgen -gen-op-decls -DWIDER -I %S %s | FileCheck %s --check-prefix=WIDER
// RUN: %refmlir-tblgen -gen-op-decls -DWIDER -I %S %s | FileCheck %s --check-prefix=WIDER
// DIFF: -gen-op-decls -DOPERAND_ATTR
// DIFF: -gen-op-defs -DOPERAND_ATTR
// DIFF: -gen-op-decls -DPROP_REGION
// DIFF: -gen-op-decls -DATTR_SUFFIX
// DIFF: -gen-op-defs -DATTR_SUFFIX
// DIFF: -gen-op-decls -DCASE
// DIFF: -gen-op-decls -DBUILDER
// DIFF: -gen-op-defs -DBUILDER
// DIFF: -gen-op-decls -DWIDER
// DIFF: -gen-op-defs -DWIDER
include "Inputs/op-classes.td"

def Lamp_Dialect : Dialect { let name = "lamp"; }
def Glow : Property<"int", "a glow">;
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

#ifdef OPERAND_ATTR
// GETTER: [[@LINE+1]]:5: error: Unexpected overlap when generating `getWatts`
def Lamp_BulbOp : Op<Lamp_Dialect, "bulb"> {
  let arguments = (ins I32:$watts, I32Attr:$watts);
}
#endif

#ifdef PROP_REGION
// PROPREGION: [[@LINE+1]]:5: error: Unexpected overlap when generating `Adaptor::getBody` for lamp.shade
def Lamp_ShadeOp : Op<Lamp_Dialect, "shade"> {
  let arguments = (ins Glow:$body);
  let regions = (region AnyRegion:$body);
}
#endif

#ifdef ATTR_SUFFIX
def Lamp_CordOp : Op<Lamp_Dialect, "cord"> {
  let arguments = (ins I32Attr:$length, I32:$lengthAttr);
}
// SUFFIX-LABEL: class CordOp : public
// SUFFIX:       ::mlir::TypedValue<{{.*}}> getLengthAttr() {
// SUFFIX-NOT:   ::mlir::IntegerAttr getLengthAttr() {
// SUFFIX:       uint32_t getLength();
#endif

#ifdef CASE
// CASE: [[@LINE+1]]:5: error: Unexpected overlap when generating
def Lamp_SwitchOp : Op<Lamp_Dialect, "switch"> {
  let arguments = (ins I32:$state, I32:$State);
}
#endif

#ifdef BUILDER
// BUILDER: [[@LINE+1]]:5: error: Unexpected overlap when generating `build` for lamp.dimmer
def Lamp_DimmerOp : Op<Lamp_Dialect, "dimmer"> {
  let builders = [OpBuilder<(ins "int":$level, CArg<"bool", "true">:$smooth)>,
                  OpBuilder<(ins "int":$percent)>];
}
#endif

#ifdef WIDER
def Lamp_DimmerOp : Op<Lamp_Dialect, "dimmer"> {
  let builders = [OpBuilder<(ins "int":$percent)>,
                  OpBuilder<(ins "int":$level, CArg<"bool", "true">:$smooth)>];
}
// WIDER:     static void build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, int level, bool smooth = true);
// WIDER-NOT: int percent
#endif
