//===- OpBuilders.cpp - The build() methods of an op -----------------------===//
//
// An op class declares its custom builders, then (unless skipDefaultBuilders)
// the default ones: with each result type, operand, attribute, successor
// and variadic region count as a parameter of its own (attributes wrapped,
// then unwrapped to their return type when that differs), without result
// types when they can be inferred, with all result types in one range;
// then the generic ones taking ranges of result types and operands and an
// attribute list or a properties struct (with their inferred-type twins,
// unless the op has successors); then, for ops whose result types follow
// an operand or the first attribute, those without result types. A
// builder whose parameter types repeat another's (up to defaulted trailing
// parameters) is dropped. Each build() comes with two create() of the same
// parameters. The list (opBuilds) serves the declarations here and the
// definitions (OpBuilderDefs.cpp).
//
//===----------------------------------------------------------------------===//

#include "OpBuilderList.h"

#include "mlir/Dialect.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirops {

using mlir::OpValue;
using mlir::Operator;

namespace {

using Param = BuildParam;
using Builder = OpBuild;
using R = BuildParam::Role;

/// Whether A's parameter types start with all of B's, A having no more
/// parameters or a default on the first one past them.
bool covers(const Builder &A, const Builder &B) {
  if (A.Params.size() < B.Params.size())
    return false;
  for (size_t I = 0; I < B.Params.size(); ++I)
    if (A.Params[I].Type != B.Params[I].Type)
      return false;
  return A.Params.size() == B.Params.size() || !A.Params[B.Params.size()].Default.empty();
}

/// The op's builders, each new one dropped when one before it covers it,
/// the ones it covers dropped otherwise. A covered builder of the op's own
/// (`builders`) is an error, as mlir-tblgen reports it.
class BuilderSet {
public:
  explicit BuilderSet(const Operator &Op) : Op(Op) {}
  void add(Builder B) {
    for (const Builder &E : List)
      if (covers(E, B)) {
        if (B.Form == BuildForm::Custom)
          PrintFatalError(Op.def()->getLocs(),
                          "Unexpected overlap when generating `build` for " + Op.operationName());
        return;
      }
    List.erase(std::remove_if(List.begin(), List.end(), [&](const Builder &E) { return covers(B, E); }),
               List.end());
    List.push_back(std::move(B));
  }
  std::vector<Builder> take() { return std::move(List); }

private:
  const Operator &Op;
  std::vector<Builder> List;
};

std::string trimmed(std::string S) {
  auto white = [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; };
  size_t B = 0, E = S.size();
  while (B < E && white(S[B]))
    ++B;
  while (E > B && white(S[E - 1]))
    --E;
  return S.substr(B, E - B);
}

std::string attrReturnType(const mlir::OpAttribute &A) {
  if (auto *S = dyn_cast<StringInit>(A.Def->getValueInit("returnType")))
    return trimmed(std::string(S->getValue()));
  return {};
}

bool hasDefault(const mlir::OpAttribute &A) { return !trimmed(A.defaultValue()).empty(); }

/// The attribute can be given as its plain C++ value: it has a builder from
/// one and a return type other than its storage class.
bool unwrappable(const mlir::OpAttribute &A) {
  std::string Builder;
  if (auto *S = dyn_cast<StringInit>(A.Def->getValueInit("constBuilderCall")))
    Builder = trimmed(std::string(S->getValue()));
  return !Builder.empty() && attrReturnType(A) != A.storageType();
}

bool propHasDefault(const mlir::OpProperty &P) {
  if (auto *S = dyn_cast<StringInit>(P.Def->getValueInit("defaultValue")))
    return !trimmed(std::string(S->getValue())).empty();
  return false;
}

enum class Types { Separate, None, Collective };

class ParamBuilder {
public:
  ParamBuilder(const Operator &Op) : Op(Op) {}

