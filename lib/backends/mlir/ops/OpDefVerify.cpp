//===- OpDefVerify.cpp - The verifiers of an op ---------------------------===//
//
// The adaptor checks the attributes it holds; the op's verifyInvariantsImpl
// checks its attributes (present when required, satisfying their
// constraints), the types of its operands and results group by group, its
// predicate traits and its regions and successors, calling the file's local
// constraint functions; verifyInvariants adds the op's own verify(). The
// attributes are read from the properties, or found by walking the sorted
// attribute dictionary of ops that keep them there. Also the hooks filling
// attributes left unset with their defaults (populateDefaultProperties or
// populateDefaultAttrs) and the canonicalization patterns of a
// canonicalize method.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <optional>

namespace tblgen::mlirops {

using mlir::OpValue;

namespace {


bool requiredAttr(const mlir::OpAttribute &A) { return !A.isOptional() && !attrHasDefault(A); }

/// The attributes of an op of a dialect that keeps them as attributes are
/// found by walking its sorted dictionary Range once: a loop up to each
/// required attribute (picking up the optional ones before it), then one
/// for the optional ones after the last. NameOf gives an attribute name's
/// expression.
template <typename F, typename N>
void writeAttrScan(OStream &OS, const OpDeclContext &C, std::string_view Range, F Missing, N NameOf) {
  // The stored attributes and the segment sizes (required), by name.
  struct Member {
    std::string_view Name;
    bool Required;
  };
  std::vector<Member> Members;
  for (const mlir::OpAttribute *A : C.sortedAttrs())
    Members.push_back({A->Name, requiredAttr(*A)});
  for (const auto &Seg : C.implicitSegmentAttrs())
    Members.push_back({Seg.first, true});
  std::stable_sort(Members.begin(), Members.end(), [](const Member &A, const Member &B) { return A.Name < B.Name; });
  if (Members.empty())
    return;
  OS << "  auto namedAttrRange = " << Range << ";\n  auto namedAttrIt = namedAttrRange.begin();\n";
  std::vector<std::string_view> Pending;
  auto elseIfs = [&] {
    for (std::string_view P : Pending)
      OS << "    else if (namedAttrIt->getName() == " << NameOf(P) << ") {\n      tblgen_" << P
         << " = namedAttrIt->getValue();\n    }\n";
    Pending.clear();
  };
  for (const Member &M : Members) {
    if (!M.Required) {
      Pending.push_back(M.Name);
      continue;
    }
    OS << "  ::mlir::Attribute tblgen_" << M.Name << ";\n";
    for (std::string_view P : Pending)
      OS << "  ::mlir::Attribute tblgen_" << P << ";\n";
    OS << "\n  while (true) {\n    if (namedAttrIt == namedAttrRange.end())\n      return " << Missing(M.Name)
       << ";\n    if (namedAttrIt->getName() == " << NameOf(M.Name) << ") {\n      tblgen_" << M.Name
       << " = namedAttrIt->getValue();\n      break;\n    }\n";
    elseIfs();
    OS << "    ++namedAttrIt;\n  }\n";
  }
  if (Pending.empty())
    return;
  for (std::string_view P : Pending)
    OS << "  ::mlir::Attribute tblgen_" << P << ";\n";
  OS << "  while (true) {\n    if (namedAttrIt == namedAttrRange.end()) {\n      break;\n    }\n";
  elseIfs();
  OS << "    ++namedAttrIt;\n  }\n";
}

/// The checks that segment sizes kept as attributes have one entry per
/// operand or result group; Error opens the error call up to the message.
/// Mark is set to the end of the checks, if any.
void writeSegmentCounts(OStream &OS, const OpDeclContext &C, const std::string &Error, size_t &Mark) {
  for (const auto &[Name, Count] : C.segmentProps()) {
    OS << "\n  {\n    auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(tblgen_" << Name << ");\n"
       << "    auto numElements = sizeAttr.asArrayRef().size();\n    if (numElements != " << Count << ")\n"
       << "      return " << Error << "'" << Name << "' attribute for specifying "
       << (Name == "operandSegmentSizes" ? "operand" : "result") << " segments must have " << Count
       << " \"\n                \"elements, but got \") << numElements;\n  }\n";
    Mark = size_t(OS.size());
  }
}

/// Write writes a verifier into a buffer (OStream &, size_t &Mark): the
/// line after the segment-size checks (at Mark) is indented two more spaces,
/// as mlir-tblgen writes it, unless it is blank.
template <typename F> void withSegmentIndent(OStream &Out, F Write) {
  OStream Buf;
  size_t Mark = std::string::npos;
  Write(Buf, Mark);
  std::string &S = Buf.str();
  if (Mark < S.size() && S[Mark] != '\n')
    S.insert(Mark, "  ");
  Out << std::string_view(S);
}

/// "auto tblgen_x = getProperties().x; ..." for each attribute member of
/// the properties by name, with the presence check of required ones
/// (segment sizes among them; Missing writes the error for an attribute
/// name).
template <typename F> void writeAttrLoads(OStream &OS, const OpDeclContext &C, F Missing) {
  for (const OpDeclContext::AttrMember &M : C.attrMembers()) {
    OS << "  auto tblgen_" << M.Name << " = getProperties()." << M.Name << "; (void)tblgen_" << M.Name << ";\n";
    if (!M.Attr || requiredAttr(*M.Attr))
      OS << "  if (!tblgen_" << M.Name << ") return " << Missing(M.Name) << ";\n";
  }
}

/// The substitutions of a predicate trait's condition: the op, its named
/// operands, results and attributes.
mlir::FmtContext traitContext(const mlir::Operator &Op) {
  mlir::FmtContext Ctx;
  Ctx.withOp("(*this->getOperation())").withSelf("(*this->getOperation())");
  Ctx.addSubst("_ctxt", "this->getOperation()->getContext()");
  for (size_t I = 0; I < Op.operands().size(); ++I) {
    const OpValue &V = Op.operands()[I];
    if (V.Name.empty())
      continue;
    std::string Range = "this->getODSOperands(" + std::to_string(I) + ")";
    Ctx.addSubst(V.Name, V.isVariadic() ? Range : "(*" + Range + ".begin())");
  }
  for (size_t I = 0; I < Op.results().size(); ++I) {
    const OpValue &V = Op.results()[I];
    if (V.Name.empty())
      continue;
    std::string Range = "this->getODSResults(" + std::to_string(I) + ")";
    Ctx.addSubst(V.Name, V.isVariadic() ? Range : "(*" + Range + ".begin())");
  }
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived)
      Ctx.addSubst(A.Name, defGetter(A.Name) + "()");
  return Ctx;
}

/// "{ [[maybe_unused]] T tblgen_p = this->getP();" before a property's check.
/// The local a property's value is loaded into: "tblgen_" and its name in
/// camel case.
std::string propLocal(const mlir::OpProperty &P) {
  return "tblgen_" + mlir::snakeToCamel(P.Name, false);
}

void writePropLoad(OStream &OS, const mlir::OpProperty &P) {
  OS << "{\n\n    [[maybe_unused]] " << propField(P, "interfaceType") << " " << propLocal(P) << " = this->"
     << defGetter(P.Name) << "();\n\n";
}

/// An attribute's condition over its loaded value, other values of the op
/// named as predicate traits name them; "" when it has none. Ctx holds
/// traitContext(Op) once a call has needed it (the attributes of one op
/// share it, each setting its own $_self).
std::string inlineAttrCondition(const mlir::Operator &Op, const mlir::OpAttribute &A,
                                std::optional<mlir::FmtContext> &Ctx) {
  mlir::Constraint Cons(A.Def);
  if (Cons.predicate().isNull())
    return {};
  if (!Ctx)
    Ctx = traitContext(Op);
  Ctx->withSelf("tblgen_" + std::string(A.Name));
  return mlir::formatTemplate(Cons.conditionTemplate(), &*Ctx);
}

void writeValueChecks(OStream &OS, const OpDefContext &D, const std::vector<OpValue> &Values, bool Operand) {
  if (Values.empty())
    return;
  std::string_view Kind = Operand ? "operand" : "result";
  OS << "  {\n    unsigned index = 0; (void)index;\n";
  for (size_t I = 0; I < Values.size(); ++I) {
    const OpValue &V = Values[I];
    std::string G = "valueGroup" + std::to_string(I);
    OS << "    auto " << G << " = getODS" << (Operand ? "Operands(" : "Results(") << I << ");\n";
    if (V.isOptional())
      OS << "\n    if (" << G << ".size() > 1) {\n      return emitOpError(\"" << Kind
         << " group starting at #\") << index\n          << \" requires 0 or 1 element, but found \" << " << G
         << ".size();\n    }\n";
    else if (V.isVariadicOfVariadic())
      OS << "    if (::mlir::failed(::mlir::OpTrait::impl::verifyValueSizeAttr(*this, \""
         << V.Constraint->getValueAsString("segmentAttrName") << "\", \"" << V.Name << "\", " << G
         << ".size())))\n      return ::mlir::failure();\n";
    std::string Fn = D.Checks.functionFor(LocalConstraints::Type, V.Constraint);
    if (Fn.empty())
      continue;
    OS << "\n    for (auto v : " << G << ") {\n      if (::mlir::failed(" << Fn << "(*this, v.getType(), \"" << Kind
       << "\", index++)))\n        return ::mlir::failure();\n    }\n";
  }
  OS << "  }\n";
}

} // namespace

