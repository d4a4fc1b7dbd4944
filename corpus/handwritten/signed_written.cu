#include "prelude.cuh"

// EDG keeps a written `signed` on short, int, long, long long and __int128 (sugar over the
// plain type) and prints it in declarations, casts, diagnostics and the stub; `signed`
// alone is `signed int`.
signed int a;
signed short int b;
signed long c;
signed long long d;
signed e;
signed __int128 i128;
typedef signed int T1;
typedef signed T2;
typedef signed char T3;
unsigned int u;
signed int f(signed short x) { return (signed int)x + sizeof(signed long); }
signed int *p;
struct S { signed int m; signed short n : 3; };
int g() { signed int loc = 1; return loc; }
__global__ void k(signed int a, signed short *b) {}
auto v = (signed int)3;
decltype((signed short)1) z;
int same(int x);
signed int same(signed int x) { return x; }
