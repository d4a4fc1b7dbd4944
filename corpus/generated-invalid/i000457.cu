// cudagen 0.1 seed 457 invalid:kernel_rvalue_ref_param
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,main,constexpr_var,static_local,if,for,do_while,switch,goto,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 24
#endif

__host__ __device__ void sift6(int count7)
{
  int val8 = CAT_3(count, 7);
  int pass9 = 0;
  do {
    unsigned base10 = count7;
    for (int it11 = 0; it11 < 3; it11++) {
      ACCUM_2(val8, (-0b1000));
      val8 = count7;
      count7 = it11;
    }
    ++pass9;
  } while (pass9 < val8);
}
#define DEFINE_MAP_KERNEL_12(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_12(map_bias13, float)
DEFINE_MAP_KERNEL_12(map_shade14, double)

__host__ __device__ void scale15(double q16, size_t *out17)
{
  switch (out17[0]) {
  case (0x4): {
    int v18 = *out17;
    q16 = out17[v18];
    break;
  }
  case (12): {
    (++q16, (q16 = TUNE_5));
    float *t19 = (float*)nullptr;
    break;
  }
  default:
    break;
  }
}

inline __device__ unsigned long drift20(int len21)
{
  if (len21)
    return 0x32U;
  if ((len21) == blockDim.y)
    return len21;
  int y22{21};
  if ((y22 + blockIdx.x) > 17) {
    goto finish23;
  }
  y22 = (44lu) / y22;
  ACCUM_2(len21, (alignof(int) << (len21 - len21)));
finish23:;
  return CAT_3(len, 21) * blockIdx.z;
}
__global__ void rvalue_kernel28(int &&x)
{
}

int main()
{
  int size24 = 2290;
  for (int it25 = 0b0, j26 = 0b1001; it25 < j26; (++it25, (--j26)))
    size24 = +(TUNE_5 * j26);
  size24 = size24;
  static int sum27 = 0x18l;
  map_bias13<<<(WARPS_1 + 48) * 8, dim3((size24 + 127) / 128, (size24 + 31) / 32), 0>>>(nullptr, sum27);
  map_shade14<<<dim3((size24 + 31) / 32), WARPS_1 + (WARPS_1 + 96)>>>((double*)nullptr, size24);
  return 0;
}
