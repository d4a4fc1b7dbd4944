// A field reached through a field of an object of another dependent specialization
// (`impl.header.left` with `impl` an `Impl<C>`) is unbound too: wrapped as an argument or
// initializer, `((iterator)((((impl).header).left)))`; through a bound object it stays bare.
struct NB { NB *left; };
struct Hdr { NB header; int count; };
template<class C> struct Impl : Hdr { C cmp; };
template<class V> struct It { It(NB *) {} };
template<class K, class C>
struct Tree {
  typedef It<K> iterator;
  Impl<C> impl;
  Hdr plain;
  iterator begin() { return iterator(this->impl.header.left); }
  iterator b2() { return iterator(impl.header.left); }
  iterator b3() { return iterator(plain.header.left); }
  NB *b4() { NB *p = impl.header.left; return p; }
  void g(NB *); 
  void b5() { g(impl.header.left); }
};
int main() { return 0; }
