// RUN: %clang-tblgen -gen-clang-regular-keyword-attr-info -I %S/Inputs %s | FileCheck %s
// RUN: not %clang-tblgen -gen-clang-regular-keyword-attr-info -DBAD -I %S/Inputs %s -o %t 2>&1 | FileCheck %s --check-prefix=BAD
// DIFF: -I %S/Inputs -gen-clang-regular-keyword-attr-info
// DIFF: -I %S/Inputs -gen-clang-regular-keyword-attr-info -DBAD
//
// A regular keyword is a Keyword spelling whose HasOwnParseRules is 0
// (whatever class made it); the field is read for every keyword spelling,
// so one that is not a bit fails the run there.

include "AttrBase.td"

def KwA : Attr { let Spellings = [RegularKeyword<"__kw_a">]; }
def KwB : Attr { let Spellings = [CustomKeyword<"__kw_b">]; }
def KwC : Attr { let Spellings = [Keyword<"__kw_c", 0>]; }
#ifdef BAD
def KwD : Attr { let Spellings = [Keyword<"__kw_d", ?>]; }
#endif

// CHECK:      KEYWORD_ATTRIBUTE(__kw_a, false, )
// CHECK-NEXT: KEYWORD_ATTRIBUTE(__kw_c, false, )
// CHECK-NEXT: #undef KEYWORD_ATTRIBUTE
// BAD: attr-keyword-parse-rules.td:[[@LINE-6]]:35: error: Record `anonymous_{{[0-9]+}}', field `HasOwnParseRules' does not have a bit initializer!
