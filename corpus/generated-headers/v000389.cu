// cudagen 0.2 seed 389 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,if,compound_assign,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,rdc_extern_device_var,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>

#define RADIUS_1 64
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 20
#endif

#if RADIUS_1 > 39
#define CONFIG_6 3
#else
#define CONFIG_6 25
#endif
#undef RADIUS_1
#define RADIUS_1 8

float check_stencil7(int n8 = 0x1C) {
  if ((n8 += n8, 045) >= (n8 += 055L, n8)) {
    sqrtf(((int)828ULL) >> static_cast<int>(n8));
    int q9 = 017;
    (void)q9;
  }
  float f10 = ceilf(LOW_BITS_2(n8));
  (void)f10;
  return ceilf(fabsf(cosf(n8)));
}

__global__ void __launch_bounds__(TUNE_5 + (CONFIG_6 + (RADIUS_1 + (RADIUS_1 + (TUNE_5 + 475)))), 3) relax11_kernel(const unsigned char* in12) {
  int i13 = threadIdx.x;
  __shared__ int sh_14[1 << 3];
  (void)sh_14;
  float k15 = i13;
  (void)k15;
}
struct Root17 {
  int v = 4;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root17() {}
};
struct Left18 : virtual Root17 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right19 : virtual public Root17 {
  int r = 8;
};
struct Join20 : Left18, Right19 {};
__host__ __device__ int dispatch16(int x) {
  Join20 j;
  j.v = x;
  const Root17 &t = j;
  return t.get() + j.r;
}
extern __device__ int sharedCounter21;
extern __device__ float lookup22[4];
__device__ int bumpShared23(int x) {
  sharedCounter21 += x;
  return sharedCounter21 + static_cast<int>(lookup22[x & 3]);
}

float warp24(float* __restrict__ dst25, double cfg26) {
  float res27 = (cfg26);
  (void)res27;
  relax11_kernel<<<CONFIG_6 + 125, 2 * (RADIUS_1 + 8), sizeof(double) * 0x80>>>(reinterpret_cast<const unsigned char*>(dst25));
  return static_cast<int>(dst25[3]);
}

int main() {
  int count28 = 0xC12;
  if ((CAT_3(count, 28) + 0x39LL) != 33) {
    return 3ul;
  }
  count28 <<= 3;
  unsigned long lo29 = (count28 += 46L, LOW_BITS_2(count28)) - (sizeof(int) + count28);
  (void)lo29;
  return 0x0;
}