  std::vector<Param> params(Types T, bool Unwrapped) const;

private:
  const Operator &Op;
};

std::vector<Param> ParamBuilder::params(Types T, bool Unwrapped) const {
  std::vector<Param> P;
  if (T == Types::Separate) {
    for (size_t I = 0; I < Op.results().size(); ++I) {
      const OpValue &V = Op.results()[I];
      std::string N = V.Name.empty() ? "resultType" + std::to_string(I) : std::string(V.Name);
      std::string Ty = V.isVariadicOfVariadic() ? "::llvm::ArrayRef<::mlir::TypeRange>"
                       : V.isVariadic()         ? "::mlir::TypeRange"
                                                : "::mlir::Type";
      P.push_back({Ty, N, "", V.isOptional(), R::ResultType, unsigned(I)});
    }
  } else if (T == Types::Collective) {
    P.push_back({"::mlir::TypeRange", "resultTypes", "", false, R::ResultTypes});
  }

  // Trailing attributes (and properties) with defaults get defaults too,
  // unless successors or variadic regions come after them.
  size_t N = Op.arguments().size();
  size_t AttrLikeFrom = N, AttrFrom = N;
  if (Op.successors().empty() && Op.numVariadicRegions() == 0) {
    for (size_t I = N; I-- > 0;) {
      const mlir::OpArgument &A = Op.arguments()[I];
      if (A.K == mlir::OpArgument::Property) {
        if (!propHasDefault(Op.properties()[A.Index]))
          break;
        AttrLikeFrom = I;
        continue;
      }
      if (A.K != mlir::OpArgument::Attribute)
        break;
      const mlir::OpAttribute &At = Op.attributes()[A.Index];
      if (!hasDefault(At) && !At.Derived)
        break;
      std::string Ret = attrReturnType(At);
      if (Ret == "::llvm::APInt" || Ret == "::llvm::APFloat")
        break;
      AttrLikeFrom = AttrFrom = I;
    }
  }
  // Defaults must not make the wrapped and unwrapped builders ambiguous.
  bool Ambiguous = true;
  for (const mlir::OpArgument &A : Op.arguments()) {
    if (A.K != mlir::OpArgument::Attribute)
      continue;
    const mlir::OpAttribute &At = Op.attributes()[A.Index];
    if (hasDefault(At) || At.Derived || Unwrapped || !unwrappable(At))
      continue;
    Ambiguous = false;
    break;
  }
  if (AttrFrom < N && Op.arguments()[AttrFrom].K == mlir::OpArgument::Attribute) {
    const mlir::OpAttribute &At = Op.attributes()[Op.arguments()[AttrFrom].Index];
    if (Ambiguous && (Unwrapped ? !unwrappable(At) : unwrappable(At)))
      AttrLikeFrom = ++AttrFrom;
  }

  std::vector<std::string> Inferred;
  for (const OpValue &V : Op.operands())
    if (V.isVariadicOfVariadic())
      Inferred.push_back(V.Constraint->getValueAsString("segmentAttrName"));

  unsigned OperandNo = 0;
  for (size_t I = 0; I < N; ++I) {
    const mlir::OpArgument &A = Op.arguments()[I];
    if (A.K == mlir::OpArgument::Operand) {
      const OpValue &V = Op.operands()[A.Index];
      std::string Ty = V.isVariadicOfVariadic() ? "::llvm::ArrayRef<::mlir::ValueRange>"
                       : V.isVariadic()         ? "::mlir::ValueRange"
                                                : "::mlir::Value";
      std::string Name = V.Name.empty() ? "odsArg_" + std::to_string(OperandNo) : std::string(V.Name);
      ++OperandNo;
      P.push_back({Ty, Name, "", V.isOptional(), R::Operand, A.Index});
      continue;
    }
    if (A.K == mlir::OpArgument::Property) {
      const mlir::OpProperty &Pr = Op.properties()[A.Index];
      std::string Def;
      bool HasDef = propHasDefault(Pr);
      if (HasDef && I >= AttrLikeFrom)
        Def = trimmed(Pr.Def->getValueAsString("defaultValue"));
      std::string Type = trimmed(Pr.Def->getValueAsString("interfaceType"));
      P.push_back({Type, std::string(Pr.Name), Def, HasDef, R::Property, A.Index});
      continue;
    }
    const mlir::OpAttribute &At = Op.attributes()[A.Index];
    if (std::find(Inferred.begin(), Inferred.end(), At.Name) != Inferred.end())
      continue;
    bool Raw = Unwrapped && unwrappable(At);
    std::string Def;
    if (I >= AttrFrom)
      Def = Raw ? At.defaultValue() : "nullptr";
    P.push_back({Raw ? attrReturnType(At) : At.storageType(), std::string(At.Name), Def, At.isOptional(), R::Attribute,
                 A.Index, Raw});
  }
  for (unsigned I = 0; I < Op.successors().size(); ++I) {
    const mlir::OpSuccessor &S = Op.successors()[I];
    P.push_back({S.isVariadic() ? "::mlir::BlockRange" : "::mlir::Block *", std::string(S.Name), "", false,
                 R::Successor, I});
  }
  for (unsigned I = 0; I < Op.regions().size(); ++I)
    if (Op.regions()[I].isVariadic())
      P.push_back({"unsigned", std::string(Op.regions()[I].Name) + "Count", "", false, R::RegionCount, I});
  return P;
}

void writeParam(OStream &OS, const Param &P) {
  if (P.Optional)
    OS << "/*optional*/";
  OS << P.Type;
  if (!P.Name.empty()) {
    if (!P.Type.ends_with('&') && !P.Type.ends_with('*'))
      OS << ' ';
    OS << P.Name;
  }
  if (!P.Default.empty())
    OS << " = " << P.Default;
}

/// A custom builder's parameters from its dagParams: "type":$name or
/// CArg<"type", "default">:$name; an unnamed one is odsArg<position>.
std::vector<Param> customParams(const Record *B) {
  std::vector<Param> P;
  const DagInit *D = B->getValueAsDag("dagParams");
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    Param X;
    X.Name = std::string(D->getArgNameStr(I));
    if (X.Name.empty())
      X.Name = "odsArg" + std::to_string(I);
    if (auto *S = dyn_cast<StringInit>(D->getArg(I))) {
      X.Type = std::string(S->getValue());
    } else if (auto *DI = dyn_cast<DefInit>(D->getArg(I))) {
      X.Type = DI->getDef()->getValueAsString("type");
      X.Default = DI->getDef()->getValueAsString("defaultValue");
    }
    P.push_back(std::move(X));
  }
  return P;
}

} // namespace

