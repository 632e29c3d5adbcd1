// The classes of llvm/IR/Attributes.td that -gen-attrs reads, for the error
// tests.

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

class CompatRule<string F> {
  string CompatFunc = F;
  string AttrName = "";
}
class MergeRule<string F> {
  string MergeFunc = F;
}
