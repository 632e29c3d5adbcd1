// RUN: not %{skeleton} -gen-address-modes %s 2>&1 | FileCheck %s
//
// The example backend's diagnostics: a warning at a record (while reading
// the records), then an error at one record with a note at another (while
// printing); the run fails and prints nothing.

class AddressMode<string mnemonic, int size> {
  string Mnemonic = mnemonic;
  int Size = size;
  bit HasDisplacement = false;
  list<string> Aliases = [];
  AddressMode Base = ?;
}

// CHECK: [[@LINE+1]]:5: warning: address mode 'Loop' extends itself
def Loop : AddressMode<"loop", 1> { let Base = Loop; }

def First : AddressMode<"x", 1>;
def Second : AddressMode<"y", 1> { let Aliases = ["x"]; }
// CHECK: [[@LINE-1]]:5: error: spelling 'x' is already used
// CHECK: [[@LINE-3]]:5: note: by this address mode
