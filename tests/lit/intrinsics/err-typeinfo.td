// RUN: not %tblgen --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// TypeInfo must be a TypeInfoGen: the backend reads the type signature
// from it.

class IntrinsicProperty<bit is_default = false> {
  bit IsDefault = is_default;
}
class TypeInfoGen;
class NotTypeInfo { bit isOverloaded = false; }
def SomeInfo : NotTypeInfo;
class Intrinsic<NotTypeInfo info> {
  string LLVMName = "";
  string TargetPrefix = "";
  list<int> RetTypes = [];
  NotTypeInfo TypeInfo = info;
}

// CHECK: [[@LINE+1]]:5: error: TypeInfo field in int_a should be of subclass of TypeInfoGen!
def int_a : Intrinsic<SomeInfo>;
