// cudagen 0.1 seed 673 invalid:deleted_function
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,const_local,namespace,if,if_init,for,switch,switch_fallthrough,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 4
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 42
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 12
__constant__ float c_fuse9 = 8.875f;

__global__ void __launch_bounds__(1024) shade10_kernel(double q11)
{
  extern __shared__ int dyn_12[];
  dyn_12[blockIdx.x]--;
  ++q11;
  __shared__ unsigned int sh_13[8];
}
__device__ int d_march14 = 61;

__global__ void spread15_kernel(int *buf16, int n17)
{
  int tid18 = threadIdx.x;
  if (tid18 >= n17) {
    return;
  }
  if (float z19 = d_march14; (z19) == tid18) {
    long long t20{2ll};
    if ((threadIdx.x - TWICE_PLUS_3(d_march14, 5)) >= BLOCK_SIZE_1) {
      for (int j21 = 15; j21 > 0; --j21) {
        t20 *= threadIdx.x;
      }
      double m22 = TWICE_PLUS_3(gridDim.x, 3818 + blockDim.x);
      if ((buf16[3])) {
        return;
      }
    }
  }
}
__device__ long d_scatter23;

template <typename T>
__global__ void tally24_kernel(T q25, long *__restrict__ data26, const double *input27)
{
  extern __shared__ int dyn_28[];
  dyn_28[threadIdx.x] = data26[5];
  T lim29 = gridDim.x;
  ++lim29;
}

namespace ops30 {
static int bias31(unsigned char *acc32, int stride33, int lane34 = 55)
{
  int val35 = (CAT_6(stride, 33) * 4418) + (37 * TWICE_PLUS_3(*acc32, *acc32));
  acc32[lane34] = 255;
  stride33 = lane34;
  return val35;
}

int run_spread36(signed char beta37 = 63U)
{
  switch (beta37) {
  case (0x1):
    break;
  case 3:
    if (unsigned int off38 = beta37; ((int)CAT_6(beta, 37)) && ((CAT_6(off, 38) - BLOCK_SIZE_1) < 58)) {
      beta37 ^= beta37;
    }
    break;
  case 0x2:
    beta37 += (((TILE_DIM_2 == beta37) ? (beta37 * 10) : (beta37 += 64U, 43)) == (3 - beta37)) ? ('A') : beta37;
    tally24_kernel<<<16, TILE_DIM_2 + (BLOCK_SIZE_1 + 108)>>>(8, (long*)nullptr, nullptr);
    [[fallthrough]];
  case BLOCK_SIZE_1:
    break;
  }
  return TWICE_PLUS_3(beta37 + CAT_6(beta, 37), (beta37)) * ops30::bias31(nullptr, ops30::bias31(nullptr, beta37, beta37), 0);
}

unsigned host_count39(int stride40, int len41, int len42 = 56ULL)
{
  int base43 = ops30::bias31((unsigned char*)nullptr, ops30::run_spread36());
  for (int it44 = 0x5; it44 > 0; --it44) {
    base43 = ops30::bias31(nullptr, 9 + CAT_6(it, 44), len41);
    if (const int m45 = len42 - (sizeof(int)); (stride40 * 0x22 * L'a') >= (len42 * '#')) {
      stride40 = len41;
      stride40 ^= TUNE_8;
    }
  }
  return len41;
}
} // namespace ops30
struct Handle_48 {
    Handle_48() = default;
    Handle_48(const Handle_48 &) = delete;
};

int main()
{
  int len46 = 0x324;
  Handle_48 h_48;
  Handle_48 copy_48 = h_48;
  if ((0x3d == TWICE_PLUS_3(len46, CAT_6(len, 46))) || ((len46 >= BLOCK_SIZE_1) && (len46 >= 42))) {
    if ((len46 - CAT_6(len, 46)) != CAT_6(len, 46)) {
      return (double)026;
    }
  }
  cudaStream_t off47 = 0;
  len46 %= (len46);
  ops30::run_spread36(0x21);
  len46 ^= TUNE_8 + ((len46 - CAT_6(len, 46)) - BLOCK_SIZE_1);
  shade10_kernel<<<dim3(2), dim3(sizeof(float) * 128, 4 * 0x2)>>>(ops30::host_count39((len46), 6, sizeof(float)));
  spread15_kernel<<<(len46 + 63) / 64, 0x20 * 16>>>(&len46, 8);
  return 0;
}
