// A small target for the asm-writer tests: registers with alternative
// names, a complex memory operand, operands with custom print methods and
// instructions whose asm strings use variants and modifiers.
include "llvm/Target/Target.td"

def ABIName : RegAltNameIndex { let Namespace = "Awt"; }
def NumName : RegAltNameIndex { let Namespace = "Awt"; let FallbackRegAltNameIndex = ABIName; }

class AwReg<string n, list<string> alt = []> : Register<n> {
  let Namespace = "Awt";
  let AltNames = alt;
  let RegAltNameIndices = !if(!empty(alt), [], [ABIName, NumName]);
}
def R0 : AwReg<"r0", ["zero", "0"]>;
def R1 : AwReg<"r1", ["ra", "1"]>;
def R2 : AwReg<"r2", ["sp", "2"]>;
def FL : AwReg<"flags">;
def GPR : RegisterClass<"Awt", [i32], 32, (add R0, R1, R2)>;
def ANY : RegisterClass<"Awt", [i32], 32, (add GPR, FL)>;

def memri : Operand<i32> {
  let MIOperandInfo = (ops GPR:$base, i32imm:$off);
  let PrintMethod = "printMem";
}
def simm8 : Operand<i32> {
  let PrintMethod = "printSImm";
  let MCOperandPredicate = [{ return MCOp.isImm(); }];
}
def brtarget : Operand<OtherVT> {
  let PrintMethod = "printBranch";
  let OperandType = "OPERAND_PCREL";
}
def GPROp : RegisterOperand<GPR, "printGPR">;

class AwInst<dag o, dag i, string asm> : Instruction {
  let Namespace = "Awt";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
}
