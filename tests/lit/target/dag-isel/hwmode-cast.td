// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A cast to a type by HwMode, (XLenVT ...), takes each mode's type in that
// mode's copy of a Pat; the matcher checks types by HwMode in every copy
// (a cast on a fragment stays on the tree that replaces it)
// (here the operand tied to a mode-dependent node type, $src).

include "llvm/Target/Target.td"

def Is64 : Predicate<"Subtarget->is64()">;
def M64 : HwMode<[Is64]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, M64], [i32, i64]>;
def X0 : Register<"x0">;
def V0 : Register<"v0">;
def XLenFVT : ValueTypeByHwMode<[M64], [f64]>;
def XV : ValueTypeByHwMode<[DefaultMode, M64], [v4i8, v8i8]>;
def GPR : RegisterClass<"Hw", [XLenVT, XLenFVT, XV], 64, (add X0)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
def VR : RegisterClass<"Hw", [v16i8], 128, (add V0)>;
def HwInstrInfo : InstrInfo;
def Hw : Target { let InstructionSet = HwInstrInfo; }
class HwInst<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "Hw"; let OutOperandList = outs; let InOperandList = ins; let Pattern = pat;
}
def BaseAddr : ComplexPattern<iPTR, 1, "SelectBaseAddr">;
def uimm4 : Operand<XLenVT>, ImmLeaf<XLenVT, [{return isUInt<4>(Imm);}]>;
def ST : HwInst<(outs), (ins VR:$vd, GPR:$rj, uimm4:$idx), []>;
def : Pat<(truncstorei8 (XLenVT (vector_extract v16i8:$vd, uimm4:$idx)), BaseAddr:$rj),
          (ST v16i8:$vd, BaseAddr:$rj, uimm4:$idx)>;

def SDT_Wr : SDTypeProfile<0, 2, [SDTCisVT<0, XLenVT>, SDTCisSameAs<0, 1>]>;
def hw_wr : SDNode<"HwISD::WR", SDT_Wr, [SDNPHasChain]>;
def SLT : HwInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(XLenVT (setlt (XLenVT GPR:$rs1), (XLenVT GPR:$rs2))), (SLT GPR:$rs1, GPR:$rs2)>;
def WR : HwInst<(outs), (ins uimm4:$f, GPR:$src), [(hw_wr uimm4:$f, XLenVT:$src)]>;

// CHECK: Src: (st (vector_extract:{ *:[i64] }
// CHECK: Src: (st (vector_extract:{ *:[i32] }
// CHECK: OPC_CheckChild2TypeI64,
// CHECK: OPC_CheckChild2TypeI32,
