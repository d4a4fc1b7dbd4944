// cudagen 0.1 seed 466 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_array,constant_var,managed_var,constexpr_var,local_array,struct,operator_overload,if,if_else,for,while,switch,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 ((3))
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b

__global__ void norm5_kernel(int n6, unsigned int *out7, const int *__restrict__ src8, int lane9) {
  unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= lane9) {
    return;
  }
  float res11[8] = {-2.25F, 6.625f, static_cast<float>(lane9), 7.0F, static_cast<float>(gridDim.x), static_cast<float>(7.875f), 7.0F, 0565};
  constexpr unsigned v12 = 0b111111u;
  if (lane9) {
    goto skip16;
  }
  if ((static_cast<int>(lane9) - NUM_ITERS_1) > (n6 += NUM_ITERS_1, threadIdx.x)) {
    int pass13 = 0;
    while (pass13 < 16) {
      constexpr int diff14 = 020u;
      ++pass13;
    }
  } else if (src8[0]) {
    constexpr int r15 = 29;
  } else {
  }
skip16:;
}
__constant__ float c_tally17 = '#';

struct Vec18 {
  int val19;
  double w20;
};

inline __host__ __device__ Vec18 operator+(Vec18 a, Vec18 b) {
  Vec18 r = a;
  r.val19 += b.val19;
  r.w20 += b.w20;
  return r;
}
__device__ float d_apply21[64] = {9.25f, 3460, 48, '#'};
__managed__ int m_relax22 = 129;

static __global__ void __launch_bounds__((WARPS_2 + (NUM_ITERS_1 + 45)) * 010) pivot23_kernel(Vec18 alpha24, int lane25, long *__restrict__ data26) {
  int tid27 = threadIdx.x;
  for (int i28 = m_relax22; i28 > 0; --i28) {
    switch (data26[0b1]) {
    case 10:
      break;
    }
  }
  d_apply21[29] = 39;
  (++alpha24.val19, (alpha24 = Vec18{35u, 0x1p1}));
}
// Computes one element per thread.

__global__ void __launch_bounds__(1 << (WARPS_2 + (WARPS_2 + 2))) trace29(__grid_constant__ const Vec18 cfg30, const double *coef31, float *out32, float *buf33) {
  unsigned res34 = (*out32) / 45;
  int acc35 = static_cast<int>(LOW_BITS_3(LOW_BITS_3(m_relax22)));
  unsigned int idx36 = 35 + gridDim.x;
  for (int i37 = 0, j38 = 9; i37 < j38; (++i37, (--j38))) {
    for (int i39 = 2 * 7; i39 > 0b0; --i39) {
      (*out32) -= buf33[2];
      double cnt40 = blockIdx.x;
    }
  }
}

__global__ void __maxnreg__(32) combine41(unsigned *acc42, const double *coef43) {
  int gid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
  size_t res45 = 'A';
  switch (m_relax22) {
  case WARPS_2 + 6:
    res45 = gid44 - (+(11l + acc42[res45]));
    break;
  default: {
    int z46 = WARPS_2;
    break;
  }
  }
  acc42[m_relax22] = 'a';
}

int main() {
  int n47 = 2899;
  trace29<<<(n47 + 31) / 32, 1 << 7, 0, nullptr>>>(Vec18{54, static_cast<double>(n47 - m_relax22)}, nullptr, nullptr, (float*)nullptr);
  int diff48 = char(LOW_BITS_3(n47) * m_relax22);
  if ((diff48 * 48) == n47) {
    return 39;
  }
  norm5_kernel<<<dim3(1 << 6), 512, 1024, (cudaStream_t)0>>>(n47, static_cast<unsigned*>(nullptr), &m_relax22, 52);
  pivot23_kernel<<<256, dim3((m_relax22 + 0b1111111) / 128, (2), (n47 + 31) / 0b100000), 1024, nullptr>>>(Vec18{' ', 46}, n47, nullptr);
  combine41<<<(n47 + 31) / 32, 32 * 2, sizeof(int) * 256, (cudaStream_t)0>>>((unsigned int*)nullptr, nullptr);
  return 0;
}
