// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A pattern whose result keeps a node of unknown type (here the
// COPY_TO_REGCLASS under INSERT_SUBREG: nothing gives it a type) is dropped
// without a message, as llvm-tblgen drops it; with no pattern left the
// table is the final 0 alone.

include "llvm/Target/Target.td"
def sub_32bit : SubRegIndex<32>;
def E0 : Register<"e0">;
def K0 : Register<"k0">;
let SubRegIndices = [sub_32bit] in def R0 : RegisterWithSubRegs<"r0", [E0]>;
def GR32 : RegisterClass<"Ud", [i32], 32, (add E0)>;
def GR64 : RegisterClass<"Ud", [i64], 64, (add R0)>;
def VK16 : RegisterClass<"Ud", [v16i1], 16, (add K0)>;
def NOP : Instruction {
  let Namespace = "Ud";
  let OutOperandList = (outs GR64:$d);
  let InOperandList = (ins);
}
def UdInstrInfo : InstrInfo;
def Ud : Target { let InstructionSet = UdInstrInfo; }
def : Pat<(i64 (anyext (i16 (bitconvert (v16i1 VK16:$src))))),
          (INSERT_SUBREG (IMPLICIT_DEF), (COPY_TO_REGCLASS VK16:$src, GR32), sub_32bit)>;

// CHECK:      static const uint8_t MatcherTable[] = {
// CHECK-NEXT:     0
// CHECK-NEXT:   }; // Total Array size is 1 bytes
