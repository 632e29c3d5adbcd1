// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// InstRW scheduling overrides are not implemented yet (llvm-tblgen writes
// output; see docs/known-differences.md): a located error, no output.

include "toy-remap.td"

def WriteX : SchedWrite;
def Model : SchedMachineModel;
def : InstRW<[WriteX], (instrs ADD)> { let SchedModel = Model; }

// CHECK: err-instrw-unsupported.td:[[@LINE-2]]:1: error: tblgen: -gen-instr-info does not support InstRW scheduling overrides yet
