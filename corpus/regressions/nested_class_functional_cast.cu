// In a template, `N(x)` with a dependent argument, `N` a non-template class nested in a
// class template, prints as a cast to a non-class type: `(N)x`,
// `(value_compare)(_M_t).key_comp()`, `(value_compare)((_M_t).n)`; a namespace-scope
// class, a template-id or the injected class name keep `((C)(x))`.
struct Plain { template<class U> Plain(U) {} };
template<class C> struct Tr { C key_comp() const { return C(); } C n; };
template<class C> struct It { It(C) {} };
template<class C> struct Outer { struct Inner { Inner(C) {} }; };
template<class K, class C>
struct Map {
  class value_compare { friend class Map; protected: C comp; value_compare(C c) : comp(c) {} };
  typedef value_compare vc_t;
  typedef It<C> iterator;
  template<class U> struct NT { NT(U) {} };
  Tr<C> _M_t;
  C mine() const { return C(); }
  value_compare a1() const { return value_compare(_M_t.key_comp()); }
  value_compare a2(C c) const { return value_compare(c); }
  value_compare a3() const { return value_compare(_M_t.n); }
  vc_t a4() const { return vc_t(mine()); }
  iterator b1() const { return iterator(_M_t.key_comp()); }
  Plain p1(C c) const { return Plain(c); }
  NT<C> p4(C c) const { return NT<C>(c); }
  typename Outer<C>::Inner p5(C c) const { return typename Outer<C>::Inner(c); }
  Map p6(C c) const { return Map(c); }
  void c1() const { value_compare v = value_compare(_M_t.key_comp()); iterator i = iterator(_M_t.key_comp()); }
  Map(C) {}
};
template<class C>
struct Single { struct N { N(C) {} }; N f(C c) { return N(c); } };
int main() { return 0; }
