//===- OpenCLFiles.cpp - OpenCL C files from the builtin descriptions -----===//
//
// -gen-clang-opencl-builtin-tests (a function calling each overload of each
// builtin) and -gen-clang-opencl-builtin-header (a declaration of each):
// generic types expand into every type and vector size they stand for,
// each overload guarded by the extensions and OpenCL versions it needs.
//
//===----------------------------------------------------------------------===//

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <unordered_map>

namespace tblgen::clangopencl {

namespace {

std::string_view str(const Record *R, std::string_view F) { return compat::stringField(R, F); }

/// Qualifiers a pointer, const or volatile type puts on a generic type.
struct Quals {
  bool Const = false, Volatile = false, Pointer = false;
  std::string_view AddrSpace;
};

class OpenCLFileWriter {
public:
  OpenCLFileWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}

  /// The overloads of one builtin: overload I has, for argument A (the
  /// return type first), the type spelled as name(at(I, A)).
  struct Overloads {
    std::vector<const std::vector<unsigned> *> Args;
    size_t Count = 1;
    /// Shorter expansions repeat.
    unsigned at(size_t I, size_t A) const { return (*Args[A])[I % Args[A]->size()]; }
  };

  /// Each overload of builtin B. A signature entry expands the same way in
  /// every builtin, so each is expanded once.
  Overloads expand(const Record *B) {
    const std::vector<const Record *> Sig = B->getValueAsListOfDefs("Signature");
    if (Sig.empty()) // clang-tblgen 22 crashes here
      PrintFatalError(B, "builtin '" + std::string(str(B, "Name")) + "' has an empty signature");
    Overloads Out;
    Out.Args.reserve(Sig.size());
    for (const Record *Arg : Sig) {
      auto [It, New] = Expanded.try_emplace(Arg);
      if (New)
        It->second = expandArg(B, Arg);
      Out.Count = std::max(Out.Count, It->second.size());
      Out.Args.push_back(&It->second);
    }
    return Out;
  }

  /// The spelling of a type number.
  const std::string &name(unsigned Id) const { return Names[Id]; }

  void extensionSetup() {
    OS << R"(
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_gl_msaa_sharing : enable
#pragma OPENCL EXTENSION cl_khr_mipmap_image_writes : enable
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable

)";
  }

  /// "#if defined(a) && defined(b)" for the space separated Exts.
  void definedTest(const std::vector<std::string_view> &Exts) {
    OS << "#if ";
    for (size_t I = 0; I < Exts.size(); ++I)
      OS << (I ? " && " : "") << "defined(" << Exts[I] << ')';
    OS << '\n';
  }

  static std::vector<std::string_view> split(std::string_view S) {
    std::vector<std::string_view> Out;
    while (true) {
      const size_t Space = S.find(' ');
      Out.push_back(S.substr(0, Space));
      if (Space == std::string_view::npos)
        return Out;
      S.remove_prefix(Space + 1);
    }
  }

  /// Opens the guard of B's extensions; returns its #endif line.
  std::string extensionGuard(const Record *B) {
    const std::string_view Exts = str(B->getValueAsDef("Extension"), "ExtName");
    if (Exts.empty())
      return "";
    definedTest(split(Exts));
    return "#endif // Extension\n";
  }

  /// Opens the guards of B's OpenCL versions; returns their #endif lines.
  std::string versionGuard(const Record *B) {
    std::string Close;
    auto version = [&](int64_t V) {
      OS << "CL_VERSION_" << V / 100 << '_' << (V % 100) / 10 << '\n';
    };
    const int64_t Min = B->getValueAsDef("MinVersion")->getValueAsInt("ID");
    if (Min != 100) {
      OS << "#if __OPENCL_C_VERSION__ >= ";
      version(Min);
      Close = "#endif // MinVersion\n" + Close;
    }
    const int64_t Max = B->getValueAsDef("MaxVersion")->getValueAsInt("ID");
    if (Max) {
      OS << "#if __OPENCL_C_VERSION__ < ";
      version(Max);
      Close = "#endif // MaxVersion\n" + Close;
    }
    return Close;
  }

