template<class T> concept C = sizeof(T) > 1;
template<class T> struct S {
  void f() const
    requires C<T>
  {}
  void g() requires C<T> {}
  void h()
    requires C<T>;
  template<class U>
  void k(U)
    noexcept(true)
    requires C<U>
  {}
};
template<class T>
void m(T)
  requires C<T>
{}
int main() { return 0; }
template<class T> struct F {
  friend bool operator==(const F &, const F &)
    requires C<T>
  { return true; }
};
