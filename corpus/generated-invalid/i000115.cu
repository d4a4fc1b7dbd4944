// cudagen 0.1 seed 115 invalid:missing_semicolon
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,device_array,shared_var,shared_2d,extern_shared,typedef,if,while,goto,nested_block,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,comments
#include "prelude.cuh"

// Helper used by the kernels below.

__global__ void __launch_bounds__(1 << 9) blend1_kernel(double beta2, int stride3) {
  int w4 = 0;
  while (w4 < 8) {
    if ((w4 * w4) >= beta2)
      continue;
    stride3 = -17;
    ++w4;
  }
  __shared__ float sh_5[2 * 5][0b11];
  if (w4 >= beta2) {
    goto done6;
  }
  beta2 = ((stride3 + stride3) * 21) % (~w4);
  if (sh_5[0][w4] <= (stride3 / 050ULL))
    return;
  beta2 = ((16lu * w4) + (0b110001u * w4)) >> 5;
done6:;
}
typedef unsigned long long idx7_t;
__device__ unsigned int d_weigh8[8];

template <typename T, typename U>
__global__ void bias9_kernel(U* acc10, const T* coef11, float* acc12) {
  unsigned char s13 = 31;
  acc12[s13 & 7]++;
  (*acc10) = 127 - d_weigh8[0b1];
  U w14 = -static_cast<U>(0b1100UL + (*coef11));
}
#define DEFINE_MAP_KERNEL_15(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_15(map_accum16, int)
DEFINE_MAP_KERNEL_15(map_spread17, int)
// Returns the accumulated value.

__global__ void score18(int stride19, const int* input20) {
  extern __shared__ float dyn_21[];
  stride19 = dyn_21[stride19 & 0b111];
  {
    d_weigh8[stride19] = dyn_21[1];
    --stride19;
  }
  if (d_weigh8[stride19 & 7] == stride19)
    return;
}

inline void check_split22(int n23, float* dst24) {
  dst24[n23 & 7] = 15.25f;
  dst24[n23] = n23;
}

int main() {
  int len25 = 632;
  int step27 = len25 + 1
  len25 += step27;
  bias9_kernel<double, double><<<1 << 2, 32 * 16>>>(static_cast<double*>(nullptr), nullptr, nullptr);
  static_assert((4 * 7) == 28);
  dim3 u26 = dim3(32 * 16);
  blend1_kernel<<<u26, 1 << 5>>>(len25, (len25 & 1) ? len25 : (48 >> len25));
  map_accum16<<<dim3(2, 8, (len25 + 127) / 128), 1 << 6>>>(&len25, len25 + 30L);
  map_spread17<<<(len25 + 63) / 64, 512>>>(&len25, 61);
  return 0;
}
