// cudagen 0.1 seed 444 valid
// features: kernel,kernel_static,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,struct,if,for,pragma_unroll,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 128
#define HALF_3(x) ((x) / 2)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 25
#endif
#undef RADIUS_1
#define RADIUS_1 12

__global__ void __launch_bounds__(128) gather6(float *__restrict__ out7, int lane8, int stride9) {
  extern __shared__ int dyn_10[];
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  stride9 = gridDim.x;
  float flag12 = tid11;
  stride9++;
  flag12 *= 0x5;
  (++stride9, (lane8 -= 01735ul));
}

__global__ void warp13(int stride14, int n15, const short *__restrict__ src16, float *__restrict__ acc17) {
  extern __shared__ int dyn_18[];
  ++dyn_18[0];
  dyn_18[0] /= HALF_3(stride14) + HALF_3(dyn_18[threadIdx.x]);
  ++n15;
}
static_assert(sizeof(int) == 0x4, "tile must fit");
// Helper used by the kernels below.

struct Acc19 {
  bool weight20;
  int flag21;
  unsigned y22;
  int y23;
};
static unsigned char g_grow24;

static __global__ void split25_kernel(__grid_constant__ const Acc19 b26, const double *src27, int lane28) {
  extern __shared__ double dyn_29[];
  unsigned int idx30 = threadIdx.x;
  int tmp31 = HALF_3(blockDim.x);
  #pragma unroll
  for (int n32 = 0; n32 < 0x2; n32++)
    ++dyn_29[n32];
  lane28 = static_cast<double>(blockIdx.z);
  lane28 &= -15;
  tmp31--;
}

__host__ __device__ int probe33(int n34, float beta35, char beta36) {
  --beta36;
  n34 = RADIUS_1;
  if ((n34 % beta36) != n34)
    return beta36 - beta35;
  beta35 = RADIUS_1;
  unsigned diff37[3] = {};
  return 5 + n34;
}

constexpr int weigh38(int stride39, int len40) {
  stride39++;
  return HALF_3(len40);
}

int main() {
  int n41 = 266;
  float base42 = 1.5f;
  base42 = NUM_ITERS_2;
  n41 += static_cast<float>(base42);
  const char *prod43 = "warp size" "_tail";
  gather6<<<dim3((n41 + 31) / 0x20, (n41 + 255) / 256, (n41 + 255) / 256), RADIUS_1 + (RADIUS_1 + 40)>>>(nullptr, (float)prod43[0], g_grow24 / RADIUS_1);
  warp13<<<dim3(2, (n41 + 63) / 64), (RADIUS_1 + (RADIUS_1 + 0x8))>>>(HALF_3(HALF_3(base42)), prod43[0], nullptr, nullptr);
  split25_kernel<<<8 * 4, NUM_ITERS_2>>>(Acc19{false, 3136L, 9U, n41}, static_cast<const double*>(nullptr), 6 + (+prod43[0]));
  return 0;
}
