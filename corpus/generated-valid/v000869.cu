// cudagen 0.1 seed 869 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,main,constexpr_var,const_local,struct,class_private,struct_template,namespace,anon_namespace,if,if_init,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define TILE_DIM_2 64

#if NUM_ITERS_1 == 32
#define CONFIG_3 4
#else
#define CONFIG_3 12
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 48

__device__ __forceinline__ void split4(const int *input5, unsigned alpha6)
{
  float lim7 = 6.625f;
  int val8 = +lim7;
}

template <typename T>
struct Body9 {
  T lo10;
};

namespace {
template <typename T, int N>
__global__ void __maxnreg__(128) gather11(T *__restrict__ data12)
{
  if (bool h13(blockIdx.z * (N % threadIdx.x)); !h13) {
    split4(nullptr, N);
    switch (h13) {
    case 1: {
      int z14 = 0b100100L;
      if ((*data12) > blockIdx.z)
        break;
      [[fallthrough]];
    }
    case 2 * 2:
      break;
    case 8:
      break;
    default:
      break;
    }
  }
}
} // namespace

__device__ double mix15(int lane16, unsigned int alpha17, int count18)
{
  unsigned int y19 = alpha17;
  lane16 -= (unsigned)(60U * (y19 + 011161));
  count18 = lane16;
  return lane16;
}

__device__ __forceinline__ unsigned int combine20(float q21, int n22)
{
  n22 = (10ul);
  short hi23 = mix15(n22 - mix15(-1, q21, q21), q21, mix15(NUM_ITERS_1, mix15(q21, threadIdx.z, 24), n22 * gridDim.y));
  return blockDim.z;
}

namespace ops24 {
class Pixel25 {
  int val26, val27;
public:
  __host__ __device__ Pixel25(int c28, int init29) : val26(c28), val27(init29) {}
  __host__ __device__ int scale30(int mid31) const
  {
    mid31 |= (mid31 += val27, ((2105UL - mid31) + val26));
    --mid31;
    return alignof(char);
  }
  __host__ __device__ void total32(float flag33)
  {
    val26 = 3 % val26;
  }
};
} // namespace ops24
// Computes one element per thread.

inline __host__ __device__ double warp34(int len35, int *__restrict__ acc36)
{
  len35 = 4389U;
  unsigned int x37 = (len35 += len35, alignof(char)) + (((len35 + len35) != len35) ? 48U : acc36[4]);
  if (x37 != ((int)x37)) {
    x37 = CONFIG_3;
    const double x38 = (len35 < (*acc36)) ? alignof(char) : ((x37 / x37) + CONFIG_3);
  }
  return 2.25f;
}

int main()
{
  int len39 = 205;
  auto fn42 = [=](unsigned int m40) mutable -> float {
    dim3 diff41 = dim3((CONFIG_3 + 4), (len39 + 127) / 128);
    gather11<float, 0b1><<<diff41, (TILE_DIM_2 + (TILE_DIM_2 + (CONFIG_3 + 28))), 0>>>((float*)nullptr);
    gather11<unsigned int, ((CONFIG_3 + 2))><<<(len39 + 077) / 0b1000000, sizeof(int) * (TILE_DIM_2 + (CONFIG_3 + 12))>>>((unsigned*)nullptr);
    return m40;
  };
  fn42(len39);
  int t43 = len39;
  t43 %= 38u - len39;
  float y44 = warp34(10, (int*)nullptr) + warp34(1393lu, &t43) + 4.5F;
  cudaStream_t w45 = nullptr;
  if (y44 < 38UL)
    return fn42((int)t43);
  return 0;
}
