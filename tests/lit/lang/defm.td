// RUN: %tblgen %s | FileCheck %s
// DIFF:
// defm: instantiating multiclasses, NAME placement, several multiclasses in
// one defm, extra superclasses, anonymous defm, and defm inside foreach.

class Inst<string asm, int size> {
  string Asm = asm;
  int Size = size;
}
class Extra {
  bit isExtra = 1;
}

multiclass Arith<string op> {
  def rr : Inst<op # " r, r", 2>;
  def ri : Inst<op # " r, imm", 4>;
  def NAME#_mem : Inst<op # " [m]", 6>;
  def pre_#NAME : Inst<"pre " # op, 1>;
}
multiclass Unary<string op> {
  def u : Inst<op, 1>;
}

defm ADD : Arith<"add">;
defm SUB : Arith<"sub">, Unary<"neg">;
defm MUL : Unary<"mul">, Extra;
defm : Unary<"anon">;
foreach n = ["X", "Y"] in
  defm LOOP#n : Unary<"loop" # n>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Extra {
// CHECK-NEXT:   bit isExtra = 1;
// CHECK-NEXT: }
// CHECK-NEXT: class Inst<string Inst:asm = ?, int Inst:size = ?> {
// CHECK-NEXT:   string Asm = Inst:asm;
// CHECK-NEXT:   int Size = Inst:size;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def ADD_mem {	// Inst
// CHECK-NEXT:   string Asm = "add [m]";
// CHECK-NEXT:   int Size = 6;
// CHECK-NEXT: }
// CHECK-NEXT: def ADDri {	// Inst
// CHECK-NEXT:   string Asm = "add r, imm";
// CHECK-NEXT:   int Size = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def ADDrr {	// Inst
// CHECK-NEXT:   string Asm = "add r, r";
// CHECK-NEXT:   int Size = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def LOOPXu {	// Inst
// CHECK-NEXT:   string Asm = "loopX";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def LOOPYu {	// Inst
// CHECK-NEXT:   string Asm = "loopY";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def MULu {	// Inst Extra
// CHECK-NEXT:   string Asm = "mul";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT:   bit isExtra = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def SUB_mem {	// Inst
// CHECK-NEXT:   string Asm = "sub [m]";
// CHECK-NEXT:   int Size = 6;
// CHECK-NEXT: }
// CHECK-NEXT: def SUBri {	// Inst
// CHECK-NEXT:   string Asm = "sub r, imm";
// CHECK-NEXT:   int Size = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def SUBrr {	// Inst
// CHECK-NEXT:   string Asm = "sub r, r";
// CHECK-NEXT:   int Size = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def SUBu {	// Inst
// CHECK-NEXT:   string Asm = "neg";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def anonymous_0u {	// Inst
// CHECK-NEXT:   string Asm = "anon";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def pre_ADD {	// Inst
// CHECK-NEXT:   string Asm = "pre add";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
// CHECK-NEXT: def pre_SUB {	// Inst
// CHECK-NEXT:   string Asm = "pre sub";
// CHECK-NEXT:   int Size = 1;
// CHECK-NEXT: }
