// Predicates and constraints as mlir-tblgen reads them.
class Pred;
class CPred<code pred> : Pred { code predExpr = pred; }
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}
class And<list<Pred> c> : CombinedPred<PredCombinerAnd, c>;
class Or<list<Pred> c> : CombinedPred<PredCombinerOr, c>;
class Neg<Pred p> : CombinedPred<PredCombinerNot, [p]>;
class SubstLeaves<string pat, string repl, Pred p> : CombinedPred<PredCombinerSubstLeaves, [p]> {
  string pattern = pat;
  string replacement = repl;
}
class Concat<string pre, Pred p, string suf> : CombinedPred<PredCombinerConcat, [p]> {
  string prefix = pre;
  string suffix = suf;
}
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
  string cppFunctionName = "";
}
class TypeConstraint<Pred p, string s = ""> : Constraint<p, s>;
class AttrConstraint<Pred p, string s = ""> : Constraint<p, s>;
