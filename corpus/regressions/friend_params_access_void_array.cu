// A friend's parameter types are named from its class alone (namespaces not entered:
// N::other); access labels skip friends; a discarded array does not decay ((void)arr).
#include "prelude.cuh"
struct G {};
namespace N {
struct other {};
typedef int myint;
namespace cat { struct unspec {}; }
class po {
  int v;
public:
  friend void q1(po, other *, myint, G *, cat::unspec) {}
  friend other q2(const po &);
  void m(other *, cat::unspec);
  int w;
};
}
class fc { int a;
public:
  friend class other2;
  template <class T> friend void tf(T);
  int b;
protected:
  friend struct N::other;
};
void voids() { int h[4]; int *d = h; (void)d; (void)h; }
