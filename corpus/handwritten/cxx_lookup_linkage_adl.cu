// Lookup as the system headers need it: a namespace reopened inside linkage blocks, '>>'
// closing two template argument lists in an in-class member body, argument-dependent lookup
// (namespaces of classes, enums, template arguments, pointers; hidden friends).
namespace n { int a; }
extern "C++" { namespace n { int b; } }
extern "C" { namespace n { int c; } }
int g = n::b + n::a + n::c;
template<class T> struct M { T t; };
struct S { void f() { M<M<int>> a; a.t.t = 1 >> 1; } int h(int x) { return x >> 2; } };
namespace q {
  struct A {};
  enum E { e0, e1 };
  void h(A);
  int h2(A, int);
  int via_enum(E);
  int via_ptr(const A *);
  template <class T> int via_template(T);
  struct F { friend int hidden(F) { return 1; } };
}
template <class T> struct W {};
namespace r { int via_arg(W<q::A>); }
void k() {
  h(q::A());
  int x = h2(q::A(), 1) + via_enum(q::e1);
  q::A a;
  x += via_ptr(&a) + via_template(a) + hidden(q::F());
}
template <class T> int later(T t) { return via_ptr(&t); }
int use_later() { return later(q::A()); }
