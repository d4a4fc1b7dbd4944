// cudagen 0.1 seed 364 invalid:subscript_non_array
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,host_device_function,host_function,main,shared_var,extern_shared,host_global,struct,struct_template,anon_namespace,if,for,goto,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
// Computes one element per thread.

inline int run_bias4(float* out5, float a6) {
  a6 = 15;
  out5[3] = 976u;
  ACCUM_3(out5[3], (3.f));
  dim3 s7(0b1, (8));
  return a6;
}
unsigned long long g_mix8[] = {48, 36, '#', 43, 012ll};
/* Returns the accumulated value. */

__device__ long bias9(int n10, int stride11) {
  stride11 = (55 - stride11) - ((n10 * 6) >> int(stride11));
  --stride11;
  return stride11;
}

static __global__ void sweep12_kernel(float* dst13) {
  extern __shared__ unsigned int dyn_14[];
  if ((!dst13) || (dyn_14[3] < dst13[7])) {
    goto finish18;
  }
  for (int n15 = 8; n15 > 0; --n15) {
    ACCUM_3(dyn_14[n15 & 7], (n15));
  }
  for (int j16 = 0; j16 < 0b100; ++j16) {
    float idx17 = HALF_2(j16);
    ++idx17;
  }
finish18:;
}

__device__ unsigned long long trace19(float p20) {
  float q21 = 18.75f;
  if ((p20 + p20) <= q21) {
    --q21;
    if ((q21 * 0b100000) != 44l) {
      return q21;
    }
    p20 = SQR_1(q21 - p20);
  }
  (p20--, (q21 = q21));
  p20--;
  return long(q21);
}

namespace {
static __device__ __forceinline__ unsigned int update22(bool beta23, int n24) {
  int m25 = int(HALF_2(beta23));
  static_assert(((53)) == 53);
  trace19(trace19(59ULL));
  return m25;
}

template <typename T>
struct Body26 {
  T z27, id28;
  T x29;
  __host__ __device__ T mix30() const {
    return 19;
  }
};
} // namespace

__device__ __host__ double bump31(const float* coef32) {
  Body26<double> cnt33 = {15.5, 57, double(*coef32)};
  return 63ul;
}
// NOTE: keep in sync with the host reference.

__global__ void gather34_kernel(const unsigned long long* coef35) {
  float mid36 = 0b10110ul;
  unsigned long long m37 = trace19(mid36 * (19.75F));
}

int run_pivot38(Body26<double> cfg39, const short* input40) {
  unsigned long long e41 = cfg39.mix30();
  sweep12_kernel<<<dim3(4 * 4, 1, 128), 32 * 2>>>(nullptr);
  gather34_kernel<<<128, dim3(8, 1), sizeof(float) * 0100, 0>>>(g_mix8);
  if ((e41 & 1)) {
    goto done42;
  }
  cfg39.mix30();
  sweep12_kernel<<<16 * 16, dim3(0400, 2, 1 << 1)>>>((float*)nullptr);
  sweep12_kernel<<<256, (0200), sizeof(double) * 64, (cudaStream_t)0>>>((float*)nullptr);
done42:;
  return 50;
}

int main() {
  int size43 = 2563;
  size43 = size43[1];
  if (!(size43 & 1)) {
    return 1323;
  }
  sweep12_kernel<<<(size43 + 31) / 040, dim3((16))>>>(nullptr);
  g_mix8[size43] = (size43 += size43, 1863);
  return 0;
}
