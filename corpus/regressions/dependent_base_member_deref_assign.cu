// A built-in operator left unbound on a member reached through a dependent base
// (`this->m.f++`) yields a dependent value: the `*` and `=` applied to it are bound at
// instantiation too (`(*(((this->m).f)++)) = x;`).
struct Ref { int *p; Ref &operator=(bool) { return *this; } };
struct It {
  int *p;
  It operator++(int) { It t = *this; ++p; return t; }
  Ref operator*() const { return Ref(); }
};
template <class A> struct Base { struct Data { It f; }; struct Impl : Data {}; Impl m; };
template <class A> struct W : protected Base<A> {
  void pb(bool x) { *this->m.f++ = x; }
};
int main() { W<int> w; w.pb(true); return 0; }
