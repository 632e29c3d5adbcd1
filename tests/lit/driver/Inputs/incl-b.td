#ifndef INCL_B_TD
#define INCL_B_TD
include "incl-a.td"
class InclB : InclA {
  string B = "b";
}
#endif
