// A cast to a non-reference type of a dependent unary operator (`&v`, `-x` in a template)
// is wrapped as an `=` initializer, as the operator alone is; a reference cast stays bare.
void use(const char *);
template <class T> int f(const T &v, T *w, T x) {
  const char *a = reinterpret_cast<const char *>(&v);
  const char *b = reinterpret_cast<const char *>(x);
  const char *d = (const char *)&v;
  const char *e = static_cast<const char *>(&v);
  const char *h = reinterpret_cast<const char *>(&w);
  int m = static_cast<int>(-x);
  int o = int(-x);
  long p = static_cast<long>(static_cast<int>(-x));
  int q = static_cast<int>(-x) + 1;
  const int &r = static_cast<const int &>(-x);
  int s = static_cast<int>(*w);
  int t = static_cast<int>(-*w);
  use(reinterpret_cast<const char *>(&v));
  return static_cast<int>(-x);
}
