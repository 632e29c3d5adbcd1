//===- RewriterGen.cpp - -gen-rewriters -----------------------------------===//
//
// Declarative rewrite rules (Pattern and Pat records) as C++: a
// ::mlir::RewritePattern struct per rule whose matchAndRewrite() matches
// the source dag (op kinds, operand and attribute constraints, native code
// matchers, the rule's extra constraints, operands bound twice being
// equal) and builds the result dags, then populateWithGenerated().
// Before them: a function per distinct type and attribute constraint the
// source dags use, and a static matcher function per source sub-dag that
// appears more than once (rules share a dag when it is written the same).
//
//===----------------------------------------------------------------------===//

#include "PatternModel.h"

#include "mlir/AttrOrTypeDef.h"

#include "mlir/Dialect.h"
#include "mlir/Fmt.h"
#include "mlir/Predicate.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>

namespace tblgen::mlirdrr {

namespace {

/// Text laid out as mlir-tblgen's indenting stream lays it out: every line
/// that is not empty starts with the current indentation.
class CodeWriter {
public:
  CodeWriter &operator<<(std::string_view S) {
    for (char C : S) {
      if (C == '\n') {
        LineStart = true;
      } else if (LineStart) {
        Out.append(Indent, ' ');
        LineStart = false;
      }
      Out += C;
    }
    return *this;
  }
  void indent() { Indent += 2; }
  void dedent() { Indent -= 2; }
  const std::string &text() const { return Out; }

private:
  std::string Out;
  unsigned Indent = 0;
  bool LineStart = true;
};

/// S as a C++ string literal body (llvm::escapeString).
std::string escaped(std::string_view S) {
  static const char Hex[] = "0123456789ABCDEF";
  std::string Out;
  for (unsigned char C : S) {
    if (C == '\\')
      Out += "\\\\";
    else if (C == '\t')
      Out += "\\t";
    else if (C == '\n')
      Out += "\\n";
    else if (C == '"')
      Out += "\\\"";
    else if (C >= 0x20 && C < 0x7f)
      Out += char(C);
    else
      Out.append("\\").append(1, Hex[C >> 4]).append(1, Hex[C & 15]);
  }
  return Out;
}

std::string str(int N) { return std::to_string(N); }

/// The location, trailing `location` and `returnType` directives of a dag.
struct Directives {
  const DagInit *Location = nullptr;
  const DagInit *ReturnType = nullptr;
  unsigned Count = 0;
};

//===----------------------------------------------------------------------===//
// What all rules of a run share
//===----------------------------------------------------------------------===//

/// The constraint functions: one per distinct (kind, condition, summary).
class ConstraintFunctions {
public:
  explicit ConstraintFunctions(std::string Label) : Label(std::move(Label)) {}

  /// Registers the constraint a leaf names, if it is a type, attribute or
  /// property one.
  void add(const Record *Def) {
    Kind K = Def->isSubClassOf("TypeConstraint")   ? Type
             : Def->isSubClassOf("AttrConstraint") ? Attr
             : Def->isSubClassOf("PropConstraint") ? Prop
                                                   : None;
    if (K == None || Names.count(Def))
      return;
    mlir::Constraint C(Def);
    // (A property constraint names the C++ type it checks, if any; one
    // without a type is not shared: its function is its own.)
    std::string Type =
        K == Prop ? std::string(mlir::trimSpace(Def->getValueAsString("interfaceType"))) : "";
    Key Ky{K, C.conditionTemplate(), C.summary(), Type, K == Prop && Type.empty() ? Def : nullptr};
    auto [It, New] = Index.try_emplace(Ky, 0);
    auto &List = Lists[K];
    if (New) {
      List.push_back(Ky);
      It->second = unsigned(List.size());
    }
    static const char *const KindNames[] = {"type", "attr", "prop"};
    Names[Def] = std::string("__mlir_ods_local_") + KindNames[K] + "_constraint_" + Label +
                 str(int(It->second));
  }
  const std::string &nameOf(const Record *Def) const { return Names.at(Def); }

  void write(std::string &Out) const {
    // (A property's function takes the property's interface type: a
    // template, written right after the function before it.)
    auto WriteAll = [&](const std::vector<Key> &List, std::string_view Kind,
                        std::string_view ParamType, std::string_view Param) {
      for (size_t I = 0; I < List.size(); ++I) {
        std::string Type = !List[I].Type.empty() ? List[I].Type : std::string(ParamType);
        bool Template = Type == "T";
        mlir::FmtVars Self{{"_builder", "rewriter"}, {"_self", std::string(Param)}};
        Out += std::string(Template ? "template <typename T>\n" : "\n") +
               "static ::llvm::LogicalResult __mlir_ods_local_" + std::string(Kind) +
               "_constraint_" + Label + str(int(I + 1)) +
               "(\n    ::mlir::PatternRewriter &rewriter, ::mlir::Operation *op, " + Type + " " +
               std::string(Param) +
               ",\n    ::llvm::StringRef failureStr) {\n  if (!(" +
               mlir::fmtSubstitute(List[I].Cond, Self) +
               ")) {\n    return rewriter.notifyMatchFailure(op, [&](::mlir::Diagnostic &diag) {\n"
               "      diag << failureStr << \": " +
               escaped(List[I].Summary) + "\";\n    });\n  }\n  return ::mlir::success();\n}\n";
      }
    };
    WriteAll(Lists[Type], "type", "::mlir::Type", "type");
    WriteAll(Lists[Attr], "attr", "::mlir::Attribute", "attr");
    WriteAll(Lists[Prop], "prop", "T", "prop");
  }

private:
  enum Kind : uint8_t { Type, Attr, Prop, None };
  struct Key {
    Kind K;
    std::string Cond, Summary, Type;
    /// The constraint itself when its function is not shared.
    const Record *Own;
    bool operator<(const Key &O) const {
      return std::tie(K, Cond, Summary, Type, Own) < std::tie(O.K, O.Cond, O.Summary, O.Type, O.Own);
    }
  };
  std::string Label;
  std::map<Key, unsigned> Index;
  std::vector<Key> Lists[3];
  std::map<const Record *, std::string> Names;
};

struct RunState {
  OpCache Ops;
  ConstraintFunctions Constraints;
  /// How often each source sub-dag occurs, counting a dag's children once.
  std::map<const DagInit *, unsigned> Refs;
  /// Source dags, children before parents, with the rule of their first use.
  std::vector<std::pair<const DagInit *, const Record *>> Order;
  std::map<const DagInit *, std::string> MatcherNames;

  explicit RunState(std::string Label) : Constraints(std::move(Label)) {}

  bool sharedDag(const DagInit *D) {
    NodeKind K = nodeKind(D);
    return K != NodeKind::Either && K != NodeKind::Variadic && Refs[D] > 1;
  }
  /// The static matcher already written for D, or null.
  const std::string *matcherOf(const DagInit *D) {
    if (!sharedDag(D))
      return nullptr;
    auto It = MatcherNames.find(D);
    return It == MatcherNames.end() ? nullptr : &It->second;
  }

  void countDag(const DagInit *D, const Record *Rule) {
    if (++Refs[D] != 1)
      return;
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      const Init *A = D->getArg(I);
      if (const auto *Sub = dyn_cast<DagInit>(A))
        countDag(Sub, Rule);
      else if (!leafUnspecified(A))
        if (const Record *Def = leafDef(A))
          Constraints.add(Def);
    }
    Order.emplace_back(D, Rule);
  }
};

//===----------------------------------------------------------------------===//
// One rule
//===----------------------------------------------------------------------===//

class RuleWriter {
public:
  RuleWriter(RunState &S, const Record *Rule, CodeWriter &W) : S(S), Rule(Rule), W(W) {
    Ctx.set("_builder", "rewriter");
  }

