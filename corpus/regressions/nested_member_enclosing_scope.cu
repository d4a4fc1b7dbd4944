// An out-of-line member of a nested class (or nested class template) sees the enclosing
// class's members in its parameter list and body.
class holder {
  enum op { op_get, op_put };
  union arg { void* obj; int n; };
  struct plain { static int run(op which, arg* a); };
  template <typename T> struct manager {
    static int run(op which, const holder* h, arg* a);
    int once();
  };
};
int holder::plain::run(op which, arg* a) { op x = op_get; return which == x ? a->n : 0; }
template <typename T>
int holder::manager<T>::run(op which, const holder* h, arg* a) {
  switch (which) {
  case op_get: return a->n;
  case op_put: return h != 0;
  }
  return 0;
}
template <typename T> int holder::manager<T>::once() { op x = op_put; return x; }
