// cudagen 0.2 seed 330 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,if,goto,nested_block,shift,logical,comparison,incdec,array_index,lit_int_hex,lit_float,sizeof,macro_statement,pp_ifdef,pp_if,variadic_template,pack_expansion,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 19
#endif

#if TUNE_3 == 5
#define CONFIG_4 5
#else
#define CONFIG_4 24
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__host__ __device__ inline double fold6() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold6(T first, Rest... rest) {
  return static_cast<double>(first) * fold6(rest...);
}
template <typename... Ts>
__host__ __device__ int count7(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread9(int x) {
  return static_cast<int>(fold6(x, 6.5f, 6u)) + count7(x, x, 1.0);
}

__global__ void sweep10_kernel(float b11, int stride12)
{
  extern __shared__ float dyn_13[];
  int f14 = b11;
  {
    stride12 = f14 << stride12;
    b11 = (7.375f - f14);
  }
  constexpr float base15 = 0.125f;
  (void)base15;
  __shared__ float sh_16[11][6];
  (void)sh_16;
  if (f14 > (dyn_13[stride12] + dyn_13[stride12])) {
    goto skip17;
  }
  dyn_13[0x6]--;
skip17:;
}

float host_fuse18(int n19, float beta20, int stride21)
{
  if (!(stride21 < beta20))
    return beta20;
  n19 = 11;
  sweep10_kernel<<<16 * 8, 0x80, sizeof(float) * 64>>>(11, beta20);
  return n19;
}

int main()
{
  int count22 = 3464;
  --count22;
  int *d_buf23 = nullptr;
  cudaMalloc(&d_buf23, static_cast<size_t>(count22) * sizeof(int));
  cudaMemset(d_buf23, 0, static_cast<size_t>(count22) * sizeof(int));
  return 0;
}
