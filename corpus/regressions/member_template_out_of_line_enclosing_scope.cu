// An out-of-line member of a member class template (`A::B<T>::f(...)`): the names of the
// enclosing class A are in scope in the parameter list and the body, as B's are.
class A {
  enum Op { op_get, op_set };
  union Arg { void *p; int i; };
  template <typename T> struct B {
    static void manage(Op which, const A *a, Arg *arg);
    int g(Op o);
  };
  struct C { int h(Op o); };
  int x;
};
template <typename T>
void A::B<T>::manage(Op which, const A *a, Arg *arg) {
  switch (which) { case op_get: arg->i = a->x; break; default: break; }
}
template <typename T> int A::B<T>::g(Op o) { return o == op_set; }
int A::C::h(Op o) { return o == op_get; }
