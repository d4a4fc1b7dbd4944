// cudagen 0.1 seed 584 invalid:device_call_from_host
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,host_function,main,shared_var,static_shared,using_alias,goto,nested_block,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_reinterpret,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 32
#define NUM_ITERS_2 64
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 24
#endif

__global__ void __launch_bounds__((TUNE_7 + 8)) pivot8_kernel(const float *input9, float *data10) {
  double k11 = 063;
  k11 = 40;
  static __shared__ short sh_12;
  int *lo13 = reinterpret_cast<int*>(data10);
}
using ptr14_t = double*;

unsigned int run_combine15(float *__restrict__ out16, int lane17) {
  bool x18 = (*out16) * lane17;
  {
    lane17 = 16;
    float h19 = lane17;
  }
  x18 = lane17 < (*out16);
  return 63;
}

static __global__ void drift20(int stride21, int len22, int len23, int lane24) {
  __shared__ int sh_25;
  __shared__ unsigned long long sh_26[256];
}

unsigned char accum27(int count28) {
  if (CAT_5(count, 28) >= 4) {
    goto done29;
  }
  count28 = (u'0' + count28) / count28;
  count28 = 35ul | count28;
done29:;
  return count28;
}
__device__ int device_helper31(int x)
{
    return x * 2 + 1;
}

int main() {
  int n30 = 3353;
  device_helper31(3);
  n30 = 22;
  n30 = n30;
  drift20<<<(4), 32 * 16>>>(0 + n30, n30, 17u, 33LL);
  pivot8_kernel<<<4, (TUNE_7 + 8) * 16>>>(nullptr, nullptr);
  return 0;
}
