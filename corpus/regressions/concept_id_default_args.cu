struct P {};
template<class T, class U = P> concept C = sizeof(T) >= sizeof(U);
template<class T, class U, class V = int> concept D = true;
template<class T> concept E = C<T> && D<T, T>;
template<class T> requires C<T> void f(T) {}
template<class T> void g(T) { if constexpr (C<T>) {} }
template<C T> void h(T) {}
template<class T> void k(T) requires D<T, int> {}
template<D<int> T> void m(T) {}
int main() { f(1); g(1); h(1); k(1); m(1); return C<int> ? 0 : 1; }
