// cudagen 0.1 seed 730 invalid:device_call_from_host
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,enum_class,while,switch,bitwise,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 38
#endif
#undef TUNE_3
#define TUNE_3 12
static __global__ void reduce4(float *__restrict__ dst5, float *acc6) {
  unsigned int *w7 = nullptr;
  (*dst5) = (0x8 * (*w7)) & 45;
  (*w7) = *dst5;
  int iter8 = 0;
  while (iter8 < 13) {
    (*dst5) = (~w7[iter8]) % 47ll;
    ++iter8;
  }
  unsigned long long tmp9 = 10;
}
static void check_apply10(const float *__restrict__ input11) {
  reduce4<<<dim3((4), TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 0x1D0))), 512), 16 * 4, TUNE_3 + (TUNE_3 + 1000)>>>(const_cast<float*>(input11), const_cast<float*>(input11));
  unsigned long long cnt12 = input11[3];
  dim3 h13(0x200, 128);
  cnt12 = TUNE_3;
  dim3 off14 = dim3((2), 16, TUNE_3 + 500);
  cudaStream_t off15 = (cudaStream_t)0;
}
const int g_relax16 = '\a';
template <typename T>
__global__ void shade17(T beta18, int len19, T a20) {
  float t21 = 19.625F + ((beta18 - 0x269) + 13.625f);
  t21++;
  len19--;
  a20--;
  --len19;
  a20 = TUNE_3;
}
__global__ void score22_kernel(const short int *__restrict__ input23) {}
__host__ __device__ double kick24(float *out25, double a26) {
  switch (static_cast<unsigned char>(a26)) {
  case 11:
    out25[0b0]++;
    break;
  case 0x0:
    --a26;
    break;
  case 4 * 0x3:
    break;
  case 2:
    break;
  }
  size_t flag27 = (int(a26) | 18) | 5;
  int lim28 = (TUNE_3 * flag27) ^ (TUNE_3 - flag27);
  float off29 = flag27 + ((float)out25[flag27]);
  return 4 * off29;
}
constexpr __device__ __host__ int step30(int stride31, float b32) {
  ++b32;
  b32 = stride31;
  return CAT_1(stride, 31);
}
enum class Phase33 { Mul34, Blue35, Green36 };
template <typename T, typename U>
__global__ void __launch_bounds__(512, 4) scale37(U cfg38, const U *src39) {
  extern __shared__ long dyn_40[];
  __shared__ int sh_41;
  ++sh_41;
  int w42 = dyn_40[sh_41 & 7];
  w42 = (T)(-(TUNE_3 / sh_41));
}
__device__ int device_helper44(int x)
{
    return x * 2 + 1;
}
int main() {
  int n43 = 644;
  device_helper44(3);
  n43 = 32;
  n43 = (n43 + n43 + (TUNE_3 - CAT_1(n, 43))) ^ n43;
  ++n43;
  shade17<float><<<TUNE_3 + 20, 512, sizeof(double) * 64, nullptr>>>((g_relax16 - n43) + (n43 ^ g_relax16), step30(n43 * 3, -13.375f), kick24(nullptr, 20.5));
  score22_kernel<<<(n43 + 63) / 64, 256 * 0x2, 1024, 0>>>(nullptr);
  scale37<long, int><<<32, dim3(0x40, (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 16)))))>>>(static_cast<int>(4920 + n43), nullptr);
  return 0;
}
