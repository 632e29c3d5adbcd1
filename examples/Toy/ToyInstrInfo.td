//===- ToyInstrInfo.td - Toy instructions ---------------------*- tablegen -*-===//
//
// Target nodes, operands and the instructions, with their selection
// patterns.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Target-specific selection DAG nodes
//===----------------------------------------------------------------------===//

def SDT_ToyCall : SDTypeProfile<0, -1, [SDTCisVT<0, i32>]>;
def SDT_ToyCmp : SDTypeProfile<0, 2, [SDTCisSameAs<0, 1>, SDTCisVT<0, i32>]>;

def toy_call : SDNode<"ToyISD::CALL", SDT_ToyCall,
                      [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def toy_ret : SDNode<"ToyISD::RET", SDTNone,
                     [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def toy_cmp : SDNode<"ToyISD::CMP", SDT_ToyCmp, [SDNPOutGlue]>;

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// The assembler matches a 16-bit signed immediate as its own operand class
// (a subclass of any immediate), with its own diagnostic.
def SImm16AsmOperand : AsmOperandClass {
  let Name = "SImm16";
  let SuperClasses = [ImmAsmOperand];
  let DiagnosticType = "InvalidSImm16";
}

def simm16 : Operand<i32>, ImmLeaf<i32, [{ return isInt<16>(Imm); }]> {
  let ParserMatchClass = SImm16AsmOperand;
  let PrintMethod = "printSImm16";
  let EncoderMethod = "getImm16OpValue";
  let DecoderMethod = "decodeSImm16";
  let OperandType = "OPERAND_IMMEDIATE";
  // Lets the compressed forms expand back (-gen-compress-inst-emitter).
  let MCOperandPredicate = [{
    int64_t Imm;
    return MCOp.evaluateAsConstantImm(Imm) && isInt<16>(Imm);
  }];
}

// Shift amounts: a 5-bit unsigned immediate.
def uimm5 : Operand<i32>, ImmLeaf<i32, [{ return isUInt<5>(Imm); }]> {
  let OperandType = "OPERAND_IMMEDIATE";
}

// base + offset, the operand of loads and stores.
def memri : Operand<i32> {
  let MIOperandInfo = (ops GPRNoR0:$base, simm16:$offset);
  let PrintMethod = "printMemOperand";
  let EncoderMethod = "getMemOpValue";
  let DecoderMethod = "decodeMemOperand";
  let OperandType = "OPERAND_MEMORY";
}
def addr : ComplexPattern<i32, 2, "selectAddr", [frameindex], []>;
// GlobalISel's equivalent of the address mode (-gen-global-isel).
def gi_addr : GIComplexOperandMatcher<s32, "selectAddr">,
              GIComplexPatternEquiv<addr>;

def brtarget : Operand<OtherVT> {
  let EncoderMethod = "getBranchTargetOpValue";
  let OperandType = "OPERAND_PCREL";
}
def calltarget : Operand<i32> {
  let EncoderMethod = "getBranchTargetOpValue";
  let OperandType = "OPERAND_PCREL";
}

//===----------------------------------------------------------------------===//
// Arithmetic and logic
//===----------------------------------------------------------------------===//

class ALU_rr<bits<4> funct, string opstr, SDPatternOperator node>
    : FormatR<0b000000, funct, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
              opstr # "\t$rd, $rs1, $rs2",
              [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))]>;

class ALU_ri<bits<6> op, string opstr, SDPatternOperator node>
    : FormatI<op, (outs GPR:$rd), (ins GPR:$rs1, simm16:$imm),
              opstr # "\t$rd, $rs1, $imm",
              [(set GPR:$rd, (node GPR:$rs1, simm16:$imm))]>;

let SchedRW = [WriteALU, ReadALU, ReadALU], Itinerary = IIAlu in {
let isCommutable = 1 in {
def ADD : ALU_rr<0b0000, "add", add>;
def AND : ALU_rr<0b0010, "and", and>;
def OR : ALU_rr<0b0011, "or", or>;
def XOR : ALU_rr<0b0100, "xor", xor>;
}
def SUB : ALU_rr<0b0001, "sub", sub>;
def SHL : ALU_rr<0b0101, "shl", shl>;
def SRL : ALU_rr<0b0110, "srl", srl>;
def SRA : ALU_rr<0b0111, "sra", sra>;
}

