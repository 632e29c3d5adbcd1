//===- OpenCLBuiltins.cpp - -gen-clang-opencl-builtins --------------------===//
//
// Sema's tables of OpenCL builtin functions: the type enumeration, the
// extension, type, signature and overload tables, the name lookup (a
// string matcher giving each name its run of overloads; names with the
// same overloads share one run) and the conversion of table types to
// QualTypes.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmMatcher.h"
#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <unordered_map>

namespace tblgen::clangopencl {

namespace {

std::string_view str(const Record *R, std::string_view F) { return compat::stringField(R, F); }

/// The space separated extensions a record's Extension requires.
std::string_view extensionsOf(const Record *R) { return str(R->getValueAsDef("Extension"), "ExtName"); }

/// The OpenCL versions (1.0 ... 3.0) from Min up to, not including, Max (0:
/// no upper bound), as a bit per version.
unsigned versionMask(int64_t Min, int64_t Max) {
  constexpr int64_t Ids[] = {100, 110, 120, 200, 300};
  unsigned Mask = 0;
  for (size_t I = 0; I < std::size(Ids); ++I)
    if (Ids[I] >= Min && (Max == 0 || Ids[I] < Max))
      Mask |= 1u << I;
  return Mask;
}

/// "      if (S.getPreprocessor().isMacroDefined("ext") && ...) {\n  "
void macroChecks(OStream &OS, std::string_view Exts) {
  OS << "      if (";
  bool First = true;
  std::string_view Rest = Exts;
  while (true) {
    const size_t Space = Rest.find(' ');
    OS << (First ? "" : " && ") << "S.getPreprocessor().isMacroDefined(\""
       << Rest.substr(0, Space) << "\")";
    First = false;
    if (Space == std::string_view::npos)
      break;
    Rest.remove_prefix(Space + 1);
  }
  OS << ") {\n  ";
}

/// One overload: the Builtin record and where its signature starts in the
/// signature table.
using Overload = std::pair<const Record *, unsigned>;

class BuiltinTables {
public:
  BuiltinTables(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}

  void run() {
    emitSourceFileHeader("OpenCL Builtin handling", OS, Records);
    OS << "#include \"llvm/ADT/StringRef.h\"\nusing namespace clang;\n\n";
    declarations();
    overloads();
    groupBySignature();
    extensionTable();
    typeTable();
    signatureTable();
    builtinTable();
    nameMatcher();
    qualTypes();
  }

private:
  const RecordKeeper &Records;
  OStream &OS;
  /// Non-generic type names in enumeration order (their count is where the
  /// generic types start).
  size_t NumPlainTypes = 0;
  std::vector<std::pair<std::vector<const Record *>, unsigned>> Signatures;
  /// Each function name with its overloads, in first declaration order.
  std::vector<std::pair<std::string_view, std::vector<Overload>>> Functions;
  std::unordered_map<const Record *, unsigned> TypeIndex;
  std::map<std::string_view, unsigned> ExtensionIndex;
  /// Functions with the same overloads: their names and the overloads.
  struct SharedEntry {
    std::vector<unsigned> Key; ///< sorted signature starts
    std::vector<std::string_view> Names;
    std::vector<Overload> Overloads;
  };
  std::vector<SharedEntry> Shared;

