// The classes mlir-tblgen's pass backends read, with the fields they use
// (the shape of mlir/Pass/PassBase.td), for tests that do not depend on an
// MLIR installation.

class Option<string cpp, string arg, string ty, string dflt, string desc,
             string flags = ""> {
  string cppName = cpp;
  string argument = arg;
  string type = ty;
  string defaultValue = dflt;
  string description = desc;
  string additionalOptFlags = flags;
}

class ListOption<string cpp, string arg, string ty, string desc, string flags = "">
    : Option<cpp, arg, ty, "", desc, flags>;

class Statistic<string cpp, string statName, string desc> {
  string cppName = cpp;
  string name = statName;
  string description = desc;
}

class PassBase<string arg, string base> {
  string argument = arg;
  string baseClass = base;
  string summary = "";
  string description = "";
  code constructor = "";
  list<string> dependentDialects = [];
  list<Option> options = [];
  list<Statistic> statistics = [];
}

class Pass<string arg, string op = ""> : PassBase<arg, "::mlir::OperationPass<" # op # ">">;
class InterfacePass<string arg, string iface> : PassBase<arg, "::mlir::InterfacePass<" # iface # ">">;
