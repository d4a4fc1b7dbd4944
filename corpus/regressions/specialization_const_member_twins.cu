// Member functions of a class template specialization (`D<int>`, not instantiated) that
// differ only in the const of their implicit object parameter are ranked by the object:
// the non-const twin on a plain object, the const one on a const object.
template <class T> struct D {
  typedef unsigned long size_type;
  typedef T &reference;
  typedef const T &const_reference;
  T *p;
  D(size_type n, const T &v) : p(0) {}
  reference at(size_type n) { return p[n]; }
  const_reference at(size_type n) const { return p[n]; }
  size_type size() const { return 0; }
};
int f() {
  D<int> sizes(4, 8);
  const D<int> &c = sizes;
  sizes.at(1) = 3;
  return static_cast<int>(sizes.size()) + sizes.at(2) + c.at(0);
}
template <class T> int g(D<int> &d, T t) { return d.at(t) + d.at(1); }
int h(D<int> &d) { return g(d, 2); }
