// -gen-attrs on a small self-contained Attributes.td: names by kind, the
// AttrKind enumerators numbered across the enum-like kinds, the inlining
// compatibility and merge rules, and the property table.
//
// RUN: %tblgen --gen-attrs %s | FileCheck %s
// DIFF: --gen-attrs

class AttrProperty;
def FnAttr : AttrProperty;
def ParamAttr : AttrProperty;
def RetAttr : AttrProperty;
def IntersectPreserve : AttrProperty;
def IntersectAnd : AttrProperty;
def IntersectMin : AttrProperty;
def IntersectCustom : AttrProperty;

class Attr<string S, AttrProperty I, list<AttrProperty> P> {
  string AttrString = S;
  list<AttrProperty> Properties = P # [I];
}
class EnumAttr<string S, AttrProperty I, list<AttrProperty> P> : Attr<S, I, P>;
class IntAttr<string S, AttrProperty I, list<AttrProperty> P> : Attr<S, I, P>;
class TypeAttr<string S, AttrProperty I, list<AttrProperty> P> : Attr<S, I, P>;
class StrBoolAttr<string S> : Attr<S, IntersectPreserve, []>;
class ComplexStrAttr<string S, list<AttrProperty> P> : Attr<S, IntersectPreserve, P>;
class ConstantRangeAttr<string S, AttrProperty I, list<AttrProperty> P> : Attr<S, I, P>;
class ConstantRangeListAttr<string S, AttrProperty I, list<AttrProperty> P> : Attr<S, I, P>;

// Within a kind, attributes are sorted by record name.
def NoUnwind : EnumAttr<"nounwind", IntersectAnd, [FnAttr]>;
def Cold : EnumAttr<"cold", IntersectPreserve, [FnAttr]>;
def ByVal : TypeAttr<"byval", IntersectPreserve, [ParamAttr]>;
def Align : IntAttr<"align", IntersectCustom, [ParamAttr, RetAttr]>;
def Deref : IntAttr<"dereferenceable", IntersectMin, [ParamAttr, RetAttr]>;
def Range : ConstantRangeAttr<"range", IntersectCustom, [ParamAttr, RetAttr]>;
def Inits : ConstantRangeListAttr<"initializes", IntersectPreserve, [ParamAttr]>;
def FastMath : StrBoolAttr<"fast-math">;
def Denormal : ComplexStrAttr<"denormal-fp-math", [FnAttr]>;

class CompatRule<string F> {
  string CompatFunc = F;
  string AttrName = "";
}
class CompatRuleStrAttr<string F, string Attr> : CompatRule<F> {
  string AttrName = Attr;
}
def : CompatRule<"isEqual<ColdAttr>">;
def : CompatRuleStrAttr<"isEqual", "sign-return-address">;
def : CompatRule<"checkDenormMode">;

class MergeRule<string F> {
  string MergeFunc = F;
}
def : MergeRule<"setAND<FastMathAttr>">;
def : MergeRule<"adjustCallerSSPLevel">;

