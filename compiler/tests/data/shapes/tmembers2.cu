#include "prelude.cuh"
struct N { void h() {} int x; template <class U> void g(U) { h(); x = 1; } void k() { h(); } };
template <class T> struct S { void h() {} void f() { h(); } static void sh() {} void f2() { sh(); } };
void use() { N n; n.g(1); S<int> s; s.f(); s.f2(); }
