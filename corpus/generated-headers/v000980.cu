// cudagen 0.2 seed 980 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,default_args,main,constexpr_var,local_array,while,goto,ternary,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_float,lit_char,cast_c,cast_static,sizeof,lambda,lambda_iife,macro_paste,nttp_integral,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void pivot3_kernel(long q4, int len5)
{
  int* lim6 = &len5;
  lim6[q4 & 0b111] = *lim6;
  int lim7[6] = {58, len5};
  (void)lim7;
  int e8 = ((int)((014 <= len5) ? len5 : q4)) & (((*lim6) + 0b110010) | 'z');
  if ((+len5) != e8) {
    goto out9;
  }
  len5 = sizeof(unsigned) & len5;
out9:;
}
template <typename T, unsigned N>
struct Fixed10 {
  T data[N];
  T sum() const {
    T s = T();
    for (unsigned i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> T scaleBy11(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip12(int v) { return Neg ? -v : v; }
unsigned fixed13(int x) {
  Fixed10<unsigned, 1u> a{};
  a.data[0] = static_cast<unsigned>(x);
  return a.sum() + scaleBy11<2>(static_cast<unsigned>(x)) + static_cast<unsigned>(flip12<false>(x));
}

void host_scale14(float q15 = 15.375f)
{
  ([]() {
    constexpr unsigned flag16 = 17;
  })();
  int iter17 = 0;
  while (iter17 < iter17) {
    q15 = iter17 * fmaxf(1413 / q15, q15 / iter17);
    ++iter17;
  }
  cudaEvent_t start18, stop19;
  cudaEventCreate(&start18);
  cudaEventCreate(&stop19);
  cudaEventRecord(start18);
  cudaEventRecord(stop19);
  cudaEventSynchronize(stop19);
  float ms20 = 0.0f;
  cudaEventElapsedTime(&ms20, start18, stop19);
  cudaEventDestroy(start18);
  cudaEventDestroy(stop19);
  q15 = (iter17 + 6) & (fixed13(6));
}

int main()
{
  int size21 = 457;
  size21 = ~static_cast<unsigned char>(size21 << CAT_1(size, 21));
  char u22 = 64 - (size21 += CAT_1(size, 21), (35 ^ size21));
  pivot3_kernel<<<2, 1 << 6, 0, nullptr>>>(1 * u22, size21);
  return 0;
}
