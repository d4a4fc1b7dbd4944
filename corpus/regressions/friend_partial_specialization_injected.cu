// In a friend function's parameters, a partial specialization's injected class name prints
// as its template-id with the specialization's arguments, qualified by its scope like an
// explicit specialization's (`N::H< V, V, A>  &`); the primary's stays `G< K, V>  &`.
namespace N {
template<class K, class V, class A> struct H { };
template<class V, class A> struct H<V, V, A> {
  void swap(H &) {}
  friend void swap(H &x, H &y) { x.swap(y); }
  H *self() { return this; }
};
template<class K, class V> struct G { friend void swap(G &x, G &y) { } };
template<class V> struct G<V *, V> { friend void swap(G &x, G &y) { } G *p; };
}
template<class K, class V> struct G2 { friend bool operator==(const G2 &, const G2 &) { return true; } };
template<class V> struct G2<V *, V> { friend bool operator==(const G2 &, const G2 &) { return true; } };
int main() {
  N::H<int, int, char> a, b; swap(a, b);
  G2<int *, int> c, d; return (c == d) ? 0 : 1;
}
