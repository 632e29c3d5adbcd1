// A small stand-in for mlir/IR/PatternBase.td: the classes and directives
// of declarative rewrite rules, written for these tests.

def addBenefit;
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [], dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [], dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;
class ConstantAttr<Attr attribute, string val> : AttrConstraint<CPred<"$_self == " # val>,
                                                                "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}
def replaceWithValue;
def location;
def returnType;
def either;
def variadic;
