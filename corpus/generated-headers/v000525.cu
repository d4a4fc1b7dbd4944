// cudagen 0.2 seed 525 valid headers
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_shared_mem,builtin_vars,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,struct,enum_class,anon_namespace,for,switch,ternary,compound_assign,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,structured_binding
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>

#define RADIUS_1 64
#define CHUNK_2 (32)
#define CAT_3(a, b) a##b
#if CHUNK_2 == 32
#define CONFIG_4 1
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 19
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void reduce6_kernel(const float* in7, unsigned int* dst8, const int* coef9) {
  const int t10 = (unsigned int)((dst8[4] * 14) + (coef9[4] ^ dst8[3]));
  ++dst8[t10 & 7];
  static __shared__ int sh_11[8];
  sh_11[1] |= CONFIG_4;
  sh_11[6] = RADIUS_1;
  dst8[t10] = sh_11[6];
}
namespace {
struct Tile12 {
  float lo13;
  float weight14;
};
__global__ void __launch_bounds__((128)) score15(const double* src16, float beta17, float* out18, double* buf19) {
  extern __shared__ float dyn_20[];
  for (int j21 = 0; j21 < 16; j21 += 1) {
    Tile12 off22 = Tile12{static_cast<float>(dyn_20[6]), static_cast<float>(out18[j21])};
    (void)off22;
  }
  for (int n23 = 0x0; n23 < 7; ++n23) {
    beta17--;
    beta17 = (buf19[2] += beta17, (~((n23 & 1) ? 5 : CONFIG_4)));
    beta17--;
  }
  float acc24 = 2.625f;
  (void)acc24;
}
} // namespace
#define DEFINE_MAP_KERNEL_25(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_25(map_sweep26, double)
DEFINE_MAP_KERNEL_25(map_fuse27, int)
struct Result28 {
  int first;
  double second;
};
Result28 make29(int x) { return Result28{x, static_cast<double>(x)}; }
int unpack30(int x) {
  auto [a, b] = make29(x);
  int arr[3] = {x, 1, 2};
  auto [p, q, r] = arr;
  Result28 v{x, static_cast<double>(x)};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
enum class State31 { Mul32, Add33, Busy34 };
int main() {
  int len35 = 1723;
  len35--;
  float stride36 = CHUNK_2;
  State31 sum37 = State31::Mul32;
  switch (sum37) {
  case State31::Mul32:
    stride36 = +len35;
    len35 = (CONFIG_4 % (~len35)) & (1730UL ^ len35);
    break;
  }
  reduce6_kernel<<<1 << (CONFIG_4 + CONFIG_4), (CONFIG_4 + (CONFIG_4 + 2)) * 16, sizeof(int) * 256>>>(nullptr, (unsigned int*)nullptr, &len35);
  score15<<<(0x1), CONFIG_4 + 31, 0>>>((const double*)nullptr, 6.0f, &stride36, (double*)nullptr);
  map_sweep26<<<8, 0x1 << (CONFIG_4 + 6), 0x200 * 0x8>>>((double*)nullptr, stride36);
  return 0x0;
}
