// `__typeof__` keeps its keyword (operand parentheses dropped, never a reference);
// `mode` gives an integer typedef its machine width; a null pointer default argument
// prints `0`.
#include "prelude.cuh"
struct Q {};
extern int d1(Q *q = __null, Q *q2 = nullptr, Q *q3 = (Q*)0, void *v = (void*)0, Q *q4 = 0L, int (Q::*m) = __null, long l = __null);
template <class T> int d2(T *p = nullptr, T *p2 = (T*)0, void *v = __null);
void f() { Q *p = __null; d1(__null); }
inline int t1(float v) { return ((void)((__typeof__(v))v), 1); }
inline int t2(float v) { __typeof__(v + 1) a = v; __typeof(v) b = v; __typeof__((v)) c = v; __typeof__(int) d = 0; return a + b + c + d; }
int g1; __typeof__(g1) g2; __typeof__(g1 * 2) g3;
template <class T> void t3(T x) { __typeof__(x) y = x; __typeof__(x + 1) z = x; }
void t4() { t3(1); }
typedef int reg_t __attribute__((__mode__(__word__)));
typedef int qi_t __attribute__((__mode__(__QI__)));
typedef unsigned int u64_t __attribute__((__mode__(__DI__)));
typedef int hi_t __attribute__((mode(HI)));
