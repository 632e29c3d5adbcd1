// A small model of OpenCLBuiltins.td's classes, for the OpenCL tests.

class Version<int v> { int ID = v; }
def CL10 : Version<100>;
def CL12 : Version<120>;
def CL20 : Version<200>;
def CLAll : Version<0>;

class AddressSpace<string n> { string Name = n; }
def DefaultAS : AddressSpace<"clang::LangAS::Default">;
def GlobalAS : AddressSpace<"clang::LangAS::opencl_global">;
def LocalAS : AddressSpace<"clang::LangAS::opencl_local">;
def PrivateAS : AddressSpace<"clang::LangAS::opencl_private">;

class AbstractExtension<string e> { string ExtName = e; }
class FunctionExtension<string e> : AbstractExtension<e>;
class TypeExtension<string e> : AbstractExtension<e>;
def FuncExtNone : FunctionExtension<"">;
def NoTypeExt : TypeExtension<"">;

class QualType<string e, bit abs = 0> { string TypeExpr = e; bit IsAbstract = abs; }
class IntList<string n, list<int> l> { string Name = n; list<int> List = l; }

class Type<string n, QualType q> {
  string Name = n;
  QualType QTExpr = q;
  int VecWidth = 1;
  bit IsPointer = 0;
  bit IsConst = 0;
  bit IsVolatile = 0;
  string AccessQualifier = "";
  string AddrSpace = DefaultAS.Name;
  TypeExtension Extension = NoTypeExt;
}
class VectorType<Type t, int w> : Type<t.Name, t.QTExpr> {
  let VecWidth = w;
  let Extension = t.Extension;
}
class PointerType<Type t, AddressSpace as = DefaultAS> : Type<t.Name, t.QTExpr> {
  let AddrSpace = as.Name;
  let VecWidth = t.VecWidth;
  let IsPointer = 1;
  let IsConst = t.IsConst;
  let IsVolatile = t.IsVolatile;
  let Extension = t.Extension;
}
class ConstType<Type t> : Type<t.Name, t.QTExpr> {
  let IsConst = 1;
  let VecWidth = t.VecWidth;
  let IsPointer = t.IsPointer;
  let AddrSpace = t.AddrSpace;
  let Extension = t.Extension;
}
class VolatileType<Type t> : Type<t.Name, t.QTExpr> {
  let IsVolatile = 1;
  let VecWidth = t.VecWidth;
  let IsPointer = t.IsPointer;
  let AddrSpace = t.AddrSpace;
  let Extension = t.Extension;
}
class ImageType<Type t, string acc, TypeExtension ext = NoTypeExt> : Type<t.Name, QualType<t.QTExpr.TypeExpr # acc # "Ty">> {
  let VecWidth = 0;
  let AccessQualifier = acc;
  let Extension = ext;
}
class TypeList<list<Type> l> { list<Type> List = l; }
class GenericType<string n, TypeList tl, IntList vl> : Type<n, QualType<"null", 1>> {
  TypeList TypeList = tl;
  IntList VectorList = vl;
  let VecWidth = 0;
}

def Attr {
  list<bit> None = [0, 0, 0];
  list<bit> Pure = [1, 0, 0];
  list<bit> Const = [0, 1, 0];
  list<bit> Convergent = [0, 0, 1];
  list<bit> All = [1, 1, 1];
}

class Builtin<string n, list<Type> sig, list<bit> a = Attr.None> {
  string Name = n;
  list<Type> Signature = sig;
  bit IsPure = a[0];
  bit IsConst = a[1];
  bit IsConv = a[2];
  FunctionExtension Extension = FuncExtNone;
  Version MinVersion = CL10;
  Version MaxVersion = CLAll;
}
