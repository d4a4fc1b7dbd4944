// A requires-expression's parameters are printed as prototype parameters are:
// `const M & m`, `int * q`, `M  m[2]` (libcu++ mdspan concepts `requires(const _Mapping& __map)`).
template <class M> concept c1 = requires(int* q, M* const p, const M (&a)[3], int (*fp)(M&), M m[2], const int& ci) { q; };
template <class M> concept sized = requires(const M& m) { m.size(); };
struct X { int size() const; };
static_assert(sized<X>);
int main() { return 0; }
