// In a template, a call of a static member of a dependent class (`tr<C>::compare(...)`)
// has a dependent type: its conversion to bool is not shown, so `!` takes it bare.
template <class C> struct tr { static int compare(const C *, const C *, unsigned long); static bool eq(C, C); };
template <class C> struct S { const C *data() const; unsigned long size() const; };
template <class C> bool f(const S<C> &a, const S<C> &b) {
  return a.size() == b.size() && !tr<C>::compare(a.data(), b.data(), a.size());
}
template <class C> bool g(const S<C> &a, const S<C> &b) {
  return !tr<C>::compare(a.data(), b.data(), a.size()) || !tr<char>::compare("a", "b", 1) || !tr<C>::eq(C(), C());
}
template <class C> long q(long l) { return l + tr<C>::compare(0, 0, 1); }
bool h() { return !tr<char>::compare("a", "b", 1); }
