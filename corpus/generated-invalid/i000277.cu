// cudagen 0.1 seed 277 invalid:else_after_else
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,main,device_var,shared_var,constexpr_var,local_array,auto_var,struct,aligned_struct,if,for,pragma_unroll,switch,goto,nested_block,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 256
#define NUM_ITERS_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__global__ void __launch_bounds__(1 << 0x5, 0x3) march5_kernel(long alpha6, char* __restrict__ data7, unsigned long long* __restrict__ out8, double* __restrict__ buf9) {
  switch ((*out8) * sizeof(double)) {
  case (10):
    alpha6 = (threadIdx.x << data7[threadIdx.z]) ? (((char)(*out8)) * alpha6) : (*out8);
    break;
  }
  float y10 = (*buf9) - static_cast<float>(alpha6 * out8[alpha6]);
}
extern "C" __global__ void __launch_bounds__(64 * 4, 4) gather11(const size_t* in12) {
  int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float y14(0);
  __shared__ double sh_15[32];
  auto w16 = (11.25 + y14) - (22.25 - ((*in12) << 5));
}
__device__ char d_filter17;
__global__ void reduce18_kernel(const char* __restrict__ coef19, const float* __restrict__ coef20, const int* __restrict__ in21, int* dst22) {
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst22[2]--;
  size_t res24{size_t(sizeof(double))};
}
__device__ unsigned int d_mix25;
__host__ __device__ unsigned char bias26(int* out27) {
  unsigned int lo28 = (*out27) * static_cast<int>(37);
  (lo28++, (lo28 = 62l));
  (*out27) = ((double)(lo28 * out27[3])) * out27[lo28];
  return (lo28 >> (lo28 + lo28)) * ((int)(lo28 - sizeof(int)));
}
__host__ __device__ long pivot29(const int* __restrict__ input30, const unsigned int* src31) {
  if (50lu > input30[6]) {
    return (input30[1] >> 0x1) - (input30[7] + 15l);
  }
  int base32(src31[5] ? WARPS_1 : ((23 / src31[1]) * (*src31)));
  int v33 = ((int)(*input30)) * size_t(380 * src31[base32]);
  if (base32 + base32) {
    goto out34;
  }
  base32 = (v33 >> (*src31)) + ((float)(19 + v33));
  ++v33;
  v33 = src31[base32];
out34:;
  return 28;
}
extern "C" __global__ void stencil35_kernel(int len36, double beta37, const int* __restrict__ input38) {
  int idx39 = threadIdx.x;
  for (int j40 = 0; j40 < len36; j40++) {
    ++d_filter17;
    {
      #pragma unroll
      for (int n41 = 0; n41 < 7; n41++) {
        ++len36;
      }
      beta37 = +(-(d_mix25 += 62LL, WARPS_1));
    }
  }
}
constexpr long RADIUS42 = 5;
struct __align__(8) Node43 {
  int hi44;
  double w45;
  int id46;
  int sum47;
};
struct alignas(16) Cell48 {
  int id49;
  bool flag50;
  double lo51;
};
__global__ void __launch_bounds__(1 << 6, 1) warp52_kernel(const int* __restrict__ coef53, int* __restrict__ dst54, int* data55, const long* __restrict__ in56) {
  __shared__ unsigned sh_57;
  --sh_57;
  bool v58 = !(!((*in56) >> in56[sh_57]));
  float k59[3] = {3.0f, 24.25f, 23.375F};
  unsigned int y60 = RADIUS42;
  if (blockIdx.x == d_filter17) {
    return;
  }
  __shared__ int sh_61[8];
}
#ifdef MODE_63
#else
#else
#endif
int main(void) {
  int len62 = 1876;
  ++len62;
  len62 = RADIUS42;
  reduce18_kernel<<<2, 1 << 6>>>(static_cast<const char*>(nullptr), nullptr, (const int*)nullptr, nullptr);
  len62 = ((long long)RADIUS42) - (static_cast<int>(len62) - (RADIUS42 + len62));
  march5_kernel<<<(len62 + 63) / 64, (64)>>>((unsigned int)(WARPS_1 * len62), nullptr, nullptr, nullptr);
  gather11<<<0x1 << 3, sizeof(unsigned int) * 64>>>(nullptr);
  stencil35_kernel<<<(len62 + 31) / 32, 128>>>(static_cast<float>(6.125F), 24.5F, nullptr);
  return 0;
}
