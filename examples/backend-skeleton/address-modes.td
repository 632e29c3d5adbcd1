// Input of the example backend: bin/tblgen-skeleton -gen-address-modes
// address-modes.td prints AddressModes.inc.

class AddressMode<string mnemonic, int size> {
  string Mnemonic = mnemonic;   // assembler spelling
  int Size = size;              // encoded size in bytes
  bit HasDisplacement = false;
  list<string> Aliases = [];    // other spellings
  AddressMode Base = ?;         // the mode this one extends, if any
}

def Absolute : AddressMode<"abs", 4> {
  let Aliases = ["absolute", "a"];
}
def Register : AddressMode<"reg", 1>;
def Indirect : AddressMode<"ind", 1> {
  let Base = Register;
}
def IndirectDisp : AddressMode<"ind.d", 3> {
  let HasDisplacement = true;
  let Base = Indirect;
  let Aliases = ["disp"];
}

// A mode defined through a multiclass is a record like any other.
multiclass Scaled<int size> {
  def _x2 : AddressMode<"s" # size # ".2", size>;
  def _x4 : AddressMode<"s" # size # ".4", size>;
}
defm Scaled16 : Scaled<2>;
