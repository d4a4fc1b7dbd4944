// cudagen 0.1 seed 1226 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,main,device_var,constant_array,constexpr_var,enum,typedef,anon_namespace,if,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_bool,lit_nullptr,cast_c,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 39
#endif
static __device__ double d_step6;
__constant__ float c_apply7[8] = {1721, 33, 9lu, 9.0f, 31, 11.875f, 034, 0};
enum Phase8 : short { ON9 = 1, MUL10, BUSY11 };

__global__ void sift12(double* __restrict__ data13, bool cfg14, const unsigned char* coef15) {
  int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float off17 = (45 + cfg14) & (TUNE_5 + idx16);
  if (!(d_step6 == 36)) {
    return;
  }
}
typedef double real18_t;
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_19(map_mix20, double)

namespace {
typedef float real21_t;
} // namespace

__global__ void blend22_kernel(real21_t* dst23, int len24) {
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx25 >= len24) {
    return;
  }
  d_step6 -= c_apply7[len24 & 7];
  constexpr float base26 = 34u;
  ACCUM_3(*dst23, ((7 * len24) | (41 - len24)));
  if (blockIdx.z) {
    return;
  }
}

__global__ void count27(const size_t* __restrict__ coef28, int count29, float* buf30, unsigned long long* __restrict__ data31) {
  int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i32 >= count29) {
    return;
  }
  count29 >>= threadIdx.x;
  data31[7]--;
  bool v33 = false;
  --buf30[2];
  if (threadIdx.x == blockIdx.z) {
    goto out34;
  }
  ACCUM_3(*data31, (61 + threadIdx.x));
  --count29;
  buf30[blockDim.x] = (v33 << 0) ^ (31ul + v33);
out34:;
}

int main() {
  int count35 = 2856;
  int lo36 = count35 - TUNE_5;
  count27<<<dim3(128, (count35 + 255) / 256, 1 << (BUSY11 + ON9)), dim3((lo36 + 31) / 32)>>>(nullptr, 30LL, (float*)nullptr, (unsigned long long*)nullptr);
  sift12<<<dim3((lo36 + 31) / 32, (count35 + 127) / 128, (lo36 + 63) / 0100), 1 << (MUL10 + (ON9 + (MUL10 + 3)))>>>(nullptr, (count35 - count35) == lo36, nullptr);
  const char* q37 = u8"path\\to";
  map_mix20<<<(MUL10 + 30), (256)>>>((real18_t*)nullptr, SQR_1(count35 ^ count35));
  blend22_kernel<<<ON9 + ON9, 32>>>((float*)nullptr, (27 + count35) % q37[0]);
  return 0;
}
