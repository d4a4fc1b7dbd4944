// A non-member (or member) operator function is chosen through a converting constructor
// on an operand (`h += one` with `H(const R &)`): an operator call whose converted operand
// is judged by what it converts (`(h += one)`, `(h += (mk()))`, `(h += i)`, `(h + (p[0]))`).
// With only enumeration operands, such a function is no candidate unless a parameter is the
// enumeration: `e == (E1)` stays built-in although `H(int)` and `operator==(H, H)` exist.
#include "prelude.cuh"
typedef struct { unsigned short x; } R;
struct S { int v; };
enum E { E0, E1 };
struct H {
  unsigned short u;
  H() = default;
  __host__ __device__ constexpr H(const R &r) : u(r.x) {}
  __host__ __device__ H(const S &s) : u(s.v) {}
  __host__ __device__ H(int i) : u(i) {}
};
__host__ __device__ H &operator+=(H &lh, const H &rh);
__host__ __device__ H operator+(const H &lh, const H &rh);
__host__ __device__ bool operator==(const H &lh, const H &rh);
__host__ __device__ S mk();
struct M { int v; M() = default; __host__ __device__ M(const S &r) : v(r.v) { } __host__ __device__ M &operator-=(const M &rh); };
__host__ __device__ inline H &inc(H &h) { R one; one.x = 0x3C00U; h += one; return h; }
__host__ __device__ inline void f1(H &h, S one, int i, S *p) { h += mk(); h += i; h += i + 1; h += one; h + p[0]; one + h; }
__host__ __device__ inline void f2(M &m, S one, S *p) { m -= one; m -= mk(); m -= *p; }
__host__ __device__ inline int f3(E e) { if (e == E1) { return 1; } return e != E0; }