std::vector<OpBuild> opBuilds(const OpDeclContext &C) {
  const Operator &Op = C.op();
  BuilderSet Set(Op);
  auto add = [&](BuildForm F, std::vector<Param> P, bool Named = true, bool Props = false,
                 const Record *Custom = nullptr, bool Unwrapped = false) {
    Builder B;
    B.Unwrapped = Unwrapped;
    B.Form = F;
    B.Params = std::move(P);
    B.NamedBuilder = Named;
    B.WithProps = Props;
    B.Custom = Custom;
    Set.add(std::move(B));
  };
  for (const Record *B : Op.builders())
    add(BuildForm::Custom, customParams(B), true, false, B);
  if (!Op.skipDefaultBuilders()) {
    ParamBuilder PB(Op);
    bool CanInfer = C.hasTrait("::mlir::InferTypeOpInterface::Trait");
    bool CanUnwrap = false;
    for (unsigned I = 0; I < Op.numNativeAttributes(); ++I)
      CanUnwrap |= unwrappable(Op.attributes()[I]);
    for (bool Unwrapped : {false, true}) {
      if (Unwrapped && !CanUnwrap)
        break;
      add(BuildForm::Separate, PB.params(Types::Separate, Unwrapped), true, false, nullptr, Unwrapped);
      if (CanInfer)
        add(BuildForm::Inferred, PB.params(Types::None, Unwrapped), true, false, nullptr, Unwrapped);
      add(BuildForm::Collective, PB.params(Types::Collective, Unwrapped), true, false, nullptr, Unwrapped);
    }
    const Param Operands{"::mlir::ValueRange", "operands", "", false, R::Operands};
    const Param Properties{"const Properties &", "properties", "", false, R::Props};
    // The attribute list, defaulting to none unless the region count
    // follows.
    bool Regions = Op.numVariadicRegions() != 0;
    auto attrsTail = [&](std::vector<Param> &P, bool Props, bool WithRegions = true) {
      bool Count = Regions && WithRegions;
      P.push_back({"::llvm::ArrayRef<::mlir::NamedAttribute>", Props ? "discardableAttributes" : "attributes",
                   Count ? "" : "{}", false, R::Attributes});
      if (Count)
        P.push_back({"unsigned", "numRegions", "", false, R::RegionCount});
    };
    // The forms taking a Properties struct exist when the op has one or
    // may have one (the dialect keeps attributes in properties).
    bool HasProps = mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes() || !Op.properties().empty();
    for (bool Props : {false, true}) {
      if (Props && !HasProps)
        break;
      std::vector<Param> Generic = {{"::mlir::TypeRange", "resultTypes", "", false, R::ResultTypes}, Operands};
      if (Props)
        Generic.push_back(Properties);
      attrsTail(Generic, Props);
      add(BuildForm::Generic, Generic, false, Props);
      // (Not with successors: they are not among the generic parameters.)
      if (CanInfer && Op.successors().empty())
        add(BuildForm::GenericInferred, std::vector<Param>(Generic.begin() + 1, Generic.end()), true, Props);
    }
    if (Op.numVariableLengthResults() == 0) {
      if (C.hasTrait("::mlir::OpTrait::SameOperandsAndResultType")) {
        for (bool Unwrapped : {false, true}) {
          if (Unwrapped && !CanUnwrap)
            break;
          add(BuildForm::SameTypes, PB.params(Types::None, Unwrapped), true, false, nullptr, Unwrapped);
        }
        for (bool Props : {false, true}) {
          if (Props && !HasProps)
            break;
          std::vector<Param> P = {Operands};
          if (Props)
            P.push_back(Properties);
          attrsTail(P, Props);
          add(BuildForm::SameTypesGeneric, P, true, Props);
        }
      }
      // (This one takes a Properties struct in any case, and no regions.)
      if (C.hasTrait("::mlir::OpTrait::FirstAttrDerivedResultType")) {
        for (bool Props : {false, true}) {
          std::vector<Param> P = {Operands};
          if (Props)
            P.push_back(Properties);
          attrsTail(P, Props, false);
          add(BuildForm::FirstAttrGeneric, P, true, Props);
        }
      }
    }
  }
  return Set.take();
}

