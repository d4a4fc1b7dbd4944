// cudagen 0.1 seed 1181 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,main,host_global,constexpr_var,nested_block,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define RADIUS_2 (4)
#define RADIUS_3 ((1 << (RADIUS_2 + RADIUS_2)))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 31
#endif
long g_scatter8[] = {3100u, 0x32u, -41, 55U, '\t'};

__device__ __noinline__ int rank9(int len10, float q11)
{
  q11++;
  q11 = +CAT_5(q, 11);
  float s12 = q11 + q11;
  s12 = (8.75F - q11) + 6.5f + ((21.125f - gridDim.y) / (0x1p3f));
  q11++;
  SWAP_4(float, s12, q11);
  double lim13 = (((len10 != q11) ? (len10 >> len10) : q11) == (blockDim.x - len10)) ? s12 : ((threadIdx.x >> len10) * (27L * q11));
  return sizeof(int) * ((len10 * blockIdx.y) >> len10);
}

__host__ __device__ unsigned char trace14(int stride15)
{
  stride15 = ((stride15 * static_cast<double>(10.125)) <= RADIUS_2) ? ((20 / stride15) * RADIUS_3) : stride15;
  stride15 = sizeof(int) + ((stride15 + CAT_5(stride, 15)) * CAT_5(stride, 15));
  stride15 = 1 - (((stride15 <= stride15) ? '\x7f' : 62) * (52U + CAT_5(stride, 15)));
  stride15 = stride15 >> ('z' - (stride15 - 0x1e));
  return stride15;
}

__global__ void spread16_kernel(const int *coef17, const float *src18, int *buf19, float *data20)
{
  int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data20[4] = static_cast<int>(3UL);
  {
    buf19[4] = buf19[tid21];
    data20[0x2] = ((*src18) + sizeof(double) + tid21) * ((double)short(0x40));
  }
}

int main()
{
  int count22 = 1923;
  g_scatter8[count22] = (TUNE_7 * count22) + (int(20) * count22);
  int off23 = static_cast<float>((int)g_scatter8[2]);
  spread16_kernel<<<(count22 + 0xFF) / 256, (RADIUS_2 + (RADIUS_2 + (RADIUS_2 + (TUNE_7 + 0x55)))), 0x0>>>(nullptr, nullptr, &off23, nullptr);
  return 0;
}