  void writePattern(std::string_view Name);
  void writeStaticMatcher(const DagInit *D, const std::string &Func);

private:
  [[noreturn]] void fail(const std::string &Msg) { PrintFatalError(Rule, Msg); }
  /// A variadic operand of an op the result builds takes a range: an op
  /// built in its place is one value, an error (a bound name or a native
  /// call may stand for a range).
  void checkVariadicArg(const DagInit *D, unsigned I, const mlir::OpValue &Operand) {
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I)); Sub && nodeKind(Sub) == NodeKind::Op)
      fail("op expects variadic operand `" + std::string(Operand.Name) +
           "`, while provided is non-variadic");
  }
  const mlir::Operator &opOf(const DagInit *D) { return S.Ops.of(D); }
  void bindOrFail(bool Ok, std::string_view Name) {
    if (!Ok)
      fail("symbol '" + std::string(Name) + "' bound more than once");
  }

  // Symbols
  void collect(const DagInit *D, Bindings &B, bool Source);
  void collectOpArgs(const DagInit *D, const mlir::Operator &Op, Bindings &B, bool Source);

  // Match
  void check(std::string_view OpVar, std::string_view Cond, std::string_view Failure);
  void verify(std::string_view Fn, std::string_view OpVar, std::string_view Arg,
              std::string_view Failure);
  void match(const DagInit *D, std::string_view OpVar, int Depth);
  void callStaticMatcher(const DagInit *D, const std::string &Func, std::string_view OpVar);
  void matchNative(const DagInit *D, std::string_view OpVar, int Depth);
  void matchOp(const DagInit *D, std::string_view OpVar, int Depth);
  void matchOperand(const DagInit *D, std::string_view Casted, const std::string &Range,
                    int ArgIndex, const Init *Matcher, std::string_view ArgName, int SubIndex);
  void matchEither(const DagInit *D, const DagInit *Either, std::string_view Casted, int ArgIndex,
                   int &Operand, int Depth);
  void matchVariadic(const DagInit *D, const DagInit *Var, std::string_view Casted, int ArgIndex,
                     int &Operand, int Depth);
  void matchAttribute(const DagInit *D, std::string_view Casted, int ArgIndex);
  void matchLogic(const DagInit *Root);

  // Rewrite
  Directives directivesOf(const DagInit *D);
  std::string locationOf(const Directives &T);
  std::string locationDirective(const DagInit *D);
  std::string returnTypeArg(const DagInit *RT, unsigned I, int Depth);
  std::string constAttr(const Record *AttrDef, std::string_view Value);
  std::string argument(const Init *Leaf, std::string_view Name);
  std::string result(const DagInit *D, int ResultIndex, int Depth);
  std::string nativeResult(const DagInit *D, int Depth);
  std::string createOp(const DagInit *D, int ResultIndex, int Depth);
  void separateArgs(const DagInit *D, const mlir::Operator &Op, std::map<unsigned, std::string> &Names);
  void supplyArgs(const DagInit *D, const mlir::Operator &Op,
                  const std::map<unsigned, std::string> &Names);
  void aggregateArgs(const DagInit *D, const mlir::Operator &Op,
                     const std::map<unsigned, std::string> &Names, bool Props);
  unsigned valueCount(const DagInit *D);
  void rewriteLogic();

  RunState &S;
  const Record *Rule;
  CodeWriter &W;
  Bindings Syms;
  mlir::FmtVars Ctx;
  unsigned NextId = 0;
};

//===----------------------------------------------------------------------===//
// Symbols
//===----------------------------------------------------------------------===//

void RuleWriter::collect(const DagInit *D, Bindings &B, bool Source) {
  std::string_view Name = D->getNameStr();
  NodeKind K = nodeKind(D);
  if (K == NodeKind::NativeCall) {
    const Record *Def = nodeDef(D);
    if (!Name.empty()) {
      if (Source)
        fail("binding symbol '" + std::string(Name) +
             "' to NativecodeCall in MatchPattern is not supported");
      bindOrFail(B.bindValues(Name, unsigned(Def->getValueAsInt("numReturns"))), Name);
    }
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I))) {
        collect(Sub, B, Source);
        continue;
      }
      std::string_view Arg = D->getArgNameStr(I);
      if (!Source || Arg.empty() || Arg == "_")
        continue;
      const Init *Leaf = D->getArg(I);
      if (leafUnspecified(Leaf)) {
        bindOrFail(B.bindValues(Arg, 1), Arg);
        continue;
      }
      const Record *LD = leafDef(Leaf);
      bool IsAttr = LD && (LD->isSubClassOf("AttrConstraint") || LD->isSubClassOf("EnumCase") ||
                           LD->isSubClassOf("ConstantAttr"));
      bindOrFail(IsAttr ? B.bindAttr(Arg) : B.bindValues(Arg, 1), Arg);
    }
    return;
  }
  if (K == NodeKind::Op) {
    const mlir::Operator &Op = opOf(D);
    unsigned NumDirectives = 0, NumEither = 0;
    for (unsigned I = D->getNumArgs(); I-- > 0;)
      if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I))) {
        NodeKind SK = nodeKind(Sub);
        if (SK == NodeKind::Location || SK == NodeKind::ReturnType)
          ++NumDirectives;
        else if (SK == NodeKind::Either)
          ++NumEither;
      }
    if (Op.arguments().size() != D->getNumArgs() - NumDirectives + NumEither)
      fail("op '" + Op.operationName() + "' argument number mismatch: " +
           str(int(D->getNumArgs() + NumEither)) + " in pattern vs. " +
           str(int(Op.arguments().size())) + " in definition");
    if (!Name.empty())
      bindOrFail(B.bindResult(Name, Op), Name);
    collectOpArgs(D, Op, B, Source);
    return;
  }
  if (!Name.empty())
    fail("binding symbol '" + std::string(Name) +
         "' to non-operation/native code call unsupported right now");
}

void RuleWriter::collectOpArgs(const DagInit *D, const mlir::Operator &Op, Bindings &B,
                               bool Source) {
  int ArgIdx = 0;
  for (unsigned I = 0; I < D->getNumArgs(); ++I, ++ArgIdx) {
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I))) {
      NodeKind SK = nodeKind(Sub);
      if (SK == NodeKind::Either) {
        // The two operands of `either` belong to D's op, one after the other.
        int Idx = ArgIdx;
        for (unsigned J = 0; J < Sub->getNumArgs(); ++J, ++Idx) {
          if (const auto *Inner = dyn_cast<DagInit>(Sub->getArg(J))) {
            collect(Inner, B, Source);
            continue;
          }
          std::string_view Arg = Sub->getArgNameStr(J);
          if (!Arg.empty() && Arg != "_")
            bindOrFail(B.bindArgument(Rule, D, Arg, Op, Idx), Arg);
        }
        ++ArgIdx;
      } else if (SK == NodeKind::Variadic) {
        std::string_view VarName = Sub->getNameStr();
        if (!VarName.empty())
          bindOrFail(B.bindArgument(Rule, D, VarName, Op, ArgIdx), VarName);
        for (unsigned J = 0; J < Sub->getNumArgs(); ++J) {
          if (const auto *Inner = dyn_cast<DagInit>(Sub->getArg(J))) {
            collect(Inner, B, Source);
            continue;
          }
          std::string_view Arg = Sub->getArgNameStr(J);
          if (!Arg.empty() && Arg != "_")
            bindOrFail(B.bindArgument(Rule, D, Arg, Op, ArgIdx, int(J)), Arg);
        }
      } else {
        collect(Sub, B, Source);
      }
      continue;
    }
    if (!Source)
      continue;
    std::string_view Arg = D->getArgNameStr(I);
    if (!Arg.empty() && Arg != "_")
      bindOrFail(B.bindArgument(Rule, D, Arg, Op, ArgIdx), Arg);
  }
}

//===----------------------------------------------------------------------===//
// Match
//===----------------------------------------------------------------------===//

void RuleWriter::check(std::string_view OpVar, std::string_view Cond, std::string_view Failure) {
  W << "if (!(" << Cond << ")){\n";
  W.indent();
  W << "return rewriter.notifyMatchFailure(" << OpVar
    << ", [&](::mlir::Diagnostic &diag) {\n  diag << " << Failure << ";\n});";
  W.dedent();
  W << "\n}\n";
}

void RuleWriter::verify(std::string_view Fn, std::string_view OpVar, std::string_view Arg,
                        std::string_view Failure) {
  W << "if(::mlir::failed(" << Fn << "(rewriter, " << OpVar << ", " << Arg << ", " << Failure
    << "))) {\n";
  W.indent();
  W << "return ::mlir::failure();\n";
  W.dedent();
  W << "}\n";
}

