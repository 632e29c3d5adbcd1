// RUN: %clang-tblgen -gen-clang-builtin-templates %s | FileCheck %s
// RUN: not %clang-tblgen -gen-clang-builtin-templates -DUNKNOWN %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// DIFF: -gen-clang-builtin-templates
// DIFF: -gen-clang-builtin-templates -DUNKNOWN
//
// Builtin templates of our own: template template parameters numbered
// before their heads, a non-type parameter typed by a class parameter of
// its own head (an inner head does not see the outer ones), builtin
// types' TypeSourceInfos declared once, where first used. The language
// macros come in reverse order of their first template.

class TemplateArg<string name> { string Name = name; }
class Template<list<TemplateArg> args, string name> : TemplateArg<name> {
  list<TemplateArg> Args = args;
}
class Class<string name, bit is_variadic = 0> : TemplateArg<name> {
  bit IsVariadic = is_variadic;
}
class NTTP<string type_name, string name, bit is_variadic = 0> : TemplateArg<name> {
  string TypeName = type_name;
  bit IsVariadic = is_variadic;
}
class BuiltinNTTP<string type_name> : TemplateArg<""> { string TypeName = type_name; }
def SizeT : BuiltinNTTP<"size_t">;
def Uint32T : BuiltinNTTP<"uint32_t">;
class BuiltinTemplate<list<TemplateArg> template_head> {
  list<TemplateArg> TemplateHead = template_head;
}
class CPlusPlusBuiltinTemplate<list<TemplateArg> h> : BuiltinTemplate<h>;
class HLSLBuiltinTemplate<list<TemplateArg> h> : BuiltinTemplate<h>;

def __zeta : CPlusPlusBuiltinTemplate<[Class<"T">, SizeT, Uint32T, SizeT, NTTP<"T", "Z">,
  Template<[Class<"T", 1>, NTTP<"T", "W", 1>], "Inner">]>;
def __alpha : HLSLBuiltinTemplate<[Uint32T, Class<"U", 1>]>;
#ifdef UNKNOWN
def __bad : CPlusPlusBuiltinTemplate<[Class<"T">, Template<[NTTP<"T", "N">], "I">]>;
// UNKNOWN: error: Unknown Type Name
#endif

// CHECK:      #ifndef CPlusPlusBuiltinTemplate
// CHECK:      #ifndef HLSLBuiltinTemplate
// CHECK:      case BTK__alpha: {
// CHECK-NEXT: TypeSourceInfo *Uint32TInfo = C.getTrivialTypeSourceInfo(C.UnsignedIntTy);
// CHECK:      case BTK__zeta: {
// CHECK-NEXT:  auto *Parm0 = TemplateTypeParmDecl::Create(C, DC, SourceLocation(), SourceLocation(), 0, 0, /*Id=*/nullptr, /*Typename=*/false, false);
// CHECK-NEXT: TypeSourceInfo *SizeTInfo = C.getTrivialTypeSourceInfo(C.getSizeType());
// CHECK:       auto *TSI5 = C.getTrivialTypeSourceInfo(QualType(Parm0->getTypeForDecl(), 0));
// CHECK-NEXT:  auto *Parm4 = NonTypeTemplateParmDecl::Create(C, DC, SourceLocation(), SourceLocation(), 0, 4, /*Id=*/nullptr, TSI5->getType(), false, TSI5);
// CHECK:       auto *TSI9 = C.getTrivialTypeSourceInfo(QualType(Parm7->getTypeForDecl(), 0));
// CHECK:      return TPL11;
// CHECK:      HLSLBuiltinTemplate(__alpha)
// CHECK-NEXT: CPlusPlusBuiltinTemplate(__zeta)
