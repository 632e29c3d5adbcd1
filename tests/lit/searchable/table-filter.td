// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// CppTypeName names the row type. FilterClassField names a bit field of the
// records: only the records where it is set become rows. Two tables may
// select different rows of the same class.

include "Inputs/SearchableTable.td"

class Feature<string name, bit experimental> {
  string Name = name;
  bit IsExperimental = experimental;
  bit IsStable = !not(experimental);
}
def F1 : Feature<"sse", 0>;
def F2 : Feature<"avx", 0>;
def F3 : Feature<"amx", 1>;
def F4 : Feature<"apx", 1>;

def StableFeatures : GenericTable {
  let FilterClass = "Feature";
  let FilterClassField = "IsStable";
  let CppTypeName = "FeatureInfo";
  let Fields = ["Name"];
}

def ExperimentalFeatures : GenericTable {
  let FilterClass = "Feature";
  let FilterClassField = "IsExperimental";
  let CppTypeName = "llvm::ExperimentalFeature";
  let Fields = ["Name", "IsStable"];
}

// CHECK:      constexpr llvm::ExperimentalFeature ExperimentalFeatures[] = {
// CHECK-NEXT:   { "amx", false }, // 0
// CHECK-NEXT:   { "apx", false }, // 1
// CHECK-NEXT:  };
// CHECK:      constexpr FeatureInfo StableFeatures[] = {
// CHECK-NEXT:   { "avx" }, // 0
// CHECK-NEXT:   { "sse" }, // 1
// CHECK-NEXT:  };
