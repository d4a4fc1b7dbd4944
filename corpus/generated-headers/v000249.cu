// cudagen 0.2 seed 249 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,if,if_init,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,alignof,macro_paste,macro_statement,comments,partial_specialization,explicit_specialization
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <utility>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
constexpr unsigned int RADIUS3 = 2 * (2);

__global__ void lerp4_kernel(int count5, float alpha6) {
  unsigned i7 = threadIdx.x;
  if (auto t8 = (CAT_2(alpha, 6) == 10) ? ('\'' / (CAT_2(alpha, 6) - i7)) : alpha6; (066 < static_cast<int>(gridDim.x)) && ((gridDim.x + count5) & 1)) {
    if ((i7 | 0b11111) <= alignof(int)) {
      return;
    }
  }
  int base9((unsigned int)(alpha6 + RADIUS3));
  (void)base9;
}
// Computes one element per thread.

__global__ void pivot10_kernel(float p11, long cfg12, int* acc13) {
  int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx14 >= cfg12) {
    return;
  }
  int lim15 = (((*acc13) & RADIUS3) + blockDim.x) - acc13[5];
  acc13[0] = lim15 + RADIUS3 + RADIUS3;
  acc13[4] = *acc13;
  __shared__ float sh_16[12][4];
  (void)sh_16;
}

template <typename T>
__global__ void count17(const T* coef18, const char* __restrict__ coef19, const T* __restrict__ src20) {
  extern __shared__ float dyn_21[];
  unsigned int idx22 = threadIdx.x;
  T f23 = RADIUS3;
  __shared__ short sh_24[16][14];
  sh_24[idx22 & 0b1111][idx22] = -64;
  dyn_21[7] = idx22 + (blockDim.x - (*coef18));
  f23 = (unsigned)(idx22 | (0b100010));
}
template <typename T, typename U> struct Pick25 { static constexpr int value = 1; };
template <typename T> struct Pick25<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick25<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes27 {
  T d[N];
  __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes27<T, 1> {
  T d;
  __host__ __device__ T first() const { return d; }
};
template <> struct Pick25<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag26(T) { return 0; }
template <> __host__ __device__ int tag26<float>(float) { return 1; }
template <> __host__ __device__ int tag26(double) { return 2; }
__host__ __device__ int specialized28(int x) {
  Lanes27<int, 1> one{x};
  Lanes27<int, 3> three{{x, 1, 2}};
  return x + Pick25<char, long>::value + Pick25<int, int>::value + Pick25<float *, int>::value + Pick25<float, double>::value + tag26(1.0f) + tag26(x) + tag26(2.0) + one.first() + three.first();
}

inline int relax29(int lane30) {
  count17<int><<<dim3((RADIUS3 + 12)), RADIUS3 * (RADIUS3 + 4)>>>(nullptr, static_cast<const char*>(nullptr), nullptr);
  lane30--;
  if (lane30 >= 20) {
    return (((short)lane30) >= 0b100001) ? 3315 : (lane30 - RADIUS3);
  }
  if ((static_cast<float>(lane30) * 12LL) > RADIUS3) {
    pivot10_kernel<<<dim3((lane30 + 127) / 128, (lane30 + 63) / 0100, (lane30 + 31) / 32), RADIUS3 + (RADIUS3 + (RADIUS3 + (RADIUS3 + 240))), 0, nullptr>>>(RADIUS3, (CAT_2(lane, 30) / 032) * (1684 - lane30), &lane30);
    constexpr float e31 = 6.625f;
    if ((lane30 > lane30) && (CAT_2(lane, 30) > 51)) {
      return (lane30 <= e31) ? 5lu : lane30;
    }
  }
  return RADIUS3;
}

int main() {
  int len32 = 3277;
  len32 = 1435UL * ((int)len32);
  len32 = RADIUS3;
  lerp4_kernel<<<1, 256, (RADIUS3 + 0b1111100) * 2, (cudaStream_t)0>>>((len32 > 7) ? RADIUS3 : 47L, len32 + RADIUS3);
  return 0;
}
