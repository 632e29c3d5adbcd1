// RUN: rm -rf %t && mkdir -p %t/llvm/Target
// RUN: sed -e 's/int IssueWidth = -1;/int IssueWidth = 3;/' -e 's/bit PostRAScheduler = false;/bit PostRAScheduler = true;/' %llvminc/llvm/Target/TargetSchedule.td > %t/llvm/Target/TargetSchedule.td
// RUN: %tblgen -gen-subtarget -I %t -I %llvminc %s | FileCheck %s
// RUN: %reftblgen -gen-subtarget -I %t -I %llvminc %s | FileCheck %s
//
// The model written when no processor has a machine model is NoSchedModel
// with its fields as the input defines them (here from a copy of LLVM's
// TargetSchedule.td with other defaults, made by the test).

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def : ProcessorModel<"toy", NoSchedModel, []>;

// CHECK:      static const llvm::MCSchedModel NoSchedModel = {
// CHECK-NEXT:   3, // IssueWidth
// CHECK-NEXT:   MCSchedModel::DefaultMicroOpBufferSize,
// CHECK:        true, // PostRAScheduler
// CHECK-NEXT:   false, // CompleteModel
