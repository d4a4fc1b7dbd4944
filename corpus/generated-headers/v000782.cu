// cudagen 0.2 seed 782 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,typedef,if,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,pp_if,call_operator,rdc_extern_device_var,hdr_cmath,hdr_cuda_std
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 3
#define TILE_DIM_2 (((WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 17))))) * 4))
#define NUM_ITERS_3 256

#if NUM_ITERS_3 > 19
#define CONFIG_4 2
#else
#define CONFIG_4 25
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
extern __device__ int sharedCounter6;
extern __device__ float lookup7[8];
__device__ int bumpShared8(int x) {
  sharedCounter6 += x;
  return sharedCounter6 + static_cast<int>(lookup7[x & 7]);
}

__global__ void tally9_kernel(unsigned short* out10, int* __restrict__ acc11, float* __restrict__ data12, int* __restrict__ dst13) {
  float s14((*out10) << (~bumpShared8(47UL)));
  (void)s14;
  cuda::std::array<int, 4> lanes15{};
  lanes15[0] = 47;
  int total16 = lanes15[0] + static_cast<int>(lanes15.size()) + cuda::std::plus<int>()(lanes15[1], 1);
  double lim17 = (-sharedCounter6) % (bumpShared8(NUM_ITERS_3) - (total16 | (*dst13)));
  (void)lim17;
  (++lookup7[3], ((*dst13) = sharedCounter6));
  __shared__ float sh_18;
  (void)sh_18;
}

template <typename T, int N = 6>
__global__ void __launch_bounds__(8 * 010, 3) bump19_kernel(T alpha20) {
  extern __shared__ int dyn_21[];
  int u22[CONFIG_4] = {0x2};
  (void)u22;
  long* r23 = (long*)nullptr;
  (void)r23;
  sharedCounter6 = CONFIG_4;
  cuda::std::array<int, 4> lanes24{};
  lanes24[0] = 40;
  int total25 = lanes24[0] + static_cast<int>(lanes24.size()) + cuda::std::plus<int>()(lanes24[1], 1);
  (void)total25;
}
typedef int idx26_t;
struct Scale27 {
  int k;
  int operator()(int v) const { return v * k; }
  template <typename T>
  T operator()(T a, T b) const { return a + b; }
};
int call28(int x) {
  Scale27 fn{9};
  return fn(x) + fn(x, 1);
}

int main(void) {
  int count29 = 1619;
  if (!(count29 > CONFIG_4))
    return (count29);
  count29 = count29 + (count29 | call28(24));
  unsigned m30 = count29 - count29;
  count29 = count29;
  expf(m30);
  unsigned w31 = count29;
  (void)w31;
  tally9_kernel<<<512, CONFIG_4 + 510, sizeof(int) * 0x40, (cudaStream_t)0>>>(nullptr, &count29, nullptr, &count29);
  bump19_kernel<<<(WARPS_1 + (CONFIG_4 + 251)), (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + CONFIG_4))) * 8, sizeof(float) * 0x100>>>(5l);
  return 0;
}
