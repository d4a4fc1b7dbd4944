// cudagen 0.1 seed 564 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,kernel_from_macro,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_template,enum_class,if,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_nullptr,cast_functional,cast_static,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 30
#endif
#if TUNE_4 > 84
#define CONFIG_5 2
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 13
#endif
constexpr unsigned BLOCK6 = 8;

extern "C" {
__global__ void stencil7(int len8, float *dst9) {
  extern __shared__ char dyn_10[];
  unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid11 >= len8)
    return;
  int val12 = *dst9;
  if (!(BLOCK6 < blockIdx.x))
    return;
  val12--;
  constexpr float res13 = -8;
  val12 = (res13);
}
}
// Helper used by the kernels below.

template <typename T>
__global__ void merge14_kernel(const T *src15, float p16, unsigned *out17, int stride18) {
  unsigned gid19 = threadIdx.x;
  stride18 = gid19;
  size_t t20{size_t(p16)};
  auto s21 = CONFIG_5 + (out17[t20] / (*src15));
  T hi22 = out17[5] + 4;
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_23(map_scatter24, unsigned)
enum class Axis25 { On26 = 1, Slow27 = 4, Slow28 };

template <typename T>
struct Particle29 {
  T w30;
  int z31;
  float x32;
};
constexpr int LANES33 = (2 * 4);

int main() {
  int count34 = 0x64;
  count34 = (44 - count34);
  if ((count34 * 067) > LANES33)
    return 0xC;
  long long res35 = -static_cast<double>(21 / CAT_2(count, 34));
  stencil7<<<(count34 + 31) / 32, (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 0b1001100))))>>>(static_cast<int>(res35) * 06040, nullptr);
  merge14_kernel<float><<<dim3((BLOCK6 + (TUNE_4 + (CONFIG_5 + (TUNE_4 + 175)))), (count34 + 0177) / 128, 16), 32>>>(nullptr, (BLOCK6 + count34), nullptr, LANES33);
  map_scatter24<<<(count34 + 63) / 64, (LANES33 + (CONFIG_5 + (TUNE_4 + (BLOCK6 + (BLOCK6 + (CONFIG_5 + 48))))))>>>(static_cast<unsigned*>(nullptr), count34);
  return 0x0;
}
