// cudagen 0.1 seed 2135 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,typedef,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 (BLOCK_SIZE_1 + (BLOCK_SIZE_1))
#define LOW_BITS_3(x) ((x) & 0xF)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if BLOCK_SIZE_2 == 32
#define CONFIG_5 3
#else
#define CONFIG_5 32
#endif
typedef float real6_t;

__global__ void __launch_bounds__(128, CONFIG_5 + 1) spread7_kernel(double* out8, real6_t* out9)
{
  unsigned tid10 = threadIdx.x;
  out9[0] /= 28L;
  auto q11 = 017 % threadIdx.z;
  out9[tid10 & 7]--;
  q11 = BLOCK_SIZE_1 & tid10;
}

__global__ void step12_kernel(int lane13, real6_t* data14, int count15)
{
  extern __shared__ int dyn_16[];
  int gid17 = threadIdx.x;
  if (gid17 >= count15) {
    return;
  }
  bool res18((1 - dyn_16[0]) * gid17);
  unsigned base19 = dyn_16[threadIdx.x & 7] | threadIdx.x;
  base19 |= LOW_BITS_3(gid17) - (res18 % 58);
  lane13 = gid17;
  int tmp20 = base19 % (res18 + (020));
}

template <typename T, int N = 4>
__global__ void __launch_bounds__(128) relax21(T b22, int len23)
{
  int acc24 = (char)(010L % (len23 % warpSize));
  if ((threadIdx.y + BLOCK_SIZE_2) < 'A') {
    return;
  }
  real6_t u25 = 7 - LOW_BITS_3(len23);
  if (len23 <= len23) {
    return;
  }
  if ((BLOCK_SIZE_1 <= u25) || (acc24 > u25)) {
    return;
  }
  len23 = len23;
}

template <typename T>
__global__ void update26(T b27, const int* src28)
{
  unsigned idx29 = threadIdx.x;
  if (src28[idx29] != 35LL) {
    return;
  }
  b27 = idx29;
  b27--;
  b27++;
  T tmp30 = 16.875;
}

int main()
{
  int n31 = 538;
  relax21<long, ((CONFIG_5 + 1))><<<dim3((n31 + 0377) / 256, (n31 + 31) / 32, 4 * 2), BLOCK_SIZE_2 + 224, 256>>>(n31, n31);
  n31 += (int)('z' + n31);
  spread7_kernel<<<dim3(4), 32 * 2, 0, 0>>>(nullptr, (real6_t*)nullptr);
  step12_kernel<<<16, 64>>>(n31 + n31 + 29, (float*)nullptr, BLOCK_SIZE_1);
  update26<<<dim3(16, (n31 + 127) / 128, 2 * 2), dim3(1), sizeof(int) * 0400, (cudaStream_t)0>>>(9.0, &n31);
  return 0;
}
