// RUN: %clang-tblgen -gen-clang-attr-list -I %S/Inputs %s | FileCheck %s
// DIFF: -I %S/Inputs -gen-clang-attr-list
//
// The AST attributes by base class, each class after its subclasses, with
// the first and last attribute of every class's subtree as its range.
include "AttrBase.td"

def TyA : TypeAttr { let Spellings = [GNU<"ty_a">]; let Documentation = [Undocumented]; }
def StA : StmtAttr { let Spellings = [GNU<"st_a">]; let Documentation = [Undocumented]; }
def DsA : DeclOrStmtAttr { let Spellings = [GNU<"ds_a">]; let Documentation = [Undocumented]; }
def InA : InheritableAttr { let Spellings = [GNU<"in_a">]; let Documentation = [Undocumented]; }
def InB : InheritableAttr { let Spellings = [Pragma<"", "in_b">]; let Documentation = [Undocumented]; }
def DtA : DeclOrTypeAttr { let Spellings = [GNU<"dt_a">]; let Documentation = [Undocumented]; }
def IpA : InheritableParamAttr { let Spellings = [GNU<"ip_a">]; let Documentation = [Undocumented]; }
def IsA : InheritableParamOrStmtAttr { let Spellings = [GNU<"is_a">]; let Documentation = [Undocumented]; }
def AbA : ParameterABIAttr { let Spellings = [GNU<"ab_a">]; let Documentation = [Undocumented]; }
def HaA : HLSLAnnotationAttr { let Spellings = [HLSLAnnotation<"ha_a">]; let Documentation = [Undocumented]; }
def HsA : HLSLSemanticBaseAttr { let Spellings = [HLSLAnnotation<"hs_a">]; let Documentation = [Undocumented]; }
def PlA : Attr { let Spellings = [Pragma<"x", "pl_a">]; let Documentation = [Undocumented]; }
def NoNode : Attr { let Spellings = [GNU<"no_node">]; let ASTNode = 0; let Documentation = [Undocumented]; }

// CHECK:      TYPE_ATTR(TyA)
// CHECK-NEXT: STMT_ATTR(StA)
// CHECK-NEXT: DECL_OR_STMT_ATTR(DsA)
// CHECK-NEXT: DECL_OR_TYPE_ATTR(DtA)
// CHECK-NEXT: INHERITABLE_PARAM_OR_STMT_ATTR(IsA)
// CHECK-NEXT: PARAMETER_ABI_ATTR(AbA)
// CHECK-NEXT: INHERITABLE_PARAM_ATTR(IpA)
// CHECK-NEXT: HLSL_SEMANTIC_ATTR(HsA)
// CHECK-NEXT: HLSL_ANNOTATION_ATTR(HaA)
// CHECK-NEXT: INHERITABLE_ATTR(InA)
// CHECK-NEXT: INHERITABLE_ATTR(InB)
// CHECK-NEXT: ATTR(PlA)
// CHECK-NEXT: PRAGMA_SPELLING_ATTR(InB)
// CHECK-NEXT: PRAGMA_SPELLING_ATTR(PlA)
// CHECK:      ATTR_RANGE(Attr, TyA, PlA)
// CHECK:      ATTR_RANGE(InheritableAttr, DsA, InB)
