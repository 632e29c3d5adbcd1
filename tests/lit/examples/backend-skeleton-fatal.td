// RUN: not %{skeleton} -gen-address-modes %s 2>&1 | FileCheck %s
//
// A fatal error at a field: PrintFatalError(Def->getValue("Size"), ...)
// points where the field was last set.

class AddressMode<string mnemonic, int size> {
  string Mnemonic = mnemonic;
  int Size = size;
  bit HasDisplacement = false;
  list<string> Aliases = [];
  AddressMode Base = ?;
}

def Empty : AddressMode<"e", 1> {
  // CHECK: [[@LINE+1]]:7: error: address mode 'Empty' has size 0; it must be positive
  let Size = 0;
}
// CHECK-NOT: error
