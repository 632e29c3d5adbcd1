//===- ToyRegisterInfo.td - Toy registers ---------------------*- tablegen -*-===//
//
// Sixteen 32-bit general registers, R0 hard-wired to zero, R14 the stack
// pointer and R15 the link register (both with ABI names); eight
// single-precision registers; a flags register that is set by compares
// and read by branches, never allocated.
//
//===----------------------------------------------------------------------===//

class ToyReg<bits<4> enc, string name, list<string> alt = []>
    : Register<name, alt> {
  let HWEncoding{3-0} = enc;
  let Namespace = "Toy";
}

def ABIRegAltName : RegAltNameIndex { let Namespace = "Toy"; }

let RegAltNameIndices = [ABIRegAltName] in {
foreach I = 0-13 in
  def R#I : ToyReg<I, "r"#I, ["r"#I]>, DwarfRegNum<[I]>;
def SP : ToyReg<14, "r14", ["sp"]>, DwarfRegNum<[14]>;
def LR : ToyReg<15, "r15", ["lr"]>, DwarfRegNum<[15]>;
}

foreach I = 0-7 in
  def F#I : ToyReg<I, "f"#I>, DwarfRegNum<[!add(I, 32)]>;

def FLAGS : ToyReg<0, "flags">;

// R0 last: it is only ever read.
def GPR : RegisterClass<"Toy", [i32], 32,
                        (add (sequence "R%u", 1, 13), SP, LR, R0)>;
// Registers an address may be based on (not the zero register).
def GPRNoR0 : RegisterClass<"Toy", [i32], 32, (sub GPR, R0)>;
def SPReg : RegisterClass<"Toy", [i32], 32, (add SP)> {
  let CopyCost = -1;
}
def FPR : RegisterClass<"Toy", [f32], 32, (sequence "F%u", 0, 7)>;
def CCR : RegisterClass<"Toy", [i32], 32, (add FLAGS)> {
  let CopyCost = -1;
  let isAllocatable = 0;
}
