// `return (e);` keeps one pair of source parentheses, except in a template when `e` is a
// value-dependent constant: a `const` integral local initialized by a dependent call
// makes `(a <= 7 ? a : 7)` one, printed as the constant's tree without them.
typedef unsigned long usize_t;
template<class T> struct Bits {
  enum { word_bit = 64 };
  usize_t dependent(const T &t) const {
    const usize_t limit = 1000;
    const usize_t a = T::max_size(t);
    return (a <= limit / int(word_bit) ? a * int(word_bit) : limit);
  }
  usize_t plain(usize_t n) const {
    const usize_t a = n;
    return (a <= 7 ? a : 7);
  }
  usize_t other(const T &t) const {
    const usize_t a = T::max_size(t);
    usize_t i = 9;
    return (a <= i ? a : i);
  }
};
struct Limits {
  static constexpr char lo() { return (((char)(-1)) < 0 ? -1 : 0); }
};
usize_t f(usize_t n) {
  const usize_t a = n;
  return (a <= 7 ? a : 7);
}
