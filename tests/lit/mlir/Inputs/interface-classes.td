// The classes mlir-tblgen's interface backends read, with the fields they
// use (the shape of mlir/IR/Interfaces.td), for tests that do not depend on
// an MLIR installation.

def ins;

class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  code body = methodBody;
  code defaultBody = defaultImplementation;
}

class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> bases = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraClassOf = "";
  list<Interface> baseInterfaces = bases;
}

class InterfaceTrait<string name> {
  string trait = name # "::Trait";
  code extraTraitClassDeclaration = "";
}

class OpInterfaceTrait<string name, code verifyBody = [{}]>
    : InterfaceTrait<name> {
  code verify = verifyBody;
  bit verifyWithRegions = 0;
}

class AttrInterface<string name, list<Interface> bases = []>
    : Interface<name, bases>, InterfaceTrait<name>;
class OpInterface<string name, list<Interface> bases = []>
    : Interface<name, bases>, OpInterfaceTrait<name>;
class TypeInterface<string name, list<Interface> bases = []>
    : Interface<name, bases>, InterfaceTrait<name>;
class DialectInterface<string name, list<Interface> bases = []>
    : Interface<name, bases>, OpInterfaceTrait<name>;

class DeclareOpInterfaceMethods<OpInterface i>
    : OpInterface<i.cppInterfaceName, i.baseInterfaces> {
  let methods = i.methods;
  let cppNamespace = i.cppNamespace;
}
class DeclareAttrInterfaceMethods<AttrInterface i>
    : AttrInterface<i.cppInterfaceName, i.baseInterfaces> {
  let methods = i.methods;
}
class DeclareTypeInterfaceMethods<TypeInterface i>
    : TypeInterface<i.cppInterfaceName, i.baseInterfaces> {
  let methods = i.methods;
}

// An interface outside the main file: never generated.
def IncludedOpInterface : OpInterface<"IncludedOpInterface"> {
  let methods = [InterfaceMethod<"", "int", "included">];
}
def IncludedAttrInterface : AttrInterface<"IncludedAttrInterface">;
def IncludedTypeInterface : TypeInterface<"IncludedTypeInterface">;
def IncludedDialectInterface : DialectInterface<"IncludedDialectInterface">;
