// cudagen 0.1 seed 1329 valid
// features: kernel,launch,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,typedef,namespace,if,if_else,for,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 41
#endif
#undef TUNE_6
#define TUNE_6 24

__global__ void score7_kernel(float *dst8, int *dst9)
{
  extern __shared__ double dyn_10[];
  auto tmp11 = 32;
  dst9[7]++;
  if (tmp11 < 30)
    return;
}

namespace ops12 {
typedef int idx13_t;

__device__ void fold14(const signed char *src15)
{
  if ((((*src15) + sizeof(char)) & 1))
    return;
  unsigned f16(64 + threadIdx.x);
  for (int it17 = 0; it17 < 3; ++it17) {
    ops12::idx13_t y18[3]{it17, 28U, 38};
    f16 = (y18[1] += 49, 1) | TUNE_6;
  }
}

__device__ __host__ void march19(double alpha20, short alpha21, ops12::idx13_t *acc22)
{
  long t23 = -19;
  if (!(TWICE_PLUS_1(alpha21, 5) != alpha20)) {
    if (acc22 != nullptr) {
      for (int it24 = 0, j25 = alpha21; it24 < j25; (++it24, (--j25))) {
        alpha21 = j25;
        float z26{-8.375f};
      }
    } else if (alpha21 < (16 - alpha21)) {}
  } else {
  }
}
} // namespace ops12

static void host_relax27(long alpha28, ops12::idx13_t count29)
{
  ops12::idx13_t off30[3]{54l, 03012, 61};
  int cnt31[3] = {3, count29};
  const double *h32 = (const double*)nullptr;
  alpha28++;
  static_assert(sizeof(int) == 4, "tile must fit");
}

int main()
{
  int count33 = 1586;
  if (count33 == count33) {
    score7_kernel<<<32, TUNE_6 + 010>>>((float*)nullptr, (ops12::idx13_t*)nullptr);
    if ((+count33) == static_cast<int>(count33))
      score7_kernel<<<(count33 + 255) / 256, (TUNE_6 + 104)>>>((float*)nullptr, nullptr);
    count33 = 4'846l;
  } else {
    count33 = 60L | ((CAT_4(count, 33) <= static_cast<long long>(count33)) ? (alignof(double) + count33) : ((count33 <= count33) ? count33 : count33));
  }
  return 0;
}
