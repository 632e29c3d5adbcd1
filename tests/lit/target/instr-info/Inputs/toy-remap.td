// The toy target with its pointer pseudos remapped to GPR.
include "toy.td"
defm : RemapAllTargetPseudoPointerOperands<GPR>;
