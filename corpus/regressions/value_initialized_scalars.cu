// An empty braced list initializing a scalar is value-initialization: EDG prints the zero
// converted to the type (`0UL`, `'\000'`, `(0.0F)`, `((int *)0LL)`, an enumerator), also
// in a template and in default arguments (where a null pointer is `0` and a one-element
// list prints its element). A deduction guide keeps its own line after `template<...>`.
enum class K { X, Y };
enum E { A = 1 };
struct S { int a; };
float f1{}; float f2 = {};
unsigned u = {}; long l{};
int *p = {}; K k{}; K k2 = {};
short s{}; unsigned char uc{}; long double ld{};
void *vp{}; int S::*mp{};
E e{};
void g(int * = {}, float = {}, K = {}, unsigned long = {}, double = {5}, S = {}) {}
template<class T> void t(T = {}, int = {}, double = {}) { int a{}; int b = {}; T c{}; long d = long{}; }
void h() { long b = long{}; unsigned c = unsigned{}; auto a = short{}; auto ch = char{}; char c2{}; g(); t<int>(); }
template<class A, class B> struct M {
  typedef unsigned long size_type;
  template<class I> M(I, I, size_type = 0) {}
};
template<class I>
M(I, I, typename M<int, int>::size_type = {}) -> M<int, I>;
void use() { int a[2]; M m(a, a + 1); }
