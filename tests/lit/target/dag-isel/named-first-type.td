// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A source pattern's named operands take the type of the first node of the
// same name: the second $b (under a bitconvert, a register class of several
// types) becomes v4i32 from the first, so the bitconvert is dropped.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def K0 : Register<"k0">;
def VR : RegisterClass<"Nf", [v4i32, v2i64, v4f32], 128, (add R0)>;
def VK : RegisterClass<"Nf", [v4i1], 16, (add K0)>;
def SDTPerm : SDTypeProfile<1, 2, [SDTCisVec<0>, SDTCisSameAs<0, 1>, SDTCisInt<2>,
                                   SDTCisSameNumEltsAs<0, 2>, SDTCisSameSizeAs<0, 2>]>;
def perm : SDNode<"NfISD::PERM", SDTPerm>;
class NfInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Nf";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def PERMK : NfInst<(outs VR:$d), (ins VR:$b, VK:$m, VR:$a),
  [(set VR:$d, (vselect VK:$m, (v4i32 (perm VR:$a, VR:$b)), (bitconvert VR:$b)))]>;
def NfInstrInfo : InstrInfo;
def Nf : Target { let InstructionSet = NfInstrInfo; }

// CHECK:      OPC_CheckOpcode, TARGET_VAL(ISD::VSELECT),
// CHECK:      OPC_RecordChild1, // #2 = $b
// CHECK:      OPC_CheckChild2Same, 2,
// CHECK:      OPC_MorphNodeTo1None, TARGET_VAL(Nf::PERMK),
