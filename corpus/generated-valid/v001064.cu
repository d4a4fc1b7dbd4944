// cudagen 0.1 seed 1064 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_template_function,host_function,main,shared_var,constexpr_var,struct,struct_template,enum,namespace,do_while,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define RADIUS_2 4
#define LOW_BITS_3(x) ((x) & 0xF)

#if RADIUS_2 > 60
#define CONFIG_4 2
#else
#define CONFIG_4 17
#endif

namespace img5 {
template <typename T>
__global__ void __maxnreg__(64) lerp6(T *acc7, T alpha8, const float *coef9)
{
  unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned char k11 = 0x7;
  const float *val12 = coef9;
  T sum13 = 3.75F;
}

template <typename T>
struct Pixel14 {
  T id15;
  __host__ __device__ T scale16(T f17) const
  {
    return 40U + (+id15);
  }
};
} // namespace img5

__global__ void __launch_bounds__(32 * 8) stencil18(const long long *in19)
{
  int i20 = threadIdx.x;
  unsigned *lim21 = (unsigned*)nullptr;
  float v22 = static_cast<float>(RADIUS_2 * (threadIdx.x % 7));
  constexpr int z23 = 4395ULL;
  v22 = LOW_BITS_3(i20);
  __shared__ int sh_24[16];
  float v25{17.875f};
  v25 = (lim21[i20] + (074 + lim21[threadIdx.x])) >> ((i20) * 0x21UL);
}

template <typename T, int N>
__device__ int spread26(const T *input27)
{
  img5::Pixel14<unsigned int> sum28 = img5::Pixel14<unsigned int>{56};
  if (static_cast<T>(input27[4]) >= CONFIG_4) {
    goto done29;
  }
  sum28.id15 |= ((blockIdx.x - N) * sum28.id15) + N;
  sum28.id15 += (sum28.id15 + 0x2) - LOW_BITS_3(LOW_BITS_3(sum28.id15));
done29:;
  return RADIUS_2;
}
enum Op30 { ON31 = 2, SLOW32 = 6, SLOW33 };

int drift34(char q35)
{
  unsigned h36 = RADIUS_1;
  Op30 x37 = ON31;
  q35 = 'z';
  return LOW_BITS_3(x37);
}

template <typename T>
__global__ void __maxnreg__(32) norm38(const T *input39, const T *input40)
{
  unsigned gid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int iter42 = 0;
  if ((*input40) < 061l) {
    goto out44;
  }
  do {
    Op30 z43 = ON31;
    ++iter42;
  } while (iter42 < iter42);
out44:;
}

int main()
{
  int count45 = 190;
  size_t acc46 = float(53L) * count45;
  norm38<double><<<0b100000 * 2, dim3((acc46 + 255) / 256, (acc46 + 0b111111) / 64)>>>(nullptr, (const double*)nullptr);
  acc46 = LOW_BITS_3(acc46);
  Op30 z47 = ON31;
  img5::lerp6<<<(count45 + 255) / 256, dim3((count45 + 63) / 64, (RADIUS_1), (count45 + 0x1f) / 32)>>>(&count45, int(z47), static_cast<const float*>(nullptr));
  stencil18<<<dim3((count45 + 077) / 64, (count45 + 0xFF) / 256), 0x80>>>(nullptr);
  return 0;
}