void RuleWriter::match(const DagInit *D, std::string_view OpVar, int Depth) {
  NodeKind K = nodeKind(D);
  if (K == NodeKind::NativeCall)
    return matchNative(D, OpVar, Depth);
  if (K == NodeKind::Op)
    return matchOp(D, OpVar, Depth);
  fail("encountered non-op, non-NativeCodeCall match.");
}

void RuleWriter::callStaticMatcher(const DagInit *D, const std::string &Func,
                                   std::string_view OpVar) {
  W << "if(::mlir::failed(" << Func << "(rewriter, " << OpVar << ", tblgen_ops";
  Bindings Local;
  collect(D, Local, true);
  for (const auto &[Name, B] : Local.map()) {
    const auto *Mine = Syms.findSite(Name, B);
    W << ", " << (Mine ? Bindings::varName(Mine->first, Mine->second) : Name);
  }
  W << "))) {\n";
  W.indent();
  W << "return ::mlir::failure();\n";
  W.dedent();
  W << "}\n";
}

void RuleWriter::matchNative(const DagInit *D, std::string_view OpVar, int Depth) {
  if (const std::string *Func = S.matcherOf(D))
    return callStaticMatcher(D, *Func, OpVar);
  W.indent();
  std::vector<std::string> Captures;
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    std::string Arg = "arg" + str(Depth) + "_" + str(int(I));
    const Init *A = D->getArg(I);
    if (const auto *Sub = dyn_cast<DagInit>(A)) {
      if (nodeKind(Sub) == NodeKind::Either)
        fail("NativeCodeCall cannot have `either` operands");
      if (nodeKind(Sub) == NodeKind::Variadic)
        fail("NativeCodeCall cannot have `variadic` operands");
      W << "::mlir::Value " << Arg << ";\n";
    } else if (leafIs(A, "AttrConstraint") || leafIs(A, "ConstantAttr")) {
      W << "::mlir::Attribute " << Arg << ";\n";
    } else {
      W << "::mlir::Value " << Arg << ";\n";
    }
    Captures.push_back(std::move(Arg));
  }
  Directives T = directivesOf(D);
  if (T.ReturnType)
    fail("`NativeCodeCall` cannot have return type specifier");
  std::string Loc = locationOf(T);
  std::string Fmt = nodeDef(D)->getValueAsString("expression");
  size_t Selfs = 0;
  for (size_t P = Fmt.find("$_self"); P != std::string::npos; P = Fmt.find("$_self", P + 1))
    ++Selfs;
  if (Selfs != 1)
    fail("NativeCodeCall must have $_self as argument for passing the defining Operation");
  Ctx.set("_loc", Loc).set("_self", std::string(OpVar));
  std::string Call = mlir::fmtSubstitute(Fmt, &Ctx, Captures);
  check(OpVar, "!::mlir::failed(" + Call + ")", "\"" + Call + " return ::mlir::failure\"");
  unsigned NumArgs = D->getNumArgs() - T.Count;
  for (unsigned I = 0; I < NumArgs; ++I) {
    std::string_view Name = D->getArgNameStr(I);
    if (!Name.empty() && Name != "_")
      W << Name << " = " << Captures[I] << ";\n";
  }
  for (unsigned I = 0; I < NumArgs; ++I) {
    const Init *A = D->getArg(I);
    if (isa<DagInit>(A))
      fail("Matching nested tree in NativeCodecall not support for " + Captures[I] + " as arg " +
           str(int(I)));
    if (leafUnspecified(A))
      continue;
    const Record *C = leafDef(A);
    if (!C)
      continue;
    bool IsAttr = C->isSubClassOf("AttrConstraint") || C->isSubClassOf("ConstantAttr");
    std::string Self = IsAttr ? Captures[I] : Captures[I] + ".getType()";
    verify(S.Constraints.nameOf(C), OpVar, Self,
           "\"operand " + str(int(I)) + " of native code call '" + Fmt +
               "' failed to satisfy constraint: '" + escaped(mlir::Constraint(C).summary()) + "'\"");
  }
  W.dedent();
}

void RuleWriter::matchOp(const DagInit *D, std::string_view OpVar, int Depth) {
  const mlir::Operator &Op = opOf(D);
  std::string Casted = "castedOp" + str(Depth);
  std::string Cls = Op.qualifiedClassName();
  if (const std::string *Func = S.matcherOf(D)) {
    callStaticMatcher(D, *Func, OpVar);
    if (Depth == 0)
      W << "auto " << Casted << " = ::llvm::dyn_cast_or_null<" << Cls << ">(" << OpVar << "); (void)"
        << Casted << ";\n";
    return;
  }
  W << "auto " << Casted << " = ::llvm::dyn_cast<" << Cls << ">(" << OpVar << "); (void)" << Casted
    << ";\n";
  if (Depth != 0)
    check(OpVar, Casted, "\"" + Casted + " is not " + Cls + " type\"");
  if (!D->getNameStr().empty())
    W << D->getNameStr() << " = " << Casted << ";\n";

  int NextOperand = 0;
  int ArgIdx = 0;
  for (unsigned I = 0; I < D->getNumArgs(); ++I, ++ArgIdx) {
    const mlir::OpArgument *Arg =
        size_t(ArgIdx) < Op.arguments().size() ? &Op.arguments()[ArgIdx] : nullptr;
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I))) {
      NodeKind SK = nodeKind(Sub);
      if (SK == NodeKind::Either) {
        matchEither(D, Sub, Casted, ArgIdx, NextOperand, Depth);
        ++ArgIdx;
        continue;
      }
      if (Arg && Arg->K == mlir::OpArgument::Operand) {
        const mlir::OpValue &V = Op.operands()[Arg->Index];
        if (SK == NodeKind::Variadic) {
          if (!V.isVariadic())
            fail("variadic DAG construct can't match op " + Op.operationName() +
                 "'s non-variadic operand #" + str(ArgIdx));
          matchVariadic(D, Sub, Casted, ArgIdx, NextOperand, Depth);
          ++NextOperand;
          continue;
        }
        if (V.isVariableLength())
          fail("use nested DAG construct to match op " + Op.operationName() +
               "'s variadic operand #" + str(ArgIdx) + " unsupported now");
      }
      std::string Inner = "op" + str(Depth + 1);
      W << "{\n";
      W.indent();
      W << "auto *" << Inner << " = (*" << Casted << ".getODSOperands(" << str(NextOperand)
        << ").begin()).getDefiningOp();\n";
      check(Casted, Inner,
            "\"There's no operation that defines operand " + str(NextOperand) + " of " + Casted +
                "\"");
      ++NextOperand;
      match(Sub, Inner, Depth + 1);
      W << "tblgen_ops.push_back(" << Inner << ");\n";
      W.dedent();
      W << "}\n";
      continue;
    }
    if (!Arg)
      fail("unhandled case when matching op");
    if (Arg->K == mlir::OpArgument::Operand) {
      matchOperand(D, Casted, Casted + ".getODSOperands(" + str(NextOperand) + ")", ArgIdx,
                   D->getArg(I), D->getArgNameStr(I), -1);
      ++NextOperand;
    } else if (Arg->K == mlir::OpArgument::Attribute) {
      matchAttribute(D, Casted, ArgIdx);
    } else if (Arg->K == mlir::OpArgument::Property &&
               (leafUnspecified(D->getArg(I)) || leafIs(D->getArg(I), "PropConstraint"))) {
      // A property is read from the op's properties, then checked.
      const mlir::OpProperty &P = Op.properties()[Arg->Index];
      W << "{\n";
      W.indent();
      W << "[[maybe_unused]] auto tblgen_prop = " << Casted << ".getProperties()."
        << mlir::accessorName("get", P.Name) << "();\n";
      if (!leafUnspecified(D->getArg(I))) {
        const Record *C = leafDef(D->getArg(I));
        verify(S.Constraints.nameOf(C), Casted, "tblgen_prop",
               "\"op '" + Op.operationName() + "' property '" + std::string(P.Name) +
                   "' failed to satisfy constraint: '" + escaped(mlir::Constraint(C).summary()) + "'\"");
      }
      std::string_view Name = D->getArgNameStr(I);
      if (!Name.empty() && Name != "_")
        W << Name << " = tblgen_prop;\n";
      W.dedent();
      W << "}\n";
    } else {
      fail("unhandled case when matching op");
    }
  }
}