bool buildUnwrappable(const mlir::OpAttribute &A) { return unwrappable(A); }

void checkValueSegments(const Operator &Op) {
  struct Group {
    unsigned Variable;
    const char *Values, *Segments, *SameSize;
  };
  const Group Groups[] = {
      {Op.numVariableLengthOperands(), "operands", "AttrSizedOperandSegments", "SameVariadicOperandSize"},
      {Op.numVariableLengthResults(), "results", "AttrSizedResultSegments", "SameVariadicResultSize"}};
  for (const Group &G : Groups) {
    bool Segments = Op.findTrait(std::string("::mlir::OpTrait::") + G.Segments) != nullptr;
    bool SameSize = Op.findTrait(std::string("::mlir::OpTrait::") + G.SameSize) != nullptr;
    std::string Values = G.Values;
    if (G.Variable > 1 && !Segments && !SameSize)
      PrintFatalError(Op.def()->getLocs(),
                      "op has multiple variadic " + Values + " but no specification over their sizes");
    if (G.Variable < 2 && Segments)
      PrintFatalError(Op.def()->getLocs(), "op must have at least two variadic " + Values + " to use '" +
                                               G.Segments + "' trait");
    if (Segments && SameSize)
      PrintFatalError(Op.def()->getLocs(),
                      std::string("op cannot have both '") + G.Segments + "' and '" + G.SameSize + "' traits");
  }
}

