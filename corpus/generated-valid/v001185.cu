// cudagen 0.1 seed 1185 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,main,shared_var,constexpr_var,local_array,if,if_init,for,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_static,pp_ifdef,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 52
#endif
// Computes one element per thread.

template <typename T>
__global__ void step3_kernel(T* buf4, long* out5, double* out6) {
  int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((i7 * i7) == ((*out6) + threadIdx.x)) {
    __shared__ int sh_8;
    out5[5] *= +i7;
  }
}

template <class T, int N>
__global__ void split9(T q10) {
  int gid11 = threadIdx.x;
  if (T lim12 = 7.625; ((gid11 + 3) | gid11) > q10) {
    --lim12;
    T* off13 = nullptr;
  }
}

template <typename T, typename U>
__device__ T clamp14(const T* coef15, U alpha16, int* dst17) {
  ++alpha16;
  __shared__ unsigned long sh_18[16];
  float y19[(3)]{static_cast<float>(alpha16), 4.0F, static_cast<float>(coef15[blockIdx.z])};
  return (TUNE_2);
}
// Returns the accumulated value.

__device__ __host__ void probe20(const double* coef21) {
  if (coef21[5] == coef21[0x3]) {
    return;
  }
  long long lim22 = coef21[1];
}
// Layout: row-major, no padding.

inline __device__ __host__ void rank23(float q24, unsigned b25) {
  for (int i26 = 14; i26 > 0x0; --i26) {
    for (int j27 = 0; j27 < 10; j27++) {
      q24 = TUNE_2;
      q24 += 21.5F / j27;
      b25 = i26;
    }
    short idx28{static_cast<short>(b25)};
    idx28 = b25;
  }
}

int main() {
  int size29 = 1454;
  probe20(nullptr);
  static_assert(sizeof(int) == 4);
  dim3 idx30 = dim3((size29 + 31) / 32, 4, 8 * 8);
  step3_kernel<<<(size29 + 127) / 128, (TUNE_2 + 12) * 2>>>(static_cast<int*>(nullptr), nullptr, nullptr);
  split9<long, ((0x8))><<<TUNE_2 + 0114, 0b1000000, (TUNE_2 + (TUNE_2 + (TUNE_2 + 868)))>>>(size29 * (TUNE_2 | size29));
  return 0;
}