/// The adaptor's verify(); Mark as for writeSegmentCounts.
static void adaptorVerifyBody(OStream &OS, const OpDefContext &D, size_t &Mark) {
  const mlir::Operator &Op = D.op();
  std::string Prefix = "'" + Op.operationName() + "' op ";
  OS << "::llvm::LogicalResult " << D.className() << "Adaptor::verify(::mlir::Location loc) {\n";
  for (const mlir::OpProperty &P : Op.properties()) {
    std::string Self = propLocal(P);
    std::string Cond = propCondition(P.Def, Self);
    if (Cond.empty())
      continue;
    writePropLoad(OS, P);
    OS << "    if (!(" << Cond << "))\n      return emitError(loc, \"" << Prefix << "property '" << P.Name
       << "' failed to satisfy constraint: " << streamedSummary(mlir::constraintSummary(P.Def), Self, true)
       << "\");\n}\n";
  }
  auto AdaptorMissing = [&](std::string_view Name) {
    return "emitError(loc, \"" + Prefix + "requires attribute '" + std::string(Name) + "'\")";
  };
  if (D.C.propertiesPath())
    writeAttrLoads(OS, D.C, AdaptorMissing);
  else
    writeAttrScan(OS, D.C, "odsAttrs", AdaptorMissing, [&](std::string_view Name) {
      return D.className() + "::" + defGetter(Name) + "AttrName(*odsOpName)";
    });
  // (Segment sizes kept as attributes, in the dictionary or the properties.)
  if (!D.C.attrsAsProperties())
    writeSegmentCounts(OS, D.C, "emitError(loc, \"" + Prefix + "\"", Mark);
  std::optional<mlir::FmtContext> Ctx;
  for (const mlir::OpAttribute *A : D.C.storedAttrs()) {
    // (The adaptor has no op for a condition that reads it ($_op).)
    if (usesOp(A->Def))
      continue;
    std::string Self = "tblgen_" + std::string(A->Name);
    std::string Cond = inlineAttrCondition(Op, *A, Ctx);
    if (Cond.empty())
      continue;
    OS << "\n  if (" << Self << " && !(" << Cond << "))\n    return emitError(loc, \"" << Prefix << "attribute '"
       << A->Name << "' failed to satisfy constraint: " << streamedSummary(A->summary(), Self, true) << "\");\n";
  }
  OS << "  return ::mlir::success();\n}\n\n";
}

