//===- Toy.td - The Toy target, tblgen's example --------------*- tablegen -*-===//
//
// Toy is a small 32-bit load/store machine written for tblgen's examples
// and tests: sixteen general registers (R0 reads as zero), eight optional
// single-precision registers, a flags register, fixed 32-bit encodings,
// selection patterns (ToyPatterns.td: the Pat records and fragments),
// two processors with their scheduling models and a VLIW one with
// itineraries (toy-v). It is described against LLVM's own Target.td, as a real
// backend would be, so llvm-tblgen 22 accepts it and every file
// examples/Toy/Toy.batch generates can be compared with its output.
//
// Try: examples/run-example.sh (writes build/example/*.inc)
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"

//===----------------------------------------------------------------------===//
// Subtarget features and processors
//===----------------------------------------------------------------------===//

def FeatureMul : SubtargetFeature<"mul", "HasMul", "true",
                                  "Enable the multiply instructions">;
def FeatureFP : SubtargetFeature<"fp", "HasFP", "true",
                                 "Enable the single-precision registers">;
def FeatureFastBranch : SubtargetFeature<"fast-branch", "HasFastBranch", "true",
                                         "Taken branches cost no extra cycle",
                                         [FeatureMul]>;

def HasMul : Predicate<"Subtarget->hasMul()">,
             AssemblerPredicate<(all_of FeatureMul), "mul">;
def HasFP : Predicate<"Subtarget->hasFP()">,
            AssemblerPredicate<(all_of FeatureFP), "fp">;

include "ToySchedule.td"

def : Processor<"generic", NoItineraries, []>;
def : ProcessorModel<"toy-1", Toy1Model, []>;
def : ProcessorModel<"toy-2", Toy2Model, [FeatureMul, FeatureFP, FeatureFastBranch]>;
def : Processor<"toy-v", ToyVItineraries, [FeatureMul]>;

//===----------------------------------------------------------------------===//
// Registers, calling convention, register banks, instructions
//===----------------------------------------------------------------------===//

include "ToyRegisterInfo.td"
include "ToyCallingConv.td"
include "ToyRegisterBanks.td"
include "ToyInstrFormats.td"
include "ToyInstrInfo.td"
include "ToyPatterns.td"
include "ToyScheduleOverrides.td"
include "ToySystemOperands.td"
include "ToyCompressInstrs.td"

//===----------------------------------------------------------------------===//
// Performance counters (for llvm-exegesis)
//===----------------------------------------------------------------------===//

def Toy2PfmCounters : ProcPfmCounters {
  let CycleCounter = PfmCounter<"CYCLES">;
  let UopsCounter = PfmCounter<"INSTRUCTIONS_RETIRED">;
  let IssueCounters = [PfmIssueCounter<"ALU", "alu_issued">,
                       PfmIssueCounter<"LSU", "lsu_issued">];
}
def : PfmCountersBinding<"toy-2", Toy2PfmCounters>;

//===----------------------------------------------------------------------===//
// The target
//===----------------------------------------------------------------------===//

def ToyInstrInfo : InstrInfo;

def ToyAsmParser : AsmParser;

// Spellings the assembler accepts for other mnemonics (-gen-asm-matcher).
def : MnemonicAlias<"move", "addi">;
def : MnemonicAlias<"fmul.s", "fmul">, Requires<[HasFP]>;
def : MnemonicAlias<"multiply", "mul">, Requires<[HasMul]>;

// Pseudo-instructions of the assembly language: "mv" is also how the
// printer shows a register copy; "li" is only read.
def : InstAlias<"mv\t$rd, $rs", (ADDI GPR:$rd, GPR:$rs, 0)>;
def : InstAlias<"li\t$rd, $imm", (ADDI GPR:$rd, R0, simm16:$imm), 0>;
def ToyAsmWriter : AsmWriter {
  // The compression functions test subtarget features.
  let PassSubtarget = 1;
}

def Toy : Target {
  let InstructionSet = ToyInstrInfo;
  let AssemblyParsers = [ToyAsmParser];
  let AssemblyWriters = [ToyAsmWriter];
}
