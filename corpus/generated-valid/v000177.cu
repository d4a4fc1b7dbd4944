// cudagen 0.1 seed 177 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_array,constant_var,shared_var,constexpr_var,local_array,const_local,struct,aligned_struct,if,if_init,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define WARPS_2 64
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 19
#endif
#undef TUNE_6
#define TUNE_6 12
__device__ int d_warp7[32];

struct __align__(16) Node8 {
  unsigned z9;
  long z10;
  float flag11;
  int y12;
};

static __global__ void __launch_bounds__(RADIUS_1 + 16, 1) lerp13_kernel(const unsigned int* src14, double a15, int lane16, int* dst17)
{
  if (const float t18 = ((blockDim.y > lane16) ? 9.5f : (*src14)) + (3.75f + (+lane16)); (((lane16 != 62) ? alignof(double) : d_warp7[lane16 & 31]) & 0b1)) {
    __shared__ float sh_19[32];
  }
  lane16 *= 11;
  lane16 = (unsigned short)((49 >= (*src14)) ? d_warp7[blockIdx.x & 31] : 39);
  constexpr float f20 = 11.875F;
}
__constant__ Node8 c_stencil21 = {18, 350, 38L, 0ul};

__global__ void fuse22(char* data23)
{
  if ((data23[threadIdx.x & 7] - blockDim.x) == 61) {
    return;
  }
  Node8 s24 = {static_cast<unsigned>(d_warp7[12]), 30, 21.75f, int(((*data23) >= data23[0b110]) ? 51 : 26)};
  d_warp7[6] = -((RADIUS_1) + (c_stencil21.y12 / data23[1]));
  if ((data23[gridDim.x] >= (*data23)) && (!(!data23))) {
    float off25 = ((float)(897 >> data23[blockDim.z])) * static_cast<size_t>(1643);
  }
  Node8 sum26 = {1993UL, 26UL, 0b100000, 13};
}

int main()
{
  int len27 = 1220;
  len27 |= ((len27 % len27) * (21L - len27)) % (-((int)len27));
  if (0b101010 >= len27) {
    return float(len27 + 17.0F);
  }
  len27 = len27;
  float hi28[6] = {3.f, 11.F, 5.25F, 14.125F};
  lerp13_kernel<<<1 << 9, 512>>>(nullptr, hi28[2], (39), &len27);
  fuse22<<<4, 8 * 4, sizeof(float) * 64, nullptr>>>((char*)nullptr);
  return 0;
}
