#include "prelude.cuh"
// #940 falling off the end of a non-void function: returns, throws, noreturn calls, constant loops, switch.
void die() __attribute__((noreturn));
[[noreturn]] void die2();
extern "C" void abort(void);
int m1(int x) { if (x) return 1; }
int m2(int x) { if (x) return 1; else return 2; }
int m3(int x) { while (1) { } }
int m4(int x) { for (;;) { if (x) break; } }
int m5(int x) { for (;;) { if (x) return 1; } }
int m6(int x) { switch (x) { case 1: return 1; default: return 2; } }
int m7(int x) { switch (x) { case 1: return 1; } }
int m8(int x) { die(); }
int m9(int x) { die2(); }
int m10(int x) { abort(); }
int m11(int x) { do { return 1; } while (x); }
int m12(int x) { throw 1; }
int m13(int x) { }
int m14(int x) { L: goto L; }
int m15(int x) { while (true) { if (x) return 1; } }
int m16(int x) { x++; }
__device__ int m17(int x) { if (x) return 1; }
template <class T> T m18(T x) { if (x) return 1; }
struct S { int f(int x) { if (x) return 1; } int g(int x); };
int S::g(int x) { x++; }
namespace N { int h(int x) { x++; } }
int m20(int x) { while (x > 0) { return 1; } }
int m21(int x) { if (x) { return 1; } else { die(); } }
int m22(int x) { { return 1; } }
int m23(int x) { switch (x) { case 1: return 1; default: break; } }
int m24(int x) { switch (x) { default: return 1; } }
int m25(int x) { int u; if (x) return u; }
constexpr int m26(int x) { if (x) return 1; }
int main() { return m18(1); }
