// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A register listing an alternative name index without a name for it.

include "aw.td"

def R9 : Register<"r9"> { let Namespace = "Awt"; let RegAltNameIndices = [ABIName, NumName]; let AltNames = ["x"]; }
def NOP : AwInst<(outs), (ins), "nop">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-missing-alt-name.td:[[@LINE-5]]:5: error: Register definition missing alt name for 'NumName'.
