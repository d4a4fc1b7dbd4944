// A member call on an object of a concrete class template specialization finds the
// member in the partial specialization the arguments select (also when the primary
// has a dependent base), so its result's conversion to an operator's base-class
// parameter shows: `it != (v.end())`.
struct iter_base {
  int p;
  friend bool operator!=(const iter_base &x, const iter_base &y) { return x.p != y.p; }
};
struct const_iter : iter_base { const_iter() { p = 0; } };
template<class T> struct alloc {};
template<class T, class A> struct vec_base {};
template<class T, class A = alloc<T> > struct vec : protected vec_base<T, A> {
public:
  int size() const { return 0; }
};
template<class A> struct vec<bool, A> {
  typedef const_iter const_iterator;
  const_iterator begin() const { return const_iter(); }
  const_iterator end() const { return const_iter(); }
};
int main() {
  vec<bool> bits;
  for (vec<bool>::const_iterator it = bits.begin(); it != bits.end(); ) { }
  const_iter c;
  bool differ = c != bits.end();
  vec<int> ints;
  return ints.size() + differ;
}
