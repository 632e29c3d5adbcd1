//===- SerializationGen.cpp - -gen-spirv-serialization --------------------===//
//
// The SPIR-V binary (de)serializers of the SPIRV_Op defs that ask for them
// (autogenSerialization): per op a Serializer::processOp and a
// Deserializer::processOp specialization, then the dispatchers (by op
// class, by opcode, and by extended instruction set and number). An op's
// words are its result type and id (when it has a result), then its
// arguments in the order `arguments` lists them: operand ids, and
// attributes encoded by kind (enum values, constants by id, integers,
// integer arrays, types).
//
//===----------------------------------------------------------------------===//

#include "backends/mlir/llvmir/OpShape.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <string>

namespace tblgen::mlirspirv {

namespace {

using mlirconv::OpArgument;
using mlirconv::OpShape;

/// Enum attributes whose values SPIR-V encodes as the <id> of a constant.
constexpr std::string_view ConstantIdEnumAttrs[] = {
    "SPIRV_ScopeAttr", "SPIRV_KHR_CooperativeMatrixUseAttr", "SPIRV_KHR_CooperativeMatrixLayoutAttr",
    "SPIRV_MemorySemanticsAttr", "SPIRV_MatrixLayoutAttr"};

/// How an attribute argument is encoded.
enum class AttrEncoding { ConstantId, EnumValue, I32Array, I32, Type };

/// The attribute an argument holds: an optional one seen through to the
/// attribute it wraps.
const Record *storedAttr(const Record *Attr) {
  if (!Attr->getValueAsBit("isOptional"))
    return Attr;
  while (true) {
    const auto *Base = dyn_cast<DefInit>(Attr->getValueInit("baseAttr"));
    if (!Base)
      return Attr;
    Attr = Base->getDef();
  }
}

/// The def name an attribute goes by: an anonymous one takes its base's.
std::string_view attrDefName(const Record *Attr) {
  if (!Attr->isAnonymous())
    return Attr->getName();
  const Record *Base = Attr;
  while (const auto *D = dyn_cast<DefInit>(Base->getValueInit("baseAttr")))
    Base = D->getDef();
  return Base->getName();
}

bool encodingOf(const Record *Attr, AttrEncoding &Enc) {
  std::string_view Name = attrDefName(Attr);
  for (std::string_view C : ConstantIdEnumAttrs)
    if (C == Name)
      return Enc = AttrEncoding::ConstantId, true;
  if (Attr->isSubClassOf("SPIRV_BitEnumAttr") || Attr->isSubClassOf("SPIRV_I32EnumAttr"))
    return Enc = AttrEncoding::EnumValue, true;
  if (Name == "I32ArrayAttr")
    return Enc = AttrEncoding::I32Array, true;
  if (Name == "I32Attr")
    return Enc = AttrEncoding::I32, true;
  if (Attr->isSubClassOf("EnumAttrInfo") || Attr->isSubClassOf("TypeAttrBase"))
    return Enc = AttrEncoding::Type, true;
  return false;
}

/// The qualified C++ enum class of an enum attribute.
std::string enumClassOf(const Record *Attr) {
  const Record *Enum = Attr->getValueAsDef("enum");
  return Enum->getValueAsString("cppNamespace") + "::" + Enum->getValueAsString("className");
}

size_t countAttributes(const OpShape &Shape) {
  size_t N = 0;
  for (const OpArgument &A : Shape.arguments())
    N += A.What == OpArgument::Attribute;
  return N;
}

size_t countVariableLengthOperands(const OpShape &Shape) {
  size_t N = 0;
  for (const OpArgument &A : Shape.arguments())
    N += A.What == OpArgument::Operand && (A.Variadic || A.Optional);
  return N;
}

std::string operationName(const Record *Op) {
  std::string Dialect = Op->getValueAsDef("opDialect")->getValueAsString("name");
  std::string Name = Op->getValueAsString("opName");
  return Dialect.empty() ? Name : Dialect + "." + Name;
}

//===----------------------------------------------------------------------===//
// Serialization
//===----------------------------------------------------------------------===//

void writeAttrSerialization(const Record *Op, const OpArgument &Arg, const std::string &Ind,
                            OStream &OS) {
  const Record *Attr = storedAttr(Arg.Def);
  AttrEncoding Enc;
  OS << Ind << "if (auto attr = op->getAttr(\"" << Arg.Name << "\")) {\n";
  if (!encodingOf(Attr, Enc))
    PrintFatalError(Op, "unhandled attribute type in SPIR-V serialization generation : '" +
                            std::string(attrDefName(Attr)) + "'");
  switch (Enc) {
  case AttrEncoding::ConstantId:
    OS << Ind << "  operands.push_back(prepareConstantInt(op.getLoc(), Builder(op).getI32IntegerAttr("
       << "static_cast<uint32_t>(::llvm::cast<" << enumClassOf(Attr) << "Attr>(attr).getValue()))));\n";
    break;
  case AttrEncoding::EnumValue:
    OS << Ind << "  operands.push_back(static_cast<uint32_t>(::llvm::cast<" << enumClassOf(Attr)
       << "Attr>(attr).getValue()));\n";
    break;
  case AttrEncoding::I32Array:
    OS << Ind << "  for (auto attrElem : llvm::cast<ArrayAttr>(attr)) {\n"
       << Ind << "    operands.push_back(static_cast<uint32_t>("
       << "llvm::cast<IntegerAttr>(attrElem).getValue().getZExtValue()));\n"
       << Ind << "  }\n";
    break;
  case AttrEncoding::I32:
    OS << Ind << "  operands.push_back(static_cast<uint32_t>("
       << "llvm::cast<IntegerAttr>(attr).getValue().getZExtValue()));\n";
    break;
  case AttrEncoding::Type:
    OS << Ind << "  uint32_t attrTypeID = 0;\n"
       << Ind << "  if (failed(processType(op.getLoc(), llvm::cast<TypeAttr>(attr).getValue(), attrTypeID))) {\n"
       << Ind << "    return failure();\n"
       << Ind << "  }\n"
       << Ind << "  operands.push_back(attrTypeID);\n";
    break;
  }
  OS << Ind << "}\n" << Ind << "elidedAttrs.push_back(\"" << Arg.Name << "\");\n";
}

void writeArgsSerialization(const Record *Op, const OpShape &Shape, OStream &OS) {
  const auto &Args = Shape.arguments();
  // Operands all before the attributes are serialized in one loop.
  size_t FirstAttr = 0;
  while (FirstAttr < Args.size() && Args[FirstAttr].What != OpArgument::Attribute)
    ++FirstAttr;
  bool OperandsFirst = true;
  for (size_t I = FirstAttr; I < Args.size(); ++I)
    OperandsFirst &= Args[I].What == OpArgument::Attribute;

  if (OperandsFirst) {
    if (Shape.numOperands())
      OS << "  for (Value operand : op->getOperands()) {\n"
         << "    auto id = getValueID(operand);\n"
         << "    assert(id && \"use before def!\");\n"
         << "    operands.push_back(id);\n  }\n";
    for (const OpArgument &A : Args)
      if (A.What == OpArgument::Attribute)
        writeAttrSerialization(Op, A, "  ", OS);
    return;
  }
  unsigned OperandNo = 0;
  for (const OpArgument &A : Args) {
    OS << "  {\n";
    if (A.What == OpArgument::Attribute) {
      writeAttrSerialization(Op, A, "    ", OS);
    } else {
      OS << "    for (auto arg : op.getODSOperands(" << OperandNo << ")) {\n"
         << "      auto argID = getValueID(arg);\n"
         << "      if (!argID) {\n"
         << "        return emitError(op.getLoc(), \"operand #" << OperandNo
         << " has a use before def\");\n"
         << "      }\n"
         << "      operands.push_back(argID);\n    }\n";
      ++OperandNo;
    }
    OS << "  }\n";
  }
}

void writeSerializer(const Record *Op, const OpShape &Shape, OStream &OS) {
  std::string Class = Shape.qualifiedClassName();
  bool IsExt = Op->isSubClassOf("SPIRV_ExtInstOp");
  OS << "template <> LogicalResult\nSerializer::processOp<" << Class << ">(" << Class << " op) {\n";
  if (countAttributes(Shape) == 0 && countVariableLengthOperands(Shape) == 0) {
    OS << "  return processOpWithoutGrammarAttr(op, ";
    if (IsExt)
      OS << "\"" << Op->getValueAsString("extendedInstSetName") << "\", "
         << Op->getValueAsInt("extendedInstOpcode");
    else
      OS << "\"\", static_cast<uint32_t>(spirv::Opcode::" << Op->getValueAsString("spirvOpName") << ")";
    OS << ");\n}\n\n";
    return;
  }
  size_t NumResults = Shape.results().size();
  OS << "  SmallVector<uint32_t, 4> operands;\n  SmallVector<StringRef, 2> elidedAttrs;\n";
  if (NumResults == 1)
    OS << "  uint32_t resultID = 0;\n"
       << "  uint32_t resultTypeID = 0;\n"
       << "  if (failed(processType(op.getLoc(), op.getType(), resultTypeID))) {\n"
       << "    return failure();\n  }\n"
       << "  operands.push_back(resultTypeID);\n"
       << "  resultID = getNextID();\n"
       << "  valueIDMap[op.getResult()] = resultID;\n"
       << "  operands.push_back(resultID);\n";
  writeArgsSerialization(Op, Shape, OS);
  if (IsExt)
    OS << "  (void)encodeExtensionInstruction(op, \"" << Op->getValueAsString("extendedInstSetName")
       << "\", " << Op->getValueAsInt("extendedInstOpcode") << ", operands);\n";
  else
    OS << "  (void)emitDebugLine(functionBody, op.getLoc());\n"
       << "  (void)encodeInstructionInto(functionBody, spirv::Opcode::"
       << Op->getValueAsString("spirvOpName") << ", operands);\n";
  if (NumResults == 1)
    OS << "  for (auto attr : op->getAttrs()) {\n"
       << "    if (llvm::is_contained(elidedAttrs, attr.getName())) {"
       << "      continue;\n    }\n"
       << "    if (failed(processDecoration(op.getLoc(), resultID, attr))) {\n"
       << "      return failure();\n    }\n  }\n";
  OS << "  return success();\n}\n\n";
}

//===----------------------------------------------------------------------===//
// Deserialization
//===----------------------------------------------------------------------===//

void writeAttrDeserialization(const Record *Op, const OpArgument &Arg, OStream &OS) {
  const Record *Attr = storedAttr(Arg.Def);
  AttrEncoding Enc;
  if (!encodingOf(Attr, Enc))
    PrintFatalError(Op, "unhandled attribute type in deserialization generation : '" + Arg.Name + "'");
  std::string Named = "attributes.push_back(opBuilder.getNamedAttr(\"" + Arg.Name + "\", ";
  switch (Enc) {
  case AttrEncoding::ConstantId: {
    std::string E = enumClassOf(Attr);
    OS << "    " << Named << "opBuilder.getAttr<" << E << "Attr>(static_cast<" << E
       << ">(getConstantInt(words[wordIndex++]).getValue().getZExtValue()))));\n";
    break;
  }
  case AttrEncoding::EnumValue: {
    std::string E = enumClassOf(Attr);
    OS << "      " << Named << "opBuilder.getAttr<" << E << "Attr>(static_cast<" << E
       << ">(words[wordIndex++]))));\n";
    break;
  }
  case AttrEncoding::I32Array:
    OS << "    SmallVector<Attribute, 4> attrListElems;\n"
       << "    while (wordIndex < words.size()) {\n"
       << "      attrListElems.push_back(opBuilder.getI32IntegerAttr(words[wordIndex++]));\n"
       << "    }\n"
       << "    " << Named << "opBuilder.getArrayAttr(attrListElems)));\n";
    break;
  case AttrEncoding::I32:
    OS << "    " << Named << "opBuilder.getI32IntegerAttr(words[wordIndex++])));\n";
    break;
  case AttrEncoding::Type:
    OS << "    " << Named << "TypeAttr::get(getType(words[wordIndex++]))));\n";
    break;
  }
}

void writeDeserializer(const Record *Op, const OpShape &Shape, OStream &OS) {
  std::string Class = Shape.qualifiedClassName();
  size_t NumResults = Shape.results().size();
  OS << "template <> LogicalResult\nDeserializer::processOp<" << Class
     << ">(ArrayRef<uint32_t> words) {\n";
  if (countAttributes(Shape) == 0 && countVariableLengthOperands(Shape) == 0) {
    OS << "  return processOpWithoutGrammarAttr(words, \"" << operationName(Op) << "\", "
       << (NumResults ? "true" : "false") << ", " << Shape.numOperands() << ");\n}\n\n";
    return;
  }
  OS << "  SmallVector<Type, 1> resultTypes;\n"
     << "  size_t wordIndex = 0; (void)wordIndex;\n"
     << "  uint32_t valueID = 0; (void)valueID;\n";
  if (NumResults == 1) {
    OS << "  {\n"
       << "    if (wordIndex >= words.size()) {\n"
       << "      return emitError(unknownLoc, \"expected result type <id> while deserializing " << Class
       << "\");\n    }\n"
       << "    auto ty = getType(words[wordIndex]);\n"
       << "    if (!ty) {\n"
       << "      return emitError(unknownLoc, \"unknown type result <id> : \") << words[wordIndex];\n"
       << "    }\n"
       << "    resultTypes.push_back(ty);\n"
       << "    wordIndex++;\n"
       << "    if (wordIndex >= words.size()) {\n"
       << "      return emitError(unknownLoc, \"expected result <id> while deserializing " << Class
       << "\");\n    }\n  }\n"
       << "  valueID = words[wordIndex++];\n";
  } else if (NumResults != 0) {
    PrintFatalError(Op, "SPIR-V ops can have only zero or one result");
  }
  OS << "  SmallVector<Value, 4> operands;\n  SmallVector<NamedAttribute, 4> attributes;\n";
  const auto &Args = Shape.arguments();
  for (size_t I = 0; I < Args.size(); ++I) {
    const OpArgument &A = Args[I];
    if (A.What == OpArgument::Attribute) {
      OS << "  if (wordIndex < words.size()) {\n";
      writeAttrDeserialization(Op, A, OS);
      OS << "  }\n";
      continue;
    }
    bool VarLength = A.Variadic || A.Optional;
    if (VarLength && I + 1 != Args.size())
      PrintFatalError(Op, "SPIR-V ops can have Variadic<..> or Optional<...> arguments only if "
                          "it's the last argument");
    OS << (VarLength ? "  for (; wordIndex < words.size(); ++wordIndex)" : "  if (wordIndex < words.size())")
       << " {\n"
       << "    auto arg = getValue(words[wordIndex]);\n"
       << "    if (!arg) {\n"
       << "      return emitError(unknownLoc, \"unknown result <id> : \") << words[wordIndex];\n"
       << "    }\n"
       << "    operands.push_back(arg);\n";
    if (!VarLength)
      OS << "    wordIndex++;\n";
    OS << "  }\n";
  }
  OS << "  if (wordIndex != words.size()) {\n"
     << "    return emitError(unknownLoc, \"found more operands than expected when deserializing "
     << Class << ", only \") << wordIndex << \" of \" << words.size() << \" processed\";\n  }\n\n";
  if (NumResults == 1)
    OS << "  if (decorations.count(valueID)) {\n"
       << "    auto attrs = decorations[valueID].getAttrs();\n"
       << "    attributes.append(attrs.begin(), attrs.end());\n  }\n";
  OS << "  Location loc = createFileLineColLoc(opBuilder);\n"
     << "  auto op = " << Class << "::create(opBuilder, loc, resultTypes, operands, attributes); (void)op;\n";
  if (NumResults == 1)
    OS << "  valueMap[valueID] = op.getResult();\n\n";
  OS << "  if (op.hasTrait<OpTrait::IsTerminator>())\n"
     << "    (void)clearDebugLine();\n"
     << "  return success();\n}\n\n";
}

/// The dispatcher over extended instruction sets, sets in llvm::StringMap
/// order, each set's instructions in record order.
void writeExtendedSetDispatch(const RecordKeeper &Records, OStream &OS) {
  OS << "LogicalResult spirv::Deserializer::dispatchToExtensionSetAutogenDeserialization("
     << "StringRef extensionSetName, uint32_t instructionID, ArrayRef<uint32_t> words) {\n";
  compat::StringMapOrder Sets;
  std::vector<std::string> Cases;
  for (const Record *Op : Records.getAllDerivedDefinitions("SPIRV_ExtInstOp")) {
    if (!Op->getValueAsBit("autogenSerialization"))
      continue;
    OpShape Shape(Op);
    std::string Set = Op->getValueAsString("extendedInstSetName");
    unsigned Index = Sets.insert(Set);
    if (Index == Cases.size())
      Cases.push_back("  if (extensionSetName == \"" + Set + "\") {\n    switch (instructionID) {\n");
    Cases[Index] += "    case " + std::to_string(Op->getValueAsInt("extendedInstOpcode")) +
                    ":\n      return processOp<" + Shape.qualifiedClassName() + ">(words);\n";
  }
  for (unsigned Index : Sets.order())
    OS << Cases[Index] << "    default:\n"
       << "      return emitError(unknownLoc, \"unhandled deserializations of \") << instructionID << "
          "\" from extension set \" << extensionSetName;\n"
       << "    }\n  }\n";
  OS << "  return emitError(unknownLoc, \"unhandled deserialization of extended instruction set "
        "extensionSetName\");\n}\n";
}

void emitSerialization(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Serialization Utilities/Functions", OS, Records);
  OStream Ser, Deser, SerDispatch, DeserDispatch;
  SerDispatch << "LogicalResult Serializer::dispatchToAutogenSerialization(Operation *op) {\n";
  DeserDispatch << "LogicalResult spirv::Deserializer::dispatchToAutogenDeserialization("
                << "spirv::Opcode opcode, ArrayRef<uint32_t> words) {\n  switch (opcode) {\n";
  for (const Record *Op : Records.getAllDerivedDefinitions("SPIRV_Op")) {
    OpShape Shape(Op);
    if (Op->getValueAsBit("autogenSerialization")) {
      writeSerializer(Op, Shape, Ser);
      writeDeserializer(Op, Shape, Deser);
    }
    std::string Class = Shape.qualifiedClassName();
    bool HasOpcode = Op->getValueAsBit("hasOpcode");
    if (HasOpcode || Op->isSubClassOf("SPIRV_ExtInstOp"))
      SerDispatch << "  if (isa<" << Class << ">(op)) {\n    return processOp(cast<" << Class
                  << ">(op));\n  }\n";
    if (HasOpcode)
      DeserDispatch << "  case spirv::Opcode::" << Op->getValueAsString("spirvOpName")
                    << ":\n    return processOp<" << Class << ">(words);\n";
  }
  SerDispatch << "  return op->emitError(\"unhandled operation serialization\");\n}\n\n";
  DeserDispatch << "  default:\n    ;\n  }\n"
                << "  auto opcodeString = spirv::stringifyOpcode(opcode);\n"
                << "  if (!opcodeString.empty()) {\n"
                << "    return emitError(unknownLoc, \"unhandled deserialization of \") << opcodeString;\n"
                << "  } else {\n"
                << "   return emitError(unknownLoc, \"unhandled opcode \") << static_cast<uint32_t>(opcode);\n"
                << "  }\n}\n";
  writeExtendedSetDispatch(Records, DeserDispatch);

  OS << "#ifdef GET_SERIALIZATION_FNS\n\n"
     << Ser.str() << SerDispatch.str() << "#endif // GET_SERIALIZATION_FNS\n\n"
     << "#ifdef GET_DESERIALIZATION_FNS\n\n"
     << Deser.str() << DeserDispatch.str() << "#endif // GET_DESERIALIZATION_FNS\n\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVSerialization, TM_MLIR, "gen-spirv-serialization",
                             "Generate SPIR-V (de)serialization utilities and functions",
                             emitSerialization, BT_None);

} // namespace tblgen::mlirspirv
