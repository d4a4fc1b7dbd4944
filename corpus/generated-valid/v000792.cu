// cudagen 0.1 seed 792 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,main,device_var,shared_var,host_global,constexpr_var,enum_class,if,for,while,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 23
#endif

#if TUNE_3 > 65
#define CONFIG_4 1
#else
#define CONFIG_4 25
#endif

constexpr __device__ __host__ int split5(int stride6)
{
  stride6 = SQR_1(stride6);
  return TUNE_3;
}
static float g_lerp7;
__device__ long d_pack8 = 50;

template <typename T, int N = 1>
static __device__ __noinline__ long scale9(const T* in10, const int* src11)
{
  T off12 = (14 | (d_pack8 - d_pack8)) + (39 - SQR_1(src11[d_pack8]));
  if (((d_pack8 - 255u) & 1)) {
    return 34ul;
  }
  int e13 = CONFIG_4;
  __shared__ long long sh_14;
  e13 |= (split5(off12)) | 14UL;
  T h15 = int(*src11);
  return SQR_1((char)in10[3]);
}

__global__ void bump16_kernel(int* acc17, long long* buf18, int* dst19)
{
  constexpr int prod20 = 3 * (2 * 2);
  (*buf18) = 3;
  int z21 = ((prod20 <= d_pack8) ? scale9<long, 5>(reinterpret_cast<const long*>(dst19), acc17) : SQR_1(d_pack8)) + scale9<float, 1>(reinterpret_cast<const float*>(dst19), dst19);
}
constexpr double kD22 = 3.75;

template <class T>
static __device__ __noinline__ T reduce23(const T* src24)
{
  if (((double)d_pack8) < 31) {
    return CONFIG_4 + (d_pack8 * 14.25F);
  }
  d_pack8 = (d_pack8 += d_pack8, ((split5(d_pack8) > 52) ? ((d_pack8 < 0b101010) ? d_pack8 : 20) : 48U));
  float z25 = kD22;
  T val26 = kD22;
  for (int n27 = d_pack8; n27 > 0b0; --n27) {
    long e28 = ((val26 += 56, split5(*src24)) < n27) ? z25 : CONFIG_4;
  }
  __shared__ int sh_29;
  return 8.25F;
}

static __global__ void bump30(int n31, int stride32)
{
  long long z33 = stride32 ^ 12;
  d_pack8 = CONFIG_4;
  int s34 = split5(n31);
  __shared__ float sh_35;
}
enum class State36 : unsigned int {
  Red37 = 2,
  Mul38,
  Mul39,
  Add40,
  Low41
};

constexpr int host_norm42(int lane43)
{
  return (2127u);
}

int main()
{
  int count44 = 2151;
  if ((g_lerp7 * 52) <= kD22) {
    return ((+g_lerp7) == 29) ? (kD22 - g_lerp7) : SQR_1(g_lerp7);
  }
  count44 |= TUNE_3;
  int pass45 = 0;
  while (pass45 < 8) {
    bump16_kernel<<<dim3(8, (CONFIG_4 + 7), sizeof(int) * (TUNE_3 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 0b101100))))), 0b1000 * 8>>>(nullptr, (long long*)nullptr, (int*)nullptr);
    ++pass45;
  }
  g_lerp7 /= count44 ^ split5(split5(g_lerp7));
  bump30<<<(pass45 + 63) / 64, sizeof(float) * 8>>>(split5(g_lerp7 + 18), SQR_1(pass45) + (pass45 % alignof(double)));
  return 0;
}