let Predicates = [HasMul], isCommutable = 1, SchedRW = [WriteMul, ReadALU, ReadALU],
    Itinerary = IIMul in {
def MUL : ALU_rr<0b1000, "mul", mul>;
// High halves of the 64-bit products (commutative nodes).
def MULH : FormatR<0b000111, 0b0000, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                   "mulh\t$rd, $rs1, $rs2",
                   [(set GPR:$rd, (mulhs GPR:$rs1, GPR:$rs2))]>;
def MULHU : FormatR<0b000111, 0b0001, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                    "mulhu\t$rd, $rs1, $rs2",
                    [(set GPR:$rd, (mulhu GPR:$rs1, GPR:$rs2))]>;
}

let SchedRW = [WriteALU, ReadALU, ReadALU], Itinerary = IIAlu in {
let isCommutable = 1 in {
// Signed and unsigned minimum and maximum.
def MIN : ALU_rr<0b1001, "min", smin>;
def MAX : ALU_rr<0b1010, "max", smax>;
def MINU : ALU_rr<0b1011, "minu", umin>;
def MAXU : ALU_rr<0b1100, "maxu", umax>;
// rd = ~(rs1 | rs2), through LLVM's "not" fragment.
def NOR : FormatR<0b000111, 0b0010, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                  "nor\t$rd, $rs1, $rs2",
                  [(set GPR:$rd, (not (or GPR:$rs1, GPR:$rs2)))]>;
}
// rd = rs1 & ~rs2.
def ANDN : FormatR<0b000111, 0b0011, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                   "andn\t$rd, $rs1, $rs2",
                   [(set GPR:$rd, (and GPR:$rs1, (not GPR:$rs2)))]>;
// Set if less than (signed, unsigned).
def SLT : ALU_rr<0b1101, "slt", setlt>;
def SLTU : ALU_rr<0b1110, "sltu", setult>;
// rd = (rs1 << 1) + rs2 and (rs1 << 2) + rs2: their patterns are Pat records
// (ToyPatterns.td).
def SH1ADD : FormatR<0b000111, 0b0100, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                     "sh1add\t$rd, $rs1, $rs2">;
def SH2ADD : FormatR<0b000111, 0b0101, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
                     "sh2add\t$rd, $rs1, $rs2">;
// Sign extension of the low byte and halfword.
def SEXTB : FormatR<0b000111, 0b0110, (outs GPR:$rd), (ins GPR:$rs1),
                    "sext.b\t$rd, $rs1",
                    [(set GPR:$rd, (sext_inreg GPR:$rs1, i8))]> {
  let rs2 = 0;
}
def SEXTH : FormatR<0b000111, 0b0111, (outs GPR:$rd), (ins GPR:$rs1),
                    "sext.h\t$rd, $rs1",
                    [(set GPR:$rd, (sext_inreg GPR:$rs1, i16))]> {
  let rs2 = 0;
}
}

let SchedRW = [WriteALU, ReadALU], Itinerary = IIAlu in {
def ADDI : ALU_ri<0b000001, "addi", add>;
def ANDI : ALU_ri<0b000010, "andi", and>;
def ORI : ALU_ri<0b000011, "ori", or>;
def XORI : ALU_ri<0b001010, "xori", xor>;
def SLTI : ALU_ri<0b001011, "slti", setlt>;
}

class Shift_ri<bits<6> op, string opstr, SDNode node>
    : FormatI<op, (outs GPR:$rd), (ins GPR:$rs1, uimm5:$imm),
              opstr # "\t$rd, $rs1, $imm",
              [(set GPR:$rd, (node GPR:$rs1, uimm5:$imm))]>;

