// A small X86-like target: the encoding classes the X86 backends read
// (forms, maps, prefixes, encodings, the X86Inst fields), a few register
// classes and operands, and two asm writers (AT&T-like variant 0 and
// Intel-like variant 1). Tests add their instructions. -D X86_MINI_NO_EVEX_U
// and -D X86_MINI_NO_LOCK leave a field out of X86Inst.

include "llvm/Target/Target.td"

class Format<bits<7> val> { bits<7> Value = val; }
def Pseudo         : Format<0>;
def RawFrm         : Format<1>;
def AddRegFrm      : Format<2>;
def PrefixByte     : Format<10>;
def MRMDestRegCC   : Format<18>;
def MRMDestMemCC   : Format<19>;
def MRMDestMem4VOp3CC : Format<20>;
def MRMDestMem     : Format<24>;
def MRMSrcMem      : Format<25>;
def MRMSrcMem4VOp3 : Format<26>;
def MRMSrcMemOp4   : Format<27>;
def MRMSrcMemCC    : Format<28>;
def MRMXmCC        : Format<30>;
def MRMXm          : Format<31>;
def MRM0m : Format<32>; def MRM1m : Format<33>; def MRM2m : Format<34>;
def MRM3m : Format<35>; def MRM4m : Format<36>; def MRM5m : Format<37>;
def MRM6m : Format<38>; def MRM7m : Format<39>;
def MRMDestReg     : Format<40>;
def MRMSrcReg      : Format<41>;
def MRMSrcReg4VOp3 : Format<42>;
def MRMSrcRegOp4   : Format<43>;
def MRMSrcRegCC    : Format<44>;
def MRMXrCC        : Format<46>;
def MRMXr          : Format<47>;
def MRM0r : Format<48>; def MRM1r : Format<49>; def MRM2r : Format<50>;
def MRM3r : Format<51>; def MRM4r : Format<52>; def MRM5r : Format<53>;
def MRM6r : Format<54>; def MRM7r : Format<55>;

class Prefix<bits<3> val> { bits<3> Value = val; }
def NoPrfx : Prefix<0>;
def PD     : Prefix<1>;
def XS     : Prefix<2>;
def XD     : Prefix<3>;
def PS     : Prefix<4>;

class Map<bits<4> val> { bits<4> Value = val; }
def OB     : Map<0>;
def TB     : Map<1>;
def T8     : Map<2>;
def TA     : Map<3>;
def T_MAP4 : Map<8>;

class Encoding<bits<2> val> { bits<2> Value = val; }
def EncNormal : Encoding<0>;
def EncVEX    : Encoding<1>;
def EncXOP    : Encoding<2>;
def EncEVEX   : Encoding<3>;

class OperandSize<bits<2> val> { bits<2> Value = val; }
def OpSizeFixed : OperandSize<0>;
def OpSize16    : OperandSize<1>;
def OpSize32    : OperandSize<2>;

class AddressSize<bits<2> val> { bits<2> Value = val; }
def AdSizeX  : AddressSize<0>;
def AdSize16 : AddressSize<1>;
def AdSize32 : AddressSize<2>;
def AdSize64 : AddressSize<3>;

class ExplicitOpPrefix<bits<2> val> { bits<2> Value = val; }
def NoExplicitOpPrefix : ExplicitOpPrefix<0>;
def ExplicitREX2       : ExplicitOpPrefix<1>;
def ExplicitVEX        : ExplicitOpPrefix<2>;
def ExplicitEVEX       : ExplicitOpPrefix<3>;

