//===- OpDefProperties.cpp - The properties hooks of an op ----------------===//
//
// An op's inherent attributes live in its Properties struct; these hooks
// convert the struct from and to a dictionary attribute, hash it, get, set,
// list and verify its members by name, and read and write it as bytecode.
// The members are the stored attributes by name, then the op's own
// properties in argument order (converted, hashed and serialized by the
// code their defs give), then the operand and result segment sizes (int32
// arrays named "operandSegmentSizes" and "resultSegmentSizes", with legacy
// snake-case spellings). An op's own property of one of those names is
// looked up, got, set and listed by name as the segment sizes are, beside
// them. Where the dialect keeps attributes in the dictionary, the segment
// sizes of an op with properties are attributes instead, sorted among (and
// handled as) the stored ones, and an attribute of either name is looked up
// under the legacy spelling too.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirops {

namespace {

std::string legacyName(std::string_view Segment) {
  return Segment == "operandSegmentSizes" ? "operand_segment_sizes" : "result_segment_sizes";
}

/// Whether a property's name is that of a segment sizes member: such a
/// property (even one of the op's own) is read and named as the segment
/// sizes are.
bool segmentNamed(std::string_view Name) { return Name == "operandSegmentSizes" || Name == "resultSegmentSizes"; }

/// The convertToAttribute code of property P, trimmed, for the member of
/// the struct "prop".
std::string memberToAttr(const mlir::OpProperty &P) {
  mlir::FmtContext Ctx;
  Ctx.addSubst("_ctxt", "ctx");
  Ctx.addSubst("_storage", "prop." + std::string(P.Name));
  std::string Code = mlir::formatTemplate(propField(P, "convertToAttribute"), &Ctx);
  size_t B = Code.find_first_not_of(" \t\n\v\f\r"), E = Code.find_last_not_of(" \t\n\v\f\r");
  return B == std::string::npos ? std::string() : Code.substr(B, E - B + 1);
}

/// A code field of property P with its placeholders filled: $_storage is
/// "propStorage", and the others as Substs say.
std::string propCode(const mlir::OpProperty &P, std::string_view Field,
                     std::initializer_list<std::pair<std::string_view, std::string_view>> Substs = {}) {
  mlir::FmtContext Ctx;
  Ctx.addSubst("_storage", "propStorage");
  for (const auto &[K, V] : Substs)
    Ctx.addSubst(K, std::string(V));
  // Lines of only blanks are written empty.
  std::string Text = mlir::formatTemplate(propField(P, Field), &Ctx), Out;
  size_t Start = 0;
  while (Start <= Text.size()) {
    size_t End = Text.find('\n', Start);
    std::string_view Line = std::string_view(Text).substr(Start, End == std::string::npos ? End : End - Start);
    if (Line.find_first_not_of(" \t") != std::string_view::npos)
      Out += Line;
    if (End == std::string::npos)
      break;
    Out += '\n';
    Start = End + 1;
  }
  return Out;
}

/// Code behind an indentation, nothing for no code.
std::string behind(std::string_view Indent, const std::string &Code) {
  return Code.empty() ? Code : std::string(Indent) + Code;
}

/// The value a property takes when its dictionary entry is missing: the
/// storage type's own value when it has one, else the default value.
std::string propDefault(const mlir::OpProperty &P) {
  std::string V = propField(P, "storageTypeValueOverride");
  return V.empty() ? propField(P, "defaultValue") : V;
}

void writeSetFromAttr(OStream &OS, const OpDefContext &D) {
  OS << "::llvm::LogicalResult " << D.className()
     << "::setPropertiesFromAttr(Properties &prop, ::mlir::Attribute attr, "
        "::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {\n"
     << "  ::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);\n"
     << "  if (!dict) {\n    emitError() << \"expected DictionaryAttr to set properties\";\n"
     << "    return ::mlir::failure();\n  }\n";
  for (const OpDeclContext::AttrMember &M : D.C.attrMembers()) {
    OS << "\n  {\n    auto &propStorage = prop." << M.Name << ";\n       auto attr = dict.get(\"" << M.Name << "\");";
    if (segmentNamed(M.Name))
      OS << "   if (!attr) attr = dict.get(\"" << legacyName(M.Name) << "\");";
    OS << "\n    if (attr) {\n"
       << "      auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);\n"
       << "      if (convertedAttr) {\n        propStorage = convertedAttr;\n      } else {\n"
       << "        emitError() << \"Invalid attribute `" << M.Name << "` in property conversion: \" << attr;\n"
       << "        return ::mlir::failure();\n      }\n    }\n  }\n";
  }
  bool FirstBlock = D.C.attrMembers().empty();
  auto open = [&] {
    OS << (FirstBlock ? "    {" : "{");
    FirstBlock = false;
  };
  for (const mlir::OpProperty &P : D.op().properties()) {
    open();
    OS << "\n\n      auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,\n"
       << "               ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult "
          "{\n"
       << behind("        ", propCode(P, "convertFromAttribute", {{"_attr", "propAttr"}, {"_diag", "emitError"}}))
       << "\n      };\n"
       << "         auto attr = dict.get(\"" << P.Name << "\");";
    if (segmentNamed(P.Name))
      OS << "   if (!attr) attr = dict.get(\"" << legacyName(P.Name) << "\");";
    OS << ";\n;\n";
    std::string Default = propDefault(P);
    if (!Default.empty())
      OS << "      if (attr) {\n        if (::mlir::failed(setFromAttr(prop." << P.Name << ", attr, emitError)))\n"
         << "          return ::mlir::failure();\n      } else {\n        prop." << P.Name << " = " << Default
         << ";\n      }\n";
    else
      OS << "      if (attr && ::mlir::failed(setFromAttr(prop." << P.Name << ", attr, emitError)))\n"
         << "        return ::mlir::failure();\n";
    OS << "  }\n";
  }
  for (const auto &Seg : D.C.segmentArrays())
    open(), OS << "\n\n      auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,\n"
       << "               ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult "
          "{\n        return convertFromAttribute(propStorage, propAttr, emitError);\n      };\n"
       << "         auto attr = dict.get(\"" << Seg.first << "\");   if (!attr) attr = dict.get(\""
       << legacyName(Seg.first) << "\");;\n;\n"
       << "      if (attr && ::mlir::failed(setFromAttr(prop." << Seg.first << ", attr, emitError)))\n"
       << "        return ::mlir::failure();\n  }\n";
  bool Members = !D.C.attrMembers().empty() || !D.C.segmentArrays().empty() || !D.op().properties().empty();
  OS << (Members ? "  " : "      ") << "return ::mlir::success();\n}\n\n";
}

void writeAsAttr(OStream &OS, const OpDefContext &D) {
  OS << "::mlir::Attribute " << D.className()
     << "::getPropertiesAsAttr(::mlir::MLIRContext *ctx, const Properties &prop) {\n"
     << "    ::mlir::SmallVector<::mlir::NamedAttribute> attrs;\n    ::mlir::Builder odsBuilder{ctx};\n";
  for (const OpDeclContext::AttrMember &M : D.C.attrMembers())
    OS << "\n    {\n      const auto &propStorage = prop." << M.Name << ";\n      if (propStorage)\n"
       << "        attrs.push_back(odsBuilder.getNamedAttr(\"" << M.Name << "\",\n"
       << "                                       propStorage));\n    }\n";
  for (const mlir::OpProperty &P : D.op().properties())
    OS << "\n    {\n      const auto &propStorage = prop." << P.Name << ";\n"
       << "      auto attr = [&]() -> ::mlir::Attribute {\n"
       << behind("        ", propCode(P, "convertToAttribute", {{"_ctxt", "ctx"}})) << "\n      }();\n"
       << "      attrs.push_back(odsBuilder.getNamedAttr(\"" << P.Name << "\", attr));\n    }\n";
  for (const auto &Seg : D.C.segmentArrays())
    OS << "\n    {\n      const auto &propStorage = prop." << Seg.first << ";\n"
       << "      auto attr = [&]() -> ::mlir::Attribute {\n"
       << "        return ::mlir::DenseI32ArrayAttr::get(ctx, propStorage);\n      }();\n"
       << "      attrs.push_back(odsBuilder.getNamedAttr(\"" << Seg.first << "\", attr));\n    }\n";
  OS << "\n  if (!attrs.empty())\n    return odsBuilder.getDictionaryAttr(attrs);\n  return {};\n}\n\n";
}

void writeHash(OStream &OS, const OpDefContext &D) {
  OS << "llvm::hash_code " << D.className() << "::computePropertiesHash(const Properties &prop) {\n";
  // Members with a hash function of their own hash through a lambda.
  std::vector<std::pair<std::string, std::string>> Lambdas;
  for (const mlir::OpProperty &P : D.op().properties())
    if (!propField(P, "hashProperty").empty())
      Lambdas.emplace_back(std::string(P.Name), propCode(P, "hashProperty"));
  for (const auto &Seg : D.C.segmentArrays())
    Lambdas.emplace_back(Seg.first, "::llvm::hash_combine_range(std::begin(propStorage), std::end(propStorage));");
  for (size_t I = 0; I < Lambdas.size(); ++I)
    OS << (I ? "\n" : "") << "  auto hash_" << Lambdas[I].first
       << "_ = [] (const auto &propStorage) -> llvm::hash_code {\n    using ::llvm::hash_value;\n    return "
       << Lambdas[I].second << ";\n  };\n";
  OS << "  using llvm::hash_value;\n  return llvm::hash_combine(";
  bool First = true;
  auto item = [&](const std::string &S) {
    OS << (First ? "\n    " : ", \n    ") << S;
    First = false;
  };
  for (const OpDeclContext::AttrMember &M : D.C.attrMembers())
    item("llvm::hash_value(prop." + std::string(M.Name) + ".getAsOpaquePointer())");
  for (const mlir::OpProperty &P : D.op().properties()) {
    std::string N(P.Name);
    item(propField(P, "hashProperty").empty() ? "hash_value(prop." + N + ")" : "hash_" + N + "_(prop." + N + ")");
  }
  for (const auto &Seg : D.C.segmentArrays())
    item("hash_" + Seg.first + "_(prop." + Seg.first + ")");
  OS << ");\n}\n\n";
}

void writeInherentAttrHooks(OStream &OS, const OpDefContext &D) {
  const std::string &Cls = D.className();
  const auto &Attrs = D.C.attrMembers();
  OS << "std::optional<mlir::Attribute> " << Cls
     << "::getInherentAttr(::mlir::MLIRContext *ctx, const Properties &prop, llvm::StringRef name) {\n";
  for (size_t I = 0; I < Attrs.size(); ++I)
    OS << (I ? "\n" : "") << "    if (name == \"" << Attrs[I].Name << "\")\n      return prop." << Attrs[I].Name
       << ";\n";
  for (const mlir::OpProperty &P : D.op().properties())
    if (segmentNamed(P.Name))
      OS << "    if (name == \"" << legacyName(P.Name) << "\" || name == \"" << P.Name
         << "\") return [&]() -> ::mlir::Attribute { " << memberToAttr(P) << " }();\n";
  for (const auto &Seg : D.C.segmentArrays())
    OS << "    if (name == \"" << legacyName(Seg.first) << "\" || name == \"" << Seg.first
       << "\") return [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, prop." << Seg.first
       << "); }();\n";
  OS << "  return std::nullopt;\n}\n\n";

  OS << "void " << Cls << "::setInherentAttr(Properties &prop, llvm::StringRef name, mlir::Attribute value) {\n";
  for (size_t I = 0; I < Attrs.size(); ++I)
    OS << (I ? "\n" : "") << "    if (name == \"" << Attrs[I].Name << "\") {\n       prop." << Attrs[I].Name
       << " = ::llvm::dyn_cast_or_null<std::remove_reference_t<decltype(prop." << Attrs[I].Name << ")>>(value);\n"
       << "       return;\n    }\n";
  // The op's own properties with segment names are set as segment sizes.
  std::vector<std::string> SetNames;
  for (const mlir::OpProperty &P : D.op().properties())
    if (segmentNamed(P.Name))
      SetNames.emplace_back(P.Name);
  for (const auto &Seg : D.C.segmentArrays())
    SetNames.push_back(Seg.first);
  for (const std::string &N : SetNames)
    OS << "        if (name == \"" << legacyName(N) << "\" || name == \"" << N << "\") {\n"
       << "       auto arrAttr = ::llvm::dyn_cast_or_null<::mlir::DenseI32ArrayAttr>(value);\n"
       << "       if (!arrAttr) return;\n"
       << "       if (arrAttr.size() != sizeof(prop." << N << ") / sizeof(int32_t))\n         return;\n"
       << "       llvm::copy(arrAttr.asArrayRef(), prop." << N << ".begin());\n       return;\n    }\n";
  OS << "}\n\n";

  OS << "void " << Cls
     << "::populateInherentAttrs(::mlir::MLIRContext *ctx, const Properties &prop, ::mlir::NamedAttrList "
        "&attrs) {\n";
  for (size_t I = 0; I < Attrs.size(); ++I)
    OS << (I ? "\n" : "") << "    if (prop." << Attrs[I].Name << ") attrs.append(\"" << Attrs[I].Name << "\", prop."
       << Attrs[I].Name << ");\n";
  for (const mlir::OpProperty &P : D.op().properties())
    if (segmentNamed(P.Name))
      OS << "  attrs.append(\"" << P.Name << "\", [&]() -> ::mlir::Attribute { " << memberToAttr(P) << " }());\n";
  for (const auto &Seg : D.C.segmentArrays())
    OS << "  attrs.append(\"" << Seg.first
       << "\", [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, prop." << Seg.first
       << "); }());\n";
  OS << "}\n\n";

  OS << "::llvm::LogicalResult " << Cls
     << "::verifyInherentAttrs(::mlir::OperationName opName, ::mlir::NamedAttrList &attrs, "
        "llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {\n";
  bool First = true;
  for (const OpDeclContext::AttrMember &M : Attrs) {
    const mlir::OpAttribute *A = M.Attr;
    // (Segment sizes have no constraint to check here.)
    if (!A)
      continue;
    std::string Fn = D.Checks.functionFor(LocalConstraints::Attr, A->Def);
    // (A condition that reads the op ($_op) has no op to read here.)
    if (Fn.empty() || usesOp(A->Def))
      continue;
    OS << (First ? "" : "\n") << "    {\n      ::mlir::Attribute attr = attrs.get(" << defGetter(A->Name) << "AttrName(opName));\n"
       << "      if (attr && ::mlir::failed(" << Fn << "(attr, \"" << A->Name << "\", emitError)))\n"
       << "        return ::mlir::failure();\n    }\n";
    First = false;
  }
  OS << "    return ::mlir::success();\n}\n\n";
}

/// A member of the Properties struct in bytecode: an attribute member, or
/// segment sizes kept as an array (Array), all by name.
struct BytecodeMember {
  std::string_view Name;
  const mlir::OpAttribute *Attr;
  bool Array;
};

std::vector<BytecodeMember> bytecodeMembers(const OpDeclContext &C) {
  std::vector<BytecodeMember> M;
  for (const OpDeclContext::AttrMember &A : C.attrMembers())
    M.push_back({A.Name, A.Attr, false});
  for (const auto &Seg : C.segmentArrays())
    M.push_back({Seg.first, nullptr, true});
  std::stable_sort(M.begin(), M.end(), [](const BytecodeMember &A, const BytecodeMember &B) { return A.Name < B.Name; });
  return M;
}

bool readsOptional(const mlir::OpAttribute &A) { return A.isOptional() || attrHasDefault(A); }

void writeBytecode(OStream &OS, const OpDefContext &D) {
  const std::string &Cls = D.className();
  std::vector<BytecodeMember> Members = bytecodeMembers(D.C);
  OS << "::llvm::LogicalResult " << Cls
     << "::readProperties(::mlir::DialectBytecodeReader &reader, ::mlir::OperationState &state) {\n"
     << "  auto &prop = state.getOrAddProperties<Properties>(); (void)prop;\n";
  bool First = true;
  auto separate = [&] {
    OS << (First ? "" : "\n");
    First = false;
  };
  // Before native segment sizes, they were written as an attribute.
  for (const BytecodeMember &M : Members) {
    separate();
    if (!M.Array)
      OS << "  if (::mlir::failed(reader.read" << (M.Attr && readsOptional(*M.Attr) ? "Optional" : "") << "Attribute(prop."
         << M.Name << ")))\n    return ::mlir::failure();\n";
    else
      OS << "  if (reader.getBytecodeVersion() < /*kNativePropertiesODSSegmentSize=*/6) {\n"
         << "    auto &propStorage = prop." << M.Name << ";\n"
         << "    ::mlir::DenseI32ArrayAttr attr;\n"
         << "    if (::mlir::failed(reader.readAttribute(attr))) return ::mlir::failure();\n"
         << "    if (attr.size() > static_cast<int64_t>(sizeof(propStorage) / sizeof(int32_t))) {\n"
         << "      reader.emitError(\"size mismatch for operand/result_segment_size\");\n"
         << "      return ::mlir::failure();\n    }\n"
         << "    ::llvm::copy(::llvm::ArrayRef<int32_t>(attr), propStorage.begin());\n  }\n";
  }
  for (const mlir::OpProperty &P : D.op().properties())
    separate(), OS << "  {\n    auto &propStorage = prop." << P.Name << ";\n    auto readProp = [&]() {\n      "
                   << propCode(P, "readFromMlirBytecode", {{"_reader", "reader"}}) << ";\n"
                   << "      return ::mlir::success();\n    };\n"
                   << "    if (::mlir::failed(readProp()))\n      return ::mlir::failure();\n  }\n";
  for (const BytecodeMember &M : Members)
    if (M.Array)
      separate(), OS << "  {\n    auto &propStorage = prop." << M.Name << ";\n    auto readProp = [&]() {\n\n"
                     << "  if (reader.getBytecodeVersion() >= /*kNativePropertiesODSSegmentSize=*/6)\n"
                     << "    return reader.readSparseArray(::llvm::MutableArrayRef(propStorage));\n;\n"
                     << "      return ::mlir::success();\n    };\n"
                     << "    if (::mlir::failed(readProp()))\n      return ::mlir::failure();\n  }\n";
  OS << "  return ::mlir::success();\n}\n\n";

  OS << "void " << Cls << "::writeProperties(::mlir::DialectBytecodeWriter &writer) {\n"
     << "  auto &prop = getProperties(); (void)prop;\n";
  for (const BytecodeMember &M : Members) {
    if (!M.Array)
      OS << (M.Attr && readsOptional(*M.Attr) ? "\n  writer.writeOptional" : "  writer.write") << "Attribute(prop." << M.Name
         << ");\n";
    else
      OS << "\nif (writer.getBytecodeVersion() < /*kNativePropertiesODSSegmentSize=*/6) {\n"
         << "  auto &propStorage = prop." << M.Name << ";\n"
         << "  writer.writeAttribute(::mlir::DenseI32ArrayAttr::get(this->getContext(), propStorage));\n}\n";
  }
  for (const mlir::OpProperty &P : D.op().properties())
    OS << "\n  {\n    auto &propStorage = prop." << P.Name << ";\n    "
       << propCode(P, "writeToMlirBytecode", {{"_writer", "writer"}, {"_ctxt", "this->getContext()"}})
       << ";\n  }\n";
  for (const BytecodeMember &M : Members)
    if (M.Array)
      OS << "\n  {\n    auto &propStorage = prop." << M.Name << ";\n\n"
         << "  if (writer.getBytecodeVersion() >= /*kNativePropertiesODSSegmentSize=*/6)\n"
         << "    writer.writeSparseArray(::llvm::ArrayRef(propStorage));\n;\n  }\n";
  OS << "}\n\n";
}

} // namespace

void writePropertiesDefs(OStream &OS, const OpDefContext &D) {
  if (!D.C.propertiesPath())
    return;
  writeSetFromAttr(OS, D);
  writeAsAttr(OS, D);
  writeHash(OS, D);
  writeInherentAttrHooks(OS, D);
  // (With useCustomPropertiesEncoding the op defines its own.)
  if (D.C.hasProperties() && !D.op().def()->getValueAsBit("useCustomPropertiesEncoding"))
    writeBytecode(OS, D);
}

} // namespace tblgen::mlirops