void checkAccessorOverlap(const Operator &Op) {
  // The accessors without parameters of the adaptor's base class, then of
  // the op class, in the order mlir-tblgen adds them; a name taken before
  // is an error for the accessors it checks and drops the others quietly.
  struct Accessors {
    const Operator &Op;
    std::string Prefix;
    std::vector<std::string> Taken;
    void add(std::string_view Name, std::string_view Suffix = "", bool Checked = true) {
      std::string N = mlir::accessorName("get", Name) + std::string(Suffix);
      if (std::find(Taken.begin(), Taken.end(), N) == Taken.end())
        Taken.push_back(N);
      else if (Checked)
        PrintFatalError(Op.def()->getLocs(), "Unexpected overlap when generating `" + Prefix + N + "` for " +
                                                 Op.operationName());
    }
  };
  Accessors Adaptor{Op, "Adaptor::", {}};
  // (There a property's getter, and an attribute's getter of its value,
  // give way quietly.)
  for (const mlir::OpProperty &P : Op.properties())
    Adaptor.add(P.Name, "", false);
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived) {
      Adaptor.add(A.Name, "Attr");
      Adaptor.add(A.Name, "", false);
    }
  for (const mlir::OpRegion &R : Op.regions())
    if (!R.Name.empty())
      Adaptor.add(R.Name);

  Accessors Class{Op, "", {}};
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived)
      Class.add(A.Name, "AttrName");
  // Operand segment sizes kept in properties have a name getter of their
  // own (in the dictionary, an attribute of their name stands for them).
  if (mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes() &&
      Op.findTrait("::mlir::OpTrait::AttrSizedOperandSegments"))
    Class.add("operandSegmentSizes", "AttrName");
  for (const mlir::OpValue &V : Op.operands())
    if (!V.Name.empty())
      Class.add(V.Name);
  for (const mlir::OpValue &V : Op.operands())
    if (!V.Name.empty())
      Class.add(V.Name, "Mutable");
  for (const mlir::OpValue &V : Op.results())
    if (!V.Name.empty())
      Class.add(V.Name);
  for (const auto *List : {&Op.regions(), &Op.successors()})
    for (const mlir::OpRegion &R : *List)
      if (!R.Name.empty())
        Class.add(R.Name);
  for (const mlir::OpProperty &P : Op.properties())
    Class.add(P.Name);
  // (An attribute's getter of its stored form gives way quietly.)
  for (const mlir::OpAttribute &A : Op.attributes()) {
    if (!A.Derived)
      Class.add(A.Name, "Attr", false);
    Class.add(A.Name);
  }
}

bool isUnitAttr(const mlir::OpAttribute &A) {
  const Record *R = A.Def;
  while (R->isAnonymous())
    if (auto *B = dyn_cast<DefInit>(R->getValueInit("baseAttr")))
      R = B->getDef();
    else
      break;
  return R->getName() == "UnitAttr";
}

void writeBuilderDecls(OStream &OS, const OpDeclContext &C) {
  const std::string &Cls = C.className();
  for (const Builder &B : opBuilds(C)) {
    auto tail = [&] {
      for (const Param &P : B.Params) {
        OS << ", ";
        writeParam(OS, P);
      }
    };
    // A DeprecatedOpBuilder's build is marked (its create()s are not).
    if (B.Custom)
      if (const RecordVal *Reason = B.Custom->getValue("odsCppDeprecated"))
        if (const auto *S = dyn_cast_or_null<StringInit>(Reason->getValue()))
          OS << "  [[deprecated(\"" << S->getValue() << "\")]]\n";
    OS << "  static void build(::mlir::OpBuilder &" << (B.NamedBuilder ? "odsBuilder" : "")
       << ", ::mlir::OperationState &odsState";
    tail();
    // A parameter named location renames create()'s own.
    bool Clash = std::any_of(B.Params.begin(), B.Params.end(), [](const Param &P) { return P.Name == "location"; });
    OS << ");\n  static " << Cls << " create(::mlir::OpBuilder &builder, ::mlir::Location "
       << (Clash ? "location_" : "location");
    tail();
    OS << ");\n  static " << Cls << " create(::mlir::ImplicitLocOpBuilder &builder";
    tail();
    OS << ");\n";
  }
}

} // namespace tblgen::mlirops
