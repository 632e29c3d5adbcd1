//===- BytecodeGen.cpp - -gen-bytecode ------------------------------------===//
//
// The bytecode reader and writer of one dialect's attributes and types,
// from its DialectAttributes / DialectTypes lists (mlir/IR/BytecodeBase.td;
// -bytecode-dialect picks one when the input has several): per C++ type, a
// read function for each entry of that type and one write function
// choosing among them by printerPredicate; then, per kind, the dispatch
// reading the entry code and the TypeSwitch writing it.
//
// The text is written through a writer that indents as mlir-tblgen's
// indenting stream does: each line of a piece of text starts at the
// current indentation, and a piece's line of blanks only is dropped.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <map>

namespace tblgen::mlirdialect {

namespace {

/// Indents every line it is given by the current indentation.
class IndentWriter {
public:
  explicit IndentWriter(OStream &OS) : OS(OS) {}

  IndentWriter &operator<<(std::string_view Piece) {
    while (!Piece.empty()) {
      size_t NL = Piece.find('\n');
      if (NL == std::string_view::npos) {
        emitLine(Piece);
        LineStart = false;
        return *this;
      }
      std::string_view Line = Piece.substr(0, NL);
      if (Line.find_first_not_of(" \t\n\v\f\r") != std::string_view::npos)
        emitLine(Line);
      OS << "\n";
      LineStart = true;
      Piece.remove_prefix(NL + 1);
    }
    return *this;
  }
  IndentWriter &operator<<(const std::string &S) { return *this << std::string_view(S); }
  IndentWriter &operator<<(const char *S) { return *this << std::string_view(S); }
  IndentWriter &operator<<(int64_t V) { return *this << std::to_string(V); }

  void indent() { Indent += 2; }
  void unindent() { Indent = Indent >= 2 ? Indent - 2 : 0; }

  /// Writes Open and indents; the destructor unindents and writes Close.
  class Block {
  public:
    Block(IndentWriter &W, std::string_view Open, std::string_view Close) : W(W), Close(Close) {
      W << Open;
      W.indent();
    }
    ~Block() {
      W.unindent();
      W << Close;
    }

  private:
    IndentWriter &W;
    std::string_view Close;
  };

private:
  void emitLine(std::string_view Text) {
    if (LineStart)
      for (unsigned I = 0; I < Indent; ++I)
        OS << " ";
    OS << Text;
  }

