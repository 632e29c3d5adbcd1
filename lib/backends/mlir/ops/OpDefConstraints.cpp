//===- OpDefConstraints.cpp - The file's local constraint functions -------===//
//
// Ops of one file check the same constraints again and again; each distinct
// check becomes one static function before the ops' definitions, and the
// verifiers call it. Types are checked per value ("operand #3 must be ..."),
// attributes per name (with an error callback, and an overload taking the
// op), regions per index.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Predicate.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstdint>

namespace tblgen::mlirops {

namespace {

constexpr std::string_view KindNames[] = {"type", "attr", "prop", "successor", "region"};
constexpr std::string_view SelfNames[] = {"type", "attr", "prop", "successor", "region"};

std::string conditionOf(const Record *Def, std::string_view Self) {
  mlir::Constraint Cons(Def);
  if (Cons.predicate().isNull())
    return {};
  std::string Template = Cons.conditionTemplate();
  if (Template.empty())
    return {};
  mlir::FmtContext Ctx;
  Ctx.withSelf(std::string(Self)).withOp("*op");
  return mlir::formatTemplate(Template, &Ctx);
}

/// A property's interface type, trimmed.
std::string valueTypeOf(const Record *Def) {
  std::string T;
  if (auto *S = dyn_cast<StringInit>(Def->getValueInit("interfaceType")))
    T = std::string(S->getValue());
  size_t B = T.find_first_not_of(" \t\n"), E = T.find_last_not_of(" \t\n");
  return B == std::string::npos ? std::string() : T.substr(B, E - B + 1);
}

} // namespace

std::string attrCondition(const Record *Def, std::string_view Self) {
  mlir::Constraint Cons(Def);
  if (Cons.predicate().isNull())
    return {};
  mlir::FmtContext Ctx;
  Ctx.withSelf(std::string(Self));
  return mlir::formatTemplate(Cons.conditionTemplate(), &Ctx);
}

std::string propCondition(const Record *Def, std::string_view Self) {
  std::string Cond = attrCondition(Def, Self);
  return Cond == "true" ? std::string() : Cond;
}

LocalConstraints::LocalConstraints(std::string L, const std::vector<mlir::Operator> &Ops) : Label(std::move(L)) {
  for (const mlir::Operator &Op : Ops) {
    for (const mlir::OpValue &V : Op.operands())
      add(Type, V.Constraint);
    for (const mlir::OpValue &V : Op.results())
      add(Type, V.Constraint);
    for (const mlir::OpAttribute &A : Op.attributes())
      if (!A.Derived)
        add(Attr, A.Def);
    for (const mlir::OpProperty &P : Op.properties())
      add(Prop, P.Def);
    for (const mlir::OpSuccessor &S : Op.successors())
      add(Successor, S.Constraint);
    for (const mlir::OpRegion &R : Op.regions())
      add(Region, R.Constraint);
  }
}

std::string LocalConstraints::key(Kind K, const Record *Def, std::string &Cond) const {
  Cond = conditionOf(Def, SelfNames[K]);
  if (Cond.empty() || Cond.find("<no-subst-found>") != std::string::npos || (K == Prop && Cond == "true"))
    return {};
  // Constraints are the same when they share the predicate record (not
  // just its text) and the summary.
  const Record *P = mlir::Constraint(Def).predicate().def();
  std::string Key = std::to_string(reinterpret_cast<std::uintptr_t>(P)) + '\0' + mlir::constraintSummary(Def);
  if (K == Prop)
    Key += '\0' + valueTypeOf(Def);
  return Key;
}

void LocalConstraints::add(Kind K, const Record *Def) {
  auto [Seen, Fresh] = EntryOf[K].try_emplace(Def, NoEntry);
  if (!Fresh)
    return;
  std::string Cond;
  std::string Key = key(K, Def, Cond);
  if (Key.empty())
    return;
  auto [It, New] = Index[K].emplace(Key, Entries[K].size());
  Seen->second = It->second;
  if (New)
    Entries[K].push_back({std::move(Cond), mlir::constraintSummary(Def),
                          K == Prop ? valueTypeOf(Def) : std::string()});
}

std::string LocalConstraints::functionFor(Kind K, const Record *Def) const {
  size_t Entry = NoEntry;
  if (auto Known = EntryOf[K].find(Def); Known != EntryOf[K].end()) {
    Entry = Known->second;
  } else {
    std::string Cond;
    if (auto It = Index[K].find(key(K, Def, Cond)); It != Index[K].end())
      Entry = It->second;
  }
  if (Entry == NoEntry)
    return {};
  return "__mlir_ods_local_" + std::string(KindNames[K]) + "_constraint_" + Label + std::to_string(Entry + 1);
}

std::string literalBody(std::string_view S) {
  std::string Out;
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n') {
      Out += "\\n";
      continue;
    }
    Out += C;
  }
  return Out;
}

bool usesOp(const Record *Constraint) {
  return mlir::Constraint(Constraint).conditionTemplate().find("$_op") != std::string::npos;
}