  /// Opens the guard of the extensions the types of overload I need
  /// (first seen order while two or fewer, else sorted, as llvm::SmallSet
  /// iterates); returns its #endif line.
  std::string typeGuard(const Overloads &O, size_t I) {
    std::vector<std::string_view> Exts;
    for (size_t A = 0; A < O.Args.size(); ++A) {
      const std::string_view Ext = TypeExt[O.at(I, A)];
      if (Ext.empty())
        continue;
      for (std::string_view E : split(Ext))
        if (std::find(Exts.begin(), Exts.end(), E) == Exts.end())
          Exts.push_back(E);
    }
    if (Exts.empty())
      return "";
    if (Exts.size() > 2)
      std::sort(Exts.begin(), Exts.end());
    definedTest(Exts);
    return "#endif // TypeExtension\n";
  }

  const RecordKeeper &Records;
  OStream &OS;

private:
  /// Type strings by number, the number of each, and the extensions the
  /// first type spelled so that has any needs (empty: none).
  std::vector<std::string> Names;
  std::unordered_map<std::string, unsigned> Ids;
  std::vector<std::string_view> TypeExt;
  /// A signature entry's type numbers: every vector size times every type.
  std::unordered_map<const Record *, std::vector<unsigned>> Expanded;

  std::vector<unsigned> expandArg(const Record *B, const Record *Arg) {
    Quals Q;
    std::vector<const Record *> Types;
    std::vector<int64_t> Sizes;
    typeLists(Arg, Q, Types, Sizes);
    if (Types.empty() || Sizes.empty()) { // clang-tblgen 22 crashes here
      const Record *Gen = Arg->isSubClassOf("GenericType") ? Arg : wrappedGeneric(Arg);
      PrintFatalError(B, "generic type '" + std::string(str(Gen, "Name")) + "' of builtin '" +
                             std::string(str(B, "Name")) + "' stands for no type");
    }
    std::vector<unsigned> Spelled;
    Spelled.reserve(Sizes.size() * Types.size());
    for (int64_t Size : Sizes)
      for (const Record *T : Types) {
        std::string Full = typeString(T, Q, Size);
        auto [It, New] = Ids.try_emplace(std::move(Full), unsigned(Names.size()));
        if (New) {
          Names.push_back(It->first);
          TypeExt.emplace_back();
        }
        const std::string_view Ext = str(T->getValueAsDef("Extension"), "ExtName");
        if (TypeExt[It->second].empty())
          TypeExt[It->second] = Ext;
        Spelled.push_back(It->second);
      }
    return Spelled;
  }

  std::string typeString(const Record *T, const Quals &Q, int64_t Size) const {
    std::string S;
    if (T->getValueAsBit("IsConst") || Q.Const)
      S += "const ";
    if (T->getValueAsBit("IsVolatile") || Q.Volatile)
      S += "volatile ";
    auto addrSpace = [&](std::string_view AS) {
      if (AS == "clang::LangAS::opencl_global")
        S += "__global ";
      else if (AS == "clang::LangAS::opencl_constant")
        S += "__constant ";
      else if (AS == "clang::LangAS::opencl_local")
        S += "__local ";
      else if (AS == "clang::LangAS::opencl_generic")
        S += "__generic ";
      else
        S += "__private ";
    };
    if (Q.Pointer)
      addrSpace(Q.AddrSpace);
    else if (T->getValueAsBit("IsPointer"))
      addrSpace(str(T, "AddrSpace"));
    const std::string_view Acc = str(T, "AccessQualifier");
    if (Acc == "RO")
      S += "__read_only ";
    else if (Acc == "WO")
      S += "__write_only ";
    else if (Acc == "RW")
      S += "__read_write ";
    S += str(T, "Name");
    if (Size > 1)
      S += std::to_string(Size);
    if (T->getValueAsBit("IsPointer") || Q.Pointer)
      S += " *";
    return S;
  }

  /// The generic type a qualified (pointer, const, volatile) type wraps,
  /// found by its name; null when Type is not such a wrapper.
  const Record *wrappedGeneric(const Record *Type) const {
    static constexpr std::string_view Wrappers[] = {"PointerType", "ConstType", "VolatileType"};
    const bool Wraps = std::any_of(std::begin(Wrappers), std::end(Wrappers),
                                   [&](std::string_view W) { return Type->isSubClassOf(W); });
    const Record *Named = Wraps ? Records.getDef(str(Type, "Name")) : nullptr;
    return Named && Named->isSubClassOf("GenericType") ? Named : nullptr;
  }

