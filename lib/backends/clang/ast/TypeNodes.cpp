//===- TypeNodes.cpp - -gen-clang-type-nodes ------------------------------===//
//
// TypeNodes.inc, the x-macro database of Clang's type classes: every type
// node below Type, depth first with children in record order, through the
// macro its traits select (TypeKinds.def), then LAST_TYPE and the list of
// always-canonical types.
//
//===----------------------------------------------------------------------===//

#include "NodeTree.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::clangast {

namespace {

/// A macro a type node may be listed with, and the class (or, for
/// ABSTRACT_TYPE, the Abstract bit) that selects it.
struct TypeMacro {
  std::string_view Name;
  std::string_view SelectedBy; ///< "" for the Abstract bit
};
constexpr TypeMacro SelectingMacros[] = {
#define TYPE_MACRO(Name, SelectedBy) {Name, SelectedBy},
#include "TypeMacros.def"
};

/// The fallback definitions, each in terms of TYPE.
constexpr std::string_view FallbackMacros[] = {"ABSTRACT_TYPE", "NON_CANONICAL_TYPE",
                                               "DEPENDENT_TYPE",
                                               "NON_CANONICAL_UNLESS_DEPENDENT_TYPE"};

class TypeDatabase {
public:
  explicit TypeDatabase(const RecordKeeper &Records) : Records(Records) {}

  void emit(OStream &OS) {
    const auto &Types = Records.getAllDerivedDefinitions("TypeNode");
    if (Types.empty())
      PrintFatalError("no Type records in input!");
    emitSourceFileHeader("An x-macro database of Clang type nodes", OS, Records);
    for (std::string_view M : FallbackMacros)
      OS << "#ifndef " << M << "\n#  define " << M << "(Class, Base) TYPE(Class, Base)\n#endif\n";

    NodeTree Tree(Records, "TypeNode", RootMessages{"multiple root nodes in ", "no root node in ", false});
    uint32_t Last = Tree.root();
    // Type itself is not listed: it has no base.
    auto visit = [&](auto &Self, uint32_t N, uint32_t Base) -> void {
      OS << macroFor(Tree, N) << '(' << id(Tree.record(N)) << ", " << Tree.name(Base) << ")\n";
      Last = N;
      for (uint32_t K : Tree.children(N))
        Self(Self, K, N);
    };
    for (uint32_t K : Tree.children(Tree.root()))
      visit(visit, K, Tree.root());
    // LAST_TYPE needs a type (clang-tblgen crashes without one).
    if (Last == Tree.root())
      PrintFatalError(Tree.record(Last), "no type node below the root type '" +
                                             std::string(Tree.name(Last)) + "'");
    OS << "#ifdef LAST_TYPE\nLAST_TYPE(" << id(Tree.record(Last)) << ")\n#undef LAST_TYPE\n#endif\n";

    OS << "#ifdef ALWAYS_CANONICAL_TYPE\n";
    for (const Record *T : Types)
      if (T->isSubClassOf("AlwaysCanonical"))
        OS << "ALWAYS_CANONICAL_TYPE(" << id(T) << ")\n";
    OS << "#undef ALWAYS_CANONICAL_TYPE\n#endif\n";

    // TYPE, then ABSTRACT_TYPE once for the preamble's list and once for its
    // own fallback, then the other fallbacks.
    OS << "#undef TYPE\n#undef ABSTRACT_TYPE\n";
    for (std::string_view M : FallbackMacros)
      OS << "#undef " << M << '\n';
  }

private:
  const RecordKeeper &Records;

  /// The node's name without its "Type" suffix.
  static std::string_view id(const Record *R) {
    std::string_view Name = R->getName();
    constexpr std::string_view Suffix = "Type";
    if (!Name.ends_with(Suffix))
      PrintFatalError(R, "name of node doesn't end in Type");
    return Name.substr(0, Name.size() - Suffix.size());
  }

  /// The one macro the node's traits select, TYPE when none does.
  static std::string_view macroFor(const NodeTree &Tree, uint32_t N) {
    const Record *R = Tree.record(N);
    std::string_view Chosen;
    for (const TypeMacro &M : SelectingMacros) {
      bool Selected = M.SelectedBy.empty() ? Tree.isAbstract(N) : R->isSubClassOf(M.SelectedBy);
      if (!Selected)
        continue;
      if (!Chosen.empty())
        PrintFatalError(R, "conflict when computing macro name for Type node: trying to use "
                           "both \"" + std::string(Chosen) + "\" and \"" + std::string(M.Name) +
                               "\"");
      Chosen = M.Name;
    }
    return Chosen.empty() ? std::string_view("TYPE") : Chosen;
  }
};

void emitTypeNodes(const RecordKeeper &Records, OStream &OS) { TypeDatabase(Records).emit(OS); }

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangTypeNodes, TM_Clang, "gen-clang-type-nodes",
                             "Generate Clang AST type nodes", emitTypeNodes, BT_None);

} // namespace tblgen::clangast