void RuleWriter::matchOperand(const DagInit *D, std::string_view Casted, const std::string &Range,
                              int ArgIndex, const Init *Matcher, std::string_view ArgName,
                              int SubIndex) {
  const mlir::Operator &Op = opOf(D);
  unsigned OperandIdx = Op.arguments()[ArgIndex].Index;
  const mlir::OpValue &V = Op.operands()[OperandIdx];
  if (!leafUnspecified(Matcher)) {
    if (!leafIs(Matcher, "TypeConstraint"))
      fail("the " + str(ArgIndex + 1) + "-th argument of op '" + Op.operationName() +
           "' should be an operand");
    const Record *C = leafDef(Matcher);
    if (C != V.Constraint) {
      if (V.isVariableLength())
        fail("further constrain op " + Op.operationName() + "'s variadic operand #" +
             str(ArgIndex) + " unsupported now");
      verify(S.Constraints.nameOf(C), Casted, "(*" + Range + ".begin()).getType()",
             "\"operand " + str(int(OperandIdx)) + " of op '" + Op.operationName() +
                 "' failed to satisfy constraint: '" + escaped(mlir::Constraint(C).summary()) +
                 "'\"");
    }
  }
  if (ArgName.empty() || ArgName == "_")
    return;
  Binding Site;
  Site.K = Binding::Operand;
  Site.Node = D;
  Site.ArgIndex = ArgIndex;
  Site.SubIndex = SubIndex;
  const auto *Found = Syms.findSite(ArgName, Site);
  if (!Found)
    fail("symbol not found: " + std::string(ArgName));
  W << Bindings::varName(Found->first, Found->second) << " = " << Range << ";\n";
}

void RuleWriter::matchEither(const DagInit *D, const DagInit *Either, std::string_view Casted,
                             int ArgIndex, int &Operand, int Depth) {
  if (Either->getNumArgs() != 2)
    fail("`either` only supports grouping two operands");
  const mlir::Operator &Op = opOf(D);
  std::string Pushes;
  std::string Lambda = "eitherLambda" + str(Depth);
  W << "auto " << Lambda << " = [&](::mlir::OperandRange v0, ::mlir::OperandRange v1) {\n";
  W.indent();
  for (unsigned I = 0; I < 2; ++I, ++ArgIndex) {
    if (const auto *Sub = dyn_cast<DagInit>(Either->getArg(I))) {
      if (nodeKind(Sub) == NodeKind::Either)
        fail("either cannot be nested");
      std::string Local = "local_op_" + str(int(I));
      W << "auto " << Local << " = (*v" << str(int(I)) << ".begin()).getDefiningOp();\n";
      W << "{\n";
      W.indent();
      check(Casted, Local,
            "\"There's no operation that defines operand " + str(Operand++) + " of " +
                std::string(Casted) + "\"");
      match(Sub, Local, Depth + 1);
      W.dedent();
      W << "}\n";
      Pushes += "tblgen_ops.push_back(" + Local + ");\n";
    } else if (Op.arguments()[ArgIndex].K == mlir::OpArgument::Operand) {
      matchOperand(D, Casted, "v" + str(int(I)), ArgIndex, Either->getArg(I),
                   Either->getArgNameStr(I), -1);
      ++Operand;
    } else {
      fail("either can only be applied on operand");
    }
  }
  W << Pushes << "return ::mlir::success();\n";
  W.dedent();
  W << "};\n{\n";
  W.indent();
  W << "auto eitherOperand0 = " << Casted << ".getODSOperands(" << str(Operand - 2) << ");\n";
  W << "auto eitherOperand1 = " << Casted << ".getODSOperands(" << str(Operand - 1) << ");\n";
  W << "if(::mlir::failed(" << Lambda << "(eitherOperand0, eitherOperand1)) && ::mlir::failed("
    << Lambda << "(eitherOperand1, eitherOperand0)))\n";
  W.indent();
  W << "return ::mlir::failure();\n";
  W.dedent();
  W.dedent();
  W << "}\n";
}

void RuleWriter::matchVariadic(const DagInit *D, const DagInit *Var, std::string_view Casted,
                               int ArgIndex, int &Operand, int Depth) {
  const mlir::Operator &Op = opOf(D);
  W << "{\n";
  W.indent();
  W << "auto variadic_operand_range = " << Casted << ".getODSOperands(" << str(Operand) << ");\n";
  W << "if (variadic_operand_range.size() != " << str(int(Var->getNumArgs()))
    << ") return ::mlir::failure();\n";
  if (!Var->getNameStr().empty()) {
    Binding Site;
    Site.K = Binding::Operand;
    Site.Node = D;
    Site.ArgIndex = ArgIndex;
    const auto *Found = Syms.findSite(Var->getNameStr(), Site);
    if (!Found)
      fail("symbol not found: " + std::string(Var->getNameStr()));
    W << Bindings::varName(Found->first, Found->second) << " = variadic_operand_range;\n";
  }
  for (unsigned I = 0; I < Var->getNumArgs(); ++I) {
    if (const auto *Sub = dyn_cast<DagInit>(Var->getArg(I))) {
      if (nodeKind(Sub) != NodeKind::Op)
        fail("variadic only accepts operation sub-dags");
      W << "{\n";
      W.indent();
      std::string Local = "local_op_" + str(int(I));
      W << "auto *" << Local << " = variadic_operand_range[" << str(int(I))
        << "].getDefiningOp();\n";
      check(Casted, Local,
            "\"There's no operation that defines variadic operand " + str(Operand) +
                " (variadic sub-opearnd #" + str(int(I)) + ") of " + std::string(Casted) + "\"");
      match(Sub, Local, Depth + 1);
      W << "tblgen_ops.push_back(" << Local << ");\n";
      W.dedent();
      W << "}\n";
    } else if (Op.arguments()[ArgIndex].K == mlir::OpArgument::Operand) {
      matchOperand(D, Casted, "variadic_operand_range.slice(" + str(int(I)) + ", 1)", ArgIndex,
                   Var->getArg(I), Var->getArgNameStr(I), int(I));
    } else {
      fail("variadic can only be applied on operand");
    }
  }
  W.dedent();
  W << "}\n";
}

void RuleWriter::matchAttribute(const DagInit *D, std::string_view Casted, int ArgIndex) {
  const mlir::Operator &Op = opOf(D);
  const mlir::OpAttribute &A = Op.attributes()[Op.arguments()[ArgIndex].Index];
  std::string Storage = A.storageType();
  W << "{\n";
  W.indent();
  if (mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes())
    W << "[[maybe_unused]] auto tblgen_attr = " << Casted << ".getProperties()."
      << mlir::accessorName("get", A.Name) << "();\n";
  else
    W << "[[maybe_unused]] auto tblgen_attr = " << Casted << "->getAttrOfType<" << Storage
      << ">(\"" << A.Name << "\");\n";
  std::string Default = A.defaultValue();
  if (!Default.empty()) {
    W << "if (!tblgen_attr) tblgen_attr = "
      << mlir::fmtSubstitute(A.Def->getValueAsOptionalString("constBuilderCall").value_or(""), &Ctx,
                             {Default})
      << ";\n";
  } else if (!A.isOptional()) {
    check(Casted, "tblgen_attr",
          "\"expected op '" + Op.operationName() + "' to have attribute '" + std::string(A.Name) +
              "' of type '" + Storage + "'\"");
  }
  const Init *Matcher = size_t(ArgIndex) < D->getNumArgs() ? D->getArg(ArgIndex) : nullptr;
  if (Matcher && !leafUnspecified(Matcher)) {
    if (!leafIs(Matcher, "AttrConstraint"))
      fail("the " + str(ArgIndex + 1) + "-th argument of op '" + Op.operationName() +
           "' should be an attribute");
    const Record *C = leafDef(Matcher);
    if (A.isOptional()) {
      std::string Cond = mlir::Constraint(C).conditionTemplate();
      if (Cond.find("!$_self") == std::string::npos && Cond.find("$_self") != std::string::npos)
        W << "if (!tblgen_attr) return ::mlir::failure();\n";
    }
    verify(S.Constraints.nameOf(C), Casted, "tblgen_attr",
           "\"op '" + Op.operationName() + "' attribute '" + std::string(A.Name) +
               "' failed to satisfy constraint: '" + escaped(mlir::Constraint(C).summary()) + "'\"");
  }
  std::string_view Name =
      size_t(ArgIndex) < D->getNumArgs() ? D->getArgNameStr(ArgIndex) : std::string_view();
  if (!Name.empty() && Name != "_")
    W << Name << " = tblgen_attr;\n";
  W.dedent();
  W << "}\n";
}

