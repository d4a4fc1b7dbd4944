// Class scopes reached from outside the class body: a nested class defined out of line sees its
// enclosing class's members, a class template defined after its forward declaration serves its
// out-of-line members, member operators named through `.`/`->`, anonymous union members found
// by unqualified lookup, and `__float80`.
#include "prelude.cuh"

class locale {
public:
  class facet;
  class id;
  typedef int category;
};
class locale::facet {
  const facet* shim(const id*) const;
  category c;
};
class locale::id { int x; };

template<class A> struct at { static void on_swap(A&, A&) {} };
template<class C, class A = int> class bs;
template<class C, class A>
class bs {
  typedef at<A> traits;
public:
  A& get();
  void swap(bs& s);
  union { C buf[4]; unsigned long cap; };
  unsigned long capacity() const { return cap; }
};
template<class C, class A>
  void bs<C, A>::swap(bs& s) { traits::on_swap(get(), s.get()); }

struct L {
  bool operator==(const L& o) const throw();
  bool operator!=(const L& o) const throw() { return !(this->operator==(o)); }
};
bool differ(L a, L b) { return !a.operator==(b) && (&a)->operator!=(b); }

__float80 wide = 1.0;
bool same = __is_same(__float80, long double);

__global__ void k(float *out) { out[0] = (float)sizeof(bs<char>); }
