// cudagen 0.1 seed 538 valid
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,host_device_function,main,host_global,constexpr_var,struct,struct_methods,operator_overload,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_digit_separator,lit_float,lit_nullptr,cast_c,alignof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 48
#endif
#undef TUNE_4
#define TUNE_4 2
static bool g_score5;

struct Bounds6 {
  float id7;
  int weight8;
  __host__ __device__ int reset9(double x10) const {
    return LOW_BITS_1(weight8 + 19);
  }
};

inline __host__ __device__ Bounds6 operator+(Bounds6 a, Bounds6 b) {
  Bounds6 r = a;
  r.id7 += b.id7;
  r.weight8 += b.weight8;
  return r;
}
constexpr int BLOCK11 = TUNE_4 + (TUNE_4 + (TUNE_4 + 0x1a));
/* Layout: row-major, no padding. */

__host__ __device__ float blend12(unsigned long p13, const int* __restrict__ src14) {
  if ((src14[p13] + BLOCK11) <= 34) {
    return (BLOCK11) * (*src14);
  }
  p13 >>= LOW_BITS_1(*src14);
  if (src14 == nullptr) {
    return *src14;
  }
  return ((int)((*src14) - src14[p13])) * TUNE_4;
}
#define DEFINE_MAP_KERNEL_15(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_15(map_pack16, float)
DEFINE_MAP_KERNEL_15(map_kick17, int)

int main() {
  int len18 = 1'904;
  (len18--, (len18 &= BLOCK11));
  float z19{14.875F};
  constexpr float lo20 = 50;
  map_pack16<<<(len18 + 63) / 64, 0x100>>>(&z19, BLOCK11);
  map_kick17<<<(len18 + 127) / 128, 64>>>(&len18, blend12(alignof(float) * CAT_2(len, 18), (const int*)nullptr));
  return 0x0;
}
