namespace ns { template <typename T> concept C = sizeof(T) >= 1; template <typename T, typename U> concept D = true; }
template <ns::C T> void f(T) {}
void g(ns::C auto x) {}
template <typename... Ts> concept All = (ns::C<Ts> && ...);
template <typename... Ts> concept P = requires (Ts... ts) { (ts + ...); };
template <typename T>
  requires ns::C<T>
struct S { template <typename U> requires ns::D<T, U> void m(U); };
template <typename T> requires ns::C<T> template <typename U> requires ns::D<T, U> void S<T>::m(U) {}
template <typename T> concept E = requires (T a) { { a } -> ns::D<int>; };
template <typename T> concept G = requires { T{}; T(); new T; sizeof(T); };
template <ns::C auto N> struct V {};
namespace m { template <typename T> concept K = true; namespace in { template <K T> void f0(T) {} } }
using namespace m;
template <K T> void fk(T) {}
void gk(K auto x) {}
template <typename T> concept EK = requires (T a) { { a } -> K; };
int main() { return 0; }
