// A template-id naming the enclosing class template: with the class's own
// arguments, qualified or not, it is the current instantiation (the injected
// name, `nd`); with other arguments, in a friend's parameters, it keeps its
// namespace qualifier (`std::nd< T1>`).
namespace std {
template <class C> struct os {};
template <class T> struct nd {
  T v;
  static int s;
  template <class T1> friend bool operator==(const nd<T1> &a, const std::nd<T1> &b);
  template <class T1, class C>
  friend std::os<C> &operator<<(std::os<C> &o, const std::nd<T1> &x);
  friend bool operator!=(const nd &a, const std::nd<T> &b) { return true; }
  friend bool operator<(const nd<int> &a, const std::nd<T> *b) { return true; }
  void f(const std::nd<T> &x);
  int g() { return sizeof(std::nd<T>); }
  struct In {
    void k(const std::nd<T> &x);
  };
};
template <class T> void nd<T>::f(const std::nd<T> &x) { std::nd<T> y = x; }
template <class U, class C> os<C> &operator<<(std::os<C> &o, const std::nd<U> &x);
}
struct pl {
  friend bool operator!=(const std::nd<pl> &a, const pl &b);
};
int main() {
  std::nd<int> a;
  a.f(a);
  return a.g();
}