let SchedRW = [WriteALU, ReadALU], Itinerary = IIAlu in {
def SHLI : Shift_ri<0b001100, "shli", shl>;
def SRLI : Shift_ri<0b001101, "srli", srl>;
def SRAI : Shift_ri<0b001110, "srai", sra>;
}

// Upper immediate: rd = imm << 16.
let rs1 = 0 in
def LUI : FormatI<0b000100, (outs GPR:$rd), (ins simm16:$imm), "lui\t$rd, $imm">;

let Defs = [FLAGS], rd = 0 in
def CMP : FormatR<0b000101, 0b0000, (outs), (ins GPR:$rs1, GPR:$rs2),
                  "cmp\t$rs1, $rs2", [(toy_cmp GPR:$rs1, GPR:$rs2)]>;

let Predicates = [HasFP], SchedRW = [WriteFP, ReadFP, ReadFP] in {
def FADD : FormatR<0b000110, 0b0000, (outs FPR:$rd), (ins FPR:$rs1, FPR:$rs2),
                   "fadd\t$rd, $rs1, $rs2",
                   [(set FPR:$rd, (fadd FPR:$rs1, FPR:$rs2))]>;
def FMUL : FormatR<0b000110, 0b0010, (outs FPR:$rd), (ins FPR:$rs1, FPR:$rs2),
                   "fmul\t$rd, $rs1, $rs2",
                   [(set FPR:$rd, (fmul FPR:$rs1, FPR:$rs2))]>;
def FSUB : FormatR<0b000110, 0b0001, (outs FPR:$rd), (ins FPR:$rs1, FPR:$rs2),
                   "fsub\t$rd, $rs1, $rs2",
                   [(set FPR:$rd, (fsub FPR:$rs1, FPR:$rs2))]>;
def FDIV : FormatR<0b000110, 0b0011, (outs FPR:$rd), (ins FPR:$rs1, FPR:$rs2),
                   "fdiv\t$rd, $rs1, $rs2",
                   [(set FPR:$rd, (fdiv FPR:$rs1, FPR:$rs2))]>;
let rs2 = 0 in {
def FNEG : FormatR<0b000110, 0b0100, (outs FPR:$rd), (ins FPR:$rs1),
                   "fneg\t$rd, $rs1", [(set FPR:$rd, (fneg FPR:$rs1))]>;
// Conversions between the register files.
def FCVT_S_W : FormatR<0b000110, 0b0101, (outs FPR:$rd), (ins GPR:$rs1),
                       "fcvt.s.w\t$rd, $rs1",
                       [(set FPR:$rd, (sint_to_fp GPR:$rs1))]>;
def FCVT_W_S : FormatR<0b000110, 0b0110, (outs GPR:$rd), (ins FPR:$rs1),
                       "fcvt.w.s\t$rd, $rs1",
                       [(set GPR:$rd, (fp_to_sint FPR:$rs1))]>;
def FMV_W_X : FormatR<0b000110, 0b0111, (outs FPR:$rd), (ins GPR:$rs1),
                      "fmv.w.x\t$rd, $rs1",
                      [(set FPR:$rd, (bitconvert GPR:$rs1))]>;
}
}

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

let mayLoad = 1, SchedRW = [WriteLoad, ReadALU], Itinerary = IILoad in
def LW : FormatM<0b001000, (outs GPR:$reg), (ins memri:$addr),
                 "lw\t$reg, $addr", [(set GPR:$reg, (load addr:$addr))]>;
let mayStore = 1, SchedRW = [WriteStore, ReadALU, ReadALU], Itinerary = IIStore in
def SW : FormatM<0b001001, (outs), (ins GPR:$reg, memri:$addr),
                 "sw\t$reg, $addr", [(store GPR:$reg, addr:$addr)]>;

// Byte and halfword accesses; mayLoad/mayStore come from the patterns.
class Load_rm<bits<6> op, string opstr, PatFrag node>
    : FormatM<op, (outs GPR:$reg), (ins memri:$addr), opstr # "\t$reg, $addr",
              [(set GPR:$reg, (node addr:$addr))]>;
