// An array bound computed from block-scope constants is wrapped: h[(chunks * chunk)].
#include "prelude.cuh"
const int gc = 4;
void f() {
  const int chunks = 4, chunk = 64;
  int *d, h[chunks * chunk];
  int g[chunks];
  int k[gc * 2];
  const int one = 3;
  int m[one + 1];
  constexpr int ce = 2;
  int n[ce * 2];
  (void)d; (void)h; (void)g; (void)k; (void)m; (void)n;
}
