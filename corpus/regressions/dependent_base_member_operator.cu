// In a class template, an operator on a member reached through a member of a dependent
// base (`this->m.f += n`) is bound at instantiation: printed as written, without the
// parentheses of an operator call.
struct It { int *p; It &operator++() { ++p; return *this; } It operator++(int) { It t = *this; ++p; return t; } It &operator+=(long n) { p += n; return *this; } It &operator--() { return *this; } };
template<class A> struct Base {
  typedef A *ptr;
  struct Data {
    It s; It f; ptr e;
    Data() {}
    Data &operator=(const Data &) = default;
    void mv(Data &x) { *this = x; }
    void rs() { *this = Data(); }
  };
  struct Impl : Data { };
  Impl m;
};
template<class T, class A> struct V;
template<class A> struct V<bool, A> : protected Base<A> {
  void pb(int x) { this->m.f++; --this->m.f; this->m.f += (long)x; }
};
template<class A> struct W : protected Base<A> {
  void pb(int x) { this->m.f++; --this->m.f; this->m.f += (long)x; }
};
int main() { V<bool, int> v; v.pb(1); W<int> w; w.pb(1); return 0; }
