// Found by fuzzing: an integer assigned to bits<0> shifted by -1 when checking
// that it fits. Any integer converts to an empty bits<0> value (as with
// llvm-tblgen).
// RUN: %tblgen %s | FileCheck %s
// DIFF: %s

// CHECK: bits<0> Zero = {  };
// CHECK: bits<0> Pos = {  };
// CHECK: bits<0> Neg = {  };
// CHECK: bits<0> Max = {  };
def X {
  bits<0> Zero = 0;
  bits<0> Pos = 764205206;
  bits<0> Neg = -5;
  bits<0> Max = 9223372036854775807;
}