void RuleWriter::matchLogic(const DagInit *Root) {
  match(Root, "op0", 0);
  // Operands bound to one name must be the same value.
  const auto &Map = Syms.map();
  for (auto It = Map.begin(); It != Map.end();) {
    auto [First, Last] = Map.equal_range(It->first);
    std::string A = Bindings::varName(First->first, First->second);
    for (auto Dup = std::next(First); Dup != Last; ++Dup) {
      std::string B = Bindings::varName(First->first, Dup->second);
      check("op0", "*" + A + ".begin() == *" + B + ".begin()",
            "\"Operands '" + A + "' and '" + B + "' must be equal\"");
    }
    It = Last;
  }
  for (const Init *I : *Rule->getValueAsListInit("constraints")) {
    const auto *C = dyn_cast<DagInit>(I);
    if (!C)
      fail("all elements in Pattern multi-entity constraints should be DAG nodes");
    std::vector<std::string> Entities;
    for (unsigned J = 0; J < C->getNumArgs(); ++J) {
      if (!C->getArgName(J))
        fail("operands to additional constraints can only be symbol references");
      Entities.emplace_back(C->getArgNameStr(J));
    }
    mlir::Constraint Con(nodeDef(C));
    std::string Cond = Con.conditionTemplate();
    std::string Summary = escaped(Con.summary());
    if (Con.kind() == mlir::Constraint::Type) {
      if (Entities.size() != 1)
        fail("type constraint requires exactly one argument");
      Ctx.set("_self", "(" + Syms.valueUse(Entities.front(), Rule) + ".getType())");
      check("op0", mlir::fmtSubstitute(Cond, &Ctx),
            "\"value entity '" + Entities.front() + "' failed to satisfy constraint: '" + Summary +
                "'\"");
    } else if (Con.kind() == mlir::Constraint::Attr) {
      fail("cannot use AttrConstraint in Pattern multi-entity constraints");
    } else {
      if (Entities.size() > 4)
        fail("only support up to 4-entity constraints now");
      std::vector<std::string> Names;
      std::string Joined;
      for (const std::string &E : Entities) {
        Names.push_back(Syms.valueUse(E, Rule));
        Joined += (Joined.empty() ? "" : ", ") + E;
      }
      while (Names.size() < 4)
        Names.push_back("<unused>");
      std::string Self(C->getNameStr());
      if (!Self.empty())
        Self = Syms.valueUse(Self, Rule);
      Ctx.set("_self", Self);
      check("op0", mlir::fmtSubstitute(Cond, &Ctx, Names),
            "\"entities '" + Joined + "' failed to satisfy constraint: '" + Summary + "'\"");
    }
  }
}

//===----------------------------------------------------------------------===//
// Rewrite
//===----------------------------------------------------------------------===//

Directives RuleWriter::directivesOf(const DagInit *D) {
  Directives T;
  for (unsigned I = D->getNumArgs(); I-- > 0;) {
    const auto *Sub = dyn_cast<DagInit>(D->getArg(I));
    if (!Sub)
      break;
    NodeKind K = nodeKind(Sub);
    if (K != NodeKind::Location && K != NodeKind::ReturnType)
      break;
    ++T.Count;
    if (K == NodeKind::Location) {
      if (T.Location)
        fail("`location` directive can only be specified once");
      T.Location = Sub;
    } else {
      if (T.ReturnType)
        fail("`returnType` directive can only be specified once");
      T.ReturnType = Sub;
    }
  }
  return T;
}

std::string RuleWriter::locationOf(const Directives &T) {
  return T.Location ? locationDirective(T.Location) : "odsLoc";
}

std::string RuleWriter::locationDirective(const DagInit *D) {
  auto ArgLoc = [&](unsigned I) { return Syms.valueUse(D->getArgNameStr(I), Rule, "{0}.getLoc()"); };
  if (D->getNumArgs() == 0)
    PrintFatalError("At least one argument to location directive required");
  if (!D->getNameStr().empty())
    fail("cannot bind symbol to location");
  auto StringLeaf = [&](unsigned I) -> const StringInit * {
    return dyn_cast<StringInit>(D->getArg(I));
  };
  if (D->getNumArgs() == 1) {
    if (const StringInit *SI = StringLeaf(0))
      return "::mlir::NameLoc::get(rewriter.getStringAttr(\"" + std::string(SI->getValue()) +
             "\"))";
    return ArgLoc(0);
  }
  std::string Out = "rewriter.getFusedLoc({";
  std::string Str;
  bool First = true;
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    if (const StringInit *SI = StringLeaf(I)) {
      if (!Str.empty())
        PrintFatalError("Only one string attribute may be specified");
      Str = SI->getValue();
      continue;
    }
    Out += (First ? "" : ", ") + ArgLoc(I);
    First = false;
  }
  Out += "}";
  if (!Str.empty())
    Out += ", rewriter.getStringAttr(\"" + Str + "\")";
  return Out + ")";
}

std::string RuleWriter::returnTypeArg(const DagInit *RT, unsigned I, int Depth) {
  if (const auto *Sub = dyn_cast<DagInit>(RT->getArg(I))) {
    if (nodeKind(Sub) != NodeKind::NativeCall)
      fail("nested DAG in `returnType` must be a native code call");
    return nativeResult(Sub, Depth);
  }
  if (const auto *SI = dyn_cast<StringInit>(RT->getArg(I)))
    return mlir::fmtSubstitute(SI->getValue(), &Ctx);
  return mlir::fmtSubstitute("$0.getType()", &Ctx, {argument(RT->getArg(I), RT->getArgNameStr(I))});
}

std::string RuleWriter::constAttr(const Record *AttrDef, std::string_view Value) {
  std::string Builder = AttrDef->getValueAsOptionalString("constBuilderCall").value_or("");
  if (Builder.empty())
    fail("Attribute " + std::string(AttrDef->getName()) +
         " does not have the 'constBuilderCall' field");
  return mlir::fmtSubstitute(Builder, &Ctx, {std::string(Value)});
}

std::string RuleWriter::argument(const Init *Leaf, std::string_view Name) {
  if (isa<StringInit>(Leaf))
    fail("raw string not supported as argument");
  if (const Record *Def = leafDef(Leaf)) {
    if (Def->isSubClassOf("ConstantAttr"))
      return constAttr(Def->getValueAsDef("attr"), Def->getValueAsString("value"));
    if (Def->isSubClassOf("EnumCase") && Def->getValue("value") &&
        isa<IntInit>(Def->getValueInit("value")))
      return constAttr(Def, std::to_string(Def->getValueAsInt("value")));
    // (A constant property is its value as written.)
    if (Def->isSubClassOf("ConstantProp"))
      return Def->getValueAsString("value");
  }
  std::string Use = Syms.valueUse(Name, Rule);
  if (leafUnspecified(Leaf) || leafIs(Leaf, "TypeConstraint"))
    return Use;
  if (leafIs(Leaf, "NativeCodeCall")) {
    Ctx.set("_self", Use);
    return mlir::fmtSubstitute(leafDef(Leaf)->getValueAsString("expression"), &Ctx);
  }
  fail("unhandled case when rewriting op");
}

