// RUN: not %clang-tblgen -gen-clang-opencl-builtin-tests -I %S/Inputs -DEMPTY_SIGNATURE %s 2>&1 | FileCheck %s --check-prefix=SIG
// RUN: not %clang-tblgen -gen-clang-opencl-builtin-header -I %S/Inputs -DEMPTY_SIGNATURE %s 2>&1 | FileCheck %s --check-prefix=SIG
// RUN: not %clang-tblgen -gen-clang-opencl-builtin-tests -I %S/Inputs -DNO_SIZES %s 2>&1 | FileCheck %s --check-prefix=SIZES
// RUN: not %clang-tblgen -gen-clang-opencl-builtin-header -I %S/Inputs -DNO_TYPES %s 2>&1 | FileCheck %s --check-prefix=TYPES
//
// Inputs that crash clang-tblgen 22's OpenCL header and test backends (see
// docs/known-differences.md): a builtin without a return type, a generic
// type with no vector size or no type. tblgen reports them.
include "OpenCLBase.td"

def Int : Type<"int", QualType<"Context.IntTy">>;

#ifdef EMPTY_SIGNATURE
def : Builtin<"e", []>;
// SIG: opencl-builtins-crashes.td:[[@LINE-1]]:1: error: builtin 'e' has an empty signature
#endif

#ifdef NO_SIZES
def G : GenericType<"G", TypeList<[Int]>, IntList<"None", []>>;
def : Builtin<"g", [Int, G]>;
// SIZES: opencl-builtins-crashes.td:[[@LINE-1]]:1: error: generic type 'G' of builtin 'g' stands for no type
#endif

#ifdef NO_TYPES
def G : GenericType<"G", TypeList<[]>, IntList<"One", [1]>>;
def : Builtin<"g", [Int, G]>;
// TYPES: opencl-builtins-crashes.td:[[@LINE-1]]:1: error: generic type 'G' of builtin 'g' stands for no type
#endif
