// cudagen 0.1 seed 541 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,host_function,main,constant_array,constexpr_var,const_local,static_local,if,if_init,for,pragma_unroll,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 32
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
#undef TILE_DIM_2
#define TILE_DIM_2 24
__constant__ int c_warp6[8] = {15, 0x2AU, 8, 14, -24, 29lu, 1301L, -26};

template <class T, class U>
__global__ void decay7(const T *coef8)
{
  int i9 = threadIdx.x;
  static_assert((TILE_DIM_1 + (0x2B)) == 47, "expected value");
  {
    T r10 = (i9 >> (threadIdx.z - threadIdx.x)) + (MAX2_3(CAT_5(i, 9), coef8[i9 & 0x7]) + (1.625 * threadIdx.x));
    if (const U t11 = sizeof(int) - (c_warp6[i9] * (i9 + 24.0f)); r10 > TILE_DIM_1) {
      #pragma unroll 8
      for (int it12 = i9; it12 > 0; --it12) {
        r10--;
        U stride13{t11};
      }
    }
  }
}

template <typename T, int N>
__device__ __forceinline__ T update14(const T *src15, T beta16, T *__restrict__ out17)
{
  T h18 = threadIdx.x;
  (*out17) = *src15;
  float w19 = ~(38 % c_warp6[blockDim.x]);
  beta16 -= c_warp6[threadIdx.y & 7];
  T val20 = w19;
  return 2898L | (c_warp6[threadIdx.x & 7] & (c_warp6[threadIdx.z] - 2));
}

void run_drift21(int n22, long long *__restrict__ acc23, float *__restrict__ dst24)
{
  (*acc23) >>= sizeof(unsigned int) % ((CAT_5(n, 22) >> acc23[n22 & 7]) + 2'934);
  decay7<double, double><<<dim3((n22 + 255) / 256), sizeof(int) * (TILE_DIM_2 + 104), sizeof(float) * (TILE_DIM_1 + (TILE_DIM_2 + (TILE_DIM_2 + 972))), nullptr>>>(nullptr);
  (*dst24)--;
  (*dst24)--;
  n22--;
}

int main(void)
{
  int len25 = 2'156;
  decay7<int, double><<<(len25 + 255) / 256, sizeof(int) * 128, 0, 0>>>(&len25);
  for (int it26 = 13; it26 > 0; --it26) {
    static float e27 = 1334lu;
    const char *h28 = "warp size";
    e27 = h28[0];
  }
  decay7<long, float><<<dim3(1), (64), 0x0, (cudaStream_t)0>>>(nullptr);
  return 0;
}