  void declarations() {
    OS << "enum OpenCLTypeID {\n";
    std::set<std::string_view> Seen;
    std::string Generic, Plain;
    for (const Record *T : Records.getAllDerivedDefinitionsIfDefined("GenericType"))
      if (Seen.insert(str(T, "Name")).second)
        Generic += "  OCLT_" + std::string(str(T, "Name")) + ",\n";
    for (const Record *T : Records.getAllDerivedDefinitionsIfDefined("Type"))
      if (Seen.insert(str(T, "Name")).second) {
        Plain += "  OCLT_" + std::string(str(T, "Name")) + ",\n";
        ++NumPlainTypes;
      }
    OS << Plain << Generic << "};\n"
       << R"(
// Image access qualifier.
enum OpenCLAccessQual : unsigned char {
  OCLAQ_None,
  OCLAQ_ReadOnly,
  OCLAQ_WriteOnly,
  OCLAQ_ReadWrite
};

// Represents a return type or argument type.
struct OpenCLTypeStruct {
  // A type (e.g. float, int, ...).
  const OpenCLTypeID ID;
  // Vector size (if applicable; 0 for scalars and generic types).
  const unsigned VectorWidth;
  // 0 if the type is not a pointer.
  const bool IsPointer : 1;
  // 0 if the type is not const.
  const bool IsConst : 1;
  // 0 if the type is not volatile.
  const bool IsVolatile : 1;
  // Access qualifier.
  const OpenCLAccessQual AccessQualifier;
  // Address space of the pointer (if applicable).
  const LangAS AS;
};

// One overload of an OpenCL builtin function.
struct OpenCLBuiltinStruct {
  // Index of the signature in the OpenCLTypeStruct table.
  const unsigned SigTableIndex;
  // Entries between index SigTableIndex and (SigTableIndex + NumTypes - 1) in
  // the SignatureTable represent the complete signature.  The first type at
  // index SigTableIndex is the return type.
  const unsigned NumTypes;
  // Function attribute __attribute__((pure))
  const bool IsPure : 1;
  // Function attribute __attribute__((const))
  const bool IsConst : 1;
  // Function attribute __attribute__((convergent))
  const bool IsConv : 1;
  // OpenCL extension(s) required for this overload.
  const unsigned short Extension;
  // OpenCL versions in which this overload is available.
  const unsigned short Versions;
};

)";
  }

  /// Generic types of one declaration must agree in their numbers of
  /// vector sizes and of types (or have one).
  static void checkSignature(const std::vector<const Record *> &Sig, const Record *B) {
    size_t Sizes = 1, Types = 1;
    for (const Record *T : Sig) {
      if (!T->isSubClassOf("GenericType"))
        continue;
      const size_t NS = T->getValueAsDef("VectorList")->getValueAsListOfInts("List").size();
      if (NS != Sizes && NS != 1) {
        if (Sizes > 1)
          PrintFatalError(B->getLoc().front(), "number of vector sizes should be equal or 1 for "
                                               "all gentypes in a declaration");
        Sizes = NS;
      }
      const size_t NT = T->getValueAsDef("TypeList")->getValueAsListOfDefs("List").size();
      if (NT != Types && NT != 1) {
        if (Types > 1)
          PrintFatalError(B->getLoc().front(), "number of types should be equal or 1 for all "
                                               "gentypes in a declaration");
        Types = NT;
      }
    }
  }

  void overloads() {
    unsigned I = 0;
    for (const Record *T : Records.getAllDerivedDefinitionsIfDefined("Type"))
      TypeIndex.emplace(T, I++);
    std::map<std::string_view, size_t> FunctionOf;
    // Where each distinct signature starts, found by hash.
    struct SigHash {
      size_t operator()(const std::vector<const Record *> &S) const {
        uint64_t H = S.size();
        for (const Record *R : S)
          H = (H ^ reinterpret_cast<uintptr_t>(R)) * 0x9E3779B97F4A7C15ull;
        return size_t(H ^ (H >> 29));
      }
    };
    std::unordered_map<std::vector<const Record *>, unsigned, SigHash> StartOf;
    unsigned Next = 0;
    for (const Record *B : Records.getAllDerivedDefinitionsIfDefined("Builtin")) {
      const std::string_view Name = str(B, "Name");
      auto [It, New] = FunctionOf.emplace(Name, Functions.size());
      if (New)
        Functions.push_back({Name, {}});
      std::vector<const Record *> Sig = B->getValueAsListOfDefs("Signature");
      auto Known = StartOf.find(Sig);
      unsigned Start;
      if (Known == StartOf.end()) {
        checkSignature(Sig, B);
        Start = Next;
        Next += unsigned(Sig.size());
        StartOf.emplace(Sig, Start);
        Signatures.push_back({std::move(Sig), Start});
      } else {
        Start = Known->second;
      }
      Functions[It->second].second.push_back({B, Start});
    }
  }

