// cudagen 0.1 seed 868 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,main,device_array,shared_var,auto_var,if,for,range_for,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 51
#endif
/* Returns the accumulated value. */

__global__ void score6_kernel(unsigned int alpha7, unsigned char *data8) {
  unsigned i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long long t10(((data8[threadIdx.y] << data8[blockDim.z]) * i9) % (3188));
  if (blockDim.z == 6)
    (*data8) = i9;
  t10--;
}
// NOTE: keep in sync with the host reference.

inline __host__ __device__ float tile11(int n12, const unsigned *coef13) {
  n12 = coef13[n12];
  auto k14 = n12;
  int pass15 = 0;
  do {
    if (!coef13)
      return n12;
    --k14;
    ++pass15;
  } while (pass15 < k14);
  n12 = (41);
  return 24.375F;
}

__global__ void __launch_bounds__(1 << 7, 0b1) sift16_kernel(const unsigned int *coef17, const int *coef18) {
  int gid19 = threadIdx.x;
  __shared__ float sh_20[32];
  if (((*coef18) & 1)) {
    if ((((int)gid19) != (*coef18)) || (((*coef17) == (*coef17)) || (sh_20[gid19] != 55U))) {
      float w21 = coef18[gid19 & 7] % (32 | (threadIdx.x ^ coef17[gid19]));
      sh_20[8]--;
      int acc22 = 34ull;
    }
  }
}
static __device__ float d_smooth23[64];

__device__ __noinline__ void tally24(double beta25, const unsigned int *src26) {
  if ((threadIdx.z != beta25) && (threadIdx.x != beta25))
    return;
  if (src26[3] > (*src26))
    return;
  for (int n27 = 0; n27 < 2; ++n27) {
    for (auto idx28 : d_smooth23) {
      int stride29 = (55U | (blockIdx.z + n27)) % (6 - (n27 % n27));
      __shared__ unsigned int sh_30;
    }
  }
}

unsigned int host_bias31(unsigned char alpha32) {
  --alpha32;
  alpha32++;
  return 42;
}

int main() {
  int size33 = 428;
  size33++;
  size33 = sizeof(int) >> size33;
  if (size33 < (~size33))
    return 52lu;
  score6_kernel<<<1 << 2, 512, 0>>>(tile11(sizeof(float) * size33, nullptr), nullptr);
  sift16_kernel<<<(size33 + 127) / 128, dim3((size33 + 63) / 64, 512), 0, nullptr>>>(nullptr, &size33);
  return 0;
}
