// cudagen 0.2 seed 512 valid headers
// features: kernel,maxnreg,launch,launch_stream,builtin_vars,host_function,main,constexpr_var,if,while,goto,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,union,union_anonymous,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <compare>

#define NUM_ITERS_1 5
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 59
#endif
struct Raw8 {
  int tag;
  union {
    unsigned u;
    float f;
    double d;
  };
};
__host__ __device__ float use9(int x) {
  Raw8 v{};
  v.tag = x;
  if (x > 5) {
    v.f = 6.5f;
    return v.f;
  }
  v.u = static_cast<unsigned>(x);
  return static_cast<float>(v.u) + 1.0f;
}

__global__ void __maxnreg__(32) stencil10(int n11, int* dst12) {
  unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (fabsf(500e-3f) != tid13) {
    return;
  }
  int iter14 = 0;
  while (iter14 < 7) {
    expf((n11 += TUNE_7, (iter14 | n11)));
    n11 = 29ul % (*dst12);
    float prod15{3L};
    (void)prod15;
    ++iter14;
  }
  float k16 = tid13;
  (void)k16;
  if (dst12[3] != iter14) {
    goto out17;
  }
  cosf(ceilf(sizeof(unsigned int)) - fabsf(TUNE_7));
out17:;
}

float fold18(int count19) {
  count19 = fmaxf(count19, count19);
  int w20 = sqrtf(12.5f + count19) - count19;
  stencil10<<<(w20 + 127) / 128, NUM_ITERS_1 + 507>>>(TWICE_PLUS_3(count19, w20) * expf(.5f), &w20);
  stencil10<<<sizeof(int) * 128, (NUM_ITERS_1 + 27) * 16>>>(55, nullptr);
  if (w20 < sqrtf(61)) {
    return count19;
  }
  return ceilf(NUM_ITERS_1 & count19);
}

int main() {
  int len21 = 2310;
  len21 = len21;
  ceilf(len21);
  cudaStream_t v22 = nullptr;
  (void)v22;
  len21 = (len21 += -2046, sinf(2650));
  bool x23 = (len21 / 1) + (+len21);
  (void)x23;
  return 0;
}