  /// Whether two overload lists agree (at some position) in attributes,
  /// versions and extension.
  static bool reusable(const std::vector<Overload> &A, const std::vector<Overload> &B) {
    for (size_t I = 0; I < A.size(); ++I) {
      const Record *X = A[I].first, *Y = B[I].first;
      if (X->getValueAsBit("IsPure") == Y->getValueAsBit("IsPure") &&
          X->getValueAsBit("IsConst") == Y->getValueAsBit("IsConst") &&
          X->getValueAsBit("IsConv") == Y->getValueAsBit("IsConv") &&
          X->getValueAsDef("MinVersion")->getValueAsInt("ID") ==
              Y->getValueAsDef("MinVersion")->getValueAsInt("ID") &&
          X->getValueAsDef("MaxVersion")->getValueAsInt("ID") ==
              Y->getValueAsDef("MaxVersion")->getValueAsInt("ID") &&
          X->getValueAsDef("Extension")->getName() == Y->getValueAsDef("Extension")->getName())
        return true;
    }
    return false;
  }

  void groupBySignature() {
    for (const auto &[Name, Ovls] : Functions) {
      std::vector<unsigned> Key;
      for (const Overload &O : Ovls)
        Key.push_back(O.second);
      std::sort(Key.begin(), Key.end());
      bool Reused = false;
      // Every entry with the same overloads takes the name.
      for (SharedEntry &E : Shared)
        if (E.Key == Key && reusable(E.Overloads, Ovls)) {
          E.Names.push_back(Name);
          Reused = true;
        }
      if (!Reused)
        Shared.push_back({std::move(Key), {Name}, Ovls});
    }
  }

  void extensionTable() {
    OS << "static const char *FunctionExtensionTable[] = {\n";
    unsigned I = 0;
    for (const Record *FE : Records.getAllDerivedDefinitionsIfDefined("FunctionExtension")) {
      OS << "  // " << I << ": " << FE->getName() << "\n  \"" << str(FE, "ExtName") << "\",\n";
      ExtensionIndex[FE->getName()] = I++;
    }
    OS << "};\n\n";
  }

  void typeTable() {
    OS << "static const OpenCLTypeStruct TypeTable[] = {\n";
    unsigned I = 0;
    for (const Record *T : Records.getAllDerivedDefinitionsIfDefined("Type")) {
      const std::string_view Acc = str(T, "AccessQualifier");
      const std::string_view Qual = Acc == "RO"   ? "OCLAQ_ReadOnly"
                                    : Acc == "WO" ? "OCLAQ_WriteOnly"
                                    : Acc == "RW" ? "OCLAQ_ReadWrite"
                                                  : "OCLAQ_None";
      OS << "  // " << I++ << "\n  {OCLT_" << str(T, "Name") << ", " << T->getValueAsInt("VecWidth")
         << ", " << T->getValueAsBit("IsPointer") << ", " << T->getValueAsBit("IsConst") << ", "
         << T->getValueAsBit("IsVolatile") << ", " << Qual << ", " << str(T, "AddrSpace")
         << "},\n";
    }
    OS << "};\n\n";
  }

  void signatureTable() {
    OS << "static const unsigned short SignatureTable[] = {\n";
    for (const auto &[Sig, Start] : Signatures) {
      OS << "  // " << Start << "\n  ";
      for (const Record *T : Sig) {
        const unsigned Index = TypeIndex.at(T);
        if (Index > USHRT_MAX)
          PrintFatalError("Entry in SignatureTable exceeds limit.");
        OS << Index << ", ";
      }
      OS << '\n';
    }
    OS << "};\n\n";
  }

  void builtinTable() {
    OS << "static const OpenCLBuiltinStruct BuiltinTable[] = {\n";
    unsigned Index = 0;
    for (const SharedEntry &E : Shared) {
      OS << "  // " << Index + 1 << ": ";
      for (std::string_view N : E.Names)
        OS << N << ", ";
      OS << '\n';
      for (const auto &[B, Start] : E.Overloads) {
        const std::string_view Ext = B->getValueAsDef("Extension")->getName();
        OS << "  { " << Start << ", " << B->getValueAsListOfDefs("Signature").size() << ", "
           << B->getValueAsBit("IsPure") << ", " << B->getValueAsBit("IsConst") << ", "
           << B->getValueAsBit("IsConv") << ", " << ExtensionIndex[Ext] << ", "
           << versionMask(B->getValueAsDef("MinVersion")->getValueAsInt("ID"),
                          B->getValueAsDef("MaxVersion")->getValueAsInt("ID"))
           << " },\n";
        ++Index;
      }
    }
    OS << "};\n\n";
  }

