// RUN: %clang-tblgen -gen-clang-opencl-builtins %s | FileCheck %s --check-prefix=SEMA
// RUN: %clang-tblgen -gen-clang-opencl-builtin-header %s | FileCheck %s --check-prefix=HEADER
// DIFF: -gen-clang-opencl-builtins
// DIFF: -gen-clang-opencl-builtin-tests
// DIFF: -gen-clang-opencl-builtin-header
//
// OpenCL builtins: names with the same overloads share a run of the
// overload table, generic types expand into their types and vector sizes,
// guards for function and type extensions and for OpenCL versions.

class Version<int id> { int ID = id; }
def CLAll : Version<0>;
def CL10 : Version<100>;
def CL20 : Version<200>;
def CL30 : Version<300>;
class Ext<string names> { string ExtName = names; }
class FunctionExtension<string names> : Ext<names>;
class TypeExtension<string names> : Ext<names>;
def NoTypeExt : TypeExtension<"">;
def HalfExt : TypeExtension<"cl_khr_fp16">;
def DoubleExt : TypeExtension<"cl_khr_fp64">;
def FuncNone : FunctionExtension<"">;
def FuncPair : FunctionExtension<"ext_one ext_two">;

class QualType<string expr, bit abstract = 0> {
  string TypeExpr = expr;
  bit IsAbstract = abstract;
}
class IntList<string name, list<int> l> { string Name = name; list<int> List = l; }
class Type<string name, QualType qt> {
  string Name = name;
  QualType QTExpr = qt;
  int VecWidth = 1;
  bit IsPointer = 0;
  bit IsConst = 0;
  bit IsVolatile = 0;
  string AccessQualifier = "";
  string AddrSpace = "clang::LangAS::Default";
  TypeExtension Extension = NoTypeExt;
}
class VectorType<Type t, int w> : Type<t.Name, t.QTExpr> {
  let VecWidth = w;
  let Extension = t.Extension;
}
class PointerType<Type t, string as> : Type<t.Name, t.QTExpr> {
  let IsPointer = 1;
  let AddrSpace = as;
  let Extension = t.Extension;
}
class ConstType<Type t> : Type<t.Name, t.QTExpr> {
  let IsConst = 1;
  let IsPointer = t.IsPointer;
  let AddrSpace = t.AddrSpace;
}
class ImageType<Type t, string acc> : Type<t.Name, QualType<t.QTExpr.TypeExpr # acc # "Ty">> {
  let VecWidth = 0;
  let AccessQualifier = acc;
  let Extension = !if(!eq(acc, "RW"), TypeExtension<"rw_images">, NoTypeExt);
}
class TypeList<list<Type> l> { list<Type> List = l; }
class GenericType<string name, TypeList tl, IntList vl> : Type<name, QualType<"null", 1>> {
  TypeList TypeList = tl;
  IntList VectorList = vl;
  let VecWidth = 0;
}
class Builtin<string name, list<Type> sig, list<bit> attrs = [0, 0, 0]> {
  string Name = name;
  list<Type> Signature = sig;
  bit IsPure = attrs[0];
  bit IsConst = attrs[1];
  bit IsConv = attrs[2];
  FunctionExtension Extension = FuncNone;
  Version MinVersion = CL10;
  Version MaxVersion = CLAll;
}

def Void : Type<"void", QualType<"Context.VoidTy">>;
def Int : Type<"int", QualType<"Context.IntTy">>;
def Float : Type<"float", QualType<"Context.FloatTy">>;
def Half : Type<"half", QualType<"Context.HalfTy">> { let Extension = HalfExt; }
def Double : Type<"double", QualType<"Context.DoubleTy">> { let Extension = DoubleExt; }
def Image2d : Type<"image2d_t", QualType<"Context.OCLImage2d", 1>>;
def Vec1 : IntList<"Vec1", [1]>;
def Vec24 : IntList<"Vec24", [2, 4]>;
def FGenType : GenericType<"FGenType", TypeList<[Float, Half, Double]>, Vec24>;
def IGenType : GenericType<"IGenType", TypeList<[Int]>, Vec1>;
def Float4 : VectorType<Float, 4>;
def ZType : Type<"ztype", QualType<"Context.ZTy">> { let Extension = TypeExtension<"zz_ext">; }

def : Builtin<"cos", [Float, Float], [0, 1, 0]>;
def : Builtin<"sin", [Float, Float], [0, 1, 0]>;
def : Builtin<"cos", [FGenType, FGenType], [0, 1, 0]>;
def : Builtin<"sin", [FGenType, FGenType], [0, 1, 0]>;
def : Builtin<"mix", [FGenType, FGenType, Half, Double]>;
def : Builtin<"barrier", [Void, Int], [0, 0, 1]>;
def : Builtin<"load", [Float4, Int, PointerType<ConstType<Float>, "clang::LangAS::opencl_global">], [1, 0, 1]>;
def : Builtin<"store", [Void, PointerType<FGenType, "clang::LangAS::opencl_local">, IGenType]> {
  let MinVersion = CL20;
  let MaxVersion = CL30;
}
def : Builtin<"paired", [Int, Int]> { let Extension = FuncPair; }
def : Builtin<"three", [ZType, Half, Double]>;
def : Builtin<"two", [ZType, Half]>;
def : Builtin<"read", [Float4, ImageType<Image2d, "RO">, Int]>;
def : Builtin<"read", [Float4, ImageType<Image2d, "RW">, Int]>;

// SEMA:      // 1: cos, sin,
// SEMA:      return std::make_pair(1, 2);	 // "cos"
// SEMA:      return std::make_pair(1, 2);	 // "sin"
// HEADER:      #if __OPENCL_C_VERSION__ >= CL_VERSION_2_0
// HEADER-NEXT: #if __OPENCL_C_VERSION__ < CL_VERSION_3_0
// HEADER-NEXT: void __ovld store(__local float2 *, int);
// HEADER:      #endif // MaxVersion
// HEADER-NEXT: #endif // MinVersion
// HEADER:      #if defined(ext_one) && defined(ext_two)
// HEADER-NEXT: int __ovld paired(int);
// HEADER-NEXT: #endif // Extension
// Three type extensions come sorted, two in the order first seen.
// HEADER:      #if defined(cl_khr_fp16) && defined(cl_khr_fp64) && defined(zz_ext)
// HEADER-NEXT: ztype __ovld three(half, double);
// HEADER:      #if defined(zz_ext) && defined(cl_khr_fp16)
// HEADER-NEXT: ztype __ovld two(half);
