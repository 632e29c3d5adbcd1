// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A target named WebAssembly: one 256-entry table per opcode prefix byte
// (an opcode above 0xffff is <bits 16-23, low 16 bits>), only stack-based
// instructions, IsCanonical first, else the shortest asm string; operand
// types shared in OperandTable; ET_Prefix marks the prefixes in table 0.

include "wasm-target.td"
def A_long : WI<0x01, "alonger", (ins)>;
def A_short : WI<0x01, "ashort", (ins)>;
def A_tie : WI<0x01, "ashort", (ins)>;
def A_canon : WI<0x02, "a.canonical.long", (ins imm8:$x)> { let IsCanonical = 1; }
def A_other : WI<0x02, "b", (ins imm8:$x)>;
def B : WI<0x03, "b $x, $y", (ins imm8:$x, plain:$y, GPR:$r)>;
def C : WI<0x04, "c $y", (ins plain:$y)>;
def D : WI<0xfc05, "d $x", (ins imm8:$x)>;
def E : WI<0xfd0123, "e", (ins)>;
def F : WI<0xfd07, "f $r", (ins GPR:$r), 0>;
def F_S : WI<0xfd07, "f", (ins)>;
def G : WI<0xFFFFFFFF, "g", (ins)>;
def H : WI<0xfd1a, "h\t$y", (ins plain:$y, GPR:$r)>;

// CHECK:      #include "MCTargetDesc/WebAssemblyMCTargetDesc.h"
// CHECK-EMPTY:
// CHECK-NEXT: namespace {
// CHECK-NEXT: enum EntryType : uint8_t { ET_Unused, ET_Prefix, ET_Instruction };
// CHECK:      } // end anonymous namespace
// CHECK-EMPTY:
// CHECK-NEXT: constexpr WebAssemblyInstruction InstructionTable0[] = {
// CHECK-NEXT:   { 0, ET_Unused, 0, 0  },
// CHECK-NEXT:   // 0x1: ashort
// CHECK-NEXT:   { 325, ET_Instruction, 0, 0  },
// CHECK-NEXT:   // 0x2: a.canonical.long
// CHECK-NEXT:   { 322, ET_Instruction, 1, 0  },
// CHECK-NEXT:   // 0x3: b $x, $y
// CHECK-NEXT:   { 327, ET_Instruction, 3, 1  },
// CHECK-NEXT:   // 0x4: c $y
// CHECK-NEXT:   { 328, ET_Instruction, 1, 2  },
// CHECK-NEXT:   { 0, ET_Unused, 0, 0  },
// CHECK:        { 0, ET_Prefix, 0, 0  },
// CHECK-NEXT:   { 0, ET_Prefix, 0, 0  },
// CHECK-NEXT:   { 0, ET_Unused, 0, 0  },
// CHECK-NEXT:   { 0, ET_Unused, 0, 0  },
// CHECK-NEXT: };
// CHECK:      constexpr WebAssemblyInstruction InstructionTable252[] = {
// CHECK:        // 0x5: d $x
// CHECK-NEXT:   { 329, ET_Instruction, 1, 0  },
// CHECK:      constexpr WebAssemblyInstruction InstructionTable253[] = {
// CHECK:        // 0x7: f
// CHECK-NEXT:   { 332, ET_Instruction, 0, 0  },
// CHECK:        // 0x1a: h	$y
// CHECK-NEXT:   { 334, ET_Instruction, 2, 2  },
// CHECK:      constexpr uint8_t OperandTable[] = {
// CHECK-NEXT:   WebAssembly::OPERAND_IMM8,
// CHECK-NEXT:   WebAssembly::OPERAND_IMM8,
// CHECK-NEXT:   MCOI::OPERAND_UNKNOWN,
// CHECK-NEXT:   MCOI::OPERAND_REGISTER,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: constexpr struct {
// CHECK-NEXT:   uint8_t Prefix;
// CHECK-NEXT:   const WebAssemblyInstruction *Table;
// CHECK-NEXT: } PrefixTable[] = {
// CHECK-NEXT:   { 252, InstructionTable252 },
// CHECK-NEXT:   { 253, InstructionTable253 },
// CHECK-NEXT: };
// CHECK-NOT:  {{.}}
