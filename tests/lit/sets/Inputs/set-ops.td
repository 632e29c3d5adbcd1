// The operator defs and registers the set tests share. Set expressions name
// their operators through defs; print-sets expands the defs of class Set
// through their Elements field.

class Set<dag d> { dag Elements = d; }

def add; def sub; def and; def shl; def trunc; def rotl; def rotr;
def decimate; def interleave; def sequence;

foreach i = 0-15 in def R#i;
