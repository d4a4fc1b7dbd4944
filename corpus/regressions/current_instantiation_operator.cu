// In a class template (its member functions and the friends defined in it), an
// operator on an object of the current instantiation is type-dependent: EDG binds it
// at instantiation and prints it as written, without an operator call's parentheses.
template <class X> struct W {
  typedef W _Self;
  X *p;
  W &operator+=(long) { return *this; }
  W &operator++() { return *this; }
  W &operator-=(long n) { return *this += -n; }
  W &inc() { ++*this; return *this; }
  _Self &inc2() { ++(*this); return *this; }
  friend _Self add(const _Self &a, long n) { _Self t = a; t += n; return t; }
};
int main() {
  W<int> x;
  x.inc();
  x.inc2();
  add(x, 2);
  return 0;
}
