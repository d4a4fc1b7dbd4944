// A statement starting with a class name and `(` is a declaration only when the
// parentheses hold one declarator ([stmt.ambig]): `T(g, 4, 0).doit(5);` is an expression
// (cub's `triple_chevron(grid, block, 0, stream).doit(...)`), `T(x);` declares x.
namespace a { namespace d { struct TC { TC(int, int, int = 0) {} TC(int) {} TC() {} TC& doit(int) { return *this; } }; } }
using a::d::TC;
template<class T> int f(T n) {
  int g = 3;
  ::a::d::TC(g, 4, 0).doit(5);
  a::d::TC(g, 4).doit(n);
  return 0;
}
int h() { int g = 1; ::a::d::TC(g, 4, 0).doit(5); TC(x); TC(*p) = &x; TC(y) = TC(2); TC(); static_assert(sizeof(TC) == 1, ""); return f(1); }
