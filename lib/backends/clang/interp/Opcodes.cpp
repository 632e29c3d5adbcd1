//===- Opcodes.cpp - -gen-clang-opcodes ----------------------------------===//
//
// The opcodes of Clang's constant interpreter (ByteCode/Opcodes.td). An
// Opcode def with type classes stands for one opcode per combination of
// their types (the first class varying slowest), named by its Name (or its
// record name) followed by the type names. Per def, in record order, the
// backend writes its opcodes' sections: names, interpreter cases,
// disassembler cases, emitter prototypes, the dispatch over PrimType of a
// grouped def, the bytecode emitters and the evaluating emitters.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::clanginterp {

namespace {

struct Arg {
  std::string Type;
  bool ByRef;
};

/// One Opcode def, read once.
struct OpDef {
  std::string Base; ///< Name, or the record name
  std::vector<std::vector<std::string>> Classes; ///< type names per class
  std::vector<Arg> Args;
  bool CanReturn, ChangesPC, CustomLink, CustomEval, Group;
};

/// Writes the parameters of an emitter: each argument as a prototype
/// (Named false) or a definition names it, each followed by ", ".
void params(OStream &OS, const std::vector<Arg> &Args, bool Named) {
  for (size_t I = 0; I < Args.size(); ++I) {
    const Arg &A = Args[I];
    if (A.ByRef)
      OS << "const " << A.Type << " &";
    else
      OS << ' ' << A.Type << ' ';
    if (Named)
      OS << 'A' << I;
    OS << ", ";
  }
}

/// Writes Each(0) ... Each(N - 1) separated by Sep.
template <typename Fn> void separated(OStream &OS, size_t N, std::string_view Sep, Fn Each) {
  for (size_t K = 0; K != N; ++K) {
    if (K)
      OS << Sep;
    Each(K);
  }
}

/// ", A0, A1" (Prefix 'A') or ", V0, V1" for the arguments.
void argNames(OStream &OS, size_t N, char Prefix) {
  for (size_t I = 0; I < N; ++I)
    OS << ", " << Prefix << I;
}

/// The interpreter function an opcode calls: Base<PT_X, ...>.
std::string callee(const OpDef &D, const std::vector<std::string> &Types) {
  std::string S = D.Base;
  if (Types.empty())
    return S;
  S += '<';
  for (size_t I = 0; I < Types.size(); ++I)
    S += (I ? ", PT_" : "PT_") + Types[I];
  return S + '>';
}

class OpcodeWriter {
public:
  OpcodeWriter(OStream &OS, size_t NumTypes) : OS(OS), NumTypes(NumTypes) {}

  void write(const OpDef &D) {
    // Every combination of the classes' types.
    std::vector<std::vector<std::string>> Combos(1);
    for (const auto &Class : D.Classes) {
      std::vector<std::vector<std::string>> Next;
      for (const auto &C : Combos)
        for (const std::string &T : Class) {
          Next.push_back(C);
          Next.back().push_back(T);
        }
      Combos = std::move(Next);
    }
    std::vector<std::string> Names;
    for (const auto &C : Combos) {
      std::string N = D.Base;
      for (const std::string &T : C)
        N += T;
      Names.push_back(std::move(N));
    }

    OS << "#ifdef GET_OPCODE_NAMES\n";
    for (const std::string &N : Names)
      OS << "OP_" << N << ",\n";
    OS << "#endif\n#ifdef GET_INTERP\n";
    for (size_t I = 0; I < Names.size(); ++I)
      interpCase(D, Names[I], Combos[I]);
    OS << "#endif\n#ifdef GET_DISASM\n";
    for (const std::string &N : Names) {
      OS << "case OP_" << N << ":\n  Text.Op = PrintName(\"" << N << "\");\n";
      for (const Arg &A : D.Args)
        OS << "  Text.Args.push_back(printArg<" << A.Type << ">(P, PC));\n";
      OS << "  break;\n";
    }
    OS << "#endif\n#if defined(GET_EVAL_PROTO) || defined(GET_LINK_PROTO)\n";
    for (const std::string &N : Names) {
      OS << "bool emit" << N << "(";
      params(OS, D.Args, false);
      OS << "SourceInfo);\n";
    }
    if (D.CustomEval && !D.Classes.empty()) {
      OS << "#if defined(GET_EVAL_PROTO)\ntemplate<";
      separated(OS, D.Classes.size(), ", ", [&](size_t) { OS << "PrimType"; });
      OS << ">\nbool emit" << D.Base << "(";
      for (const Arg &A : D.Args)
        OS << A.Type << ", ";
      OS << "SourceInfo);\n#endif\n";
    }
    OS << "#endif\n";
    if (D.Group)
      dispatch(D);
    if (!D.CustomLink) {
      OS << "#ifdef GET_LINK_IMPL\n";
      for (const std::string &N : Names) {
        OS << "bool ByteCodeEmitter::emit" << N << "(";
        params(OS, D.Args, true);
        OS << "SourceInfo L) {\n  return emitOp<";
        separated(OS, D.Args.size(), ", ", [&](size_t K) { OS << D.Args[K].Type; });
        OS << ">(OP_" << N;
        argNames(OS, D.Args.size(), 'A');
        OS << ", L);\n}\n";
      }
      OS << "#endif\n";
    }
    if (!D.CustomEval) {
      OS << "#ifdef GET_EVAL_IMPL\n";
      for (size_t I = 0; I < Names.size(); ++I) {
        OS << "bool EvalEmitter::emit" << Names[I] << "(";
        params(OS, D.Args, true);
        OS << "SourceInfo L) {\n  if (!isActive()) return true;\n  CurrentSource = L;\n  return "
           << callee(D, Combos[I]) << "(S, OpPC";
        argNames(OS, D.Args.size(), 'A');
        OS << ");\n}\n";
      }
      OS << "#endif\n";
    }
  }

private:
  OStream &OS;
  size_t NumTypes; ///< all Type records: a class of them all needs no default

