// Found by fuzzing: a template argument whose default does not convert to
// its type is reported, and a later use of the default is an error, not a
// crash (llvm-tblgen crashes on the use).
// RUN: not %tblgen %s 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:22: error: Field 'C1:a' of type 'bits<2>' is incompatible with value '{ 0 }' of type bit initializer with length 1
class C1<bits<2> a = 0b0>;
// CHECK: [[@LINE+1]]:9: error: value not specified for template argument 'C1:a'
def X : C1<>;
