// `typename Tree<K, V>::m` naming a member typedef of the current instantiation, as a
// template argument: in the return type before the member's name it is the type the
// typedef stands for (`pair< It< V> , It< V> > `, `pair< NB *, NB *> `, `pair< V, int> `);
// in the member's body it is the typedef's name (`pair< viter, int> `). Another
// template's member (`typename Other< K> ::ptr`) stays as written.
template<class A, class B> struct pair { A first; B second; pair() {} pair(A a, B b) : first(a), second(b) {} };
struct NB { NB *r; };
template<class V> struct It { NB *node; It(NB *n = 0) : node(n) {} };
template<class T> struct Other { typedef T *ptr; };
template<class K, class V>
struct Tree {
  typedef NB *_Base_ptr;
  typedef It<V> iterator;
  typedef V value_type;
  typedef It<value_type> viter;
  pair<iterator, iterator> range(NB *a);
  pair<_Base_ptr, _Base_ptr> pos(NB *a);
  pair<iterator, bool> ins(NB *a);
  pair<viter, int> vi();
  pair<value_type, int> vt();
  pair<typename Other<K>::ptr, int> op();
  iterator begin();
};
template<class K, class V>
pair<typename Tree<K, V>::iterator, typename Tree<K, V>::iterator> Tree<K, V>::range(NB *a) {
  return pair<iterator, iterator>(iterator(a), iterator(a));
}
template<class K, class V>
pair<typename Tree<K, V>::_Base_ptr, typename Tree<K, V>::_Base_ptr> Tree<K, V>::pos(NB *a) {
  typedef pair<_Base_ptr, _Base_ptr> _Res;
  return _Res(a, a);
}
template<class K, class V>
pair<typename Tree<K, V>::iterator, bool> Tree<K, V>::ins(NB *a) {
  return pair<iterator, bool>(iterator(a), true);
}
template<class K, class V>
pair<typename Tree<K, V>::viter, int> Tree<K, V>::vi() { return pair<typename Tree<K, V>::viter, int>(); }
template<class K, class V>
pair<typename Tree<K, V>::value_type, int> Tree<K, V>::vt() { return pair<value_type, int>(); }
template<class K, class V>
pair<typename Other<K>::ptr, int> Tree<K, V>::op() { return {}; }
template<class K>
pair<typename Other<K>::ptr, int> free_op() { return {}; }
template<class K, class V>
typename Tree<K, V>::iterator Tree<K, V>::begin() { return iterator(); }
int main() { return 0; }