  /// The types and vector sizes Type stands for; a wrapper of a generic
  /// type passes its own qualifiers in Q.
  void typeLists(const Record *Type, Quals &Q, std::vector<const Record *> &Types,
                 std::vector<int64_t> &Sizes) const {
    const Record *Gen = Type->isSubClassOf("GenericType") ? Type : wrappedGeneric(Type);
    if (!Gen) {
      Types.assign(1, Type);
      Sizes.assign(1, Type->getValueAsInt("VecWidth"));
      return;
    }
    if (Gen != Type) {
      Q.Pointer = Type->getValueAsBit("IsPointer");
      Q.Const = Type->getValueAsBit("IsConst");
      Q.Volatile = Type->getValueAsBit("IsVolatile");
      Q.AddrSpace = str(Type, "AddrSpace");
    }
    Types = Gen->getValueAsDef("TypeList")->getValueAsListOfDefs("List");
    Sizes = Gen->getValueAsDef("VectorList")->getValueAsListOfInts("List");
  }
};

void emitTests(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("OpenCL Builtin exhaustive testing", OS, Records);
  OpenCLFileWriter W(Records, OS);
  W.extensionSetup();
  unsigned Test = 0;
  for (const Record *B : Records.getAllDerivedDefinitionsIfDefined("Builtin")) {
    const std::string_view Name = str(B, "Name");
    const auto Overloads = W.expand(B);
    OS << "// Test " << Name << '\n';
    const std::string ExtEnd = W.extensionGuard(B);
    const std::string VerEnd = W.versionGuard(B);
    const size_t NArgs = Overloads.Args.size();
    for (size_t O = 0; O < Overloads.Count; ++O) {
      const std::string TypeEnd = W.typeGuard(Overloads, O);
      const std::string &Ret = W.name(Overloads.at(O, 0));
      OS << Ret << " test" << Test++ << '_' << Name << '(';
      for (size_t I = 1; I < NArgs; ++I)
        OS << (I > 1 ? ", " : "") << W.name(Overloads.at(O, I)) << " arg" << I;
      OS << ") {\n  " << (Ret != "void" ? "return " : "") << Name << '(';
      for (size_t I = 1; I < NArgs; ++I)
        OS << (I > 1 ? ", " : "") << "arg" << I;
      OS << ");\n}\n" << TypeEnd;
    }
    OS << VerEnd << ExtEnd;
  }
}

void emitHeader(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("OpenCL Builtin declarations", OS, Records);
  OpenCLFileWriter W(Records, OS);
  W.extensionSetup();
  OS << "\n#define __ovld __attribute__((overloadable))\n"
     << "#define __conv __attribute__((convergent))\n"
     << "#define __purefn __attribute__((pure))\n"
     << "#define __cnfn __attribute__((const))\n\n";
  for (const Record *B : Records.getAllDerivedDefinitionsIfDefined("Builtin")) {
    const std::string_view Name = str(B, "Name");
    const auto Overloads = W.expand(B);
    const std::string ExtEnd = W.extensionGuard(B);
    const std::string VerEnd = W.versionGuard(B);
    std::string_view Attrs[3];
    size_t NAttrs = 0;
    if (B->getValueAsBit("IsPure"))
      Attrs[NAttrs++] = " __purefn";
    if (B->getValueAsBit("IsConst"))
      Attrs[NAttrs++] = " __cnfn";
    if (B->getValueAsBit("IsConv"))
      Attrs[NAttrs++] = " __conv";
    const size_t NArgs = Overloads.Args.size();
    for (size_t O = 0; O < Overloads.Count; ++O) {
      const std::string TypeEnd = W.typeGuard(Overloads, O);
      OS << W.name(Overloads.at(O, 0)) << " __ovld";
      for (size_t A = 0; A < NAttrs; ++A)
        OS << Attrs[A];
      OS << ' ' << Name << '(';
      for (size_t I = 1; I < NArgs; ++I)
        OS << (I > 1 ? ", " : "") << W.name(Overloads.at(O, I));
      OS << ");\n" << TypeEnd;
    }
    OS << VerEnd << ExtEnd;
  }
  OS << "\n// Disable any extensions we may have enabled previously.\n"
        "#pragma OPENCL EXTENSION all : disable\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangOpenCLBuiltinTests, TM_Clang, "gen-clang-opencl-builtin-tests",
                             "Generate OpenCL builtin declaration tests", emitTests, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangOpenCLBuiltinHeader, TM_Clang, "gen-clang-opencl-builtin-header",
                             "Generate OpenCL builtin header", emitHeader, BT_None);

} // namespace tblgen::clangopencl
