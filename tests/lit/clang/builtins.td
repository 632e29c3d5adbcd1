// RUN: %clang-tblgen -gen-clang-builtins %s | FileCheck %s
// RUN: not %clang-tblgen -gen-clang-builtins -DNO_CLOSE %s 2>&1 | FileCheck %s --check-prefix=NO_CLOSE
// RUN: not %clang-tblgen -gen-clang-builtins -DNOT_TEMPLATE %s 2>&1 | FileCheck %s --check-prefix=NOT_TEMPLATE
// RUN: not %clang-tblgen -gen-clang-builtins -DBAD_SPACE %s 2>&1 | FileCheck %s --check-prefix=BAD_SPACE
// RUN: not %clang-tblgen -gen-clang-builtins -DOTHER_PARAM %s 2>&1 | FileCheck %s --check-prefix=OTHER_PARAM
// RUN: not %clang-tblgen -gen-clang-builtins -DUNBALANCED %s 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not %clang-tblgen -gen-clang-builtins -DNAMESPACE %s 2>&1 | FileCheck %s --check-prefix=NAMESPACE
// RUN: not %clang-tblgen -gen-clang-builtins -DHEADER %s 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: not %clang-tblgen -gen-clang-builtins -DAFFIXES %s 2>&1 | FileCheck %s --check-prefix=AFFIXES
// RUN: not %clang-tblgen -gen-clang-builtins -DUNCLOSED_VECTOR %s 2>&1 | FileCheck %s --check-prefix=UNCLOSED_VECTOR
// RUN: not %clang-tblgen -gen-clang-builtins -DLANES %s 2>&1 | FileCheck %s --check-prefix=LANES
// RUN: not %clang-tblgen -gen-clang-builtins -DVECTOR_POINTER %s 2>&1 | FileCheck %s --check-prefix=VECTOR_POINTER
// DIFF: -gen-clang-builtins
// DIFF: -gen-clang-builtins -DNO_CLOSE
// DIFF: -gen-clang-builtins -DNOT_TEMPLATE
// DIFF: -gen-clang-builtins -DBAD_SPACE
// DIFF: -gen-clang-builtins -DOTHER_PARAM
// DIFF: -gen-clang-builtins -DUNBALANCED
// DIFF: -gen-clang-builtins -DNAMESPACE
// DIFF: -gen-clang-builtins -DHEADER
// DIFF: -gen-clang-builtins -DAFFIXES
// DIFF: -gen-clang-builtins -DUNCLOSED_VECTOR
// DIFF: -gen-clang-builtins -DLANES
// DIFF: -gen-clang-builtins -DVECTOR_POINTER
//
// Builtins of our own: one entry per spelling (per affix of a template),
// atomic ones first and prefixed ones apart; prototypes turned into type
// strings (qualifiers after the type they follow, specifiers before it,
// address spaces after '*' and '&'), attribute strings, headers and
// languages, and the string table they all share.

class Attribute<string mangling> { string Mangling = mangling; }
class IndexedAttribute<string baseMangling, int I> : Attribute<baseMangling> { int Index = I; }
class MultiIndexAttribute<string baseMangling, list<int> Is> : Attribute<baseMangling> {
  list<int> Indices = Is;
}
def NoThrow : Attribute<"n">;
def Custom : Attribute<"t">;
class Format<int I> : IndexedAttribute<"p", I>;
class Callback<list<int> ArgIndices> : MultiIndexAttribute<"C", ArgIndices>;
class NamePrefix<string spelling> { string Spelling = spelling; }
class Builtin {
  list<string> Spellings;
  list<Attribute> Attributes = [];
  string Prototype;
  string Namespace;
  bit RequiresUndef = 0;
  bit EnableOpenCLLong = 0;
  NamePrefix RequiredNamePrefix;
}
class AtomicBuiltin : Builtin;
class LibBuiltin<string header, string languages = "ALL_LANGUAGES"> : Builtin {
  string Header = header;
  string Languages = languages;
  bit AddBuiltinPrefixedAlias = 0;
  bit OnlyBuiltinPrefixedAliasIsConstexpr = 0;
}
class LangBuiltin<string languages> : Builtin { string Languages = languages; }
class TargetBuiltin : Builtin { string Features = ""; }
class TargetLibBuiltin : TargetBuiltin {
  string Header;
  string Languages = "ALL_LANGUAGES";
}
class Template<list<string> substitutions, list<string> affixes, bit as_prefix = 0> {
  list<string> Substitutions = substitutions;
  list<string> Affixes = affixes;
  bit AsPrefix = as_prefix;
}

