// A call whose argument has the type of the current instantiation (`*this`, `P&`, a nested
// class of it) is type-dependent: an unqualified name not found here is looked up by ADL at
// instantiation ([temp.dep.candidate]), also through a dependent call's result. A
// forward-declared class template in a nested namespace is a new template, not the outer one.
namespace t {
namespace d {
template<class T> struct B {};
template<class T> T& dc(B<T>& b) { return static_cast<T&>(b); }
template<class T> const T& dc(const B<T>& b) { return static_cast<const T&>(b); }
}
template<class T> struct EP : d::B<T> { int s; };
namespace c {
struct tag;
template<class T> struct EP;
template<> struct EP<tag> : t::EP<tag> {};
template<class T> struct EP : t::EP<T> {};
template<class D> struct P : EP<D> {
  int s;
  struct N { int f(N* n) { return later(n); } };
  D on(int x) const { D r = dc(*this); r.s = x; return r; }
  int m(P& o) { return later(o); }
};
template<class T>
auto f(P<T>& x) -> decltype(dc(x).s) { return dc(dc(x)).s; }
struct Q : P<Q> {};
}
}
int main() { t::c::Q q; return q.on(1).s; }
// A member of a base reached from a class prvalue prints the object in parentheses
// (`(g()).s`); the member of a base specialization returns its type substituted.
struct B { int s; int m() const { return s; } };
struct S : B { S on(int) const { return *this; } };
S g() { return S(); }
S& h();
int use(t::c::Q w) { S q; int a = g().s; int b = q.on(1).s; int c = w.on(1).s; int k = g().m(); int l = h().s; return a + b + c + k + l; }
