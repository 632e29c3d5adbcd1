// A miniature X86 target for -gen-disassembler: the Target def named X86,
// a few register classes and operands named as X86's, and an X86Inst class
// with the encoding fields the X86 disassembler reads. Instructions give
// their fields directly (opcode, form value, map, prefix, ...).

include "llvm/Target/Target.td"

def AL : Register<"al">;
def AX : Register<"ax">;
def EAX : Register<"eax">;
def RAX : Register<"rax">;
def XMM0 : Register<"xmm0">;
def YMM0 : Register<"ymm0">;
def ZMM0 : Register<"zmm0">;
def K1 : Register<"k1">;
def ST0 : Register<"st0">;

def GR8 : RegisterClass<"X86", [i8], 8, (add AL)>;
def GR16 : RegisterClass<"X86", [i16], 16, (add AX)>;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX)>;
def GR64 : RegisterClass<"X86", [i64], 64, (add RAX)>;
def VR128 : RegisterClass<"X86", [v4i32], 128, (add XMM0)>;
def VR128X : RegisterClass<"X86", [v4i32], 128, (add XMM0)>;
def VR256 : RegisterClass<"X86", [v8i32], 256, (add YMM0)>;
def VR256X : RegisterClass<"X86", [v8i32], 256, (add YMM0)>;
def VR512 : RegisterClass<"X86", [v16i32], 512, (add ZMM0)>;
def VK8 : RegisterClass<"X86", [v8i1], 16, (add K1)>;
def VK8WM : RegisterClass<"X86", [v8i1], 16, (add K1)>;
def RSTi : RegisterClass<"X86", [f80], 32, (add ST0)>;
def GR32orGR64 : RegisterOperand<GR32>;

class Mem<int size> : Operand<iPTR> {
  let OperandType = "OPERAND_MEMORY";
  int Size = size;
}
def i8mem : Mem<8>;
def i16mem : Mem<16>;
def i32mem : Mem<32>;
def i64mem : Mem<64>;
def f128mem : Mem<128>;
def f512mem : Mem<512>;
def vx32mem : Mem<128>;
def vz32mem : Mem<512>;
def sibmem : Mem<0>;
def u8imm : Operand<i8>;
def i32i8imm : Operand<i32>;
def i64i32imm : Operand<i64>;
def brtarget8 : Operand<OtherVT>;
def brtarget32 : Operand<OtherVT>;
def offset32_32 : Operand<i32>;
def srcidx32 : Operand<iPTR>;
def dstidx32 : Operand<iPTR>;
def ccode : Operand<i8>;
def cflags : Operand<i8>;
def AVX512RC : Operand<i32>;

def X86InstrInfo : InstrInfo;
def X86 : Target { let InstructionSet = X86InstrInfo; }

def In64BitMode : Predicate<"Is64Bit">;
def Not64BitMode : Predicate<"!Is64Bit">;

// Form values (X86 Format records).
defvar RawFrm = 1;          defvar AddRegFrm = 2;      defvar RawFrmMemOffs = 3;
defvar RawFrmDstSrc = 6;    defvar RawFrmImm8 = 7;     defvar AddCCFrm = 9;
defvar PrefixByte = 10;     defvar MRMDestMemCC = 19;  defvar MRMr0 = 21;
defvar MRMSrcMemFSIB = 22;  defvar MRMDestMem = 24;    defvar MRMSrcMem = 25;
defvar MRMSrcMem4VOp3 = 26; defvar MRMSrcMemOp4 = 27;  defvar MRMXm = 31;
defvar MRM3m = 35;          defvar MRMDestReg = 40;    defvar MRMSrcReg = 41;
defvar MRMSrcReg4VOp3 = 42; defvar MRMSrcRegOp4 = 43;  defvar MRMSrcRegCC = 44;
defvar MRMXr = 47;          defvar MRM0r = 48;         defvar MRM1r = 49;
defvar MRM2r = 50;          defvar MRM6r = 54;         defvar MRM5X = 61;
defvar MRM_C1 = 65;         defvar MRM_F8 = 120;

class X86Inst<bits<8> opc, int form, dag outs, dag ins, string asm = ""> : Instruction {
  let Namespace = "X86";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asm;
  bits<8> Opcode = opc;
  bits<7> FormBits = form;
  bits<3> OpPrefixBits = 0;   // 1 PD, 2 XS, 3 XD, 4 PS
  bits<4> OpMapBits = 0;      // 0 one-byte ... 11 map 7
  bits<2> OpEncBits = 0;      // 1 VEX, 2 XOP, 3 EVEX
  bits<2> OpSizeBits = 0;     // 1 OpSize16, 2 OpSize32
  bits<2> AdSizeBits = 0;     // 1 16-bit, 2 32-bit, 3 64-bit
  bit hasREX_W = 0;
  bit hasVEX_4V = 0;
  bit IgnoresW = 0;
  bit ignoresVEX_L = 0;
  bit hasEVEX_L2 = 0;
  bit hasEVEX_K = 0;
  bit hasEVEX_Z = 0;
  bit hasEVEX_B = 0;
  bit hasEVEX_U = 0;
  bit hasEVEX_NF = 0;
  bit hasTwoConditionalOps = 0;
  bit ForceDisassemble = 0;
  bits<7> CD8_Scale = 0;
  bit hasVEX_L = 0;
  bits<2> explicitOpPrefixBits = 0; // 1 REX2
}

