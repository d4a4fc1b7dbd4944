// cudagen 0.2 seed 238 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,using_alias,comparison,incdec,address_of,call,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_if,anonymous_class,ctad,memory_spaces,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define RADIUS_1 16
#define RADIUS_2 64
#define CHUNK_3 (RADIUS_1 + (RADIUS_1 + 0x20))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_6 7
#else
#define CONFIG_6 31
#endif
__global__ void rank7(int n8, unsigned int cfg9, float a10, bool beta11) {
  cfg9 = floorf(cfg9 - cfg9);
  cfg9 = sqrtf((56 + CAT_5(beta, 11)));
  char r12(CAT_5(beta, 11));
  (void)r12;
  --a10;
  bool m13{false};
  (void)m13;
}
template <typename T> struct Keep14 {
  T v;
  __host__ __device__ Keep14(T x) : v(x) {}
  __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin15 { A a; B b; };
__host__ __device__ int deduce17(int x) {
  Keep14 h(x);
  Keep14 g{3.5};
  return h.get() + static_cast<int>(g.get());
}
using real18_t = float;
struct Range19 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon20;
__host__ __device__ int extent21(int x) {
  Range19 r{};
  r.span.lo = x;
  r.span.hi = x + 4;
  Anon20 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}
__device__ int devTable22[4];
__constant__ float coeffs23[4] = {4.5f, 6.5f, 4.5f, 4.5f};
__managed__ int managedTotal24;
__global__ void everySpace25(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  extern __shared__ float dynamicTile[];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable22[i & 3] + managedTotal24;
  extra[i & 7] = coeffs23[i & 3];
  dynamicTile[i] = extra[i & 7];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
int main() {
  int n26 = 0x424;
  managedTotal24 = -4139;
  rank7<<<dim3(8), (CHUNK_3 + (CHUNK_3 + 0x180))>>>(n26, CONFIG_6, fabsf(14.875F), (49 / n26) <= (n26 - managedTotal24));
  n26 = sqrtf(fminf(managedTotal24, managedTotal24) - (managedTotal24 - managedTotal24));
  everySpace25<<<dim3(2 * 2, 32), 32, 256>>>((int*)nullptr);
  return 0;
}
