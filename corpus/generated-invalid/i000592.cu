// cudagen 0.1 seed 592 invalid:redeclared_host_as_device
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_template_function,main,shared_var,host_global,constexpr_var,auto_var,const_local,if,if_else,do_while,static_assert,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,cast_functional,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 64
#define WARPS_2 (2 * 2 * 2)
#define RADIUS_3 32
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))

template <typename T>
__device__ float scale6(T beta7, T *__restrict__ acc8) {
  int w9 = 0;
  do {
    __shared__ float sh_10[128];
    --acc8[w9];
    ++w9;
  } while (w9 < 10);
  acc8[w9] = gridDim.y * w9 * (19.875 - w9);
  const int diff11 = blockDim.x;
  return T(threadIdx.x) - SQR_4(blockIdx.x);
}
int g_fold12[] = {5, 51UL};
static_assert(0x21 > 32, "expected value");

__global__ void fold13_kernel(float p14) {
  int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float f16 = blockDim.y;
  constexpr unsigned long long lim17 = 0x27L;
  p14--;
}
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_18(map_march19, int)
__device__ int both23(int x);
__host__ int both23(int x)
{
    return x;
}

int main() {
  int n20 = 1978;
  if ((!(g_fold12[0] == n20)) || ((g_fold12[n20] - n20) > WARPS_2)) {
    if ((g_fold12[n20]))
      return 38;
  } else {
    auto m21 = size_t('z' * g_fold12[0x1]) + (-g_fold12[0x1]);
    n20 = 0UL;
  }
  if (n20)
    return 0x13 + g_fold12[n20];
  const int e22 = -1100;
  fold13_kernel<<<32, dim3((n20 + 127) / 128, (n20 + 63) / 64)>>>(long(g_fold12[n20]));
  map_march19<<<2, 128>>>(g_fold12, n20 - sizeof(long long));
  return 0;
}
