// The classes of llvm/CodeGen/ValueTypes.td that -gen-vt reads.

class ValueType<int size, string llvm_name = NAME> {
  string Namespace = "MVT";
  string LLVMName = llvm_name;
  int Size = size;
  int nElem = 1;
  ValueType ElementType = ?;
  bit isOverloaded = false;
  bit isInteger = false;
  bit isFP = false;
  bit isVector = false;
  bit isScalable = false;
  int NF = 0;
  bit isRISCVVecTuple = false;
  bit isNormalValueType = true;
  bit isCheriCapability = false;
}

class VTAny : ValueType<0> { let isOverloaded = true; }
class VTInt<int size> : ValueType<size> { let isInteger = true; }
class VTFP<int size> : ValueType<size> { let isFP = true; }
class VTVec<int nelem, ValueType elt, string llvm_name = NAME>
    : ValueType<!mul(nelem, elt.Size), llvm_name> {
  let nElem = nelem;
  let ElementType = elt;
  let isInteger = elt.isInteger;
  let isFP = elt.isFP;
  let isVector = true;
}
class VTScalableVec<int nelem, ValueType elt> : VTVec<nelem, elt> {
  let isScalable = true;
}
class VTVecTup<int size, int nf, ValueType dummy_elt> : ValueType<size> {
  let NF = nf;
  let ElementType = dummy_elt;
  let isRISCVVecTuple = true;
}
class VTCheriCapability<int size> : ValueType<size> {
  let isCheriCapability = true;
}