  void nameMatcher() {
    std::vector<std::pair<std::string, std::string>> Cases;
    unsigned Index = 1;
    for (const SharedEntry &E : Shared) {
      for (std::string_view N : E.Names)
        Cases.emplace_back(std::string(N), "return std::make_pair(" + std::to_string(Index) +
                                               ", " + std::to_string(E.Overloads.size()) + ");");
      Index += unsigned(E.Overloads.size());
    }
    OS << R"(
// Find out whether a string matches an existing OpenCL builtin function name.
// Returns: A pair <0, 0> if no name matches.
//          A pair <Index, Len> indexing the BuiltinTable if the name is
//          matching an OpenCL builtin function.
static std::pair<unsigned, unsigned> isOpenCLBuiltin(llvm::StringRef Name) {

)";
    asmmatcher::writeStringSwitch(OS, "Name", Cases, 0, /*IgnoreDuplicates=*/true);
    OS << "  return std::make_pair(0, 0);\n} // isOpenCLBuiltin\n";
  }

  void qualTypes() {
    OS << R"(

static QualType getOpenCLEnumType(Sema &S, llvm::StringRef Name);
static QualType getOpenCLTypedefType(Sema &S, llvm::StringRef Name);

// Convert an OpenCLTypeStruct type to a list of QualTypes.
// Generic types represent multiple types and vector sizes, thus a vector
// is returned. The conversion is done in two steps:
// Step 1: A switch statement fills a vector with scalar base types for the
//         Cartesian product of (vector sizes) x (types) for generic types,
//         or a single scalar type for non generic types.
// Step 2: Qualifiers and other type properties such as vector size are
//         applied.
static void OCL2Qual(Sema &S, const OpenCLTypeStruct &Ty,
                     llvm::SmallVectorImpl<QualType> &QT) {
  ASTContext &Context = S.Context;
  // Number of scalar types in the GenType.
  unsigned GenTypeNumTypes;
  // Pointer to the list of vector sizes for the GenType.
  llvm::ArrayRef<unsigned> GenVectorSizes;
)";
    for (const Record *L : Records.getAllDerivedDefinitionsIfDefined("IntList")) {
      OS << "  constexpr unsigned List" << str(L, "Name") << "[] = {";
      for (int64_t V : L->getValueAsListOfInts("List"))
        OS << V << ", ";
      OS << "};\n";
    }
    OS << "\n  switch (Ty.ID) {\n";
    // Image types by name (in llvm::StringMap order), each with its access
    // qualified variants.
    compat::StringMapOrder ImageOrder;
    std::vector<std::vector<const Record *>> Images;
    std::vector<std::string_view> ImageNames;
    for (const Record *IT : Records.getAllDerivedDefinitionsIfDefined("ImageType")) {
      const unsigned I = ImageOrder.insert(str(IT, "Name"));
      if (I == Images.size()) {
        Images.emplace_back();
        ImageNames.push_back(str(IT, "Name"));
      }
      Images[I].push_back(IT);
    }
    for (unsigned I : ImageOrder.order()) {
      OS << "    case OCLT_" << ImageNames[I] << ":\n      switch (Ty.AccessQualifier) {\n"
         << "        case OCLAQ_None:\n          llvm_unreachable(\"Image without access "
            "qualifier\");\n";
      for (const Record *Img : Images[I]) {
        const std::string_view Exts = extensionsOf(Img);
        const std::string_view Acc = str(Img, "AccessQualifier");
        if (Acc == "RO")
          OS << "        case OCLAQ_ReadOnly:\n";
        else if (Acc == "WO")
          OS << "        case OCLAQ_WriteOnly:\n";
        else if (Acc == "RW")
          OS << "        case OCLAQ_ReadWrite:\n";
        if (!Exts.empty()) {
          OS << "    ";
          macroChecks(OS, Exts);
        }
        OS << "          QT.push_back(" << str(Img->getValueAsDef("QTExpr"), "TypeExpr") << ");\n";
        if (!Exts.empty())
          OS << "          }\n";
        OS << "          break;\n";
      }
      OS << "      }\n      break;\n";
    }
    for (const Record *G : Records.getAllDerivedDefinitionsIfDefined("GenericType")) {
      OS << "    case OCLT_" << str(G, "Name") << ": {\n";
      const std::vector<const Record *> Base =
          G->getValueAsDef("TypeList")->getValueAsListOfDefs("List");
      OS << "      SmallVector<QualType, " << Base.size() << "> TypeList;\n";
      for (const Record *T : Base) {
        const std::string_view Exts = extensionsOf(T);
        if (!Exts.empty())
          macroChecks(OS, Exts);
        OS << "      TypeList.push_back(" << str(T->getValueAsDef("QTExpr"), "TypeExpr") << ");\n";
        if (!Exts.empty())
          OS << "      }\n";
      }
      const Record *VL = G->getValueAsDef("VectorList");
      const size_t NV = VL->getValueAsListOfInts("List").size();
      OS << "      GenTypeNumTypes = TypeList.size();\n      QT.reserve(" << NV * Base.size()
         << ");\n      for (unsigned I = 0; I < " << NV << "; I++) {\n        QT.append(TypeList);\n"
         << "      }\n      GenVectorSizes = List" << str(VL, "Name") << ";\n      break;\n    }\n";
    }
    std::set<std::string_view> Seen;
    std::set<std::string_view> ImageSet(ImageNames.begin(), ImageNames.end());
    for (const Record *T : Records.getAllDerivedDefinitionsIfDefined("Type")) {
      const std::string_view Name = str(T, "Name");
      if (ImageSet.count(Name) || !Seen.insert(Name).second)
        continue;
      const Record *QT = T->getValueAsDef("QTExpr");
      if (QT->getValueAsBit("IsAbstract"))
        continue;
      OS << "    case OCLT_" << Name << ":\n";
      const std::string_view Exts = extensionsOf(T);
      if (!Exts.empty())
        macroChecks(OS, Exts);
      OS << "      QT.push_back(" << str(QT, "TypeExpr") << ");\n";
      if (!Exts.empty())
        OS << "      }\n";
      OS << "      break;\n";
    }
    OS << "  } // end of switch (Ty.ID)\n\n"
       << "  // Construct the different vector types for each generic type.\n"
       << "  if (Ty.ID >= " << NumPlainTypes << ") {";
    OS << R"(
    for (unsigned I = 0; I < QT.size(); I++) {
      // For scalars, size is 1.
      if (GenVectorSizes[I / GenTypeNumTypes] != 1) {
        QT[I] = Context.getExtVectorType(QT[I],
                          GenVectorSizes[I / GenTypeNumTypes]);
      }
    }
  }
)";
    OS << R"(
  // Set vector size for non-generic vector types.
  if (Ty.VectorWidth > 1) {
    for (unsigned Index = 0; Index < QT.size(); Index++) {
      QT[Index] = Context.getExtVectorType(QT[Index], Ty.VectorWidth);
    }
  }

  if (Ty.IsVolatile != 0) {
    for (unsigned Index = 0; Index < QT.size(); Index++) {
      QT[Index] = Context.getVolatileType(QT[Index]);
    }
  }

  if (Ty.IsConst != 0) {
    for (unsigned Index = 0; Index < QT.size(); Index++) {
      QT[Index] = Context.getConstType(QT[Index]);
    }
  }

  // Transform the type to a pointer as the last step, if necessary.
  // Builtin functions only have pointers on [const|volatile], no
  // [const|volatile] pointers, so this is ok to do it as a last step.
  if (Ty.IsPointer != 0) {
    for (unsigned Index = 0; Index < QT.size(); Index++) {
      QT[Index] = Context.getAddrSpaceQualType(QT[Index], Ty.AS);
      QT[Index] = Context.getPointerType(QT[Index]);
    }
  }
)";
    OS << "\n} // OCL2Qual\n";
  }
};

void emitOpenCLBuiltins(const RecordKeeper &Records, OStream &OS) {
  BuiltinTables(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangOpenCLBuiltins, TM_Clang, "gen-clang-opencl-builtins",
                             "Generate OpenCL builtin declaration handlers", emitOpenCLBuiltins,
                             BT_None);

} // namespace tblgen::clangopencl
