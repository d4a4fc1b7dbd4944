// cudagen 0.1 seed 1524 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,auto_var,struct,class_private,typedef,if,for,nested_block,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define WARPS_1 256
#define RADIUS_2 256
#define WARPS_3 32
#define HALF_4(x) ((x) / 2)
#define HALF_5(x) ((x) / 2)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
static_assert(046 == 0b100110);
__managed__ double m_reduce8[64];

inline __device__ __host__ long long warp9(float *acc10, short beta11, float *dst12) {
  {
    for (int n13 = 0; n13 < beta11; ++n13) {
      for (int i14 = 0; i14 < 020; i14 += 0b10) {
        if ((*dst12) <= (acc10[n13] + (*dst12)))
          return (n13 / WARPS_1) - n13;
        beta11 = beta11 + 62lu;
        beta11 += 1;
      }
    }
    beta11 = dst12[beta11];
  }
  return acc10[beta11 & 7];
}

__global__ void apply15_kernel(const unsigned char *coef16) {
  extern __shared__ int dyn_17[];
  auto cnt18 = ((RADIUS_2 >> dyn_17[5]) * (dyn_17[4] + 37ull)) % dyn_17[2];
  m_reduce8[55] *= HALF_5((*coef16) | (coef16[cnt18 & 7] | dyn_17[cnt18 & 7]));
}

class Vec19 {
  int val21;
public:
  __host__ __device__ Vec19(int init22) : val21(init22) {}
  __host__ __device__ int scale23(float m24) const {
    m24 /= HALF_4(m24 + val21);
    int val25(sizeof(int));
    return (val25 | WARPS_1) % (val21 + alignof(double));
  }
  __host__ __device__ void reset26(float w27) {
    w27 = static_cast<int>(HALF_4(w27));
    if (CAT_7(val, 21) > val21)
      return;
  }
};

__global__ void __launch_bounds__(RADIUS_2 + 768) rank28_kernel(long *buf29) {
  float r30 = sizeof(Vec19);
  if (((buf29[7] | buf29[3]) & 1))
    m_reduce8[0b10001] = r30 - (((*buf29) % WARPS_1) + ((*buf29) & buf29[1]));
  if ((((*buf29) + 035UL) - (buf29[6] + (*buf29))) > WARPS_3) {
    if (HALF_4(*buf29) != 35)
      return;
    double prod31 = 57;
    float *acc32 = &r30;
  }
}
__managed__ int m_stencil33[16];
typedef float *ptr34_t;

__global__ void bias35(int n36) {
  extern __shared__ float dyn_37[];
  auto r38 = 9.625f / dyn_37[n36];
  for (int it39 = 0; it39 < 012; ++it39) {
    __shared__ int sh_40[32];
    dyn_37[n36 & 7] = static_cast<int>(static_cast<float>(it39 - 17.75f));
  }
}
__device__ long long d_kick41[16];

__global__ void __launch_bounds__(0b100000) probe42_kernel(unsigned *dst43, int n44, const float *coef45, const unsigned int *input46) {
  for (int j47 = 0; j47 < n44; j47 += 1) {
    for (int it48 = 0; it48 < 3; it48 += 4) {
      dst43[j47] = (sizeof(unsigned));
      __shared__ unsigned long long sh_49;
    }
  }
}

int main() {
  int len50 = 2460;
  len50 %= CAT_7(len, 50);
  len50 = 2 * HALF_5((static_cast<float>(len50)));
  apply15_kernel<<<dim3((len50 + 63) / 64, 1 << 4), (WARPS_3 + (WARPS_3 + 64)), (0400), nullptr>>>(nullptr);
  rank28_kernel<<<dim3(1 << 9), dim3(0b1, (len50 + 255) / 256), sizeof(int) * 32, (cudaStream_t)0>>>(nullptr);
  bias35<<<1, sizeof(float) * 32, sizeof(float) * 64>>>((len50 % m_stencil33[len50]) | m_stencil33[len50]);
  return 0;
}