def Pre : NamePrefix<"pre_">;
def Swap : AtomicBuiltin {
  let Spellings = ["__swap_b", "__swap_a"];
  let Prototype = "void(...)";
  let RequiresUndef = 1;
  let Attributes = [NoThrow, Custom];
}
def Open : LibBuiltin<"std/sys-io.h"> {
  let Spellings = ["open"];
  let Prototype = "int(char const address_space<3>*, int address_space<12>&)";
  let AddBuiltinPrefixedAlias = 1;
  let OnlyBuiltinPrefixedAliasIsConstexpr = 1;
  let Namespace = "std";
}
def Print : LangBuiltin<"OCL_ONLY"> {
  let Spellings = ["print"];
  let Prototype = "long long int(long long int, signed char, _Complex double)";
  let EnableOpenCLLong = 1;
  let Attributes = [Callback<[0, 2]>, Format<1>];
}
def Mix : TargetBuiltin, Template<["int", "float"], ["_i", "_f"]> {
  let Spellings = ["mix"];
  let Prototype = "T(T*, _Vector<4, T>, _ExtVector<2,int>, ...)";
  let Features = "avx";
}
def Abs : TargetLibBuiltin, Template<["short"], ["s_"], 1> {
  let Spellings = ["abs"];
  let Prototype = "void(short const volatile restrict)";
  let Header = "x.h";
  let Languages = "C_LANG";
}
def Free : Builtin { let Spellings = ["free"]; let Prototype = "  "; let RequiredNamePrefix = Pre; }
def Fast : TargetBuiltin {
  let Spellings = ["fast"];
  let Prototype = "int*(_ExtVector<4, int>, size_t)";
  let RequiredNamePrefix = Pre;
  let Features = "f1";
}
def Plain : Builtin { let Spellings = ["plain"]; let Prototype = "void ( unsigned long int )"; }

#ifdef NO_CLOSE
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(int";
// NO_CLOSE: builtins.td:[[@LINE-1]]:7: error: Expected closing brace at end of prototype
}
#endif
#ifdef NOT_TEMPLATE
def E : Builtin { let Spellings = ["e"];
  let Prototype = "T(int)";
// NOT_TEMPLATE: builtins.td:[[@LINE-1]]:7: error: Not a template
}
#endif
#ifdef BAD_SPACE
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(int address_space<+1>*)";
// BAD_SPACE: builtins.td:[[@LINE-1]]:7: error: Expected an integer argument to the address_space qualifier
}
#endif
#ifdef OTHER_PARAM
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(int align<4>&)";
// OTHER_PARAM: builtins.td:[[@LINE-1]]:7: error: Only `address_space<N>` supported as a parameterized pointer or reference type qualifier
}
#endif
#ifdef UNBALANCED
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(int 1>*)";
// UNBALANCED: builtins.td:[[@LINE-1]]:7: error: Mismatched angle-brackets in type
}
#endif
#ifdef NAMESPACE
def E : Builtin { let Spellings = ["e"]; let Prototype = "int(int)";
  let Namespace = "boost";
// NAMESPACE: builtins.td:[[@LINE-1]]:7: error: Unknown namespace: {{$}}
}
#endif
#ifdef HEADER
def E : LibBuiltin<"Bad.h"> { let Spellings = ["e"]; let Prototype = "int(int)"; }
// HEADER: builtins.td:[[@LINE-1]]:5: error: Unexpected header name
#endif
#ifdef AFFIXES
def E : Builtin, Template<["int"], ["a", "b"]> { let Spellings = ["e"]; let Prototype = "int(int)"; }
// AFFIXES: builtins.td:[[@LINE-1]]:5: error: Substitutions and affixes don't have the same lengths
#endif
#ifdef UNCLOSED_VECTOR
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(_Vector<4, int)";
// UNCLOSED_VECTOR: builtins.td:[[@LINE-1]]:7: error: Unknown Type: {{$}}
}
#endif
#ifdef LANES
def E : Builtin { let Spellings = ["e"];
  let Prototype = "int(_ExtVector< 4, int>)";
// LANES: builtins.td:[[@LINE-1]]:7: error: Expected number of lanes after '_ExtVector<'
}
#endif
#ifdef VECTOR_POINTER
def E : Builtin { let Spellings = ["e"];
  let Prototype = "_ExtVector<4, int>*(int)";
// VECTOR_POINTER: builtins.td:[[@LINE-1]]:7: error: Only `address_space<N>` supported
}
#endif

