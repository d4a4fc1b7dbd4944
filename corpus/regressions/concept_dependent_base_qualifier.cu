namespace n {
  template<class T> concept C = sizeof(T) > 1;
  template<class T, class U = int> concept D = true;
  template<class T> struct B {};
  template<class T> struct S : B<T> {
    static constexpr bool b = C<T>;
    void f() requires C<T> {}
    template<C U> void g(U) {}
    template<D<T> U> void k(U) {}
    static constexpr bool e = D<T>;
  };
  struct P {};
  template<class T> struct Q : B<int> { void f() requires C<T> {} };
}
int main() { return 0; }
