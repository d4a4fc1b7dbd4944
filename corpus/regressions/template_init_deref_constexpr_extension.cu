// Template initializers: `__extension__` stays only on constants and strings; `*it` of a
// dependent iterator and operators over constexpr locals of dependent type are wrapped.
#include "prelude.cuh"
template <class T> struct tr { typedef T value_type; };
template <class It> void f1(It first) { typename tr<It>::value_type v = *first; (void)v; }
template <class T> void f2(T *p) { T v = *p; T *q = p; T w = *q; (void)v; (void)w; }
template <class G> struct mx { typedef unsigned long type; };
template <class G> unsigned long f3(G g) {
  typedef typename mx<G>::type uc;
  constexpr uc a = G::min();
  constexpr uc b = G::max();
  constexpr uc r = b - a;
  constexpr uc r1 = r + 1;
  return r1;
}

template <class T> T nde(T a) { return a; }
int ge(int a) { return a; }
extern "C" void afe(const char *, const char *);
void ue1() { int r; r = __extension__ ge(1); r = __extension__ nde<int>(2); int k = __extension__ 3; afe("x", __extension__ "y"); (void)r; (void)k; }
template <class T> void ue2(T x) { T r; r = __extension__ nde<unsigned>(x); r = __extension__ ge(1); int k = __extension__ 3; afe("x", __extension__ "y"); (void)r; (void)k; }
