//===- PassDecls.cpp - -gen-pass-decls ------------------------------------===//
//
// The C++ of a group of passes, in sections a user opts into by macro: the
// options struct and create functions of each pass (GEN_PASS_DECL_<PASS>),
// its CRTP base class (GEN_PASS_DEF_<PASS>), its registration
// (GEN_PASS_REGISTRATION_<PASS>) and the group's (GEN_PASS_REGISTRATION,
// named by -name). Passes come in record name order.
//
//===----------------------------------------------------------------------===//

#include "PassRecords.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"

namespace tblgen::mlirpass {

namespace {

constexpr std::string_view Rule =
    "//===----------------------------------------------------------------------===//\n";
constexpr std::string_view PassPtr = "std::unique_ptr<::mlir::Pass>";

/// #ifdef MACRO ... #undef MACRO / #endif, around Body.
template <typename F> void guarded(OStream &OS, const std::string &Macro, F Body) {
  OS << "#ifdef " << Macro << "\n";
  Body();
  OS << "#undef " << Macro << "\n#endif // " << Macro << "\n";
}

/// The options struct and the create functions a user declares.
void writeDeclSection(OStream &OS, const PassInfo &P) {
  const std::string Name(P.name());
  guarded(OS, "GEN_PASS_DECL_" + compat::upper(Name), [&] {
    if (!P.options().empty()) {
      OS << "struct " << Name << "Options {\n";
      for (const PassOption &O : P.options()) {
        std::string Type = O.type();
        std::string Member = O.member();
        if (O.isList()) {
          OS << "  ::llvm::SmallVector<" << Type << "> " << Member << ";\n";
          continue;
        }
        std::string Default = O.defaultValue();
        OS << "  " << Type << " " << Member;
        if (!Default.empty())
          OS << " = " << Default;
        OS << ";\n";
      }
      OS << "};\n";
    }
    if (P.constructor().empty()) {
      OS << PassPtr << " create" << Name << "();\n";
      if (!P.options().empty())
        OS << PassPtr << " create" << Name << "(" << Name << "Options options);\n";
    }
  });
}

/// The members holding the options and statistics.
void writeMembers(OStream &OS, const PassInfo &P) {
  for (const PassOption &O : P.options()) {
    std::string Type = O.type();
    std::string Member = O.member();
    std::string Argument = O.argument();
    std::string Desc = trimBlanks(O.description());
    OS << "  ::mlir::Pass::" << (O.isList() ? "ListOption" : "Option") << "<" << Type << "> "
       << Member << "{*this, \"" << Argument << "\", ::llvm::cl::desc(R\"PO(" << Desc
       << ")PO\")";
    std::string Default = O.defaultValue();
    if (!Default.empty())
      OS << ", ::llvm::cl::init(" << Default << ")";
    std::string Flags = O.extraFlags();
    if (!Flags.empty())
      OS << ", " << Flags;
    OS << "};\n";
  }
  for (const PassStatistic &S : P.statistics()) {
    std::string Member = S.member();
    std::string StatName = S.name();
    OS << "  ::mlir::Pass::Statistic " << Member << "{this, \"" << StatName << "\", R\"PS("
       << trimBlanks(S.description()) << ")PS\"};\n";
  }
}

void writeBaseClass(OStream &OS, const PassInfo &P) {
  const std::string Name(P.name());
  const std::string Cls = Name + "Base";
  const std::string B = P.baseClass();
  const std::string Argument = P.argument();
  const std::string Summary = trimBlanks(P.summary());
  OS << "namespace impl {\n\ntemplate <typename DerivedT>\n"
     << "class " << Cls << " : public " << B << " {\npublic:\n"
     << "  using Base = " << Cls << ";\n\n"
     << "  " << Cls << "() : " << B << "(::mlir::TypeID::get<DerivedT>()) {}\n"
     << "  " << Cls << "(const " << Cls << " &other) : " << B << "(other) {}\n"
     << "  " << Cls << "& operator=(const " << Cls << " &) = delete;\n"
     << "  " << Cls << "(" << Cls << " &&) = delete;\n"
     << "  " << Cls << "& operator=(" << Cls << " &&) = delete;\n"
     << "  ~" << Cls << "() = default;\n\n"
     << "  /// Returns the command-line argument attached to this pass.\n"
     << "  static constexpr ::llvm::StringLiteral getArgumentName() {\n"
     << "    return ::llvm::StringLiteral(\"" << Argument << "\");\n  }\n"
     << "  ::llvm::StringRef getArgument() const override { return \"" << Argument
     << "\"; }\n\n"
     << "  ::llvm::StringRef getDescription() const override { return R\"PD(" << Summary
     << ")PD\"; }\n\n"
     << "  /// Returns the derived pass name.\n"
     << "  static constexpr ::llvm::StringLiteral getPassName() {\n"
     << "    return ::llvm::StringLiteral(\"" << Name << "\");\n  }\n"
     << "  ::llvm::StringRef getName() const override { return \"" << Name << "\"; }\n\n"
     << "  /// Support isa/dyn_cast functionality for the derived pass class.\n"
     << "  static bool classof(const ::mlir::Pass *pass) {\n"
     << "    return pass->getTypeID() == ::mlir::TypeID::get<DerivedT>();\n  }\n\n"
     << "  /// A clone method to create a copy of this pass.\n"
     << "  std::unique_ptr<::mlir::Pass> clonePass() const override {\n"
     << "    return std::make_unique<DerivedT>(*static_cast<const DerivedT *>(this));\n  }\n\n"
     << "  /// Return the dialect that must be loaded in the context before this pass.\n"
     << "  void getDependentDialects(::mlir::DialectRegistry &registry) const override {\n";
  if (P.dialects().empty())
    OS << "    \n";
  for (const std::string &D : P.dialects())
    OS << "    registry.insert<" << D << ">();\n";
  OS << "  }\n\n"
     << "  /// Explicitly declare the TypeID for this class. We declare an explicit private\n"
     << "  /// instantiation because Pass classes should only be visible by the current\n"
     << "  /// library.\n"
     << "  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(" << Cls << "<DerivedT>)\n\n";
  if (!P.options().empty()) {
    OS << "  " << Cls << "(" << Name << "Options options) : " << Cls << "() {\n";
    for (const PassOption &O : P.options()) {
      std::string Member = O.member();
      OS << "    " << Member << " = std::move(options." << Member << ");\n";
    }
    OS << "  }\n";
  }
  OS << "protected:\n";
  writeMembers(OS, P);
  OS << "private:\n";
  if (P.constructor().empty()) {
    OS << "\n  friend " << PassPtr << " create" << Name << "() {\n"
       << "    return std::make_unique<DerivedT>();\n  }\n";
    if (!P.options().empty())
      OS << "\n  friend " << PassPtr << " create" << Name << "(" << Name
         << "Options options) {\n"
         << "    return std::make_unique<DerivedT>(std::move(options));\n  }\n";
  }
  OS << "};\n} // namespace impl\n";
}

/// The base class, and the create functions defined through it.
void writeDefSection(OStream &OS, const PassInfo &P) {
  const std::string Name(P.name());
  guarded(OS, "GEN_PASS_DEF_" + compat::upper(Name), [&] {
    bool Creates = P.constructor().empty();
    bool WithOptions = Creates && !P.options().empty();
    const std::string OptParam = Name + "Options options";
    if (Creates) {
      OS << "\nnamespace impl {\n  " << PassPtr << " create" << Name
         << "();\n} // namespace impl\n";
      if (WithOptions)
        OS << "\nnamespace impl {\n  " << PassPtr << " create" << Name << "(" << OptParam
           << ");\n} // namespace impl\n";
    }
    writeBaseClass(OS, P);
    if (Creates) {
      OS << "\n" << PassPtr << " create" << Name << "() {\n"
         << "  return impl::create" << Name << "();\n}\n";
      if (WithOptions)
        OS << "\n" << PassPtr << " create" << Name << "(" << OptParam << ") {\n"
           << "  return impl::create" << Name << "(std::move(options));\n}\n";
    }
  });
}

void writeRegistration(OStream &OS, const PassInfo &P) {
  const std::string Name(P.name());
  OS << "\n" << Rule << "// " << Name << " Registration\n" << Rule;
  guarded(OS, "GEN_PASS_REGISTRATION_" + compat::upper(Name), [&] {
    const std::string Call = P.creatorCall();
    auto fn = [&](std::string_view Suffix) {
      OS << "inline void register" << Name << Suffix << "() {\n"
         << "  ::mlir::registerPass([]() -> " << PassPtr << " {\n"
         << "    return " << Call << ";\n  });\n}\n";
    };
    OS << "\n";
    fn("");
    OS << "\n// Old registration code, kept for temporary backwards compatibility.\n";
    fn("Pass");
    OS << "\n";
  });
}

void emitPassDecls(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Group = Ctx.option("name", "");
  std::vector<PassInfo> Passes = readPasses(Records);
  OS << "/* Autogenerated by mlir-tblgen; don't manually edit */\n\n"
     << "#ifdef GEN_PASS_DECL\n// Generate declarations for all passes.\n";
  for (const PassInfo &P : Passes)
    OS << "#define GEN_PASS_DECL_" << compat::upper(P.name()) << "\n";
  OS << "#undef GEN_PASS_DECL\n#endif // GEN_PASS_DECL\n";
  for (const PassInfo &P : Passes) {
    OS << "\n" << Rule << "// " << P.name() << "\n" << Rule;
    writeDeclSection(OS, P);
    writeDefSection(OS, P);
  }
  OS << "#ifdef GEN_PASS_REGISTRATION\n// Generate registrations for all passes.\n";
  for (const PassInfo &P : Passes)
    OS << "#define GEN_PASS_REGISTRATION_" << compat::upper(P.name()) << "\n";
  OS << "#endif // GEN_PASS_REGISTRATION\n";
  for (const PassInfo &P : Passes)
    writeRegistration(OS, P);
  OS << "#ifdef GEN_PASS_REGISTRATION\n\n" << Rule << "// " << Group << " Registration\n"
     << Rule << "\ninline void register" << Group << "Passes() {\n";
  for (const PassInfo &P : Passes)
    OS << "  register" << P.name() << "();\n";
  OS << "}\n#undef GEN_PASS_REGISTRATION\n#endif // GEN_PASS_REGISTRATION\n"
     << "#ifdef GEN_PASS_CLASSES\n"
     << "#error \"GEN_PASS_CLASSES is deprecated; use per-pass macros\"\n"
     << "#undef GEN_PASS_CLASSES\n#endif // GEN_PASS_CLASSES\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRPassDecls, TM_MLIR, "gen-pass-decls", "Generate pass declarations",
                             emitPassDecls, BT_None);

} // namespace tblgen::mlirpass