class X86Inst<bits<8> opcod, Format f, dag outs, dag ins, string asm>
    : Instruction {
  let Namespace = "X86";
  bits<8> Opcode = opcod;
  Format Form = f;
  bits<7> FormBits = Form.Value;
  dag OutOperandList = outs;
  dag InOperandList = ins;
  string AsmString = asm;
  let isCodeGenOnly = !eq(!cast<string>(f), "Pseudo");
  bit ForceDisassemble = 0;
  OperandSize OpSize = OpSizeFixed;
  bits<2> OpSizeBits = OpSize.Value;
  AddressSize AdSize = AdSizeX;
  bits<2> AdSizeBits = AdSize.Value;
  Encoding OpEnc = EncNormal;
  Prefix OpPrefix = !if(!eq(OpEnc, EncNormal), NoPrfx, PS);
  bits<3> OpPrefixBits = OpPrefix.Value;
  Map OpMap = OB;
  bits<4> OpMapBits = OpMap.Value;
  bit hasREX_W = 0;
  bits<2> OpEncBits = OpEnc.Value;
  bit IgnoresW = 0;
  bit hasVEX_4V = 0;
  bit hasVEX_L = 0;
  bit ignoresVEX_L = 0;
  bit hasEVEX_K = 0;
  bit hasEVEX_Z = 0;
  bit hasEVEX_L2 = 0;
  bit hasEVEX_B = 0;
  bit hasEVEX_NF = 0;
  bit hasTwoConditionalOps = 0;
  bit hasEVEX_RC = 0;
  bit hasNoTrackPrefix = 0;
  bits<7> VectSize = !if(hasEVEX_L2, 64, !if(hasVEX_L, 32, 16));
  bits<7> CD8_Scale = 0;
  ExplicitOpPrefix explicitOpPrefix = NoExplicitOpPrefix;
  bits<2> explicitOpPrefixBits = explicitOpPrefix.Value;
#ifndef X86_MINI_NO_EVEX_U
  bit hasEVEX_U = 0;
#endif
#ifndef X86_MINI_NO_LOCK
  bit hasLockPrefix = 0;
#endif
}

// Registers: 32-bit, 64-bit, 128-bit vectors and mask registers.
class X86Reg<string n, bits<16> enc> : Register<n> {
  let Namespace = "X86";
  let HWEncoding = enc;
}
def EAX : X86Reg<"eax", 0>;
def ECX : X86Reg<"ecx", 1>;
def RAX : X86Reg<"rax", 0>;
def RCX : X86Reg<"rcx", 1>;
def XMM0 : X86Reg<"xmm0", 0>;
def XMM1 : X86Reg<"xmm1", 1>;
def K1 : X86Reg<"k1", 1>;
def EFLAGS : X86Reg<"flags", 0>;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX, ECX)>;
def GR32_NOREX : RegisterClass<"X86", [i32], 32, (add EAX)>;
def GR64 : RegisterClass<"X86", [i64], 64, (add RAX, RCX)>;
def VR128 : RegisterClass<"X86", [v4i32], 128, (add XMM0, XMM1)>;
def VK8 : RegisterClass<"X86", [v8i1], 16, (add K1)>;
def VR128Op : RegisterOperand<VR128>;

class X86MemOperand<string printMethod, int size> : Operand<iPTR> {
  let PrintMethod = printMethod;
  let MIOperandInfo = (ops GR64, i8imm, GR64, i32imm, GR32);
  let OperandType = "OPERAND_MEMORY";
  int Size = size;
}
def i32mem  : X86MemOperand<"printdwordmem", 32>;
def i64mem  : X86MemOperand<"printqwordmem", 64>;
def f32mem  : X86MemOperand<"printdwordmem", 32>;
def f64mem  : X86MemOperand<"printqwordmem", 64>;
def f128mem : X86MemOperand<"printxmmwordmem", 128>;
def i16mem  : X86MemOperand<"printwordmem", 16>;
def u8imm : Operand<i8> { let OperandType = "OPERAND_IMMEDIATE"; }
def i32imm8 : Operand<i32> { let OperandType = "OPERAND_IMMEDIATE"; }

def X86InstrInfo : InstrInfo;
def ATTAsmWriter : AsmWriter {
  string AsmWriterClassName = "ATTInstPrinter";
  int Variant = 0;
}
def IntelAsmWriter : AsmWriter {
  string AsmWriterClassName = "IntelInstPrinter";
  int Variant = 1;
}
def X86 : Target {
  let InstructionSet = X86InstrInfo;
  let AssemblyWriters = [ATTAsmWriter, IntelAsmWriter];
}