// CHECK:      #ifdef GET_ATTR_NAMES
// CHECK-NEXT: #undef GET_ATTR_NAMES
// CHECK-NEXT: #ifndef ATTRIBUTE_ALL
// CHECK-NEXT: #define ATTRIBUTE_ALL(FIRST, SECOND)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef ATTRIBUTE_ENUM
// CHECK-NEXT: #define ATTRIBUTE_ENUM(FIRST, SECOND) ATTRIBUTE_ALL(FIRST, SECOND)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: ATTRIBUTE_ENUM(Cold,cold)
// CHECK-NEXT: ATTRIBUTE_ENUM(NoUnwind,nounwind)
// CHECK-NEXT: ATTRIBUTE_ENUM(ByVal,byval)
// CHECK-NEXT: ATTRIBUTE_ENUM(Align,align)
// CHECK-NEXT: ATTRIBUTE_ENUM(Deref,dereferenceable)
// CHECK-NEXT: ATTRIBUTE_ENUM(Range,range)
// CHECK-NEXT: ATTRIBUTE_ENUM(Inits,initializes)
// CHECK-NEXT: #undef ATTRIBUTE_ENUM
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef ATTRIBUTE_STRBOOL
// CHECK-NEXT: #define ATTRIBUTE_STRBOOL(FIRST, SECOND) ATTRIBUTE_ALL(FIRST, SECOND)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: ATTRIBUTE_STRBOOL(FastMath,fast-math)
// CHECK-NEXT: #undef ATTRIBUTE_STRBOOL
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef ATTRIBUTE_COMPLEXSTR
// CHECK-NEXT: #define ATTRIBUTE_COMPLEXSTR(FIRST, SECOND) ATTRIBUTE_ALL(FIRST, SECOND)
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: ATTRIBUTE_COMPLEXSTR(Denormal,denormal-fp-math)
// CHECK-NEXT: #undef ATTRIBUTE_COMPLEXSTR
// CHECK-EMPTY:
// CHECK-NEXT: #undef ATTRIBUTE_ALL
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_ATTR_ENUM
// CHECK-NEXT: #undef GET_ATTR_ENUM
// CHECK-NEXT: FirstEnumAttr = 1,
// CHECK-NEXT: Cold = 1,
// CHECK-NEXT: NoUnwind = 2,
// CHECK-NEXT: LastEnumAttr = 2,
// CHECK-NEXT: FirstTypeAttr = 3,
// CHECK-NEXT: ByVal = 3,
// CHECK-NEXT: LastTypeAttr = 3,
// CHECK-NEXT: FirstIntAttr = 4,
// CHECK-NEXT: Align = 4,
// CHECK-NEXT: Deref = 5,
// CHECK-NEXT: LastIntAttr = 5,
// CHECK-NEXT: FirstConstantRangeAttr = 6,
// CHECK-NEXT: Range = 6,
// CHECK-NEXT: LastConstantRangeAttr = 6,
// CHECK-NEXT: FirstConstantRangeListAttr = 7,
// CHECK-NEXT: Inits = 7,
// CHECK-NEXT: LastConstantRangeListAttr = 7,
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_ATTR_COMPAT_FUNC
// CHECK-NEXT: #undef GET_ATTR_COMPAT_FUNC
// CHECK-NEXT: static inline bool hasCompatibleFnAttrs(const Function &Caller,
// CHECK-NEXT:                                         const Function &Callee) {
// CHECK-NEXT:   bool Ret = true;
// CHECK-EMPTY:
// CHECK-NEXT:   Ret &= isEqual<ColdAttr>(Caller, Callee);
// CHECK-NEXT:   Ret &= isEqual(Caller, Callee, "sign-return-address");
// CHECK-NEXT:   Ret &= checkDenormMode(Caller, Callee);
// CHECK-EMPTY:
// CHECK-NEXT:   return Ret;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: static inline void mergeFnAttrs(Function &Caller,
// CHECK-NEXT:                                 const Function &Callee) {
// CHECK-NEXT:   setAND<FastMathAttr>(Caller, Callee);
// CHECK-NEXT:   adjustCallerSSPLevel(Caller, Callee);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #endif
// CHECK-NEXT: #ifdef GET_ATTR_PROP_TABLE
// CHECK-NEXT: #undef GET_ATTR_PROP_TABLE
// CHECK-NEXT: static const uint8_t AttrPropTable[] = {
// CHECK-NEXT: 0 | AttributeProperty::FnAttr | AttributeProperty::IntersectPreserve,
// CHECK-NEXT: 0 | AttributeProperty::FnAttr | AttributeProperty::IntersectAnd,
// CHECK-NEXT: 0 | AttributeProperty::ParamAttr | AttributeProperty::IntersectPreserve,
// CHECK-NEXT: 0 | AttributeProperty::ParamAttr | AttributeProperty::RetAttr | AttributeProperty::IntersectCustom,
// CHECK-NEXT: 0 | AttributeProperty::ParamAttr | AttributeProperty::RetAttr | AttributeProperty::IntersectMin,
// CHECK-NEXT: 0 | AttributeProperty::ParamAttr | AttributeProperty::RetAttr | AttributeProperty::IntersectCustom,
// CHECK-NEXT: 0 | AttributeProperty::ParamAttr | AttributeProperty::IntersectPreserve,
// CHECK-NEXT: };
// CHECK-NEXT: #endif
// CHECK-NOT:  {{.}}
