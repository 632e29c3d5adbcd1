include "incl-b.td"
include "incl-a.td"
def Both : InclB;
