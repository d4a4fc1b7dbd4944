// cudagen 0.2 seed 170 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,default_args,main,constant_var,shared_var,host_global,constexpr_var,if,do_while,static_assert,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_iife,lambda_launch,conversion_operator,variadic_template,fold_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <utility>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
const char *g_fuse4 = "ok";
__constant__ int c_trace5 = 25;
struct Ratio6 {
  float v;
  __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert7(float x) {
  Ratio6 m{x};
  float plain = m;
  return plain + static_cast<float>(m) * 2;
}
static_assert((sizeof(int) * 4) == 16, "expected value");

__device__ __noinline__ size_t fuse8(unsigned long beta9 = 61ULL) {
  constexpr int v10 = 23u;
  (void)v10;
  __shared__ int sh_11[128];
  (void)sh_11;
  return '#';
}

__global__ void __maxnreg__(128) warp12(int *data13, const long *src14, int n15, int *acc16) {
  unsigned int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid17 >= n15) {
    return;
  }
  data13[c_trace5] = threadIdx.y;
  if (gridDim.y == 55u) {
    return;
  }
  unsigned prod18 = +data13[6];
  (void)prod18;
  static_assert(59 > 58, "tile must fit");
}
template <typename... Ts>
double fold19(Ts... xs) {
  return (... * static_cast<double>(xs));
}
template <typename... Ts>
int count20(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
bool all21(Ts... xs) { return (... && (xs != 0)); }
int spread22(int x) {
  return static_cast<int>(fold19(x, 9.5f, 9u)) + count20(x, x, 1.0) + (all21(x, 9) ? 1 : 0);
}

inline double host_march23(int lane24, int *buf25, double beta26 = 50) {
  ([] {
    int iter27 = 0;
    do {
      warp12<<<dim3(2), sizeof(float) * 32>>>(static_cast<int*>(nullptr), (const long*)nullptr, convert7(g_fuse4[0x0]), (int*)nullptr);
      ++iter27;
    } while (iter27 < (2 * 2));
  })();
  warp12<<<dim3((lane24 + 0377) / 256, 512), sizeof(unsigned int) * 16, 0>>>(&lane24, nullptr, 7, static_cast<int*>(nullptr));
  int iter28 = 0;
  do {
    (++lane24, (lane24 = 9));
    warp12<<<dim3(1 << 1, (lane24 + 255) / 256), sizeof(float) * 0100, 0>>>(nullptr, reinterpret_cast<const long*>(buf25), 34, buf25);
    ++iter28;
  } while (iter28 < 4);
  return g_fuse4[1];
}

int main() {
  int n29 = 168;
  if (n29 != g_fuse4[1]) {
    return (n29 += g_fuse4[1], ceilf(14.5f));
  }
  spread22(g_fuse4[0]);
  return 0;
}