class Store_rm<bits<6> op, string opstr, PatFrag node>
    : FormatM<op, (outs), (ins GPR:$reg, memri:$addr), opstr # "\t$reg, $addr",
              [(node GPR:$reg, addr:$addr)]>;

let SchedRW = [WriteLoad, ReadALU], Itinerary = IILoad in {
def LB : Load_rm<0b010100, "lb", sextloadi8>;
def LBU : Load_rm<0b010101, "lbu", zextloadi8>;
def LH : Load_rm<0b010110, "lh", sextloadi16>;
def LHU : Load_rm<0b010111, "lhu", zextloadi16>;
}
let SchedRW = [WriteStore, ReadALU, ReadALU], Itinerary = IIStore in {
def SB : Store_rm<0b011000, "sb", truncstorei8>;
def SH : Store_rm<0b011001, "sh", truncstorei16>;
}

// Single-precision loads and stores.
let Predicates = [HasFP] in {
let SchedRW = [WriteLoad, ReadALU], Itinerary = IILoad in
def FLW : FormatM<0b011010, (outs FPR:$reg), (ins memri:$addr),
                  "flw\t$reg, $addr", [(set FPR:$reg, (load addr:$addr))]>;
let SchedRW = [WriteStore, ReadFP, ReadALU], Itinerary = IIStore in
def FSW : FormatM<0b011011, (outs), (ins FPR:$reg, memri:$addr),
                  "fsw\t$reg, $addr", [(store FPR:$reg, addr:$addr)]>;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

let isBranch = 1, isTerminator = 1, Uses = [FLAGS], SchedRW = [WriteBranch],
    Itinerary = IIBranch in {
def BEQ : FormatB<0b010000, 0b0000, (outs), (ins brtarget:$offset), "beq\t$offset">;
def BNE : FormatB<0b010000, 0b0001, (outs), (ins brtarget:$offset), "bne\t$offset">;
def BLT : FormatB<0b010000, 0b0010, (outs), (ins brtarget:$offset), "blt\t$offset">;
}
let isBranch = 1, isTerminator = 1, isBarrier = 1, SchedRW = [WriteBranch],
    Itinerary = IIBranch in
def JMP : FormatB<0b010001, 0b0000, (outs), (ins brtarget:$offset), "jmp\t$offset",
                  [(br bb:$offset)]>;

let isCall = 1, Defs = [LR], Uses = [SP] in
def CALL : FormatB<0b010010, 0b0000, (outs), (ins calltarget:$offset, variable_ops),
                   "call\t$offset">;

// Jump to rs1 + imm, writing the return address to rd.
def JALR : FormatI<0b010011, (outs GPR:$rd), (ins GPR:$rs1, simm16:$imm),
                   "jalr\t$rd, $rs1, $imm">;

//===----------------------------------------------------------------------===//
// Pseudo instructions
//===----------------------------------------------------------------------===//

// Return: a jump through the link register that discards the new return
// address.
let isReturn = 1, isTerminator = 1, isBarrier = 1, Uses = [LR] in
def PseudoRET : ToyPseudo<(outs), (ins), [(toy_ret)]>,
                PseudoInstExpansion<(JALR R0, LR, 0)>;

// Register copy, spelled as an add of zero.
def PseudoMV : ToyPseudo<(outs GPR:$rd), (ins GPR:$rs1)>,
               PseudoInstExpansion<(ADDI GPR:$rd, GPR:$rs1, 0)>;

// The target-independent pseudos with pointer operands (LOAD_STACK_GUARD,
// ...) take general registers.
defm : RemapAllTargetPseudoPointerOperands<GPR>;

// Stack adjustment around calls, removed by frame lowering.
let Defs = [SP], Uses = [SP] in {
def ADJCALLSTACKDOWN : ToyPseudo<(outs), (ins i32imm:$amt1, i32imm:$amt2)>;
def ADJCALLSTACKUP : ToyPseudo<(outs), (ins i32imm:$amt1, i32imm:$amt2)>;
}
