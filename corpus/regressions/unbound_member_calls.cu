// In a class template EDG binds a call of an overloaded static member function only when
// no overload has a dependent parameter and no argument is a field of an unbound object;
// otherwise the callee prints bare. A functor field of another specialization's object is
// an unbound call too: `(impl).cmp(a, b)`, not `((impl).cmp)(a, b)`.
struct Less { bool operator()(int a, int b) const { return a < b; } };
template<class C> struct Impl { C cmp; int count; };
struct NB { NB *r; };
template<class V> struct Node : NB { V v; };
template<class V> struct Iter { NB *node; };
template<class K, class C>
struct Tree {
  typedef NB *Base;
  typedef const NB *CBase;
  typedef Node<K> *Link;
  typedef Iter<K> iterator;
  Impl<C> impl;
  Less less;
  static const K &key(CBase x) { return *(const K *)x; }
  static int a1(Base x) { return 0; }
  static int a1(Link x) { return 1; }
  static int b1(Base x) { return 0; }
  static int b1(int x) { return 1; }
  static int c1(Base x) { return 0; }
  static int c1(CBase x) { return 1; }
  static int d1(Base x) { return 0; }
  int f(Base p, Link l, iterator it, NB n, Iter<int> ii) {
    return a1(p) + a1(l) + b1(p) + b1(3) + c1(it.node) + c1(n.r) + c1(ii.node)
        + Tree::c1(it.node) + Tree::a1(p) + d1(it.node) + d1(p);
  }
  bool g(const K &k, Base p, int a) {
    return impl.cmp(k, key(p)) && !impl.cmp(key(p), k) && less(a, a) && this->impl.cmp(k, k);
  }
};
int main() { return 0; }
