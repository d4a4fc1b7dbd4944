// cudagen 0.1 seed 872 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,if,if_else,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_stringize,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 256
#define CHUNK_2 16
#define CHUNK_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#ifdef USE_FAST_PATH_8
#define TUNE_9 8
#else
#define TUNE_9 47
#endif
__host__ __device__ void relax10(const long *in11, const long long *__restrict__ in12)
{
  if ((((*in12) * 0x3Cul) <= in12[1]) && (((*in11) | (*in11)) >= 25UL)) {
    if (in12[3] <= 35lu) {
    } else if (in11[4] == 22) {}
  } else if (((*in12) >= sizeof(long)) && (in12[0] > 30L) && ((in12[0x0] - in11[6]) != in11[3])) {}
}
static __global__ void __launch_bounds__((CHUNK_3 + (TUNE_9 + (CHUNK_3 + 0x11)))) scale13(int stride14)
{
  extern __shared__ unsigned char dyn_15[];
  int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  relax10(nullptr, nullptr);
  int v17 = CAT_7(tid, 16);
  if ((((stride14 != 11L) || (threadIdx.z >= blockDim.x)) ? 2 : (CHUNK_1 % warpSize)) < (stride14 & tid16)) {
    v17++;
    dyn_15[2]--;
  } else if ((threadIdx.x - (dyn_15[tid16] * stride14)) >= (v17)) {
  } else {
  }
}
static constexpr double kD18 = 4.75;
static float host_grow19(int len20, long *buf21, float beta22 = 48)
{
  float v23 = -8.625f;
  const char *r24 = STR_6(CHUNK_3);
  beta22 = kD18;
  float diff25 = 10.375f;
  v23 = 24.625f;
  return v23;
}
__host__ __device__ float reduce26(float b27, int n28, int lane29)
{
  if (n28 <= b27) {
    n28 = 31u * b27;
  } else if ((n28) >= lane29) {
    if (!(n28 != CAT_7(b, 27))) {
      if ((b27 * b27) <= lane29)
        return kD18;
      ACCUM_4(n28, (kD18));
    }
  }
  return sizeof(long);
}
int main(void)
{
  int n30 = 2131;
  for (int j31 = 0; j31 < 5; j31++) {
    long *stride32 = nullptr;
    scale13<<<(n30 + 255) / 256, dim3(4 * 8, (j31 + 0x3F) / 64, (n30 + 31) / 32)>>>((19 + stride32[0]));
  }
  return 0;
}