void writeAdaptorVerify(OStream &Out, const OpDefContext &D) {
  withSegmentIndent(Out, [&](OStream &OS, size_t &Mark) { adaptorVerifyBody(OS, D, Mark); });
}

/// populateDefault*, verifyInvariantsImpl and the rest; Mark as for
/// writeSegmentCounts.
static void verifierDefsBody(OStream &OS, const OpDefContext &D, size_t &Mark) {
  const mlir::Operator &Op = D.op();
  const std::string &Cls = D.className();
  std::vector<const mlir::OpAttribute *> Defaults;
  for (const mlir::OpAttribute *A : D.C.storedAttrs())
    if (attrHasDefault(*A) && !A->isOptional())
      Defaults.push_back(A);
  auto builtDefault = [](const mlir::OpAttribute &A) {
    mlir::FmtContext Ctx;
    Ctx.withBuilder("odsBuilder");
    std::string Call;
    if (auto *S = dyn_cast<StringInit>(A.Def->getValueInit("constBuilderCall")))
      Call = std::string(S->getValue());
    return mlir::formatTemplate(Call, &Ctx, {mlir::formatTemplate(A.defaultValue(), &Ctx)});
  };
  if (!Defaults.empty() && !D.C.propertiesPath()) {
    // Attributes kept as attributes get their defaults by index of name.
    OS << "void " << Cls
       << "::populateDefaultAttrs(const ::mlir::OperationName &opName, ::mlir::NamedAttrList &attributes) {\n"
       << "  auto attrNames = opName.getAttributeNames();\n"
       << "  ::mlir::Builder odsBuilder(attrNames.front().getContext());\n";
    for (const mlir::OpAttribute *A : Defaults) {
      size_t Index = D.C.attrNameIndex(A->Name);
      OS << "  if (!attributes.get(attrNames[" << Index << "])) {\n    attributes.append(attrNames[" << Index
         << "], " << builtDefault(*A) << ");\n  }\n";
    }
    OS << "}\n\n";
  } else if (!Defaults.empty()) {
    OS << "void " << Cls << "::populateDefaultProperties(::mlir::OperationName opName, Properties &properties) {\n"
       << "  ::mlir::Builder odsBuilder(opName.getContext());\n";
    for (const mlir::OpAttribute *A : Defaults)
      OS << "  if (!properties." << A->Name << ")\n    properties." << A->Name << " = " << builtDefault(*A) << ";\n";
    OS << "}\n\n";
  }

  OS << "::llvm::LogicalResult " << Cls << "::verifyInvariantsImpl() {\n";
  for (const mlir::OpProperty &P : Op.properties()) {
    std::string Fn = D.Checks.functionFor(LocalConstraints::Prop, P.Def);
    if (Fn.empty())
      continue;
    writePropLoad(OS, P);
    OS << "      if (::mlir::failed(" << Fn << "(*this, " << propLocal(P) << ", \"" << P.Name
       << "\")))\n        return ::mlir::failure();\n}\n";
  }
  auto OpMissing = [](std::string_view Name) {
    return "emitOpError(\"requires attribute '" + std::string(Name) + "'\")";
  };
  if (D.C.propertiesPath())
    writeAttrLoads(OS, D.C, OpMissing);
  else
    writeAttrScan(OS, D.C, "(*this)->getAttrs()", OpMissing,
                  [](std::string_view Name) { return defGetter(Name) + "AttrName()"; });
  // (Segment sizes kept as attributes, in the dictionary or the properties.)
  if (!D.C.attrsAsProperties())
    writeSegmentCounts(OS, D.C, "emitOpError(\"\"", Mark);
  std::optional<mlir::FmtContext> Ctx;
  for (const mlir::OpAttribute *A : D.C.storedAttrs()) {
    std::string Fn = D.Checks.functionFor(LocalConstraints::Attr, A->Def);
    if (Fn.empty()) {
      // A condition that refers to other values of the op is checked here.
      std::string Cond = inlineAttrCondition(Op, *A, Ctx);
      if (!Cond.empty())
        OS << "\n  if (tblgen_" << A->Name << " && !(" << Cond << "))\n    return emitOpError(\"attribute '" << A->Name
           << "' failed to satisfy constraint: "
           << streamedSummary(A->summary(), "tblgen_" + std::string(A->Name), true) << "\");\n";
      continue;
    }
    OS << "\n  if (::mlir::failed(" << Fn << "(*this, tblgen_" << A->Name << ", \"" << A->Name
       << "\")))\n    return ::mlir::failure();\n";
  }
  writeValueChecks(OS, D, Op.operands(), true);
  writeValueChecks(OS, D, Op.results(), false);
  for (const mlir::Trait &T : Op.traits()) {
    if (!T.isPredicate())
      continue;
    mlir::FmtContext Ctx = traitContext(Op);
    std::string Cond =
        mlir::formatTemplate(mlir::Pred(T.def()->getValueAsDef("predicate")).condition(), &Ctx);
    if (Cond.empty())
      continue;
    OS << "  if (!(" << Cond << "))\n    return emitOpError(\"failed to verify that "
       << literalBody(T.def()->getValueAsString("summary")) << "\");\n";
  }
  if (!Op.regions().empty()) {
    OS << "  {\n    unsigned index = 0; (void)index;\n";
    for (size_t I = 0; I < Op.regions().size(); ++I) {
      const mlir::OpRegion &R = Op.regions()[I];
      std::string Fn = D.Checks.functionFor(LocalConstraints::Region, R.Constraint);
      if (Fn.empty())
        continue;
      OS << "\n    for (auto &region : ";
      if (R.isVariadic())
        OS << defGetter(R.Name) << "()";
      else
        OS << "::llvm::MutableArrayRef((*this)->getRegion(" << I << "))";
      OS << ")\n      if (::mlir::failed(" << Fn << "(*this, region, \"" << R.Name
         << "\", index++)))\n        return ::mlir::failure();\n";
    }
    OS << "  }\n";
  }
  if (!Op.successors().empty()) {
    OS << "  {\n    unsigned index = 0; (void)index;\n";
    for (size_t I = 0; I < Op.successors().size(); ++I) {
      const mlir::OpSuccessor &S = Op.successors()[I];
      std::string Fn = D.Checks.functionFor(LocalConstraints::Successor, S.Constraint);
      if (Fn.empty())
        continue;
      OS << "\n    for (auto *successor : ";
      // Successors are reached by their plain names here.
      if (S.isVariadic())
        OS << S.Name << "()";
      else
        OS << "::llvm::MutableArrayRef(" << S.Name << "())";
      OS << ")\n      if (::mlir::failed(" << Fn << "(*this, successor, \"" << S.Name
         << "\", index++)))\n        return ::mlir::failure();\n";
    }
    OS << "  }\n";
  }
  OS << "  return ::mlir::success();\n}\n\n";

  OS << "::llvm::LogicalResult " << Cls << "::verifyInvariants() {\n";
  if (Op.def()->getValueAsBit("hasVerifier"))
    OS << "  if(::mlir::succeeded(verifyInvariantsImpl()) && ::mlir::succeeded(verify()))\n"
       << "    return ::mlir::success();\n  return ::mlir::failure();\n";
  else
    OS << "  return verifyInvariantsImpl();\n";
  OS << "}\n\n";
  // (An op with hasCanonicalizer defines the patterns hook itself.)
  if (Op.def()->getValueAsBit("hasCanonicalizeMethod") && !Op.def()->getValueAsBit("hasCanonicalizer"))
    OS << "void " << Cls
       << "::getCanonicalizationPatterns(::mlir::RewritePatternSet &results, ::mlir::MLIRContext *context) {\n"
       << "  results.add(canonicalize);\n}\n\n";
}

void writeVerifierDefs(OStream &Out, const OpDefContext &D) {
  withSegmentIndent(Out, [&](OStream &OS, size_t &Mark) { verifierDefsBody(OS, D, Mark); });
}

} // namespace tblgen::mlirops
