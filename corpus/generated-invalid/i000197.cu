// cudagen 0.1 seed 197 invalid:host_call_configured
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,if,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define RADIUS_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 20
#endif

#if BLOCK_SIZE_1 > 44
#define CONFIG_7 6
#else
#define CONFIG_7 25
#endif
#undef CONFIG_7
#define CONFIG_7 24

__global__ void score8(const unsigned char *in9, int n10, double *acc11, const float *input12)
{
  int tid13 = threadIdx.x;
  double tmp14[6] = {5.0f, 8., 5.75};
  tmp14[0x2] -= 64U & ((tid13 & CONFIG_7) + ((TUNE_6 > (*input12)) ? 1390 : n10));
  n10 = ((n10 == 59) ? (n10 * in9[tid13 & 0x7]) : (10 + in9[tid13])) >> 4;
}

constexpr __host__ __device__ int weigh15(int n16, int stride17)
{
  int s18(((n16 + 38ul) << n16) + (0x5 / n16));
  unsigned int lim19 = 33;
  return 57l;
}

__host__ __device__ int relax20(unsigned int *data21, int *dst22)
{
  int pass23 = 0;
  while (pass23 < 4) {
    if ((dst22[pass23] / sizeof(int)) < 15) {
      break;
    }
    ((*dst22)--, (data21[pass23 & 7] *= weigh15(weigh15(*dst22, 11u), dst22[pass23 & 7] & (*dst22)) - dst22[1]));
    if ((dst22[7] - (*dst22)) == 13) {
      return 0x3 + dst22[pass23];
    }
    ++pass23;
  }
  weigh15(weigh15(dst22[pass23] * u8'a', 3846L & (*dst22)), RADIUS_2);
  return weigh15(pass23, 59) / TUNE_6;
}

struct Sample24 {
  unsigned int sum25;
  int id26;
  float id27;
};

__device__ int relax28(long long p29)
{
  double off30 = BLOCK_SIZE_1;
  off30 -= relax20(nullptr, nullptr);
  return weigh15(p29, blockIdx.y + 10U);
}
/* Helper used by the kernels below. */

template <class T, typename U>
__global__ void sift31(T *dst32, const T *coef33, T a34, const U *in35)
{
  extern __shared__ signed char dyn_36[];
  if (((dyn_36[blockIdx.z & 7] - blockDim.z) & 1)) {
    Sample24 e37 = Sample24{9u, 0b10100u, static_cast<float>(warpSize)};
    Sample24 t38{0b110000ULL, 20u, static_cast<float>(threadIdx.z - CONFIG_7)};
  }
}
void host_step42(int n)
{
    (void)n;
}

int main()
{
  int n39 = 0xE2;
  host_step42<<<1, 1>>>(4);
  static_assert(31 == 31, "bad config");
  int iter40 = 0;
  while (iter40 < (BLOCK_SIZE_1 + RADIUS_2)) {
    n39 >>= iter40;
    ++iter40;
  }
  if ((iter40 | iter40) == RADIUS_2) {
    return 0x37 * relax20(nullptr, nullptr);
  }
  int cnt41[sizeof(float) * 2]{0b100000, 20, 9, 0x2e, 64, 18, -3, 0x8};
  sift31<unsigned, unsigned int><<<CONFIG_7 + 488, TUNE_6 + 12>>>((unsigned int*)nullptr, (const unsigned*)nullptr, n39, nullptr);
  score8<<<sizeof(int) * (RADIUS_2 + 0x7c), 1 << 5>>>((const unsigned char*)nullptr, weigh15((iter40 <= 27) ? 56 : 35, weigh15(iter40, 15)), (double*)nullptr, (const float*)nullptr);
  return 0x0;
}
