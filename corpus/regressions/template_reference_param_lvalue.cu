// A non-type template parameter of reference type names the referenced object: an
// lvalue of the referenced type, so it can be assigned, incremented and have its
// address taken.
int counter = 8;
template <int &R> int bump(int x) {
  R += x;
  R = 3;
  ++R;
  return R;
}
template <int &R> struct Holder {
  int get() { R++; int *p = &R; return *p + R; }
};
template <const int &C> int read() { return C + 1; }
int tally(int x) {
  Holder<counter> h;
  return bump<counter>(x) + h.get() + read<counter>();
}
