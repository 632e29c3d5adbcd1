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
#include <set>
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

  /// Each overload of builtin B as types (return type first).
  std::vector<std::vector<std::string>> expand(const Record *B) {
    const std::vector<const Record *> Sig = B->getValueAsListOfDefs("Signature");
    if (Sig.empty()) // clang-tblgen 22 crashes here
      PrintFatalError(B, "builtin '" + std::string(str(B, "Name")) + "' has an empty signature");
    std::vector<std::vector<std::string>> PerArg;
    size_t Count = 1;
    for (const Record *Arg : Sig) {
      Quals Q;
      std::vector<const Record *> Types;
      std::vector<int64_t> Sizes;
      typeLists(Arg, Q, Types, Sizes);
      if (Types.empty() || Sizes.empty()) { // clang-tblgen 22 crashes here
        const Record *Gen = Arg->isSubClassOf("GenericType") ? Arg : wrappedGeneric(Arg);
        PrintFatalError(B, "generic type '" + std::string(str(Gen, "Name")) + "' of builtin '" +
                               std::string(str(B, "Name")) + "' stands for no type");
      }
      std::vector<std::string> Spelled;
      for (int64_t Size : Sizes)
        for (const Record *T : Types) {
          std::string Full = typeString(T, Q, Size);
          const std::string_view Ext = str(T->getValueAsDef("Extension"), "ExtName");
          if (!Ext.empty())
            TypeExt.emplace(Full, Ext);
          Spelled.push_back(std::move(Full));
        }
      Count = std::max(Count, Spelled.size());
      PerArg.push_back(std::move(Spelled));
    }
    // Shorter expansions repeat.
    std::vector<std::vector<std::string>> Out(Count);
    for (size_t I = 0; I < Count; ++I)
      for (const auto &Arg : PerArg)
        Out[I].push_back(Arg[I % Arg.size()]);
    return Out;
  }

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

  /// Opens the guard of the extensions the types of one overload need
  /// (first seen order while two or fewer, else sorted, as llvm::SmallSet
  /// iterates); returns its #endif line.
  std::string typeGuard(const std::vector<std::string> &Types) {
    std::vector<std::string_view> Exts;
    for (const std::string &T : Types) {
      auto It = TypeExt.find(T);
      if (It == TypeExt.end())
        continue;
      for (std::string_view E : split(It->second))
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
  /// The type strings already seen with the extensions their type needs.
  std::unordered_map<std::string, std::string_view> TypeExt;

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
    for (const std::vector<std::string> &Sig : Overloads) {
      const std::string TypeEnd = W.typeGuard(Sig);
      OS << Sig[0] << " test" << Test++ << '_' << Name << '(';
      for (size_t I = 1; I < Sig.size(); ++I)
        OS << (I > 1 ? ", " : "") << Sig[I] << " arg" << I;
      OS << ") {\n  " << (Sig[0] != "void" ? "return " : "") << Name << '(';
      for (size_t I = 1; I < Sig.size(); ++I)
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
    for (const std::vector<std::string> &Sig : Overloads) {
      const std::string TypeEnd = W.typeGuard(Sig);
      OS << Sig[0] << " __ovld";
      if (B->getValueAsBit("IsPure"))
        OS << " __purefn";
      if (B->getValueAsBit("IsConst"))
        OS << " __cnfn";
      if (B->getValueAsBit("IsConv"))
        OS << " __conv";
      OS << ' ' << Name << '(';
      for (size_t I = 1; I < Sig.size(); ++I)
        OS << (I > 1 ? ", " : "") << Sig[I];
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
