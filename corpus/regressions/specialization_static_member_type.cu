// A static data member named through a concrete class template specialization
// (`nt<long>::top`) has the specialization's type (`const long`), found in the class
// or in a base named by a template-id of its parameters, so the other operand's
// conversion shows: `(nt< long> ::top + (1))`.
typedef long diff_t;
typedef unsigned long usize_t;
template<typename V> struct base_traits {
  static const bool is_signed = (V)(-1) < 0;
  static const V top = is_signed ? (V)100 : ~(V)0;
};
template<typename V> struct traits : public base_traits<V> { };
template<typename V> struct plain { static const V top = 5; };
template<class A> struct Bits {
  typedef diff_t difference_type;
  typedef usize_t size_type;
  enum { word_bit = int(8 * sizeof(long)) };
  size_type max_size() const {
    const size_type a = traits<difference_type>::top - int(word_bit) + 1;
    const size_type b = base_traits<difference_type>::top + 1;
    const size_type c = plain<difference_type>::top + 1;
    return a + b + c;
  }
};
usize_t limit() {
  const usize_t a = traits<diff_t>::top + 1;
  const int b = plain<short>::top + 1;
  const long c = plain<int>::top + 1L;
  return a + b + c;
}
