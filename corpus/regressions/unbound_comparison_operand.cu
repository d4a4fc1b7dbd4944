// Beside an operand EDG leaves unbound in a class template (a field of an object of
// another dependent specialization, or a call through an object of an overloaded member
// function of the class template), the other operand of a comparison is not converted
// yet: `x._M_root() != 0`, `(x->color) == red`; bound operands keep `(0)`, `(red)`.
struct NB { NB *r; int color; };
enum Color { red, black };
struct Hdr { unsigned long node_count; };
template<class V> struct Node : NB { V v; };
template<class K>
struct Tree {
  typedef NB *Base;
  typedef const NB *CBase;
  typedef const Node<K> *CLink;
  template<class C> struct Impl : Hdr { C cmp; };
  Impl<K> impl;
  Base root;
  Base &_M_root() { return root; }
  CBase _M_root() const { return root; }
  Base single() { return root; }
  long cnt;
  bool f1(Tree &x) { return x._M_root() != 0; }
  bool f2(const Tree &x) { return x._M_root() != nullptr && 0 != x._M_root(); }
  bool f3(Tree &x) { return x.single() != 0; }
  bool f4() { return impl.node_count == 0; }
  bool f5(CLink x) { return x->color == red || red != x->color; }
  bool f6(NB *x) { return x->color == red; }
  bool f7() { return cnt == 0; }
};
int main() { return 0; }