  OStream &OS;
  unsigned Indent = 0;
  bool LineStart = true;
};

constexpr std::string_view Dead = "ReservedOrDead";

/// Replaces every "$_name" of Subst in Text (keys in sorted order).
std::string substitute(std::string Text, const std::map<std::string, std::string> &Subst) {
  for (const auto &[From, To] : Subst) {
    for (size_t At = Text.find(From); At != std::string::npos; At = Text.find(From, At)) {
      Text.replace(At, From.size(), To);
      At += To.size();
    }
  }
  return Text;
}

std::string capitalized(std::string_view S) {
  std::string C(S);
  if (!C.empty() && C[0] >= 'a' && C[0] <= 'z')
    C[0] = char(C[0] - 'a' + 'A');
  return C;
}

/// The C++ type of an entry or member: cType, else the def's name; an
/// Array's is a SmallVector of its element's.
std::string cTypeOf(const Record *Def) {
  bool Array = Def->isSubClassOf("Array");
  if (Array)
    Def = Def->getValueAsDef("elemT");
  std::string T = Def->getValueAsString("cType");
  if (T.empty()) {
    if (Def->isAnonymous())
      PrintFatalError(Def->getLocs(), "Unable to determine cType");
    T = std::string(Def->getName());
  }
  return Array ? "SmallVector<" + T + ">" : T;
}

/// An element read or written as a list of its own (not the built-in
/// attribute / type lists).
bool needsListHelper(const Record *Elem) {
  return Elem->isSubClassOf("CompositeBytecode") ||
         !(Elem->isSubClassOf("AttributeKind") || Elem->isSubClassOf("TypeKind"));
}

struct Member {
  const Record *Def;
  std::string Name;
};

std::vector<Member> membersOf(const DagInit *D) {
  std::vector<Member> Ms;
  for (unsigned I = 0; I < D->getNumArgs(); ++I) {
    const auto *DI = dyn_cast<DefInit>(D->getArg(I));
    std::string Name(D->getArgNameStr(I));
    if (!DI)
      PrintFatalError("Unexpected type for " + Name);
    Ms.push_back({DI->getDef(), Name});
  }
  return Ms;
}

std::string helperName(std::string_view Member) { return "read" + capitalized(Member); }

void writeReadBody(IndentWriter &W, const std::string &Result, const std::string &Builder,
                   const std::vector<Member> &Members, std::string_view Failure);

/// `if (succeeded(...) && ...) {` over the members that are read.
void writeReadCondition(IndentWriter &W, const std::vector<Member> &Members) {
  W << "if ";
  IndentWriter::Block Parens(W, "(", ") {");
  W.indent();
  // The members read, paired with the member names in order (as
  // mlir-tblgen pairs them).
  std::vector<const Record *> Read;
  for (const Member &M : Members)
    if (M.Def->isSubClassOf("Array") || !M.Def->getValueAsString("cParser").empty())
      Read.push_back(M.Def);
  for (size_t I = 0; I < Read.size() && I < Members.size(); ++I) {
    const Record *Def = Read[I];
    const std::string &Name = Members[I].Name;
    std::string Parser;
    if (std::optional<std::string> P = Def->getValueAsOptionalString("cParser")) {
      Parser = *P;
    } else if (Def->isSubClassOf("Array")) {
      const Record *Elem = Def->getValueAsDef("elemT");
      bool Composite = Elem->isSubClassOf("CompositeBytecode");
      if (!Composite && Elem->isSubClassOf("AttributeKind"))
        Parser = "succeeded($_reader.readAttributes($_var))";
      else if (!Composite && Elem->isSubClassOf("TypeKind"))
        Parser = "succeeded($_reader.readTypes($_var))";
      else
        Parser = "succeeded($_reader.readList($_var, " + helperName(Name) + "))";
    } else {
      PrintFatalError(Def->getLocs(), "No parser specified");
    }
    if (I)
      W << " &&\n";
    W << substitute(Parser, {{"$_reader", "reader"}, {"$_resultType", cTypeOf(Def)}, {"$_var", Name}});
  }
}

void writeReadBody(IndentWriter &W, const std::string &Result, const std::string &Builder,
                   const std::vector<Member> &Members, std::string_view Failure) {
  IndentWriter::Block Body(W, "{\n", "}");
  if (Members.empty()) {
    W << "return get<" << Result << ">(context);\n";
    return;
  }
  // Declarations, those of one type in a row sharing a line.
  std::string Last;
  for (const Member &M : Members) {
    std::string T = cTypeOf(M.Def);
    if (T == Last) {
      W << ", ";
    } else {
      if (!Last.empty())
        W << ";\n";
      W << T << " ";
    }
    W << M.Name;
    Last = T;
  }
  W << ";\n";
  // A lambda reading one element of each list member.
  for (const Member &M : Members) {
    if (!M.Def->isSubClassOf("Array"))
      continue;
    const Record *Elem = M.Def->getValueAsDef("elemT");
    if (!needsListHelper(Elem))
      continue;
    std::string ElemType = cTypeOf(Elem);
    W << "auto " << helperName(M.Name) << " = [&]() -> FailureOr<" << ElemType << "> ";
    std::vector<Member> Parts;
    if (Elem->isSubClassOf("CompositeBytecode"))
      Parts = membersOf(Elem->getValueAsDag("members"));
    else
      Parts = {{Elem, "temp"}};
    writeReadBody(W, ElemType, Elem->getValueAsString("cBuilder"), Parts, "failure()");
    W << ";\n";
  }
  writeReadCondition(W, Members);
  std::string Args;
  for (const Member &M : Members) {
    if (M.Name.starts_with("_"))
      continue;
    if (!Args.empty())
      Args += ", ";
    Args += M.Name;
  }
  W << "\nreturn " << substitute(Builder, {{"$_args", Args}, {"$_resultType", Result}}) << ";\n";
  W.unindent();
  W << "}\nreturn " << std::string(Failure) << ";\n";
}

void writeRead(OStream &OS, std::string_view Kind, const Record *Entry) {
  if (Entry->getName() == Dead)
    return;
  IndentWriter W(OS);
  std::string Result = cTypeOf(Entry);
  W << "static " << (Kind == "attribute" ? "::mlir::Attribute" : "::mlir::Type") << " read"
    << std::string(Entry->getName()) << "(MLIRContext* context, DialectBytecodeReader &reader) ";
  std::string Builder = Entry->getValueAsString("cBuilder");
  size_t B = Builder.find_first_not_of(" \t\n\v\f\r");
  size_t E = Builder.find_last_not_of(" \t\n\v\f\r");
  Builder = B == std::string::npos ? "" : Builder.substr(B, E - B + 1);
  writeReadBody(W, Result, Builder, membersOf(Entry->getValueAsDag("members")), Result + "()");
  W << "\n\n";
}

void writeMember(IndentWriter &W, const Record *Def, std::string_view Kind,
                 std::string_view Parent, std::string_view Name) {
  std::string Getter;
  std::string Camel = mlir::snakeToCamel(Name, true);
  if (std::optional<std::string> G = Def->getValueAsOptionalString("cGetter"); G && !G->empty())
    Getter = substitute(*G, {{"$_attrType", std::string(Parent)},
                             {"$_member", std::string(Name)},
                             {"$_getMember", "get" + Camel}});
  else
    Getter = std::string(Parent) + ".get" + Camel + "()";
  if (Def->isSubClassOf("Array")) {
    const Record *Elem = Def->getValueAsDef("elemT");
    if (!Elem->isSubClassOf("CompositeBytecode")) {
      if (Elem->isSubClassOf("AttributeKind")) {
        W << "writer.writeAttributes(" << Getter << ");\n";
        return;
      }
      if (Elem->isSubClassOf("TypeKind")) {
        W << "writer.writeTypes(" << Getter << ");\n";
        return;
      }
    }
    W << "writer.writeList(" << Getter << ", [&](" << cTypeOf(Elem) << " " << std::string(Kind)
      << ") ";
    IndentWriter::Block Lambda(W, "{\n", "});\n");
    writeMember(W, Elem, Kind, Kind, Kind);
    return;
  }
  if (Def->isSubClassOf("CompositeBytecode"))
    for (const Member &M : membersOf(Def->getValueAsDag("members")))
      writeMember(W, M.Def, Kind, Parent, M.Name);
  if (std::string Printer = Def->getValueAsString("cPrinter"); !Printer.empty())
    W << substitute(Printer, {{"$_writer", "writer"},
                              {"$_name", std::string(Kind)},
                              {"$_getter", Getter}})
      << ";\n";
}

using Entries = std::vector<std::pair<int64_t, const Record *>>;

void writeWrite(OStream &OS, std::string_view Kind, const std::string &Type, const Entries &Es) {
  if (Type == Dead)
    return;
  IndentWriter W(OS);
  W << "static void write(" << Type << " " << std::string(Kind) << ", DialectBytecodeWriter &writer) ";
  IndentWriter::Block Body(W, "{\n", "}\n\n");
  if (Es.size() > 1) {
    bool Missing = false;
    for (const auto &[Index, R] : Es)
      if (R->getValueAsString("printerPredicate").empty()) {
        PrintError(R->getLocs(), "Requires parsing predicate given common cType");
        Missing = true;
      }
    if (Missing)
      PrintFatalError("Unspecified for shared cType " + Type);
  }
  for (const auto &[Index, R] : Es) {
    std::string Pred = R->getValueAsString("printerPredicate");
    if (!Pred.empty()) {
      W << "if (" << substitute(Pred, {{"$_val", std::string(Kind)}}) << ") {\n";
      W.indent();
    }
    W << "writer.writeVarInt(/* " << std::string(R->getName()) << " */ " << Index << ");\n";
    for (const Member &M : membersOf(R->getValueAsDag("members")))
      writeMember(W, M.Def, Kind, Kind, M.Name);
    if (!Pred.empty()) {
      W.unindent();
      W << "}\n";
    }
  }
}

void writeReadDispatch(OStream &OS, std::string_view Kind, const std::vector<const Record *> &All) {
  IndentWriter W(OS);
  std::string K = capitalized(Kind);
  W << "static " << K << " read" << K << "(MLIRContext* context, DialectBytecodeReader &reader)";
  IndentWriter::Block Body(W, " {\n", "}\n\n");
  if (All.empty()) {
    W << "return reader.emitError() << \"unknown attribute\", " << K << "();\n";
    return;
  }
  W << "uint64_t kind;\n"
    << "if (failed(reader.readVarInt(kind)))\n"
    << "  return " << K << "();\n"
    << "switch (kind) ";
  {
    IndentWriter::Block Switch(W, "{\n", "}\n");
    for (size_t I = 0; I < All.size(); ++I)
      if (All[I]->getName() != Dead)
        W << "case " << int64_t(I) << ":\n  return read" << std::string(All[I]->getName())
          << "(context, reader);\n";
    W << "default:\n"
      << "  reader.emitError() << \"unknown attribute code: \" << kind;\n"
      << "  return " << K << "();\n";
  }
  W << "return " << K << "();\n";
}

void writeWriteDispatch(OStream &OS, std::string_view Kind, const std::vector<std::string> &Types) {
  IndentWriter W(OS);
  std::string K = capitalized(Kind);
  std::string Var(Kind);
  W << "static LogicalResult write" << K << "(" << K << " " << Var
    << ",\n                                DialectBytecodeWriter &writer)";
  IndentWriter::Block Body(W, " {\n", "}\n\n");
  W << "return TypeSwitch<" << K << ", LogicalResult>(" << Var << ")";
  IndentWriter::Block Cases(W, "", "");
  for (const std::string &T : Types) {
    if (T == Dead)
      continue;
    W << "\n.Case([&](" << T << " t)";
    IndentWriter::Block Case(W, " {\n", "})");
    W << "return write(t, writer), success();\n";
  }
  W << "\n.Default([&](" << K << ") { return failure(); });\n";
}

void emitBytecode(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Selected = Ctx.option("bytecode-dialect", "");
  struct Lists {
    std::vector<const Record *> Attrs, Types;
  };
  std::vector<std::pair<std::string, Lists>> ByDialect; // first-seen order
  auto slot = [&](const std::string &D) -> Lists & {
    for (auto &[Name, L] : ByDialect)
      if (Name == D)
        return L;
    return ByDialect.emplace_back(D, Lists()).second;
  };
  for (const Record *R : Records.getAllDerivedDefinitions("DialectAttributes")) {
    std::string D = R->getValueAsString("dialect");
    if (Selected.empty() || D == Selected)
      slot(D).Attrs = R->getValueAsListOfDefs("elems");
  }
  for (const Record *R : Records.getAllDerivedDefinitions("DialectTypes")) {
    std::string D = R->getValueAsString("dialect");
    if (Selected.empty() || D == Selected)
      slot(D).Types = R->getValueAsListOfDefs("elems");
  }
  if (ByDialect.size() != 1)
    PrintFatalError("Single dialect per invocation required (either only one in input file or "
                    "specified via dialect option)");
  const Lists &L = ByDialect.front().second;
  for (std::string_view Kind : {"attribute", "type"}) {
    const std::vector<const Record *> &All = Kind == "attribute" ? L.Attrs : L.Types;
    std::map<std::string, Entries> ByType;
    for (size_t I = 0; I < All.size(); ++I)
      ByType[cTypeOf(All[I])].emplace_back(int64_t(I), All[I]);
    std::vector<std::string> Types;
    for (const auto &[Type, Es] : ByType) {
      for (const auto &E : Es)
        writeRead(OS, Kind, E.second);
      writeWrite(OS, Kind, Type, Es);
      Types.push_back(Type);
    }
    writeReadDispatch(OS, Kind, All);
    writeWriteDispatch(OS, Kind, Types);
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRBytecode, TM_MLIR, "gen-bytecode",
                             "Generate dialect bytecode readers/writers", emitBytecode, BT_None);

} // namespace tblgen::mlirdialect
