// RUN: not %tblgen %s 2>&1 | FileCheck %s
// RUN: %tblgen --max-bits-width=200000000 --null-backend %s

def X {
// CHECK: [[@LINE+1]]:8: error: bits<100000000> exceeds the limit of 1048576 bits (raise it with --max-bits-width)
  bits<100000000> b;
}