  void interpCase(const OpDef &D, const std::string &Name, const std::vector<std::string> &Types) {
    OS << "case OP_" << Name << ": {\n";
    if (D.CanReturn)
      OS << "  bool DoReturn = (S.Current == StartFrame);\n";
    for (size_t I = 0; I < D.Args.size(); ++I)
      OS << "  const auto " << (D.Args[I].ByRef ? "&" : "") << 'V' << I << " = ReadArg<"
         << D.Args[I].Type << ">(S, PC);\n";
    OS << "  if (!" << callee(D, Types) << "(S, " << (D.ChangesPC ? "PC" : "OpPC");
    argNames(OS, D.Args.size(), 'V');
    OS << "))\n    return false;\n";
    if (D.CanReturn)
      OS << "  if (!S.Current || S.Current->isRoot())\n    return true;\n"
         << "  if (DoReturn)\n    return true;\n";
    OS << "  continue;\n}\n";
  }

  /// emit<Base>(PrimType..., args, SourceInfo): a switch per type class.
  void dispatch(const OpDef &D) {
    OS << "#if defined(GET_EVAL_PROTO) || defined(GET_LINK_PROTO)\n[[nodiscard]] bool emit"
       << D.Base << "(";
    for (size_t I = 0; I < D.Classes.size(); ++I)
      OS << "PrimType, ";
    for (const Arg &A : D.Args)
      OS << A.Type << ", ";
    OS << "SourceInfo I);\n#endif\n"
       << "#if defined(GET_EVAL_IMPL) || defined(GET_LINK_IMPL)\nbool\n"
       << "#if defined(GET_EVAL_IMPL)\nEvalEmitter\n#else\nByteCodeEmitter\n#endif\n::emit"
       << D.Base << "(";
    separated(OS, D.Classes.size(), ", ", [&](size_t K) { OS << "PrimType T" << K; });
    for (size_t I = 0; I < D.Args.size(); ++I) {
      // (no separator before the first argument of an opcode without types)
      if (I || !D.Classes.empty())
        OS << ", ";
      if (D.Args[I].ByRef)
        OS << "const " << D.Args[I].Type << " &A" << I;
      else
        OS << ' ' << D.Args[I].Type << " A" << I;
    }
    OS << ", SourceInfo I) {\n";
    std::vector<std::string> Chosen;
    if (D.Classes.empty())
      leafCall(D, Chosen); // (a group of one opcode: the call itself)
    else
      switchOn(D, 0, Chosen);
    OS << "}\n#endif\n";
  }

  /// The call a dispatch makes once the types in Chosen are known.
  void leafCall(const OpDef &D, const std::vector<std::string> &Chosen) {
    std::string Name = D.Base;
    for (const std::string &C : Chosen)
      Name += C;
    if (D.CustomEval)
      OS << "#ifdef GET_LINK_IMPL\n    return emit" << Name << "\n#else\n    return emit"
         << callee(D, Chosen) << "\n#endif\n      (";
    else
      OS << "    return emit" << Name << "(";
    for (size_t I = 0; I < D.Args.size(); ++I)
      OS << 'A' << I << ", ";
    OS << "I);\n";
  }

  void switchOn(const OpDef &D, size_t Level, std::vector<std::string> &Chosen) {
    OS << "  switch (T" << Level << ") {\n";
    for (const std::string &T : D.Classes[Level]) {
      OS << "  case PT_" << T << ":\n";
      Chosen.push_back(T);
      if (Level + 1 < D.Classes.size())
        switchOn(D, Level + 1, Chosen);
      else
        leafCall(D, Chosen);
      Chosen.pop_back();
    }
    if (D.Classes[Level].size() != NumTypes)
      OS << "  default: llvm_unreachable(\"invalid type: emit" << D.Base << "\");\n";
    OS << "  }\n  llvm_unreachable(\"invalid enum value\");\n";
  }
};

void emitOpcodes(const RecordKeeper &RK, OStream &OS) {
  OpcodeWriter W(OS, RK.getAllDerivedDefinitions("Type").size());
  for (const Record *R : RK.getAllDerivedDefinitions("Opcode")) {
    OpDef D;
    D.Base = R->getValueAsString("Name");
    if (D.Base.empty())
      D.Base = std::string(R->getName());
    for (const Record *Class : R->getValueAsListOfDefs("Types")) {
      std::vector<std::string> Types;
      for (const Record *T : Class->getValueAsListOfDefs("Types"))
        Types.emplace_back(T->getName());
      D.Classes.push_back(std::move(Types));
    }
    for (const Record *A : R->getValueAsListOfDefs("Args"))
      D.Args.push_back({A->getValueAsString("Name"), A->getValueAsBit("AsRef")});
    D.CanReturn = R->getValueAsBit("CanReturn");
    D.ChangesPC = R->getValueAsBit("ChangesPC");
    D.CustomLink = R->getValueAsBit("HasCustomLink");
    D.CustomEval = R->getValueAsBit("HasCustomEval");
    D.Group = R->getValueAsBit("HasGroup");
    W.write(D);
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangOpcodes, TM_Clang, "gen-clang-opcodes",
                             "Generate Clang constexpr interpreter opcodes", emitOpcodes, BT_None);

} // namespace tblgen::clanginterp
