// Associations must be one of the AS_ records; AS_FromLeaves needs leaves
// whose associations combine.
//
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl -DUNKNOWN %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl -DNOLEAVES %s 2>&1 | FileCheck --check-prefix=NOLEAVES %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s 2>&1 | FileCheck --check-prefix=MISMATCH %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl -DUNKNOWN
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl -DNOLEAVES
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def Lang : DirectiveLanguage { let name = "Lang"; let cppNamespace = "ns"; }
def C_A : Clause<[Spelling<"a">]> { let isDefault = true; }
def D_Block : Directive<[Spelling<"block">]> {
  let isDefault = true;
  let association = AS_Block;
  let category = CA_Meta;
}
def D_Decl : Directive<[Spelling<"decl">]> {
  let association = AS_Declaration;
  let category = CA_Meta;
}
#ifdef UNKNOWN
def AS_Sideways : Association<"Sideways">;
def D_Odd : Directive<[Spelling<"odd">]> {
  let association = AS_Sideways;
  let category = CA_Meta;
}
#endif
#ifdef NOLEAVES
def D_Empty : Directive<[Spelling<"empty">]> { let category = CA_Meta; }
#endif
def D_ZMixed : Directive<[Spelling<"both">]> {
  let leafConstructs = [D_Block, D_Decl];
  let category = CA_Meta;
}

// UNKNOWN: error: Directive 'D_Odd' in namespace 'ns' has an unrecognized value for association: 'AS_Sideways'
// NOLEAVES: error: Directive 'D_Empty' in namespace 'ns' requests association to be computed from leaves, but it has no leaves
// MISMATCH: error: Directive 'D_ZMixed' in namespace 'ns' has leaves with incompatible association values: Declaration and {{$}}
