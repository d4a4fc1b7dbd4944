// cudagen 0.1 seed 484 invalid:launch_too_few_args
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,auto_var,static_local,typedef,namespace,anon_namespace,if,if_init,switch,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,lambda,lambda_capture_value,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 50
#endif

__device__ __host__ void norm4(int len5) {
  len5 ^= ((len5 & len5) - 3) % (len5 * 55);
  if (len5 != (len5 % 22)) {
    return;
  }
}

namespace impl6 {
inline __host__ __device__ float weigh7(int count8, const float *src9, int count10) {
  if ((RADIUS_1 & count8) == count10) {
    count10 &= (~(0x2F & count8)) * ((0x8 % count8) - count10);
    (count10++, (count10 = *src9));
    auto sum11 = ((count10 % 4) / (0x80b ^ count8));
  }
  if (count8 <= 10) {
    return (0x14ul + (*src9)) - (count10 & count10);
  }
  return (*src9) * count10;
}
} // namespace impl6

__global__ void __launch_bounds__(1 << 0x7) merge12_kernel(int len13, unsigned int *__restrict__ out14, float *__restrict__ out15) {
  extern __shared__ int dyn_16[];
  int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  len13 = TUNE_3 & ((len13 - 61ul) + 26u);
  if (long v18 = ((RADIUS_1 - len13) | threadIdx.y); !((i17) <= 17U)) {
    static_assert(sizeof(int) == 4);
  }
  dyn_16[i17] = RADIUS_1;
}
__device__ int d_bump19[64] = {39};
typedef int idx20_t;

namespace impl21 {
constexpr __host__ __device__ int shade22(idx20_t len23, float a24) {
  float t25 = ((len23 & len23) ^ len23) % len23;
  len23 += len23 & len23;
  return t25;
}
} // namespace impl21

namespace {
inline __host__ __device__ int mix26(int stride27) {
  stride27++;
  stride27 = -10;
  long long hi28 = stride27 + 59lu;
  constexpr float u29 = 3452;
  stride27 = u29;
  return u29;
}
static constexpr int RADIUS30 = 32;
typedef int idx31_t;
} // namespace

int main() {
  int count32 = 3460;
  switch ((count32)) {
  case (0x5):
    break;
  }
  auto fn35 = [=](unsigned long y33, int u34) -> unsigned int {
    u34 = RADIUS30;
    u34--;
    return (L'a' - u34) ^ (count32 % count32);
  };
  if (count32 > (count32 + (~count32))) {
    static float lo36 = -59;
    merge12_kernel<<<0400, dim3((count32 + 0x1F) / 32, (count32 + 63) / 64, 2 * 4), (RADIUS_1 + 3840)>>>(RADIUS30, nullptr);
  }
  return 0;
}
