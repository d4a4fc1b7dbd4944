// A braced scalar mem-initializer keeps its braces and prints its one element as an
// initializer of the member (a converted constant in parentheses); a pointer to a
// dependent type is still a pointer; a member of dependent type keeps the list as written.
template <class T> struct SV {
  unsigned long len; const T *str; int k; T v; double d;
  constexpr SV() noexcept : len{0}, str{nullptr}, k{0}, v{0}, d{1} {}
  constexpr SV(const T *s, unsigned long n, long q) noexcept : len{n}, str{s}, k{(int)q}, v{n}, d{(double)n} {}
};
struct NV {
  unsigned long len; const char *str; int k; double d;
  constexpr NV() noexcept : len{0}, str{nullptr}, k{0}, d{1} {}
  NV(const char *s, unsigned long n, long q) noexcept : len{n}, str{s}, k{(int)q}, d{(double)n} {}
};
