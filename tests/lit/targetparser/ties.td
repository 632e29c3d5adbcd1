// RUN: %tblgen -gen-arm-target-def -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-arm-target-def -I %S/Inputs
//
// Extensions that share a Name keep the order std::sort leaves them in
// (more than 16 of them, past its insertion sort), and the FMV entry takes
// the last of those with its user-visible name.

include "arm-classes.td"

def Ext1 : ExtensionWithMArch<"f2", "E1", "FEAT_E1", "ext 1">;
def Ext2 : ExtensionWithMArch<"f4", "E2", "FEAT_E2", "ext 2">;
def Ext3 : ExtensionWithMArch<"f1", "E3", "FEAT_E3", "ext 3">;
def Ext4 : ExtensionWithMArch<"f3", "E4", "FEAT_E4", "ext 4">;
def Ext5 : ExtensionWithMArch<"f0", "E5", "FEAT_E5", "ext 5">;
def Ext6 : ExtensionWithMArch<"f2", "E6", "FEAT_E6", "ext 6">;
def Ext7 : ExtensionWithMArch<"f4", "E7", "FEAT_E7", "ext 7">;
def Ext8 : ExtensionWithMArch<"f1", "E8", "FEAT_E8", "ext 8">;
def Ext9 : ExtensionWithMArch<"f3", "E9", "FEAT_E9", "ext 9">;
def Ext10 : ExtensionWithMArch<"f0", "E10", "FEAT_E10", "ext 10">;
def Ext11 : ExtensionWithMArch<"f2", "E11", "FEAT_E11", "ext 11">;
def Ext12 : ExtensionWithMArch<"f4", "E12", "FEAT_E12", "ext 12">;
def Ext13 : ExtensionWithMArch<"f1", "E13", "FEAT_E13", "ext 13">;
def Ext14 : ExtensionWithMArch<"f3", "E14", "FEAT_E14", "ext 14">;
def Ext15 : ExtensionWithMArch<"f0", "E15", "FEAT_E15", "ext 15">;
def Ext16 : ExtensionWithMArch<"f2", "E16", "FEAT_E16", "ext 16">;
def Ext17 : ExtensionWithMArch<"f4", "E17", "FEAT_E17", "ext 17">;
def Ext18 : ExtensionWithMArch<"f1", "E18", "FEAT_E18", "ext 18">;
def Ext19 : ExtensionWithMArch<"f3", "E19", "FEAT_E19", "ext 19">;
def Ext20 : ExtensionWithMArch<"f0", "E20", "FEAT_E20", "ext 20">;
def HasV8_0aOps : Architecture64<8, 0, "a", "v8a", [], []>;
def : FMVExtension<"f1", "F1">;
def : FMVExtension<"f3", "F3">;
def : ProcessorModel<"cpu", [HasV8_0aOps, Ext20, Ext3, Ext11]>;

// CHECK:      #ifdef EMIT_ARCHEXTKIND_ENUM
// CHECK-NEXT: enum ArchExtKind : unsigned {
// CHECK-NEXT:   AEK_E20,
// CHECK-NEXT:   AEK_E5,
// CHECK-NEXT:   AEK_E15,
// CHECK-NEXT:   AEK_E10,
// CHECK-NEXT:   AEK_E3,
// CHECK-NEXT:   AEK_E18,
// CHECK-NEXT:   AEK_E8,
// CHECK-NEXT:   AEK_E13,
// CHECK-NEXT:   AEK_E11,
// CHECK-NEXT:   AEK_E16,
// CHECK-NEXT:   AEK_E1,
// CHECK-NEXT:   AEK_E6,
// CHECK-NEXT:   AEK_E9,
// CHECK-NEXT:   AEK_E14,
// CHECK-NEXT:   AEK_E4,
// CHECK-NEXT:   AEK_E19,
// CHECK-NEXT:   AEK_E12,
// CHECK-NEXT:   AEK_E7,
// CHECK-NEXT:   AEK_E17,
// CHECK-NEXT:   AEK_E2,
// CHECK-NEXT:   AEK_NUM_EXTENSIONS
// CHECK-NEXT: };
// CHECK:      #ifdef EMIT_FMV_INFO
// CHECK:        I.emplace_back("f1", FEAT_F1, PRIOR_F1, AEK_E13);
// CHECK:        I.emplace_back("f3", FEAT_F3, PRIOR_F3, AEK_E19);