std::string streamedSummary(std::string_view Summary, std::string_view Self, bool InCall) {
  std::string Out;
  mlir::FmtContext Ctx;
  Ctx.withSelf(std::string(Self));
  for (size_t Pos = 0;;) {
    size_t Open = Summary.find("{{", Pos);
    size_t Close = Open == std::string_view::npos ? Open : Summary.find("}}", Open + 2);
    if (Close == std::string_view::npos) {
      Out += literalBody(Summary.substr(Pos));
      return Out;
    }
    Out += literalBody(Summary.substr(Pos, Open - Pos));
    Out += InCall ? "\") << " : "\" << ";
    Out += mlir::formatTemplate(Summary.substr(Open + 2, Close - Open - 2), &Ctx);
    Out += InCall ? " << (\"" : " << \"";
    Pos = Close + 2;
  }
}

void LocalConstraints::write(OStream &OS) const {
  OS << "\n//===----------------------------------------------------------------------===//\n"
     << "// Local Utility Method Definitions\n"
     << "//===----------------------------------------------------------------------===//\n\n";
  for (size_t I = 0; I < Entries[Type].size(); ++I) {
    const Entry &E = Entries[Type][I];
    OS << "\nstatic ::llvm::LogicalResult __mlir_ods_local_type_constraint_" << Label << I + 1 << "(\n"
       << "    ::mlir::Operation *op, ::mlir::Type type, ::llvm::StringRef valueKind,\n"
       << "    unsigned valueIndex) {\n"
       << "  if (!(" << E.Condition << ")) {\n"
       << "    return op->emitOpError(valueKind) << \" #\" << valueIndex\n"
       << "        << \" must be " << streamedSummary(E.Summary, "type") << ", but got \" << type;\n  }\n"
       << "  return ::mlir::success();\n}\n";
  }
  for (size_t I = 0; I < Entries[Attr].size(); ++I) {
    const Entry &E = Entries[Attr][I];
    std::string Name = "__mlir_ods_local_attr_constraint_" + Label + std::to_string(I + 1);
    OS << "\nstatic ::llvm::LogicalResult " << Name << "(\n"
       << "    ::mlir::Attribute attr, ::llvm::StringRef attrName, "
          "llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {\n"
       << "  if (attr && !(" << E.Condition << "))\n"
       << "    return emitError() << \"attribute '\" << attrName\n"
       << "        << \"' failed to satisfy constraint: " << streamedSummary(E.Summary, "attr") << "\";\n"
       << "  return ::mlir::success();\n}\n"
       << "static ::llvm::LogicalResult " << Name << "(\n"
       << "    ::mlir::Operation *op, ::mlir::Attribute attr, ::llvm::StringRef attrName) {\n"
       << "  return " << Name << "(attr, attrName, [op]() {\n    return op->emitOpError();\n  });\n}\n";
  }
  for (size_t I = 0; I < Entries[Prop].size(); ++I) {
    const Entry &E = Entries[Prop][I];
    std::string Name = "__mlir_ods_local_prop_constraint_" + Label + std::to_string(I + 1);
    OS << "\n  static ::llvm::LogicalResult " << Name << "(\n"
       << "      " << E.ValueType << " prop, ::llvm::StringRef propName, "
          "llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {\n"
       << "    if (!(" << E.Condition << "))\n"
       << "      return emitError() << \"property '\" << propName\n"
       << "          << \"' failed to satisfy constraint: " << streamedSummary(E.Summary, "prop") << "\";\n"
       << "    return ::mlir::success();\n  }\n"
       << "  static ::llvm::LogicalResult " << Name << "(\n"
       << "      ::mlir::Operation *op, " << E.ValueType << " prop, ::llvm::StringRef propName) {\n"
       << "    return " << Name << "(prop, propName, [op]() {\n      return op->emitOpError();\n    });\n  }\n  ";
  }
  for (size_t I = 0; I < Entries[Successor].size(); ++I) {
    const Entry &E = Entries[Successor][I];
    OS << "\nstatic ::llvm::LogicalResult __mlir_ods_local_successor_constraint_" << Label << I + 1 << "(\n"
       << "    ::mlir::Operation *op, ::mlir::Block *successor,\n"
       << "    ::llvm::StringRef successorName, unsigned successorIndex) {\n"
       << "  if (!(" << E.Condition << ")) {\n"
       << "    return op->emitOpError(\"successor #\") << successorIndex << \" ('\"\n"
       << "        << successorName << \")' failed to verify constraint: " << streamedSummary(E.Summary, "successor") << "\";\n  }\n"
       << "  return ::mlir::success();\n}\n";
  }
  for (size_t I = 0; I < Entries[Region].size(); ++I) {
    const Entry &E = Entries[Region][I];
    OS << "\nstatic ::llvm::LogicalResult __mlir_ods_local_region_constraint_" << Label << I + 1 << "(\n"
       << "    ::mlir::Operation *op, ::mlir::Region &region, ::llvm::StringRef regionName,\n"
       << "    unsigned regionIndex) {\n"
       << "  if (!(" << E.Condition << ")) {\n"
       << "    return op->emitOpError(\"region #\") << regionIndex\n"
       << "        << (regionName.empty() ? \" \" : \" ('\" + regionName + \"') \")\n"
       << "        << \"failed to verify constraint: " << streamedSummary(E.Summary, "region") << "\";\n  }\n"
       << "  return ::mlir::success();\n}\n";
  }
}

} // namespace tblgen::mlirops
