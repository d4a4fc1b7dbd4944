// cudagen 0.1 seed 811 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,builtin_vars,main,constexpr_var,local_array,struct,class_private,namespace,if,while,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,sizeof,alignof,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 36
#endif
#undef TUNE_3
#define TUNE_3 2

class Bounds4 {
  int id5, val6;
  float flag7;
public:
  __host__ __device__ Bounds4(int a8, int b9, float b10) : id5(a8), val6(b9), flag7(b10) {}
  __host__ __device__ int total11(double lo12) const
  {
    return val6;
  }
};

__global__ void __launch_bounds__(040 * (TUNE_3 + 6)) rank13_kernel(short *dst14, int len15)
{
  len15 = (dst14[len15] + alignof(int)) >> TUNE_3;
  Bounds4 m16(len15, sizeof(Bounds4), len15);
  m16 = Bounds4((*dst14) & (57L * len15), *dst14, 3 - (dst14[3] >> dst14[5]));
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_update18, float)
DEFINE_MAP_KERNEL_17(map_shade19, double)

namespace kern20 {
__global__ void bias21(int n22)
{
  int y23('A' + n22);
  int pass24 = 0;
  while (pass24 < 6) {
    float e25[2] = {2.0f, float(y23 - y23)};
    if (n22 >= (y23 >> 10ll))
      break;
    long x26[5] = {};
    ++pass24;
  }
  y23 = y23 + TUNE_3;
}
} // namespace kern20

int main()
{
  int n27 = 3563;
  n27 = ((n27 >> n27) % n27) * (n27 << n27);
  n27 = 1u;
  n27 = ((n27 + n27) != (-n27)) ? n27 : n27;
  --n27;
  rank13_kernel<<<sizeof(float) * (TUNE_3 + 30), (TUNE_3 + 62) * (TUNE_3 + (TUNE_3 + (TUNE_3 + 2)))>>>(nullptr, sizeof(unsigned int) - ((n27 == TUNE_3) ? sizeof(Bounds4) : 26));
  map_update18<<<2, dim3(sizeof(float) * 4)>>>(nullptr, (n27 & n27) / n27);
  map_shade19<<<64, dim3((n27 + 255) / 256)>>>(nullptr, n27);
  return 0;
}
