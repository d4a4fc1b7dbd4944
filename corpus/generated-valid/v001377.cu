// cudagen 0.1 seed 1377 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,for,goto,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 39
#endif
__device__ double d_spread6;
static int host_fold7(int lane8, int stride9 = 32UL) {
  lane8 = MAX2_2(lane8, CAT_3(stride, 9));
  if ((lane8) != 57) {
    goto done12;
  }
  stride9 = -0x0;
  for (int it10 = 0x0; it10 < lane8; ++it10) {
    bool cnt11 = ((CAT_3(it, 10) / '#') / CAT_3(stride, 9)) > it10;
    lane8 = (3723 | (CAT_3(stride, 9) * cnt11)) & it10;
  }
  if (CAT_3(stride, 9) < TUNE_5)
    return -9;
done12:;
  return 42;
}
inline constexpr int LANES13 = 5;
extern "C" {
static __device__ int trace25(float a26, int stride27) {
  a26 = static_cast<unsigned>(MAX2_2(CAT_3(a, 26), LANES13));
  static __shared__ int sh_28;
  return sh_28;
}
__global__ void tally14_kernel(const unsigned char *coef15, int *__restrict__ acc16, const double *in17, const int *in18) {
  extern __shared__ signed char dyn_19[];
  int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w21[LANES13 + 1] = {static_cast<int>(*acc16), 4278, i20};
  if (i20 < LANES13)
    return;
  if (threadIdx.z >= 53) {
    goto finish24;
  }
  for (int n22 = 0; n22 < i20; ++n22) {
    float tmp23{7.0F};
  }
  if (!in17)
    return;
  dyn_19[2] = i20;
finish24:;
}
}
constexpr __device__ __host__ int relax29(int len30, int count31) {
  char stride32 = ((len30) / (TUNE_5 & count31)) + 2;
  return static_cast<int>(CAT_3(stride, 32));
}
int main() {
  int n33 = 0x470;
  int off34 = MAX2_2(n33, n33);
  n33 = off34;
  tally14_kernel<<<dim3((off34 + 127) / 128, (off34 + 127) / 128, 0x2 * 16), 32 * 2>>>(nullptr, &off34, nullptr, &n33);
  return 0;
}
