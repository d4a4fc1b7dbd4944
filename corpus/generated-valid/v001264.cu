// cudagen 0.1 seed 1264 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,default_args,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,for,pragma_unroll,nested_block,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
static __device__ long d_probe5;

__host__ __device__ int sift6(int n7 = 20) {
  for (int it8 = 0; it8 < n7; ++it8) {
    for (int i9 = 0, j10 = n7; i9 < j10; (++i9, (--j10))) {
      unsigned int tmp11(it8 << 4);
      tmp11 = ((i9 * 22ul) + 44U) | 34;
    }
    int k12[2]{57, 1244};
  }
  auto flag13 = 56;
  flag13 = static_cast<float>(n7);
  return (39 + (+flag13)) - (48 * flag13);
}
__constant__ int c_count14 = 18;

__global__ void warp15_kernel(unsigned cfg16, const double* in17) {
  unsigned int tid18 = threadIdx.x;
  __shared__ int sh_19[64];
  short val20[6] = {};
}
inline constexpr int STEPS21 = 1 << 7;
__device__ int d_trace22 = 18;

__global__ void __launch_bounds__((32), 4) apply23(float* dst24) {
  extern __shared__ int dyn_25[];
  int idx26 = threadIdx.x;
  d_trace22 = (d_trace22 += STEPS21, ((-d_probe5) | (idx26 - 8)));
  float y27 = -((blockIdx.x + threadIdx.x) - ((float)d_trace22));
  d_trace22 = 5 + y27;
}

__global__ void march28(int* dst29) {
  extern __shared__ float dyn_30[];
  unsigned int idx31 = threadIdx.x;
  for (int j32 = 0; j32 < d_probe5; ++j32) {
    #pragma unroll 2
    for (int it33 = 0, j34 = d_probe5; it33 < j34; (++it33, (--j34))) {
      dyn_30[c_count14] = (j34 + j34) | 6U;
      if (c_count14 == j32) {
        return;
      }
    }
    constexpr unsigned int idx35 = 43ull;
  }
}
// Returns the accumulated value.

constexpr __device__ __host__ int count36(int n37, int count38) {
  return (n37 * count38) >> (STEPS21 - (n37 * n37));
}

inline __host__ __device__ float score39(int n40, const float* src41, unsigned* buf42) {
  buf42[4] = MIN2_1(*src41, 4);
  for (int i43 = 0, j44 = 10; i43 < j44; (++i43, (--j44))) {
    constexpr float m45 = .25F;
  }
  float hi46 = STEPS21 + ((*buf42) - buf42[n40 & 7]) + float(static_cast<float>(*src41));
  buf42[n40 & 7] = +((STEPS21 % n40) - (n40 & (*buf42)));
  return *src41;
}

constexpr __device__ __host__ int apply47(int count48) {
  return STEPS21;
}

constexpr __host__ __device__ int blend49(int lane50) {
  int u51{lane50};
  double base52 = u51;
  return ADD3_2(u51 + 3, 53 & u51, 5) * (ADD3_2(base52, 7, 2));
}

__global__ void mix53(int lane54, const int* in55) {
  int tid56 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid56 >= lane54) {
    return;
  }
  for (int it57 = 0; it57 < 11; ++it57) {
    double h58 = threadIdx.y - (gridDim.x << 6);
    __shared__ float sh_59[32];
  }
  {
    unsigned int y60 = c_count14;
    d_probe5 = 15;
  }
}

int main() {
  int size61 = 2'863;
  int res62 = (+static_cast<unsigned long>(size61)) + size61;
  float base63 = (long)(5 << (res62 + STEPS21));
  warp15_kernel<<<8, 64>>>(base63, nullptr);
  apply23<<<(size61 + 31) / 32, 256>>>(&base63);
  march28<<<1 << 4, 1 << 6, (STEPS21 + 896), (cudaStream_t)0>>>(&size61);
  return 0;
}
