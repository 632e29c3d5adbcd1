// The fields of a Dialect def that mlir-tblgen reads, with their defaults.
def ins;
class Dialect {
  string name = ?;
  string cppNamespace = name;
  string summary = ?;
  code description = ?;
  list<string> dependentDialects = [];
  code extraClassDeclaration = "";
  bit hasCanonicalizer = 0;
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit isExtensible = 0;
  bit usePropertiesForAttributes = 1;
  dag discardableAttrs = (ins);
}
