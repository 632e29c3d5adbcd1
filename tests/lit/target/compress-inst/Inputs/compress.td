// A small target for the compress-inst tests: eight registers and three
// classes, immediates with MC and ImmLeaf predicates, a memory operand with
// sub-operands, features, and long (4-byte) and short (2-byte) instructions.
include "llvm/Target/Target.td"

class TReg<string n, bits<16> e> : Register<n> { let Namespace = "T"; let HWEncoding = e; }
foreach i = 0-7 in def X#i : TReg<"x"#i, i>;
def SPR : TReg<"sp", 8>;
def GPR : RegisterClass<"T", [i32], 32, (add (sequence "X%u", 0, 7), SPR)>;
def GPRC : RegisterClass<"T", [i32], 32, (sequence "X%u", 0, 3)>;
def GPRNoX0 : RegisterClass<"T", [i32], 32, (sub GPR, X0)>;
def GPROp : RegisterOperand<GPR>;

def simm6 : Operand<i32>, ImmLeaf<i32, [{return isInt<6>(Imm);}]> {
  let MCOperandPredicate = [{
    int64_t Imm;
    if (!MCOp.evaluateAsConstantImm(Imm)) return false;
    return isInt<6>(Imm);
  }];
}
def simm12 : Operand<i32>, ImmLeaf<i32, [{return isInt<12>(Imm);}]> {
  let MCOperandPredicate = [{ return MCOp.isImm(); }];
}
def uimm4 : Operand<i32>, ImmLeaf<i32, [{return isUInt<4>(Imm);}]> {
  let MCOperandPredicate = [{ return isUInt<4>(MCOp.getImm()); }];
}
def plainimm : Operand<i32>;
def mconly : Operand<i32> { let MCOperandPredicate = [{ return true; }]; }
def memri : Operand<i32> { let MIOperandInfo = (ops GPR:$base, simm12:$off); }

def FeatC : SubtargetFeature<"c", "HasC", "true", "compressed">;
def FeatZ : SubtargetFeature<"z", "HasZ", "true", "zz">;
def FeatE : SubtargetFeature<"e", "HasE", "true", "ee">;
def HasC : Predicate<"Subtarget->hasC()">, AssemblerPredicate<(all_of FeatC), "c">;
def HasZorNotC : Predicate<"">, AssemblerPredicate<(any_of FeatZ, (not FeatC)), "zc">;
def HasEorZ : Predicate<"">, AssemblerPredicate<(any_of FeatE, FeatZ), "ez">;
def NotZ : Predicate<"">, AssemblerPredicate<(all_of (not FeatZ)), "nz">;
def HasCE : Predicate<"">, AssemblerPredicate<(all_of FeatE, FeatC), "ce">;
def CodeGenOnly : Predicate<"foo()">;

class TInst<dag o, dag i, string asm, int sz> : Instruction {
  let Namespace = "T";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
  let Size = sz;
}
def ADD : TInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2), "add $rd, $rs1, $rs2", 4>;
def ADDI : TInst<(outs GPR:$rd), (ins GPR:$rs1, simm12:$imm), "addi $rd, $rs1, $imm", 4>;
def ANDI : TInst<(outs GPR:$rd), (ins GPR:$rs1, simm12:$imm), "andi $rd, $rs1, $imm", 4>;
def LW : TInst<(outs GPR:$rd), (ins memri:$addr), "lw $rd, $addr", 4>;
def ADDR : TInst<(outs GPROp:$rd), (ins GPROp:$rs1, GPROp:$rs2), "addr $rd, $rs1, $rs2", 4>;
def PI : TInst<(outs GPR:$rd), (ins plainimm:$imm), "pi $rd, $imm", 4>;
def MI1 : TInst<(outs GPR:$rd), (ins mconly:$imm), "mi1 $rd, $imm", 4>;
// A long instruction with a tied operand.
def MAC : TInst<(outs GPR:$rd_wb), (ins GPR:$rd, GPR:$rs1, GPR:$rs2), "mac $rd, $rs1, $rs2", 6> {
  let Constraints = "$rd = $rd_wb";
}

def C_ADD : TInst<(outs GPRNoX0:$rd_wb), (ins GPRNoX0:$rd, GPRNoX0:$rs2), "c.add $rd, $rs2", 2> {
  let Constraints = "$rd = $rd_wb";
  let Predicates = [HasC];
}
def C_MV : TInst<(outs GPRNoX0:$rd), (ins GPRNoX0:$rs2), "c.mv $rd, $rs2", 2>;
def C_ADDI : TInst<(outs GPRNoX0:$rd_wb), (ins GPRNoX0:$rd, simm6:$imm), "c.addi $rd, $imm", 2> {
  let Constraints = "$rd = $rd_wb";
}
def C_LI : TInst<(outs GPRC:$rd), (ins simm6:$imm), "c.li $rd, $imm", 2> {
  let Predicates = [HasEorZ, CodeGenOnly];
}
def C_ANDI : TInst<(outs GPRC:$rd), (ins GPRC:$rs1, uimm4:$imm), "c.andi $rd, $rs1, $imm", 2>;
def C_LW : TInst<(outs GPRC:$rd), (ins memri:$addr), "c.lw $rd, $addr", 2>;
def C_NOP : TInst<(outs), (ins), "c.nop", 2>;
def C_INC : TInst<(outs GPRC:$rd), (ins), "c.inc $rd", 2>;
def C_J : TInst<(outs), (ins simm6:$off), "c.j $off", 2>;
def C_ADDR3 : TInst<(outs GPROp:$rd), (ins GPROp:$rs1, GPROp:$rs2), "c.addr3 $rd, $rs1, $rs2", 2>;
def C_PI : TInst<(outs GPR:$rd), (ins plainimm:$imm), "c.pi $rd, $imm", 2>;
def C_MI1 : TInst<(outs GPR:$rd), (ins mconly:$imm), "c.mi1 $rd, $imm", 2>;
def C_MAC : TInst<(outs GPRC:$rd_wb), (ins GPRC:$rd, GPRC:$rs2), "c.mac $rd, $rs2", 2> {
  let Constraints = "$rd = $rd_wb";
}
def C_MUL : TInst<(outs GPRC:$rd), (ins GPRC:$rs1, GPRC:$rs2), "c.mul $rd, $rs1, $rs2", 2>;

def TInstrInfo : InstrInfo;
#ifdef NO_STI
def TAsmWriter : AsmWriter;
#else
def TAsmWriter : AsmWriter { let PassSubtarget = 1; }
#endif
def T : Target {
  let InstructionSet = TInstrInfo;
  let AssemblyWriters = [TAsmWriter];
}
