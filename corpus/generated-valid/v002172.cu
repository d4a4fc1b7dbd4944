// cudagen 0.1 seed 2172 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,static_host_function,default_args,main,device_var,shared_var,constexpr_var,static_local,typedef,namespace,nested_namespace,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define WARPS_2 256
#define LOW_BITS_3(x) ((x) & 0xF)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))

template <typename T>
__device__ T sift5(T b6, int stride7, T alpha8) {
  b6 = stride7;
  ++b6;
  return 2e1F;
}
typedef size_t *ptr9_t;

__global__ void rank10_kernel(int lane11, int count12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i13 >= count12) {
    return;
  }
  lane11 = (int)count12;
  int z14 = static_cast<float>(sift5(static_cast<float>(~count12), 14 % i13, 6.f));
}
__device__ unsigned d_fuse15;

static __device__ __forceinline__ double fold16(bool q17, char a18) {
  d_fuse15 &= q17 % a18;
  float prod19 = sift5<float>(d_fuse15, d_fuse15 % d_fuse15, static_cast<signed char>(d_fuse15)) - gridDim.z;
  prod19 = q17 * q17;
  return (NUM_ITERS_1 + threadIdx.x) + ((d_fuse15 != a18) ? 12.25 : static_cast<unsigned>(d_fuse15));
}

__host__ __device__ int probe20(double q21) {
  unsigned int r22 = NUM_ITERS_1;
  long sum23 = (-(q21 - q21)) + r22;
  float flag24 = sum23;
  int v25 = MAX2_4(flag24, 22);
  int lim26 = -33;
  if (r22 == NUM_ITERS_1) {
    goto out27;
  }
  lim26 = 0x28;
out27:;
  return v25;
}

__device__ __forceinline__ double clamp28(int len29, int *__restrict__ data30) {
  int tmp31(d_fuse15);
  static_assert(0x15 == 21, "tile must fit");
  static_assert(sizeof(int) == 4, "size check");
  int val32 = data30[7] | sizeof(int);
  d_fuse15 ^= probe20(NUM_ITERS_1);
  __shared__ unsigned long long sh_33[8];
  return fold16(((val32 ^ (*data30)) & 0x1), LOW_BITS_3(blockDim.x) / (val32 - threadIdx.x));
}

static __device__ __forceinline__ void clamp34(double *data35, int lane36, unsigned long cfg37) {
  unsigned int mid38 = ((((*data35) * cfg37) <= 17) ? WARPS_2 : lane36) * ((33 * cfg37) / ((*data35) - 11UL));
  if (((mid38 * 2927ULL) - ((data35[gridDim.x] != lane36) ? 4684lu : 25)) >= cfg37) {
    if (clamp28((d_fuse15 <= lane36) ? data35[d_fuse15] : cfg37, static_cast<int*>(nullptr)) <= (d_fuse15 - 56)) {
      __shared__ float sh_39;
    } else {
      double val40 = 13.625f;
      fold16((threadIdx.y - (sizeof(int) * data35[0x2])) < d_fuse15, data35[d_fuse15 & 7]);
    }
    lane36 = sift5(static_cast<long>(blockDim.y), sizeof(double), static_cast<long>(lane36)) * 59U * (lane36 - (cfg37 - WARPS_2));
  } else {
  }
}

namespace gpu41::inner42 {
__device__ __forceinline__ void split43(int lane44, int n45) {
  clamp34((double*)nullptr, (blockDim.z != d_fuse15) ? (NUM_ITERS_1 - lane44) : (lane44), (32) - d_fuse15);
  if (static_cast<long>(n45) >= sizeof(short)) {
    d_fuse15 += gridDim.x ? lane44 : (5 & (d_fuse15 ^ 2437));
  }
  clamp34(nullptr, threadIdx.x, -n45);
  if ((+n45) <= 9U) {
    return;
  }
  clamp28((double)NUM_ITERS_1, &n45);
  n45 &= probe20((NUM_ITERS_1 >> n45) >> n45);
}

__global__ void decay46(const unsigned int *coef47, int count48, unsigned int *__restrict__ dst49, const int *__restrict__ input50) {
  int prod51 = NUM_ITERS_1;
  float mid52 = probe20((*input50) * LOW_BITS_3(dst49[threadIdx.x & 7]));
  count48 = fold16((static_cast<double>(coef47[prod51]) * (blockIdx.x + WARPS_2)) <= count48, (coef47[count48 & 7] < 64ul) ? (0xA) : 1);
  prod51 <<= blockDim.y;
}
__device__ int d_march53 = NUM_ITERS_1 + 42;
} // namespace gpu41::inner42

static int host_stencil54(int len55, int lane56 = 18u) {
  probe20(probe20(LOW_BITS_3(len55)));
  probe20(lane56);
  len55 %= WARPS_2;
  probe20(MAX2_4(lane56 - lane56, len55));
  static bool s57 = false;
  return lane56;
}

int main() {
  int count58 = 0x6ce;
  long long idx59 = host_stencil54(9, LOW_BITS_3(count58) + probe20(count58));
  unsigned int x60{9};
  rank10_kernel<<<(count58 + 31) / 32, dim3((x60 + 127) / 128, 8)>>>(host_stencil54(37UL - count58, count58), count58);
  dim3 res61((count58 + 63) / 64, 4);
  gpu41::inner42::decay46<<<dim3(sizeof(float)), res61>>>(&x60, (0x15 - idx59) - MAX2_4(idx59, x60), static_cast<unsigned int*>(nullptr), &count58);
  return 0;
}
