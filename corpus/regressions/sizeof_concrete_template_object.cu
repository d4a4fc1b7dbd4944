// `sizeof x` of an object whose type is a concrete class template specialization prints as a
// simple operand, `sizeof w` (only a type that names a template parameter keeps `(w)`).
#include "prelude.cuh"
template <class T, unsigned long N> struct arr { T d[N]; };
template <class T> struct W { T a; };
void take(void *, unsigned long);
template <class T> unsigned long dep(T t) { W<T> w; return sizeof w + sizeof(t); }
int main() {
  arr<float, 4> a{};
  W<int> w;
  int y;
  take(&a, sizeof a);
  take(&w, sizeof(w));
  take(&y, sizeof y + sizeof a);
  return (int)dep(1);
}