std::string RuleWriter::result(const DagInit *D, int ResultIndex, int Depth) {
  NodeKind K = nodeKind(D);
  if (K == NodeKind::Location)
    fail("location directive can only be used with op creation");
  if (K == NodeKind::NativeCall)
    return nativeResult(D, Depth);
  if (K == NodeKind::Variadic) {
    // The values of its arguments gathered, for a variadic operand.
    // (Its number first; the code of its nested nodes before the vector.)
    std::string Name = "tblgen_variadic_values_" + str(int(NextId++));
    std::vector<std::string> Values;
    for (unsigned I = 0; I < D->getNumArgs(); ++I) {
      const auto *Sub = dyn_cast<DagInit>(D->getArg(I));
      Values.push_back(Sub ? result(Sub, int(I), Depth + 1) : argument(D->getArg(I), D->getArgNameStr(I)));
    }
    W << "::llvm::SmallVector<::mlir::Value, 4> " << Name << ";\n";
    for (const std::string &Value : Values)
      W << Name << ".push_back(" << Value << ");\n";
    Syms.bindValues(Name, 1);
    return Name;
  }
  if (K == NodeKind::ReplaceWithValue) {
    if (D->getNumArgs() != 1)
      fail("replaceWithValue directive must take exactly one argument");
    if (!D->getNameStr().empty())
      fail("cannot bind symbol to replaceWithValue");
    return std::string(D->getArgNameStr(0));
  }
  std::string Symbol = createOp(D, ResultIndex, Depth);
  if (D->getNameStr().empty())
    Syms.bindResult(Symbol, opOf(D));
  return Symbol;
}

std::string RuleWriter::nativeResult(const DagInit *D, int Depth) {
  const Record *Def = nodeDef(D);
  Directives T = directivesOf(D);
  if (T.ReturnType)
    fail("`NativeCodeCall` cannot have return type specifier");
  std::string Loc = locationOf(T);
  std::vector<std::string> Args;
  for (unsigned I = 0; I < D->getNumArgs() - T.Count; ++I) {
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I)))
      Args.push_back(result(Sub, int(I), Depth + 1));
    else
      Args.push_back(argument(D->getArg(I), D->getArgNameStr(I)));
  }
  Ctx.set("_loc", Loc);
  std::string Symbol = mlir::fmtSubstitute(Def->getValueAsString("expression"), &Ctx, Args);
  int64_t Returns = Def->getValueAsInt("numReturns");
  if (Returns != 0) {
    std::string Var(valuePackName(D->getNameStr()));
    if (Var.empty()) {
      Var = "nativeVar_" + str(int(NextId++));
      Syms.bindValues(Var, unsigned(Returns));
    }
    W << "auto " << Var << " = " << Symbol << "; (void)" << Var << ";\n";
    Symbol = D->getNameStr().empty() ? Var : std::string(D->getNameStr());
  }
  return Symbol;
}

unsigned RuleWriter::valueCount(const DagInit *D) {
  NodeKind K = nodeKind(D);
  if (K == NodeKind::Op) {
    if (!D->getNameStr().empty())
      return Syms.staticValueCount(D->getNameStr());
    return unsigned(opOf(D).results().size());
  }
  if (K == NodeKind::NativeCall)
    return unsigned(nodeDef(D)->getValueAsInt("numReturns"));
  return 1;
}

void RuleWriter::separateArgs(const DagInit *D, const mlir::Operator &Op,
                              std::map<unsigned, std::string> &Names) {
  int ValueIndex = 0;
  for (unsigned I = 0; I < Op.arguments().size(); ++I) {
    const mlir::OpArgument &Arg = Op.arguments()[I];
    if (Arg.K != mlir::OpArgument::Operand)
      continue;
    W.indent();
    std::string Var;
    bool Nested = isa<DagInit>(D->getArg(I));
    if (Op.operands()[Arg.Index].isVariadic()) {
      checkVariadicArg(D, I, Op.operands()[Arg.Index]);
      Var = "tblgen_values_" + str(ValueIndex++);
      W << "::llvm::SmallVector<::mlir::Value, 4> " << Var << ";\n";
      std::string Range = Nested ? Names[I] : std::string(D->getArgNameStr(I));
      W << "for (auto v: " << Syms.valueUse(Range, Rule) << ") {\n  " << Var
        << ".push_back(v);\n}\n";
    } else {
      Var = "tblgen_value_" + str(ValueIndex++);
      W << "::mlir::Value " << Var << " = ";
      if (Nested) {
        W << Syms.valueUse(Names[I], Rule);
      } else {
        std::string Use = Syms.valueUse(D->getArgNameStr(I), Rule);
        if (leafIs(D->getArg(I), "NativeCodeCall")) {
          Ctx.set("_self", Use);
          W << mlir::fmtSubstitute(leafDef(D->getArg(I))->getValueAsString("expression"), &Ctx);
        } else {
          W << Use;
        }
      }
      W << ";\n";
    }
    W.dedent();
    Names[I] = Var;
  }
}

void RuleWriter::supplyArgs(const DagInit *D, const mlir::Operator &Op,
                            const std::map<unsigned, std::string> &Names) {
  auto NameOf = [&](unsigned I) {
    auto It = Names.find(I);
    return It == Names.end() ? std::string() : It->second;
  };
  for (unsigned I = 0; I < Op.arguments().size(); ++I) {
    W << ",\n    ";
    const mlir::OpArgument &Arg = Op.arguments()[I];
    if (Arg.K == mlir::OpArgument::Operand) {
      std::string_view OperandName = Op.operands()[Arg.Index].Name;
      if (!OperandName.empty())
        W << "/*" << OperandName << "=*/";
      W << NameOf(I);
      continue;
    }
    std::string_view ArgName = Op.argumentName(I);
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I))) {
      if (nodeKind(Sub) != NodeKind::NativeCall)
        fail("only NativeCodeCall allowed in nested dag node for creating attribute");
      W << "/*" << ArgName << "=*/" << NameOf(I);
      continue;
    }
    const Init *Leaf = D->getArg(I);
    std::string_view PatName = D->getArgNameStr(I);
    if (leafIs(Leaf, "ConstantAttr") || leafIs(Leaf, "EnumCase")) {
      if (Arg.K != mlir::OpArgument::Attribute)
        fail("expected attribute " + str(int(I)));
      if (!PatName.empty())
        W << "/*" << PatName << "=*/";
    } else if (leafIs(Leaf, "ConstantProp")) {
      // (A constant property, like a constant attribute, is named only by
      // its own pattern name.)
      if (!PatName.empty())
        W << "/*" << PatName << "=*/";
    } else {
      W << "/*" << ArgName << "=*/";
    }
    W << argument(Leaf, PatName);
  }
}

