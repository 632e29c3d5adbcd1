// The classes -gen-dxil-operation reads, with the fields it reads.

class Version<int major, int minor> {
  int Major = major;
  int Minor = minor;
}
def V1_0 : Version<1, 0>;
def V1_3 : Version<1, 3>;
def V1_10 : Version<1, 10>;

class DXILOpParamType {
  int isOverload = 0;
}
let isOverload = 1 in def OverloadTy : DXILOpParamType;
def VoidTy : DXILOpParamType;
def Int1Ty : DXILOpParamType;
def Int32Ty : DXILOpParamType;
def HalfTy : DXILOpParamType;
def FloatTy : DXILOpParamType;
def ResRetInt16Ty : DXILOpParamType;
def HandleTy : DXILOpParamType;

class DXILOpClass;
def unary : DXILOpClass;
def binary : DXILOpClass;
def loadThing : DXILOpClass;
def UnknownOpClass : DXILOpClass;

class DXILShaderStage;
def pixel : DXILShaderStage;
def compute : DXILShaderStage;
def vertex : DXILShaderStage;
def all_stages : DXILShaderStage;
def removed : DXILShaderStage;

class DXILAttribute;
def ReadNone : DXILAttribute;
def ReadOnly : DXILAttribute;
def NoReturn : DXILAttribute;

class Overloads<Version ver, list<DXILOpParamType> types> {
  Version dxil_version = ver;
  list<DXILOpParamType> overload_types = types;
}
class Stages<Version ver, list<DXILShaderStage> stages> {
  Version dxil_version = ver;
  list<DXILShaderStage> shader_stages = stages;
}
class Attributes<Version ver, list<DXILAttribute> attrs> {
  Version dxil_version = ver;
  list<DXILAttribute> fn_attrs = attrs;
}

class IntrinArgSelectType;
def IntrinArgSelect_Index : IntrinArgSelectType;
def IntrinArgSelect_I8 : IntrinArgSelectType;

class IntrinArgSelect<IntrinArgSelectType t, int v> {
  IntrinArgSelectType type = t;
  int value = v;
}

class Intrinsic;
def int_toy_abs : Intrinsic;
def int_toy_add : Intrinsic;
def int_toy_load : Intrinsic;

class IntrinSelect<Intrinsic i, list<IntrinArgSelect> args = []> {
  Intrinsic intrinsic = i;
  list<IntrinArgSelect> arg_selects = args;
}

class DXILOp<int opcode, DXILOpClass cls> {
  string Doc = "";
  int OpCode = opcode;
  DXILOpClass OpClass = cls;
  list<IntrinSelect> intrinsics = [];
  DXILOpParamType result;
  list<DXILOpParamType> arguments = [];
  list<Overloads> overloads = [];
  list<Stages> stages;
  list<Attributes> attributes = [];
}
