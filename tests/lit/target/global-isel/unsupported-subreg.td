// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
//
// Sub-register results are not implemented yet (docs/known-differences.md):
// a located error rather than a table without the pattern. (No DIFF line:
// llvm-tblgen imports such patterns.)

include "gi.td"

def sub_lo : SubRegIndex<32>;
def : Pat<(i32 (trunc DPR:$a)), (EXTRACT_SUBREG DPR:$a, sub_lo)>;
// CHECK: unsupported-subreg.td:[[@LINE-1]]:1: error: -gen-global-isel: EXTRACT_SUBREG in results not implemented yet
