// cudagen 0.1 seed 1712 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,static_local,using_alias,if,for,pragma_unroll,while,do_while,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define CHUNK_1 3
#define BLOCK_SIZE_2 8
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void scatter4(int count5) {
  int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned val7 = 45U;
  val7 = val7;
}
const float g_mix8 = 4;

__host__ __device__ void tally9(float cfg10, const double* __restrict__ coef11) {
  int res12{-7};
  const double* tmp13 = nullptr;
  res12 = 46u;
}

__global__ void march14_kernel(int lane15, size_t q16) {
  unsigned int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q16 = 0x36;
  tally9(5U, (const double*)nullptr);
  q16 = lane15;
  int f18 = q16;
}
using idx19_t = long;

__global__ void march20_kernel(int* buf21, int* buf22, int stride23) {
  extern __shared__ long long dyn_24[];
  int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid25 >= stride23) {
    return;
  }
  if (((blockDim.y ^ 30) & 0x1)) {
    return;
  }
  for (int n26 = gid25; n26 > 0; --n26) {
    int pass27 = 0x0;
    while (pass27 < 0x7) {
      int q28 = dyn_24[0x4];
      buf21[n26] = (737UL);
      q28 = blockDim.x;
      ++pass27;
    }
  }
}

template <typename T, int N>
__global__ void filter29(const T* input30, T* data31, T b32) {
  int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll 4
  for (int it34 = 0; it34 < 0xf; it34++) {
    ACCUM_3(data31[it34], (33));
  }
  float* k35 = (float*)nullptr;
  #pragma unroll
  for (int n36 = 0; n36 < idx33; ++n36) {
    T r37 = gridDim.y - BLOCK_SIZE_2;
  }
  float t38 = k35[idx33] / ((N << idx33) + 1172);
  T t39 = sizeof(float);
}

static __global__ void sweep40(float b41, long* __restrict__ acc42) {
  int tid43 = threadIdx.x;
  int iter44 = 0x0;
  do {
    int s45 = iter44;
    if ((s45 ^ tid43) < BLOCK_SIZE_2) {
      continue;
    }
    ++iter44;
  } while (iter44 < iter44);
}

__host__ __device__ int sweep46(int* dst47, int count48) {
  long long y49 = count48;
  float acc50[0x6] = {};
  bool cnt51 = y49 <= ((!dst47) ? 49UL : 9lu);
  return 0x2du;
}

double lerp52(int n53, int stride54) {
  scatter4<<<(n53 + 31) / 0x20, 0x1 << 0x9, sizeof(double) * 0400>>>(50);
  stride54 = (((n53 < 0x31) ? g_mix8 : CHUNK_1) / 14L);
  static int stride55 = 3067;
  return sweep46((int*)nullptr, g_mix8);
}

int main() {
  int len56 = 0xA61;
  sweep46(nullptr, g_mix8);
  int off57 = ((18 >> len56) ^ (CHUNK_1 + len56)) % sweep46(nullptr, len56 << 0);
  off57 = len56;
  march14_kernel<<<dim3((off57 + 31) / 32, (CHUNK_1 + (BLOCK_SIZE_2 + (CHUNK_1 + 2))) * 2, (2)), 128 * 0x2>>>(lerp52(28, len56), g_mix8);
  march20_kernel<<<(16), dim3((len56 + 63) / 64, BLOCK_SIZE_2 + 504)>>>(nullptr, (int*)nullptr, lerp52(len56, off57) * (off57 | sizeof(unsigned int)));
  filter29<int, (CHUNK_1 + 4)><<<dim3(256, (off57 + 0xFF) / 256, 1 << (CHUNK_1 + 4)), 1 << (CHUNK_1 + CHUNK_1), sizeof(int) * 32>>>(nullptr, (int*)nullptr, len56 - sweep46(nullptr, g_mix8));
  return 0x0;
}
