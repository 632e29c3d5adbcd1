// Clang's clause sets and map, which -gen-directive-impl only emits for a
// language named OpenACC. Clang spells directives and clauses in
// UpperCamelCase, calls the unknown directive Invalid, and a clause can
// override its spelling with clangAccSpelling.
//
// RUN: %tblgen -I /usr/include/llvm-22 --gen-directive-impl %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-directive-impl

include "llvm/Frontend/Directive/DirectiveBase.td"

def OpenACC : DirectiveLanguage {
  let name = "OpenACC";
  let cppNamespace = "acc";
  let directivePrefix = "ACCD_";
  let clausePrefix = "ACCC_";
  let clauseEnumSetClass = "AccClauseSet";
  let flangClauseBaseClass = "AccClause";
}

def ACCC_DeviceNum : Clause<[Spelling<"device_num">]> {}
def ACCC_DType : Clause<[Spelling<"dtype">]> { let clangAccSpelling = "DeviceType"; }
def ACCC_Unknown : Clause<[Spelling<"unknown">]> { let isDefault = true; }

def ACCD_EnterData : Directive<[Spelling<"enter data">]> {
  let allowedClauses = [VersionedClause<ACCC_DeviceNum>, VersionedClause<ACCC_DType>];
  let association = AS_None;
  let category = CA_Executable;
}
def ACCD_HostData : Directive<[Spelling<"host_data">]> {
  let requiredClauses = [VersionedClause<ACCC_DType>];
  let association = AS_Block;
  let category = CA_Executable;
}
def ACCD_Unknown : Directive<[Spelling<"unknown">]> {
  let isDefault = true;
  let association = AS_None;
  let category = CA_Utility;
}

// CHECK:      #undef GEN_FLANG_DIRECTIVE_CLAUSE_SETS
// CHECK:      #undef GEN_CLANG_DIRECTIVE_CLAUSE_SETS
// CHECK-EMPTY:
// CHECK-NEXT: namespace clang::acc {
// CHECK-EMPTY:
// CHECK-NEXT: // Sets for enter data
// CHECK-EMPTY:
// CHECK-NEXT: static AccClauseSet allowedClauses_ACCD_enter_data {
// CHECK-NEXT:   OpenACCClauseKind::DeviceNum,
// CHECK-NEXT:   OpenACCClauseKind::DeviceType,
// CHECK-NEXT: };
// CHECK:      static AccClauseSet requiredClauses_ACCD_host_data {
// CHECK-NEXT:   OpenACCClauseKind::DeviceType,
// CHECK-NEXT: };
// CHECK:      } // namespace clang::acc
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GEN_CLANG_DIRECTIVE_CLAUSE_SETS
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GEN_CLANG_DIRECTIVE_CLAUSE_MAP
// CHECK-NEXT: #undef GEN_CLANG_DIRECTIVE_CLAUSE_MAP
// CHECK-EMPTY:
// CHECK-NEXT: {
// CHECK-NEXT:   {clang::OpenACCDirectiveKind::EnterData,
// CHECK-NEXT:     {
// CHECK-NEXT:       clang::acc::allowedClauses_ACCD_enter_data,
// CHECK-NEXT:       clang::acc::allowedOnceClauses_ACCD_enter_data,
// CHECK-NEXT:       clang::acc::allowedExclusiveClauses_ACCD_enter_data,
// CHECK-NEXT:       clang::acc::requiredClauses_ACCD_enter_data,
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   {clang::OpenACCDirectiveKind::HostData,
// CHECK:        {clang::OpenACCDirectiveKind::Invalid,
// CHECK:      #endif // GEN_CLANG_DIRECTIVE_CLAUSE_MAP
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GEN_CLANG_CLAUSE_CLASS
