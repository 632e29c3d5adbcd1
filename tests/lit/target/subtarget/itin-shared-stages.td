// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Identical stage sequences share their rows, across itineraries too;
// operand cycles are never shared. Processors sharing itineraries share a
// model, and features still work alongside.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def FeatureA : SubtargetFeature<"a", "HasA", "true", "A">;
def FeatureB : SubtargetFeature<"b", "HasB", "true", "B", [FeatureA]>;
def U0 : FuncUnit;
def U1 : FuncUnit;
def IIX : InstrItinClass;
def IIY : InstrItinClass;
def IIZ : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def X : Instruction { let Itinerary = IIX; }
def Y : Instruction { let Itinerary = IIY; }
def Z : Instruction { let Itinerary = IIZ; }
}
def P : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIX, [InstrStage<1, [U0]>, InstrStage<2, [U1]>], [1, 1]>,
  InstrItinData<IIY, [InstrStage<1, [U0]>, InstrStage<2, [U1]>], [1, 1]>,
  InstrItinData<IIZ, [InstrStage<1, [U0]>]>]>;
def Q : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIX, [InstrStage<1, [U0]>], [1, 1]>,
  InstrItinData<IIZ, [InstrStage<1, [U0]>, InstrStage<2, [U1]>]>]>;
def : Processor<"one", P, [FeatureA]>;
def : Processor<"two", Q, [FeatureB]>;
def : Processor<"three", P, []>;
class ProcessorAlias<string n, string a> { string Name = n; string Alias = a; }
def : ProcessorAlias<"uno", "one">;

// CHECK: { "three", {{.*}}&PModel },
