// cudagen 0.2 seed 370 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constant_array,constexpr_var,auto_var,if,if_init,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_undef,comments
#include <cuda_runtime.h>
#include <array>
#include <tuple>

#define TILE_DIM_1 16
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
// Layout: row-major, no padding.
__global__ void reduce7_kernel(int stride8, int lane9, float* dst10) {
  int stride11 = -5L;
  (void)stride11;
  bool val12 = !(!(lane9 != stride8));
  (void)val12;
}
__constant__ unsigned c_rank13[4] = {39, 056, 45, 32};
__host__ __device__ int apply14(int lane15, int* acc16, float p17) {
  acc16[4] = acc16[0b111];
  if (ADD3_2(lane15, *acc16, TILE_DIM_1) <= p17) {
    return 25ULL;
  }
  size_t r18 = (19 / ((*acc16) << 0)) + acc16[lane15];
  (void)r18;
  return TILE_DIM_1 << lane15;
}
int main() {
  int count19 = 3342;
  count19 = count19 * ((CAT_5(count, 19) + 0x10L) * (count19 * 39));
  reduce7_kernel<<<dim3((count19 + 0b1111111) / 128, 1, (count19 + 0x3F) / 64), dim3((count19 + 0x1F) / 32, (count19 + 255) / 256), (TILE_DIM_1 + 0350) * 4, (cudaStream_t)0>>>(4197, static_cast<float>(14.5f - CAT_5(count, 19)), (float*)nullptr);
  if (auto z20 = 52; count19 >= 21) {
    reduce7_kernel<<<(z20 + 31) / 0x20, 040 * 0x4, 0b0, (cudaStream_t)0>>>(z20, z20, nullptr);
  }
  float u21 = (CAT_5(count, 19) * 19LL);
  (void)u21;
  return 0;
}
