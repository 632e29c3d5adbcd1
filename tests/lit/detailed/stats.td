// RUN: %tblgen --print-detailed-records %s | FileCheck %s
// DIFF: --print-detailed-records
// The allocation statistics are llvm-tblgen's: the sizes of its uniquing
// pools and what its bump allocator handed out, with the sizes and
// alignments of its own objects. This input makes values of every pooled
// kind, a string too long for one slab (it gets a slab of its own) and
// enough values for the slabs to start growing.
class Op;
def ops : Op;
def holder { int V = 3; }
class Pair<int a, int b> {
  int Sum = !add(a, b);
  int Neg = !sub(0, a);
  bit Small = !lt(a, 10);
  string Name = !if(!gt(a, b), "gt", "le");
  int Total = !foldl(0, [a, b], acc, x, !add(acc, x));
  bit IsOp = !isa<Op>(ops);
  bit Exists = !exists<Op>("ops");
  string Kind = !cond(!eq(a, 0) : "zero", true : "other");
  list<int> Both = [a, b];
  dag D = (ops a:$x, b);
  bits<8> Bits = a;
  int Head = !head(Both);
  Op Self = !cast<Op>("ops");
  int Field = holder.V;
}
class Enc { bits<4> r; bits<8> Inst; let Inst{3-0} = r; }
def enc : Enc;
def p1 : Pair<1, 2>;
def p2 : Pair<20, 3>;
def anon_user { list<Pair> L = [Pair<5, 6>]; }
def big { code Text = [{
  Line 000 of a long description that needs a slab of its own.
  Line 001 of a long description that needs a slab of its own.
  Line 002 of a long description that needs a slab of its own.
  Line 003 of a long description that needs a slab of its own.
  Line 004 of a long description that needs a slab of its own.
  Line 005 of a long description that needs a slab of its own.
  Line 006 of a long description that needs a slab of its own.
  Line 007 of a long description that needs a slab of its own.
  Line 008 of a long description that needs a slab of its own.
  Line 009 of a long description that needs a slab of its own.
  Line 010 of a long description that needs a slab of its own.
  Line 011 of a long description that needs a slab of its own.
  Line 012 of a long description that needs a slab of its own.
  Line 013 of a long description that needs a slab of its own.
  Line 014 of a long description that needs a slab of its own.
  Line 015 of a long description that needs a slab of its own.
  Line 016 of a long description that needs a slab of its own.
  Line 017 of a long description that needs a slab of its own.
  Line 018 of a long description that needs a slab of its own.
  Line 019 of a long description that needs a slab of its own.
  Line 020 of a long description that needs a slab of its own.
  Line 021 of a long description that needs a slab of its own.
  Line 022 of a long description that needs a slab of its own.
  Line 023 of a long description that needs a slab of its own.
  Line 024 of a long description that needs a slab of its own.
  Line 025 of a long description that needs a slab of its own.
  Line 026 of a long description that needs a slab of its own.
  Line 027 of a long description that needs a slab of its own.
  Line 028 of a long description that needs a slab of its own.
  Line 029 of a long description that needs a slab of its own.
  Line 030 of a long description that needs a slab of its own.
  Line 031 of a long description that needs a slab of its own.
  Line 032 of a long description that needs a slab of its own.
  Line 033 of a long description that needs a slab of its own.
  Line 034 of a long description that needs a slab of its own.
  Line 035 of a long description that needs a slab of its own.
  Line 036 of a long description that needs a slab of its own.
  Line 037 of a long description that needs a slab of its own.
  Line 038 of a long description that needs a slab of its own.
  Line 039 of a long description that needs a slab of its own.
  Line 040 of a long description that needs a slab of its own.
  Line 041 of a long description that needs a slab of its own.
  Line 042 of a long description that needs a slab of its own.
  Line 043 of a long description that needs a slab of its own.
  Line 044 of a long description that needs a slab of its own.
  Line 045 of a long description that needs a slab of its own.
  Line 046 of a long description that needs a slab of its own.
  Line 047 of a long description that needs a slab of its own.
  Line 048 of a long description that needs a slab of its own.
  Line 049 of a long description that needs a slab of its own.
  Line 050 of a long description that needs a slab of its own.
  Line 051 of a long description that needs a slab of its own.
  Line 052 of a long description that needs a slab of its own.
  Line 053 of a long description that needs a slab of its own.
  Line 054 of a long description that needs a slab of its own.
  Line 055 of a long description that needs a slab of its own.
  Line 056 of a long description that needs a slab of its own.
  Line 057 of a long description that needs a slab of its own.
  Line 058 of a long description that needs a slab of its own.
  Line 059 of a long description that needs a slab of its own.
  Line 060 of a long description that needs a slab of its own.
  Line 061 of a long description that needs a slab of its own.
  Line 062 of a long description that needs a slab of its own.
  Line 063 of a long description that needs a slab of its own.
  Line 064 of a long description that needs a slab of its own.
  Line 065 of a long description that needs a slab of its own.
  Line 066 of a long description that needs a slab of its own.
  Line 067 of a long description that needs a slab of its own.
  Line 068 of a long description that needs a slab of its own.
  Line 069 of a long description that needs a slab of its own.
  Line 070 of a long description that needs a slab of its own.
  Line 071 of a long description that needs a slab of its own.
  Line 072 of a long description that needs a slab of its own.
  Line 073 of a long description that needs a slab of its own.
  Line 074 of a long description that needs a slab of its own.
  Line 075 of a long description that needs a slab of its own.
  Line 076 of a long description that needs a slab of its own.
  Line 077 of a long description that needs a slab of its own.
  Line 078 of a long description that needs a slab of its own.
  Line 079 of a long description that needs a slab of its own.
}]; }
foreach i = 0...1499 in
  def r#i { string S = "record number " # i; int I = !mul(i, 3); }

// CHECK:      -------------------- Memory Allocation Stats --------------------
// CHECK-NEXT: TheArgumentInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheBitsInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheIntInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: StringInitStringPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: StringInitCodePool size = 1
// CHECK-NEXT: TheListInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheUnOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheBinOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheTernOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheFoldOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheIsAOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheExistsOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheCondOpInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheDagInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: RecordTypePool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheVarInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheVarBitInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheVarDefInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: TheFieldInitPool size = {{[1-9][0-9]*}}
// CHECK-NEXT: Bytes allocated = {{[0-9]+}}
// CHECK-NEXT: Total allocator memory = {{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: Number of records instantiated = {{[0-9]+}}
// CHECK-NEXT: Number of anonymous records = 1
