// EDG binds member function calls in a class template in two ways: an unqualified call (implicit this) waits for instantiation, so operators applied to its result stay unresolved (`*begin()`, `begin()[n]`, `end() - begin()`); a call through a written `this->` of a member declared once in the class itself is bound now and prints without `this->` (`this->h()` prints `h()`), an overloaded one keeps it (`this->end()`), as does one of a base.
struct P { int v; int g() { return this->v + this->h(); } int h() { return 1; } };
template <class T> struct Q { int v; T t; int g() { return this->v + this->h() + (int)this->t; } int h() { return 1; } };
template <class T> struct R {
  T *b;
  T *end() { return b; }
  const T *end() const { return b; }
  int size() const { return 1; }
  const T *rb() const { return this->end(); }
  int s2() const { return this->size() + size(); }
};
struct bit_it { int *p; int &operator*() const { return *p; } int &operator[](long n) const { return p[n]; } long operator-(const bit_it &o) const { return p - o.p; } };
template <class T> struct w {
  bit_it begin() { return bit_it{0}; }
  bit_it end() { return bit_it{0}; }
  static bit_it sb();
  bit_it mem;
  int &front() { return *begin(); }
  int &at(long n) { return begin()[n]; }
  long size() { return (long)(end() - begin()); }
  int &f2() { return *this->begin(); }
  int &f3() { return *sb(); }
  int &f4() { return *mem; }
};
bit_it gb();
template <class T> int &g1() { return *gb(); }
int &nf() { return *gb(); }