// Entries in record name order, the atomic ones first, the prefixed last.
// CHECK:      #ifdef GET_BUILTIN_ENUMERATORS
// CHECK-NEXT:     BI__swap_b,
// CHECK-NEXT:     BI__swap_a,
// CHECK-NEXT:     BIs_abs,
// CHECK-NEXT:     BImix_i,
// CHECK-NEXT:     BImix_f,
// CHECK-NEXT:     BI__builtin_open,
// CHECK-NEXT:     BIopen,
// CHECK-NEXT:     BIplain,
// CHECK-NEXT:     BIprint,
// CHECK-NEXT:     BIpre_fast,
// CHECK-NEXT:     BIpre_free,
// CHECK:      static constexpr char BuiltinStringsStorage[] =
// CHECK-NEXT:   "\0"
// CHECK-NEXT:   "__swap_b\0"
// CHECK-NEXT:   "v.\0"
// CHECK-NEXT:   "nt\0"
// CHECK:      #ifdef GET_BUILTIN_INFOS
// CHECK-NEXT:     Builtin::Info{Builtin::Info::StrOffsets{1 /* __swap_b */, 10 /* v. */, 13 /* nt */, 0}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     Builtin::Info{Builtin::Info::StrOffsets{16 /* __swap_a */, 10 /* v. */, 13 /* nt */, 0}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* s_abs */, {{[0-9]+}} /* vsCDR */, 0 /*  */, 0}, HeaderDesc::X_H, C_LANG},
// CHECK-NEXT:     /* mix_i */, {{[0-9]+}} /* ii*V4iE2i. */, 0 /*  */, [[AVX:[0-9]+]] /* avx */}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* mix_f */, {{[0-9]+}} /* ff*V4fE2i. */, 0 /*  */, [[AVX]] /* avx */}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* __builtin_open */, [[OPEN:[0-9]+]] /* icC*3i&12 */, {{[0-9]+}} /* FEz */, 0}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* open */, [[OPEN]] /* icC*3i&12 */, {{[0-9]+}} /* fz */, 0}, HeaderDesc::STD_SYS_IO_H, ALL_LANGUAGES},
// CHECK-NEXT:     /* plain */, {{[0-9]+}} /* vULi */, 0 /*  */, 0}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* print */, {{[0-9]+}} /* OiOiScXd */, {{[0-9]+}} /* C<0,2>p:1: */, 0}, HeaderDesc::NO_HEADER, OCL_ONLY},
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_BUILTIN_INFOS
// CHECK:      #ifdef GET_BUILTIN_PREFIXED_INFOS
// CHECK-NEXT:     /* fast */, {{[0-9]+}} /* i*E4iz */, 0 /*  */, {{[0-9]+}} /* f1 */}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK-NEXT:     /* free */, 0 /*  */, 0 /*  */, 0}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},
// CHECK:      #ifdef ATOMIC_BUILTIN
// CHECK-NEXT: #undef __swap_b
// CHECK-NEXT: ATOMIC_BUILTIN(__swap_b, "v.", "nt")
// CHECK-NEXT: #undef __swap_a
// CHECK-NEXT: ATOMIC_BUILTIN(__swap_a, "v.", "nt")
// CHECK-EMPTY:
// CHECK-NEXT: #endif // ATOMIC_BUILTIN
// CHECK-NEXT: #undef ATOMIC_BUILTIN
