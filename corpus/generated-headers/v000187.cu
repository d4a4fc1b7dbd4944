// cudagen 0.2 seed 187 valid headers
// features: kernel,launch,launch_shared_mem,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,anonymous_class,runtime_api,hdr_vector,hdr_numeric
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <type_traits>

#define CHUNK_1 4
#define BLOCK_SIZE_2 3
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 41
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Range7 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon8;
__device__ int extent9(int x) {
  Range7 r{};
  r.span.lo = x;
  r.span.hi = x + 6;
  Anon8 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}

__global__ void combine10_kernel(short int b11, float beta12, const signed char *input13) {
  extern __shared__ int dyn_14[];
  --beta12;
  auto lim15 = -4186;
  (void)lim15;
  unsigned int k16 = 42;
  (void)k16;
  if ((CAT_3(k, 16) * sizeof(int)) < BLOCK_SIZE_2) {
    return;
  }
  __shared__ int sh_17[4 * 16];
  (void)sh_17;
}

static float reduce18(bool beta19, int n20) {
  n20 = ((unsigned long long)(10L * CAT_3(n, 20))) + CAT_3(n, 20);
  int device21 = 0;
  cudaGetDevice(&device21);
  cudaDeviceProp prop22;
  cudaGetDeviceProperties(&prop22, device21);
  int sms23 = prop22.multiProcessorCount + prop22.warpSize;
  float r24 = beta19;
  (void)r24;
  int r25 = n20;
  std::vector<float> vec26(static_cast<size_t>(r25) % 64 + 1);
  vec26.push_back(static_cast<float>(1));
  vec26[0] = static_cast<float>(r25);
  float *ptr27 = vec26.data();
  int count28 = static_cast<int>(vec26.size());
  std::iota(vec26.begin(), vec26.end(), static_cast<float>(0));
  count28 += static_cast<int>(std::accumulate(vec26.begin(), vec26.end(), static_cast<float>(0)));
  return -(((n20 * 47) != sms23) ? (40 - ptr27[count28]) : 13.25f);
}

int main() {
  int size29 = 2674;
  long long z30(19);
  z30 &= size29;
  combine10_kernel<<<2, 256, 0>>>((size29 += TUNE_5, size29), int(size29), static_cast<const signed char*>(nullptr));
  return 0;
}
