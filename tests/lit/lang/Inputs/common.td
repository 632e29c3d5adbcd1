// Included by include.td (twice: the guard makes the second one empty).
#ifndef COMMON_TD
#define COMMON_TD
class FromCommon<int n> { int N = n; }
include "Inputs/nested.td"
#endif
