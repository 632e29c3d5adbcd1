// Minimal stand-ins for the classes of llvm/IR/Intrinsics.td that
// -gen-intrinsic-enums and -gen-intrinsic-impl read. The type signature
// (TypeInfoGen.TypeSig) is simplified: each type contributes its own Sig
// list, and the backend emits whatever the list holds.

class IntrinsicProperty<bit is_default = false> {
  bit IsDefault = is_default;
}

def IntrNoMem : IntrinsicProperty;
def IntrReadMem : IntrinsicProperty;
def IntrWriteMem : IntrinsicProperty;
def IntrArgMemOnly : IntrinsicProperty;
def IntrInaccessibleMemOnly : IntrinsicProperty;
def IntrInaccessibleMemOrArgMemOnly : IntrinsicProperty;
def Commutative : IntrinsicProperty;
def Throws : IntrinsicProperty;
def IntrNoReturn : IntrinsicProperty;
def IntrNoCallback : IntrinsicProperty<1>;
def IntrNoSync : IntrinsicProperty<1>;
def IntrNoFree : IntrinsicProperty<1>;
def IntrWillReturn : IntrinsicProperty<1>;
def IntrCold : IntrinsicProperty;
def IntrNoDuplicate : IntrinsicProperty;
def IntrNoMerge : IntrinsicProperty;
def IntrConvergent : IntrinsicProperty;
def IntrSpeculatable : IntrinsicProperty;
def IntrHasSideEffects : IntrinsicProperty;
def IntrNoCreateUndefOrPoison : IntrinsicProperty;
def IntrStrictFP : IntrinsicProperty;

class IntrinsicMemoryLocation;
def InaccessibleMem : IntrinsicMemoryLocation;
def TargetMem0 : IntrinsicMemoryLocation;
def TargetMem1 : IntrinsicMemoryLocation;
class IntrRead<list<IntrinsicMemoryLocation> locs> : IntrinsicProperty {
  list<IntrinsicMemoryLocation> MemLoc = locs;
}
class IntrWrite<list<IntrinsicMemoryLocation> locs> : IntrinsicProperty {
  list<IntrinsicMemoryLocation> MemLoc = locs;
}

class AttrIndex<int idx> { int Value = idx; }
def RetIndex : AttrIndex<0>;
class ArgIndex<int argNo> : AttrIndex<!add(argNo, 1)>;

class NoCapture<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class NoAlias<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class NoUndef<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class NonNull<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class Align<AttrIndex idx, int align> : IntrinsicProperty {
  int ArgNo = idx.Value;
  int Align = align;
}
class Dereferenceable<AttrIndex idx, int bytes> : IntrinsicProperty {
  int ArgNo = idx.Value;
  int Bytes = bytes;
}
class Returned<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class ImmArg<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class ReadOnly<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class WriteOnly<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class ReadNone<ArgIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
class Range<AttrIndex idx, int lower, int upper> : IntrinsicProperty {
  int ArgNo = idx.Value;
  int Lower = lower;
  int Upper = upper;
}

class ArgProperty;
class ArgName<string name> : ArgProperty { string Name = name; }
class ImmArgPrinter<string funcname> : ArgProperty { string FuncName = funcname; }
class ArgInfo<ArgIndex idx, list<ArgProperty> arg_properties> : IntrinsicProperty {
  int ArgNo = idx.Value;
  list<ArgProperty> Properties = arg_properties;
}

class SDNodeProperty;
def SDNPCommutative : SDNodeProperty;
def SDNPHasChain : SDNodeProperty;
def SDNPMemOperand : SDNodeProperty;

class IIT_Base<int num> { int Number = num; }
def IIT_Done : IIT_Base<0>;
def IIT_I1 : IIT_Base<1>;
def IIT_I32 : IIT_Base<4>;
def IIT_I64 : IIT_Base<5>;
def IIT_PTR : IIT_Base<14>;
def IIT_ARG : IIT_Base<15>;
def IIT_STRUCT : IIT_Base<21>;

def ArgKind {
  int Any = 0;
  int AnyInteger = 1;
  int MatchType = 7;
}

class LLVMType<list<int> sig, bit any = false> {
  list<int> Sig = sig;
  bit isAny = any;
}
def llvm_i1_ty : LLVMType<[1]>;
def llvm_i32_ty : LLVMType<[4]>;
def llvm_i64_ty : LLVMType<[5]>;
def llvm_ptr_ty : LLVMType<[14]>;
def llvm_any_ty : LLVMType<[15, 8], true>;
def llvm_anyint_ty : LLVMType<[15, 9], true>;
def llvm_token_ty : LLVMType<[18]>;

class TypeInfoGen<list<LLVMType> RetTypes, list<LLVMType> ParamTypes> {
  list<LLVMType> Types = !listconcat(RetTypes, ParamTypes);
  bit isOverloaded = !foldl(false, Types, any, ty, !or(any, ty.isAny));
  list<int> TypeSig = !listconcat(
    !cond(!eq(!size(RetTypes), 0) : [0],
          !eq(!size(RetTypes), 1) : []<int>,
          true : [21, !sub(!size(RetTypes), 2)]),
    !foldl([]<int>, Types, sig, ty, !listconcat(sig, ty.Sig)));
}

class SDPatternOperator {
  list<SDNodeProperty> Properties = [];
}

class Intrinsic<list<LLVMType> ret_types,
                list<LLVMType> param_types = [],
                list<IntrinsicProperty> intr_properties = [],
                string name = "",
                list<SDNodeProperty> sd_properties = [],
                bit disable_default_attributes = true> : SDPatternOperator {
  string LLVMName = name;
  string TargetPrefix = "";
  list<LLVMType> RetTypes = ret_types;
  list<LLVMType> ParamTypes = param_types;
  list<IntrinsicProperty> IntrProperties = intr_properties;
  let Properties = sd_properties;
  bit DisableDefaultAttributes = disable_default_attributes;
  TypeInfoGen TypeInfo = TypeInfoGen<RetTypes, ParamTypes>;
}

class DefaultAttrsIntrinsic<list<LLVMType> ret_types,
                            list<LLVMType> param_types = [],
                            list<IntrinsicProperty> intr_properties = [],
                            string name = "">
  : Intrinsic<ret_types, param_types, intr_properties, name, [], false>;

class ClangBuiltin<string name> { string ClangBuiltinName = name; }
class MSBuiltin<string name> { string MSBuiltinName = name; }
