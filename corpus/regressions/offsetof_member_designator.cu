// __builtin_offsetof: the member designator names members of the class, not names in scope,
// and is printed as written (m, m.n, a[1].b[2]).
struct Vertex {
  float pos[3];
  float normal[3];
  unsigned color;
};
int f() {
  static_assert(__builtin_offsetof(Vertex, color) == 6 * sizeof(float));
  return __builtin_offsetof(Vertex, normal[1]);
}
static_assert(__builtin_offsetof(Vertex, color) == 24, "");
struct In { int a; int b[4]; };
struct Out { char c; In in[2]; };
template <class T> unsigned long off() { return __builtin_offsetof(T, in[1].b[2]) + __builtin_offsetof(Out, c); }
unsigned long g() { unsigned long o = __builtin_offsetof(Out, in[1].b[2]); return o + off<Out>(); }
struct M { int x; unsigned long f() { return __builtin_offsetof(M, x); } };
