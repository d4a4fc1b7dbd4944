// Out-of-line constructors of class templates (a member template's too, with pack parameters),
// and `friend class X;` naming a class outside the befriending one (it declares no member X).
#include "prelude.cuh"

template<class... T> class tuple {};
template<class T1> struct P {
  P(int);
  template<class... A1> P(int, tuple<A1...>);
  template<class... A1> void f(int, tuple<A1...>);
};
template<class T1> P<T1>::P(int x) {}
template<class T1> template<typename... A1> void P<T1>::f(int, tuple<A1...> f) { }
template<class T1> template<typename... A1> P<T1>::P(int, tuple<A1...> f) { }

class locale {
public:
  class facet;
  class id;
private:
  class _Impl;
};
class locale::id { int x; };
class locale::_Impl {
public:
  friend class locale;
  friend class locale::facet;
private:
  const facet** _M_facets;
  static const locale::id* const _S_id_ctype[];
};

__global__ void k(int *out) { out[0] = sizeof(P<int>); }
