#include "prelude.cuh"
template <typename T, typename U> constexpr bool same_v = false;
template <typename T> constexpr bool same_v<T, T> = true;
template <typename T> concept A = true;
template <typename T> concept B = sizeof(T) > 1;
template <typename T, typename U> concept Same = same_v<T, U>;
template <typename T> concept D = (A<T> || B<T>) && !same_v<T, int>;
template <typename T> concept R1 = requires { typename T::type; };
template <typename T> concept R2 = requires (T a, T b) { a + b; { a * b } -> Same<T>; { a.f() } noexcept; requires B<T>; };
template <typename T> concept R3 = requires (T a) { { a } noexcept -> A; typename T::template X<int>; };
template <typename T> concept R4 = requires (T a, T b, int i)
{ a;
 a + b;
  a[i];
    a.m;
      T::zero();
  a = b;
  (a);
  a++;
  a ? b : a;
  { a.w() } -> A; a.x();
  typename T::type;
  requires A<T>;
};
template <typename T> concept R5 = A<T> &&
  requires (T a) {
     a.q();
  } && A<T*>;
template <typename T> concept R6 = requires (T a) { a.f();
  a.g(); }; int q6;
template <A T> void f1(T) {}
template <Same<int> T> void f2(T) {}
template <A... Ts> void f3(Ts...) {}
template <typename T> requires A<T> && B<T> void f5(T) {}
template <typename T> requires (A<T> || B<T>) void f7(T) {}
template <typename T> void f8(T) requires A<T> {}
template <typename T> void f9(T) requires A<T> && A<T*>;
template <typename T>
  requires A<T>
void f10(T);
template <class C>
    requires R6<C>
__global__ void k(C c) { if (c.size() > 1) c[0] = c.size(); }
void g1(A auto x) {}
void g2(const A auto &x) {}
auto g4(auto x, auto y) { return x; }
template <A T> struct S1 { void m() requires A<T*> {} };
template <typename T> requires A<T> struct S2 {};
template <class T> void h(T t, T *p) { t.size(); p->size(); (t.f)(); t ? *p : t; static_assert(requires { t.f();
   t.g(); }); }
A auto v = 1;
int main() { return 0; }
