// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22
//
// Without RegAltNameIndex defs besides NoRegAltName, getRegisterName takes
// only the register; an empty namespace; instructions whose string starts
// with an operand (no mnemonic: they index the string table's ""), and
// literal text needing C escapes (quotes, a newline).

include "llvm/Target/Target.td"

def A : Register<"a">;
def B : Register<"b">;
def RC : RegisterClass<"", [i32], 32, (add A, B)>;

class I<dag o, dag i, string asm> : Instruction {
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = asm;
}
def SET : I<(outs RC:$d), (ins RC:$s), "$d = $s">;
def QUOTE : I<(outs), (ins RC:$s), "say \"$s\"\n\tdone">;
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }

// CHECK:       const char *TInstPrinter::getRegisterName(MCRegister Reg) {
// CHECK:         static const uint8_t RegAsmOffset[] = {
// CHECK:         assert (*(AsmStrs+RegAsmOffset[RegNo-1]) &&
// CHECK-NEXT:            "Invalid alt name index for register!");
// CHECK-NEXT:    return AsmStrs+RegAsmOffset[RegNo-1];
