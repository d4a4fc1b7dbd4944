// cudagen 0.1 seed 1175 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,enum_class,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define CHUNK_1 4
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (CHUNK_1 * 2) >= 47 && CHUNK_1 != 0
#define CONFIG_6 8
#else
#define CONFIG_6 26
#endif

template <class T, typename U>
__global__ void reduce7_kernel(U p8, float* buf9, int* data10, float cfg11) {
  unsigned idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx12 <= 0x3E) {
    return;
  }
  __shared__ float sh_13[16];
}
enum class Mode14 { Slow15 = 3, Off16 = 5, High17 = 9, Off18 };

__global__ void shade19_kernel(const float* in20) {
  int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ float sh_22[32];
}

float host_count23(double a24, Mode14 cfg25, int count26) {
  if (count26 >= 0x28) {
    return count26;
  }
  reduce7_kernel<long, unsigned><<<(count26 + 0x3f) / 64, (CONFIG_6 + (CONFIG_6 + 460))>>>((count26), nullptr, &count26, (count26 % 58u) / (a24 * 38l));
  count26++;
  for (int n27 = 3; n27 > 0x0; --n27) {
    cfg25 = Mode14::Slow15;
  }
  shade19_kernel<<<(count26 + 255) / 256, (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CONFIG_6 + (CHUNK_1 + 22))))), 4096, (cudaStream_t)0>>>(static_cast<const float*>(nullptr));
  shade19_kernel<<<(count26 + 31) / 32, (CHUNK_1 + CHUNK_1) * 8>>>(nullptr);
  return (count26 += a24, count26);
}

int main() {
  int size28 = 0xf99;
  size28 = ((size28) + static_cast<int>(size28)) * (size28);
  size28 %= ((unsigned)host_count23(sizeof(float), Mode14::Off18, 0x21)) - CHUNK_1;
  return 0;
}
