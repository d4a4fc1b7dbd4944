// cudagen 0.2 seed 447 valid headers
// features: kernel,restrict_params,launch,builtin_vars,grid_stride_loop,host_function,default_args,main,constexpr_var,auto_var,if,for,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,pp_undef,bit_field,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define CHUNK_1 16
#define WARPS_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef WARPS_2
#define WARPS_2 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__host__ __device__ float norm7(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Mask8 {
  int f0 : 12;
  unsigned int f1 : 12;
  signed int f2 : 9;
  unsigned f3 : 4;
  unsigned : 0;
  unsigned short f4 : 10;
};
int pack9(int x) {
  Mask8 b{};
  b.f0 = 34;
  b.f1 = 26;
  b.f2 = 55;
  b.f3 = 12;
  b.f4 = static_cast<unsigned>(x) & 1023u;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
__global__ void sweep10_kernel(int stride11, const double *__restrict__ coef12, float cfg13, const int *__restrict__ in14)
{
  cosf(11.75F - in14[stride11]);
  stride11 = threadIdx.y << (*in14);
  for (int n15 = (blockIdx.x * blockDim.x) + threadIdx.x; n15 < 13; n15 += blockDim.x * gridDim.x) {
    auto v16 = (*in14) + (23.25 * (CAT_5(stride, 11) >> 0b111));
    (void)v16;
    float sum17 = 11.25f;
    (void)sum17;
    ++cfg13;
  }
  static_assert((59) > 58, "expected value");
}
inline unsigned run_tile18(int stride19 = 46)
{
  for (int n20 = 0; n20 < 6; n20++) {
    int tmp21 = (stride19 += n20, (-4438));
    (void)tmp21;
    stride19 >>= n20;
  }
  return stride19;
}
int main()
{
  int len22 = 3962;
  len22 = len22;
  sweep10_kernel<<<(len22 + 63) / 64, (CHUNK_1 + 16)>>>((19UL), nullptr, 1.0F, nullptr);
  if (len22 != CAT_5(len, 22)) {
    return CHUNK_1;
  }
  len22 = fminf(9.875F * len22, len22 / 18.75f) + ((int)(35U + len22));
  return 0b0;
}
