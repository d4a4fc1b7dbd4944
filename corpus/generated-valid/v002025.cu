// cudagen 0.1 seed 2025 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,device_var,constexpr_var,auto_var,const_local,enum_class,namespace,if,nested_block,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,lambda,lambda_iife,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 3
#define BLOCK_SIZE_2 5
#define TILE_DIM_3 5
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 2
__device__ int d_probe8 = 47;

__global__ void lerp9_kernel(int count10, int n11, float* out12) {
  int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i13 >= n11)
    return;
  {
    float s14 = -26;
    auto sum15 = blockDim.y + ((16 + d_probe8) * (gridDim.z % i13));
  }
  auto off16 = ((d_probe8 == 'a') ? (count10 * threadIdx.x) : blockDim.z) & 22;
  ++count10;
  d_probe8 = count10;
  ++off16;
}

constexpr int run_march17(int stride18) {
  ++stride18;
  return (stride18 - (stride18 += stride18, stride18)) | 25ul;
}

namespace util19 {
static __device__ unsigned int d_kick20 = 40;

__global__ void rank21_kernel(const unsigned long* coef22, int len23) {
  const int acc24 = len23;
  if ((~(util19::d_kick20 - coef22[7])) > (34l / coef22[len23 & 7])) {
    if (CAT_7(len, 23) > CAT_7(acc, 24))
      return;
    const unsigned int* h25 = &util19::d_kick20;
  }
}
} // namespace util19
enum class Axis26 : short {
  Green27 = 2,
  Add28 = 6,
  High29,
  Green30 = 9,
  High31
};

int main(void) {
  int size32 = 3'549;
  ([] {})();
  size32 = MOD8_4(size32);
  constexpr float u33 = 19.75f;
  size32 = (run_march17(size32) - (16 - size32)) + RADIUS_1;
  lerp9_kernel<<<dim3((size32 + 255) / 256, (size32 + 127) / 128, (size32 + 127) / 128), (BLOCK_SIZE_2 + 59) * 2>>>(run_march17(size32), size32, (float*)nullptr);
  util19::rank21_kernel<<<(32), dim3(256, TILE_DIM_3 + 11), 0, nullptr>>>((const size_t*)nullptr, run_march17(size32));
  return 0;
}