void RuleWriter::aggregateArgs(const DagInit *D, const mlir::Operator &Op,
                               const std::map<unsigned, std::string> &Names, bool Props) {
  auto NameOf = [&](unsigned I) {
    auto It = Names.find(I);
    return It == Names.end() ? std::string() : It->second;
  };
  W.indent();
  W << "::llvm::SmallVector<::mlir::Value, 4> tblgen_values; (void)tblgen_values;\n";
  if (Props)
    W << Op.qualifiedClassName() << "::Properties tblgen_props; (void)tblgen_props;\n";
  else
    W << "::llvm::SmallVector<::mlir::NamedAttribute, 4> tblgen_attrs; (void)tblgen_attrs;\n";
  for (unsigned I = 0; I < Op.arguments().size(); ++I) {
    const mlir::OpArgument &Arg = Op.arguments()[I];
    bool Nested = isa<DagInit>(D->getArg(I));
    if (Arg.K == mlir::OpArgument::Attribute) {
      std::string Value;
      if (Nested) {
        if (nodeKind(cast<DagInit>(D->getArg(I))) != NodeKind::NativeCall)
          fail("only NativeCodeCall allowed in nested dag node for creating attribute");
        Value = NameOf(I);
      } else {
        Value = argument(D->getArg(I), D->getArgNameStr(I));
      }
      std::string Name(Op.argumentName(I));
      if (Props)
        W << "tblgen_props." << Name << " = ::llvm::dyn_cast_if_present<decltype(tblgen_props."
          << Name << ")>(" << Value << ");\n";
      else
        W << "if (auto tmpAttr = " << Value
          << ") {\n  tblgen_attrs.emplace_back(rewriter.getStringAttr(\"" << Name
          << "\"), tmpAttr);\n}\n";
      continue;
    }
    // (mlir-tblgen 22 sets a property so also for an op whose dialect keeps
    // attributes in the dictionary, where it declares no tblgen_props.)
    if (Arg.K == mlir::OpArgument::Property) {
      std::string Value = Nested ? NameOf(I) : argument(D->getArg(I), D->getArgNameStr(I));
      W << "tblgen_props." << mlir::accessorName("set", Op.properties()[Arg.Index].Name) << "("
        << Value << ");\n";
      continue;
    }
    if (Arg.K != mlir::OpArgument::Operand)
      fail("unhandled case when rewriting op");
    if (Op.operands()[Arg.Index].isVariadic()) {
      checkVariadicArg(D, I, Op.operands()[Arg.Index]);
      std::string Range = Nested ? NameOf(I) : std::string(D->getArgNameStr(I));
      W << "for (auto v: " << Syms.valueUse(Range, Rule)
        << ") {\n  tblgen_values.push_back(v);\n}\n";
      continue;
    }
    W << "tblgen_values.push_back(";
    if (Nested) {
      W << Syms.valueUse(NameOf(I), Rule);
    } else {
      const Init *Leaf = D->getArg(I);
      if (leafIs(Leaf, "ConstantAttr"))
        fail("attribute found where value was expected, if attempting to use constant value, "
             "construct a constant op with given attribute instead");
      std::string Use = Syms.valueUse(D->getArgNameStr(I), Rule);
      if (leafIs(Leaf, "NativeCodeCall")) {
        Ctx.set("_self", Use);
        W << mlir::fmtSubstitute(leafDef(Leaf)->getValueAsString("expression"), &Ctx);
      } else {
        W << Use;
      }
    }
    W << ");\n";
  }
  // An op with AttrSizedOperandSegments is told the size of each operand
  // group: 1, or the size of the range a variadic one was given (in its
  // properties, or as an attribute). mlir-tblgen 22 gives them only to an
  // op with two variadic operands or more (optional ones not counted). The
  // attribute's text leaves two spaces to open the line after it.
  size_t Variadics = size_t(std::count_if(Op.operands().begin(), Op.operands().end(),
                                          [](const mlir::OpValue &V) { return V.isVariadic(); }));
  if (Variadics > 1 && Op.findTrait("::mlir::OpTrait::AttrSizedOperandSegments")) {
    W << (Props ? "tblgen_props.operandSegmentSizes = {"
                : "tblgen_attrs.emplace_back(rewriter.getStringAttr(\"operandSegmentSizes\"),\n"
                  "  rewriter.getDenseI32ArrayAttr({");
    bool First = true;
    for (unsigned I = 0; I < Op.arguments().size(); ++I) {
      const mlir::OpArgument &Arg = Op.arguments()[I];
      if (Arg.K != mlir::OpArgument::Operand)
        continue;
      W << (First ? " " : ", ");
      First = false;
      if (!Op.operands()[Arg.Index].isVariadic()) {
        W << "1";
        continue;
      }
      std::string Range = isa<DagInit>(D->getArg(I)) ? NameOf(I) : std::string(D->getArgNameStr(I));
      W << "static_cast<int32_t>(" << Syms.valueUse(Range, Rule) << ".size())";
    }
    W << (Props ? " };\n" : " }));\n  ");
  }
  W.dedent();
}

std::string RuleWriter::createOp(const DagInit *D, int ResultIndex, int Depth) {
  const mlir::Operator &Op = opOf(D);
  Directives T = directivesOf(D);
  std::string Loc = locationOf(T);
  unsigned InPattern = D->getNumArgs() - T.Count;
  if (Op.arguments().size() != InPattern)
    fail("resultant op '" + Op.operationName() + "' argument number mismatch: " +
         str(int(InPattern)) + " in pattern vs. " + str(int(Op.arguments().size())) +
         " in definition");
  std::map<unsigned, std::string> Names;
  for (unsigned I = 0; I < InPattern; ++I)
    if (const auto *Sub = dyn_cast<DagInit>(D->getArg(I)))
      Names[I] = result(Sub, int(I), Depth + 1);

  std::string Pack, Value;
  if (D->getNameStr().empty()) {
    Pack = Value = "tblgen_" + Op.cppClassName() + "_" + str(int(NextId++));
  } else {
    Value = std::string(D->getNameStr());
    Pack = std::string(valuePackName(Value));
  }
  std::string Cls = Op.qualifiedClassName();
  W << Cls << " " << Pack << ";\n{\n";
  bool Props = mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes();
  std::string_view Bag = Props ? "tblgen_props" : "tblgen_attrs";
  bool Deduced = Op.findTrait("::mlir::OpTrait::SameOperandsAndResultType") ||
                 Op.findTrait("::mlir::OpTrait::FirstAttrDerivedResultType");
  if (!T.ReturnType && Deduced) {
    aggregateArgs(D, Op, Names, Props);
    W.indent();
    W << Pack << " = " << Cls << "::create(rewriter, " << Loc << ", tblgen_values, " << Bag
      << ");";
    W.dedent();
    W << "\n}\n";
    return Value;
  }
  if (!T.ReturnType && (Pack != Value || Depth > 0 || ResultIndex < 0)) {
    separateArgs(D, Op, Names);
    W.indent();
    W << Pack << " = " << Cls << "::create(rewriter, " << Loc;
    W.dedent();
    supplyArgs(D, Op, Names);
    W << "\n  );\n}\n";
    return Value;
  }
  if (Depth == 0 && ResultIndex >= 0 && T.ReturnType)
    fail("Cannot specify explicit return types in an op whose return values replace the source "
         "pattern's root op");
  aggregateArgs(D, Op, Names, Props);
  W.indent();
  W << "::llvm::SmallVector<::mlir::Type, 4> tblgen_types; (void)tblgen_types;\n";
  if (T.ReturnType) {
    for (unsigned I = 0; I < T.ReturnType->getNumArgs(); ++I) {
      std::string Type = returnTypeArg(T.ReturnType, I, Depth + 1);
      W << "tblgen_types.push_back(" << Type << ");\n";
    }
  } else {
    for (size_t I = 0; I < Op.results().size(); ++I)
      W << "for (auto v: castedOp0.getODSResults(" << str(ResultIndex + int(I))
        << ")) {\n  tblgen_types.push_back(v.getType());\n}\n";
  }
  W << Pack << " = " << Cls << "::create(rewriter, " << Loc << ", tblgen_types, tblgen_values, "
    << Bag << ");\n";
  W.dedent();
  W << "}\n";
  return Value;
}

void RuleWriter::rewriteLogic() {
  const DagInit *Source = Rule->getValueAsDag("sourcePattern");
  int Expected = int(opOf(Source).results().size());
  const ListInit *Results = Rule->getValueAsListInit("resultPatterns");
  int NumResults = int(Results->size());
  auto ResultDag = [&](int I) { return cast<DagInit>(Results->getElement(unsigned(I))); };

  for (int I = 0; I < NumResults; ++I)
    collect(ResultDag(I), Syms, false);

  // The last values built replace the root's results; the earlier result
  // dags build auxiliary values.
  std::vector<int> Offsets(size_t(NumResults + 1), Expected);
  int ReplStart = Expected == 0 ? NumResults : -1;
  for (int I = NumResults - 1; I >= 0; --I) {
    Offsets[I] = Offsets[I + 1] - int(valueCount(ResultDag(I)));
    if (Offsets[I] == 0) {
      if (ReplStart == -1)
        ReplStart = I;
    } else if (Offsets[I] < 0 && Offsets[I + 1] > 0) {
      fail("cannot use the same multi-result op '" + std::string(ResultDag(I)->getNameStr()) +
           "' to generate both auxiliary values and values to be used for replacing the matched "
           "op");
    }
  }
  if (Offsets.front() > 0)
    fail("not enough values generated to replace the matched op");

  W << "auto odsLoc = rewriter.getFusedLoc({";
  for (unsigned I = 0, E = countOps(Source); I < E; ++I)
    W << (I ? ", " : "") << "tblgen_ops[" << str(int(I)) << "]->getLoc()";
  W << "}); (void)odsLoc;\n";

  auto IsVoidCall = [&](const DagInit *D) {
    return nodeKind(D) == NodeKind::NativeCall && nodeDef(D)->getValueAsInt("numReturns") == 0;
  };
  for (int I = 0; I < ReplStart; ++I) {
    std::string V = result(ResultDag(I), Offsets[I], 0);
    if (IsVoidCall(ResultDag(I)))
      W << V << ";\n";
  }
  if (Expected != 0) {
    W << "::llvm::SmallVector<::mlir::Value, 4> tblgen_repl_values;\n";
    for (int I = ReplStart; I < NumResults; ++I) {
      std::string V = result(ResultDag(I), Offsets[I], 0);
      W << "\n";
      W << Syms.rangeUse(V, Rule,
                         "for (auto v: ::llvm::SmallVector<::mlir::Value, 4>{ {0} }) {\n"
                         "  tblgen_repl_values.push_back(v);\n}\n",
                         "\n");
    }
  }
  const ListInit *Supplemental = Rule->getValueAsListInit("supplementalPatterns");
  int NumSupp = int(Supplemental->size());
  for (int I = 0, Offset = -NumSupp; I < NumSupp; ++I) {
    const auto *D = cast<DagInit>(Supplemental->getElement(unsigned(I)));
    std::string V = result(D, Offset++, 0);
    if (IsVoidCall(D))
      W << V << ";\n";
  }
  if (Expected == 0)
    W << "rewriter.eraseOp(op0);\n";
  else
    W << "\nrewriter.replaceOp(op0, tblgen_repl_values);\n";
}

