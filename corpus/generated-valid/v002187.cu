// cudagen 0.1 seed 2187 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,managed_var,constexpr_var,enum,for,goto,nested_block,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_const,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 64
#endif

#if TUNE_2 > 60
#define CONFIG_3 8
#else
#define CONFIG_3 25
#endif

inline __host__ __device__ size_t sweep4(int n5, float cfg6, int stride7) {
  int flag8 = cfg6 / 39U;
  int y9 = TUNE_2;
  cfg6 = flag8;
  return y9;
}
__managed__ float m_reduce10[32];
enum Kind11 { ON12 = 2, BUSY13 };
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_14(map_apply15, int)
DEFINE_MAP_KERNEL_14(map_count16, float)

float run_warp17(bool cfg18, int n19, const int* input20) {
  if (!cfg18) {
    goto done22;
  }
  map_count16<<<dim3(BUSY13 + (BUSY13 + 0x3a)), (BUSY13 + 0x1D) * 0x10>>>(static_cast<float*>(nullptr), (29 - n19) | (4155 * (*input20)));
  for (int i21 = n19; i21 > 0; --i21) {
    map_apply15<<<(ON12 + (BUSY13 + 0773)), 0x200>>>(const_cast<int*>(input20), 073U - (*input20));
    (++m_reduce10[i21], (m_reduce10[n19 & 0x1f] = ((n19 % n19) / (0x13UL - (*input20))) - ((n19 += i21, n19) + 5.125f)));
  }
done22:;
  return (*input20) * 13.0f * cfg18;
}

int main(void) {
  int size23 = 3321;
  for (int it24 = 0; it24 < 11; ++it24) {
    {
      for (int n25 = 6; n25 > 0; --n25) {
        m_reduce10[size23] = static_cast<int>(int(BUSY13) >> n25);
        m_reduce10[1] = it24;
      }
    }
  }
  return 0;
}
