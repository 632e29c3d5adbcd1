#ifndef INCL_A_TD
#define INCL_A_TD
class InclA {
  int A = 1;
}
#endif