//===----------------------------------------------------------------------===//
// The rule's pattern struct and static matchers
//===----------------------------------------------------------------------===//

std::string locationLine(const Record *Rule, SrcLoc Loc) {
  const SourceMgr *SM = Rule->getRecords().getSourceMgr();
  int Id = SM ? SM->findBuffer(Loc) : -1;
  if (Id < 0)
    return "<unknown>:0";
  std::string_view Name = SM->buffer(unsigned(Id)).Name;
  if (!Name.empty() && Name.front() == '/')
    Name.remove_prefix(Name.rfind('/') + 1);
  return std::string(Name) + ":" + std::to_string(SM->lineCol(Loc).Line);
}

void collectResultOps(OpCache &Ops, const DagInit *D, std::vector<const mlir::Operator *> &Out) {
  if (nodeKind(D) == NodeKind::Op) {
    const mlir::Operator *Op = &Ops.of(D);
    if (std::find(Out.begin(), Out.end(), Op) == Out.end())
      Out.push_back(Op);
  }
  for (const Init *A : D->getArgs())
    if (const auto *Sub = dyn_cast<DagInit>(A))
      collectResultOps(Ops, Sub, Out);
}

void RuleWriter::writePattern(std::string_view Name) {
  const DagInit *Source = Rule->getValueAsDag("sourcePattern");
  const mlir::Operator &Root = opOf(Source);
  std::vector<const mlir::Operator *> ResultOps;
  for (const Init *I : *Rule->getValueAsListInit("resultPatterns"))
    collectResultOps(S.Ops, cast<DagInit>(I), ResultOps);
  std::sort(ResultOps.begin(), ResultOps.end(), [](const mlir::Operator *A, const mlir::Operator *B) {
    return A->operationName() < B->operationName();
  });

  W << "/* Generated from:\n    ";
  std::span<const SrcLoc> Locs = Rule->getLoc();
  for (size_t I = Locs.size(); I-- > 0;)
    W << locationLine(Rule, Locs[I]) << (I ? " instantiating\n    " : "");
  W << "\n*/\n";

  const DagInit *Delta = Rule->getValueAsDag("benefitDelta");
  if (Delta->getNumArgs() != 1 || !isa<IntInit>(Delta->getArg(0)))
    fail("The 'addBenefit' takes and only takes one integer value");
  int64_t Benefit = int64_t(countOps(Source)) + cast<IntInit>(Delta->getArg(0))->getValue();

  W << "struct " << Name << " : public ::mlir::RewritePattern {\n  " << Name
    << "(::mlir::MLIRContext *context)\n      : ::mlir::RewritePattern(\"" << Root.operationName()
    << "\", " << std::to_string(Benefit) << ", context, {";
  for (size_t I = 0; I < ResultOps.size(); ++I)
    W << (I ? ", " : "") << "\"" << ResultOps[I]->operationName() << "\"";
  W << "}) {}\n";
  W.indent();
  W << "::llvm::LogicalResult matchAndRewrite(::mlir::Operation *op0,\n"
       "    ::mlir::PatternRewriter &rewriter) const override {\n";
  W.indent();
  collect(Source, Syms, true);
  Syms.assignAlternativeNames();
  W << "// Variables for capturing values and attributes used while creating ops\n";
  for (const auto &[Sym, B] : Syms.map())
    W << B.varType() << " " << Bindings::varName(Sym, B)
      << (B.K == Binding::Operand ? "(op0->getOperands())" : "") << ";\n";
  W << "::llvm::SmallVector<::mlir::Operation *, 4> tblgen_ops;\n\n";
  W << "// Match\n";
  W << "tblgen_ops.push_back(op0);\n";
  matchLogic(Source);
  W << "\n// Rewrite\n";
  rewriteLogic();
  W << "return ::mlir::success();\n";
  W.dedent();
  W << "}\n";
  W.dedent();
  W << "};\n\n";
}

void RuleWriter::writeStaticMatcher(const DagInit *D, const std::string &Func) {
  W << "static ::llvm::LogicalResult " << Func
    << "(::mlir::PatternRewriter &rewriter, ::mlir::Operation *op0, "
       "::llvm::SmallVector<::mlir::Operation *, 4> &tblgen_ops";
  collect(D, Syms, true);
  Syms.assignAlternativeNames();
  for (const auto &[Sym, B] : Syms.map())
    W << ", " << B.varType() << " &" << Bindings::varName(Sym, B);
  W << ") {\n";
  W.indent();
  W << "(void)tblgen_ops;\n";
  match(D, "op0", 1);
  W << "return ::mlir::success();\n";
  W.dedent();
  W << "}\n\n";
}

/// The label of the constraint functions: the input file's stem, a byte
/// that cannot be in an identifier written as two hex digits ("x-y" gives
/// "x2Dy").
std::string fileLabel(const RecordKeeper &Records) {
  std::string_view F = Records.getInputFilename();
  size_t Slash = F.find_last_of('/');
  if (Slash != std::string_view::npos)
    F.remove_prefix(Slash + 1);
  size_t Dot = F.rfind('.');
  if (Dot != std::string_view::npos && Dot != 0)
    F = F.substr(0, Dot);
  static const char Hex[] = "0123456789ABCDEF";
  std::string Label;
  for (unsigned char C : F) {
    bool Ident = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '_';
    if (Ident)
      Label += char(C);
    else
      Label.append(1, Hex[C >> 4]).append(1, Hex[C & 15]);
  }
  return Label;
}

void emitRewriters(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Rewriters", OS, Records);
  const std::vector<const Record *> &Rules = Records.getAllDerivedDefinitions("Pattern");
  RunState S(fileLabel(Records));
  for (const Record *Rule : Rules)
    S.countDag(Rule->getValueAsDag("sourcePattern"), Rule);

  std::string Constraints;
  S.Constraints.write(Constraints);
  CodeWriter W;
  unsigned Counter = 0;
  for (const auto &[D, Rule] : S.Order) {
    if (!S.sharedDag(D))
      continue;
    std::string Func = "static_dag_matcher_" + str(int(Counter++));
    RuleWriter(S, Rule, W).writeStaticMatcher(D, Func);
    S.MatcherNames[D] = Func;
  }
  std::vector<std::string> Names;
  unsigned Anonymous = 0;
  for (const Record *Rule : Rules) {
    std::string Name = Rule->isAnonymous() ? "GeneratedConvert" + str(int(Anonymous++))
                                           : std::string(Rule->getName());
    RuleWriter(S, Rule, W).writePattern(Name);
    Names.push_back(std::move(Name));
  }
  OS << Constraints << W.text();
  OS << "[[maybe_unused]] void populateWithGenerated(::mlir::RewritePatternSet &patterns) {\n";
  for (const std::string &N : Names)
    OS << "  patterns.add<" << N << ">(patterns.getContext());\n";
  OS << "}\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRRewriters, TM_MLIR, "gen-rewriters", "Generate pattern rewriters",
                             emitRewriters, BT_None);

} // namespace tblgen::mlirdrr
