// cudagen 0.2 seed 181 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,struct,struct_template,compound_assign,bitwise,incdec,member_access,call,lit_digit_separator,lit_float,lit_nullptr,macro_function,macro_statement,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>

#define HALF_1(x) ((x) / 2)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

template <typename T>
struct Span5 {
  T vel6;
  T lo7;
  __host__ __device__ T apply8() const {
    Span5<T> t9 = Span5<T>{4, 2};
    t9.vel6 *= expf(fabsf(vel6) - (t9.vel6));
    return 17.75f;
  }
};

__global__ void split10_kernel(const double *in11) {
  int i12 = threadIdx.x;
  (void)i12;
}

int main() {
  int size13 = 3'960;
  --size13;
  int device14 = 0;
  cudaGetDevice(&device14);
  cudaDeviceProp prop15;
  cudaGetDeviceProperties(&prop15, device14);
  int sms16 = prop15.multiProcessorCount + prop15.warpSize;
  sms16++;
  sms16 |= (-20);
  split10_kernel<<<(sms16 + 255) / 256, 16 * 4, 4'096>>>(nullptr);
  return 0;
}
