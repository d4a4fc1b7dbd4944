// cudagen 0.1 seed 621 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,shared_var,constexpr_var,local_array,auto_var,struct,if,for,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 59
#endif

#if RADIUS_1 > 125
#define CONFIG_8 4
#else
#define CONFIG_8 10
#endif
// NOTE: keep in sync with the host reference.

struct Body9 {
  unsigned sum10;
  unsigned short flag11;
};
/* NOTE: keep in sync with the host reference. */

__global__ void count12_kernel(float *dst13)
{
  dst13[blockDim.y] += (-dst13[blockDim.x]) * ((22.25f * (*dst13)) - dst13[2]);
  auto v14 = TWICE_PLUS_2((*dst13) + blockIdx.y, ((unsigned)' ') - dst13[0]);
  if ((v14 > 28L) || (threadIdx.x < dst13[2]))
    return;
  v14 = (v14 + TWICE_PLUS_2(v14, v14)) * ((alignof(char) * dst13[2]) + 1390);
  __shared__ long sh_15[16];
  Body9 tmp16 = Body9{6, 0b101010};
}
__device__ Body9 d_march17;

__device__ __host__ float filter18(size_t a19, int *out20, int len21)
{
  Body9 z22 = Body9{static_cast<unsigned>(out20[a19]), 63};
  for (int i23 = 0b1001; i23 > 0b0; --i23)
    a19 %= sizeof(short);
  z22.sum10 /= +((47UL <= ((15 != out20[len21]) ? out20[5] : z22.flag11)) ? 19L : TUNE_7);
  return CAT_5(len, 21);
}

__host__ __device__ void stencil24(double p25)
{
  for (int i26 = 0; i26 < 5; ++i26) {
    for (int n27 = 0; n27 < i26; n27 += 1) {
      p25 /= n27 - ((n27 + i26) << ((p25 != n27) ? 16 : 13));
      p25 -= TWICE_PLUS_2(((n27 >> 2) * static_cast<int>(59ull)), ((n27 << i26) * (29 << i26)));
    }
  }
}
#define DEFINE_MAP_KERNEL_28(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_28(map_norm29, unsigned)

int main(void)
{
  int size30 = 2159;
  for (int j31 = 0; j31 < 7; j31++) {
    size30 >>= 56LL * (size30 + size30);
    float m32[8] = {};
  }
  count12_kernel<<<4, 1 << (CONFIG_8 + CONFIG_8), sizeof(float) * 32, 0>>>((float*)nullptr);
  map_norm29<<<1, (TUNE_7 + (TUNE_7 + (TUNE_7 + 2))) * (TUNE_7 + (CONFIG_8 + 2)), sizeof(float) * 128, (cudaStream_t)0>>>(nullptr, (4351));
  return 0;
}
