// Inside a nested block of a class template member's body (a block or a controlled
// statement within the body's own block), a template argument naming a dependent member
// typedef of the class is the type it stands for: `{ Box< It< V> >  b; }`,
// `if (a) { return pair< It< V> , It< V> > (…); }`; the body's own statements keep
// `Box< iterator> `, and a non-template-argument use stays `iterator`.
template<class A, class B> struct pair { A first; B second;
  template<class U1, class U2> pair(U1 &&a, U2 &&b) : first(a), second(b) {} };
struct NB { NB *r; };
template<class V> struct It { NB *node; It(NB *n = 0) : node(n) {} };
template<class X> struct Box { X x; };
template<class T> struct Tup { Tup(const T &) {} };
template<class K, class V>
struct Tree {
  typedef It<V> iterator;
  typedef V value_type;
  typedef NB *base_ptr;
  iterator lb(NB *a) { return iterator(a); }
  pair<iterator, iterator> in_class(NB *a) { { return pair<iterator, iterator>(lb(a), lb(a)); } }
  int f(NB *a);
  int g(const value_type &k) { if (k) { Tup<const value_type &> t = (Tup<const value_type &>)(k); } return 0; }
  pair<iterator, iterator> range(NB *a);
};
template<class K, class V>
int Tree<K, V>::f(NB *a) {
  { iterator z = lb(a); Box<iterator> b; Box<value_type> bv; Box<base_ptr> bp; int s = sizeof(Box<iterator>); pair<iterator, int> p(lb(a), 1); }
  Box<iterator> b2;
  if (a) Box<iterator> b3;
  for (;;) { Box<value_type> b4; }
  return 0;
}
template<class K, class V>
pair<typename Tree<K, V>::iterator, typename Tree<K, V>::iterator> Tree<K, V>::range(NB *a) {
  while (a != 0) { if (a->r) { return pair<iterator, iterator>(lb(a), lb(a)); } a = a->r; }
  return pair<iterator, iterator>(lb(a), lb(a));
}
int main() { return 0; }
