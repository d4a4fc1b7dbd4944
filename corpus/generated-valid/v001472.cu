// cudagen 0.1 seed 1472 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,static_local,struct,class_private,namespace,if,while,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// Returns the accumulated value.
__global__ void __maxnreg__(128) sweep6(unsigned long long a7, int* buf8, float* data9, unsigned* dst10) {
  int val11 = buf8[1];
  data9[5] /= (buf8[0x7] += *buf8, val11);
  a7--;
}
// Layout: row-major, no padding.
static __global__ void __maxnreg__(64) merge12_kernel(int count13, float q14, const int* coef15, int stride16) {
  ++count13;
  double stride17[6]{21.625, 22.125, 38, 23.25, 39, 1.5};
  constexpr float cnt18 = 7U;
  double tmp19[2] = {'z'};
  const int f20 = stride16;
}
/* Helper used by the kernels below. */
class Tile21 {
  size_t id22;
  long mass23;
  float z24;
public:
  __host__ __device__ Tile21(size_t a25, long a26, float init27) : id22(a25), mass23(a26), z24(init27) {}
  __host__ __device__ unsigned long bump28(unsigned x29) const {
    Tile21 y30(x29, static_cast<int>(1314), 0.25f);
    y30 = y30;
    return x29;
  }
};
static __global__ void __launch_bounds__((512)) bump31_kernel(float* __restrict__ dst32, int* data33, int lane34) {
  extern __shared__ unsigned long long dyn_35[];
  int* t36 = data33;
  dst32[2] = (((*data33) + (*t36)) % dyn_35[4]) << (*t36);
  if (MOD8_2(*data33)) {
    return;
  }
  int f37((dyn_35[lane34] += 51, (dyn_35[lane34] + (*dst32))));
  lane34 += 61;
  static_assert(62 == 62);
  int cnt38(CAT_5(f, 37));
}
// Layout: row-major, no padding.
__device__ __host__ float clamp39(float cfg40, double alpha41) {
  alpha41 += MOD8_2(((cfg40 != alpha41) ? 21 : 0x29) & 10U);
  unsigned prod42 = BLOCK_SIZE_1;
  int w43 = 0;
  if (prod42 <= w43) {
    goto finish45;
  }
  while (w43 < w43) {
    prod42 = CAT_5(cfg, 40) - (BLOCK_SIZE_1 & prod42);
    auto s44 = 25;
    ++w43;
  }
finish45:;
  return 16.75F;
}
namespace ops46 {
__host__ int host_probe47(bool p48, float* dst49) {
  static unsigned long long idx50 = 14;
  dst49[0x7] /= (CAT_5(p, 48));
  dst49[0] = (idx50 += idx50, 11.125f);
  sweep6<<<64, (128), sizeof(double) * 256>>>(*dst49, nullptr, dst49, reinterpret_cast<unsigned*>(dst49));
  int diff51 = static_cast<int>(p48 ? dst49[idx50 & 7] : 13) << CAT_5(idx, 50);
  if (idx50 < 19U) {
    goto out52;
  }
  diff51 -= MOD8_2(p48);
out52:;
  return 20l / ((idx50 | diff51) + idx50);
}
} // namespace ops46
constexpr float kR53 = .75F;
__global__ void score54_kernel(int count55, float* __restrict__ acc56, const unsigned int* __restrict__ in57, const size_t* in58) {
  Tile21 off59(sizeof(Tile21) >> in58[count55 & 7], kR53, 24.375f);
  off59.bump28(MOD8_2(*in58));
  unsigned val60 = off59.bump28(46UL);
  int h61 = 37;
  (++val60, (h61 = 33));
  Tile21 sum62{5lu, static_cast<long>(in58[h61 & 0x7]), 5.f};
  acc56[0x0]++;
}
int main() {
  int size63 = 2313;
  size63 *= MOD8_2((((size63 & 1) && (size63 <= sizeof(unsigned long))) ? size63 : size63));
  merge12_kernel<<<dim3((1), (16)), dim3(8, 1 << 6), sizeof(int) * 32>>>(29l, 2e1F, &size63, 0xA);
  score54_kernel<<<(2), 64>>>(CAT_5(size, 63), nullptr, (const unsigned*)nullptr, nullptr);
  const unsigned flag64 = (size63 += kR53, (925 * MOD8_2(size63)));
  int u65 = 54;
  bump31_kernel<<<128, BLOCK_SIZE_1 + 64>>>((float*)nullptr, &size63, MOD8_2(CAT_5(u, 65)) >> ((size63 != 051U) ? u65 : size63));
  return 0;
}
