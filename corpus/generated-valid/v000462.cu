// cudagen 0.1 seed 462 valid
// features: kernel,kernel_template,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum_class,anon_namespace,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void scatter2(bool q3, int *__restrict__ buf4, int n5) {
  unsigned i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i6 >= n5) {
    return;
  }
  buf4[blockIdx.x & 7] >>= threadIdx.x + i6;
  bool off7 = static_cast<unsigned int>(q3 * (gridDim.y * 29));
  ++(*buf4);
}

namespace {
enum struct Level8 : long { Fast9, Red10, Low11, On12 };
} // namespace
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_13(map_tile14, double)
DEFINE_MAP_KERNEL_13(map_warp15, float)

template <typename T, int N = 1>
__global__ void __maxnreg__(128) rank16(const T *__restrict__ coef17, const int *coef18, T b19) {
  extern __shared__ float dyn_20[];
  int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  T t22 = coef17[0];
  float lo23(b19);
  ++lo23;
  __shared__ int sh_24[16];
  lo23 = 7 | idx21;
}

void fold25(const float *src26) {
  if (((*src26) - 1) > src26[3]) {
    goto skip31;
  }
  for (int i27 = 12; i27 > 0; --i27) {
    for (int i28 = 0; i28 < i27; ++i28) {
      for (int i29 = 0; i29 < 2; ++i29) {
        float acc30 = 62;
      }
    }
  }
skip31:;
}

__global__ void pivot32(int count33) {
  int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid34 >= count33) {
    return;
  }
  Level8 f35 = Level8::On12;
  (++count33, (count33 = int(warpSize)));
  unsigned long long k36 = count33;
  if ((k36 * k36) < k36) {
    goto finish37;
  }
  f35 = Level8::Red10;
finish37:;
}
constexpr int STEPS38 = ((4));

__host__ __device__ long pack39(const int *__restrict__ coef40) {
  float f41 = int(STEPS38 - coef40[0]) * double(*coef40);
  if ((~coef40[7]) != 26) {
    goto finish42;
  }
  if (f41 != 37) {
    return -(55ul - f41);
  }
finish42:;
  return 43;
}

constexpr int run_mix43(int len44, int lane45) {
  len44 = STEPS38;
  return -27;
}

int main() {
  int n46 = 1606;
  for (int n47 = 0, j48 = (STEPS38 + 12); n47 < j48; (++n47, (--j48))) {
    n46 <<= n47;
    Level8 flag49 = Level8::Low11;
  }
  scatter2<<<dim3(STEPS38 + (STEPS38 + (STEPS38 + (STEPS38 + 240)))), 512>>>(!(n46 != n46), &n46, STEPS38);
  map_tile14<<<(n46 + 127) / 128, STEPS38 + 28, sizeof(float) * 256, (cudaStream_t)0>>>(nullptr, n46 | (STEPS38 ^ n46));
  map_warp15<<<dim3(512), 1 << 7, 512 * 2>>>(nullptr, run_mix43(n46, STEPS38));
  return 0;
}
