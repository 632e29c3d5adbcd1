// RUN: %{skeleton} -gen-address-modes --address-mode-class=Mode %s | FileCheck %s
// RUN: not %{skeleton} -gen-address-modes %s 2>&1 | FileCheck --check-prefix=NOCLASS %s
//
// The example backend's option names the class of the address modes.

class Mode<string mnemonic> {
  string Mnemonic = mnemonic;
  int Size = 2;
  bit HasDisplacement = true;
  list<string> Aliases = [];
  Mode Base = ?;
}
def Short : Mode<"s">;

// CHECK: {"s", 2, true}, // Short
// NOCLASS: error: The class 'AddressMode' is not defined
