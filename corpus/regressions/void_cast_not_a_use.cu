// `(void)x` of an unset local is neither a read nor a store: no warning 549 there, but a
// later read still warns.
#include "prelude.cuh"
int f1() { int x; (void)x; return x; }
int f2() { int y; return y; }
void f3() { int z; (void)z; }
