// cudagen 0.1 seed 2182 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,constexpr_var,const_local,if,if_else,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,alignof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 30
#endif
#undef CHUNK_1
#define CHUNK_1 2
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_5(map_probe6, double)

template <typename T, int N>
__device__ int scale7(const T* src8, float q9) {
  if (src8[5] >= static_cast<T>((q9 += 9.75F, 21l))) {
    q9 = TUNE_4;
    const double off10 = 46l;
  } else {
  }
  return alignof(double);
}

int main() {
  int n11 = 1689;
  map_probe6<<<1, dim3(1), 0b0, nullptr>>>(nullptr, CHUNK_1 / (+n11));
  n11 = n11;
  if (n11 < TUNE_4) {
    n11 ^= static_cast<int>(n11);
  } else {
    --n11;
  }
  return 0;
}
