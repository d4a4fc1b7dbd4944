// cudagen 0.1 seed 111 invalid:continue_outside_loop
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,local_array,struct,struct_methods,operator_overload,aligned_struct,typedef,if,if_init,for,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 ((1 << 0b100) * (2))
#if RADIUS_2 == 32
#define CONFIG_3 7
#else
#define CONFIG_3 9
#endif
__global__ void gather4(float *dst5, const int *src6)
{
  dst5[1] = src6[4];
  int m7[6]{190, 8, static_cast<int>(src6[7]), int(sizeof(signed char)), 62, 10};
  for (int i8 = 0; i8 < 14; ++i8) {
    float stride9 = int(m7[i8]) + sizeof(int);
  }
  if ((*src6) >= 22lu) {
    return;
  }
}
static __global__ void reduce10(int n11, size_t a12, const int *in13, int *acc14)
{
  --acc14[a12 & 7];
  n11 <<= in13[1] + (CONFIG_3 * int(acc14[a12]));
}
// Returns the accumulated value.
double run_scatter15(size_t *buf16, unsigned char b17)
{
  if (unsigned lim18 = 055UL; b17 != (*buf16)) {
    unsigned short base19[5]{static_cast<unsigned short>(CONFIG_3), static_cast<unsigned short>(u'0'), static_cast<unsigned short>(lim18), u'0', static_cast<unsigned short>(*buf16)};
    ++lim18;
    lim18++;
  }
  return ((23.5 + (*buf16)));
}
__device__ float scale20(double *buf21, int stride22)
{
  buf21[6] *= *buf21;
  ++buf21[1];
  __shared__ long long sh_23[256];
  float r24{'A'};
  int z25 = static_cast<double>((RADIUS_2));
  r24--;
  return r24;
}
typedef double real26_t;
struct __align__(8) Body27 {
  int count28;
  int val29;
};
__device__ int d_kick30 = sizeof(unsigned int) * (CONFIG_3 + 4);
__device__ void shade31(unsigned alpha32, Body27 alpha33)
{
  scale20(nullptr, static_cast<float>(d_kick30));
  if (alpha32) {
    return;
  }
  d_kick30 &= 46u;
}
struct Sample34 {
  int w35;
  bool val36;
  __host__ __device__ int scale37() const
  {
    long long w38[TILE_DIM_1 + 1] = {4458L, 35};
    return ((w35 - 61) == val36) ? 47LL : val36;
  }
};
__host__ __device__ Sample34 operator+(Sample34 a, Sample34 b)
{
  Sample34 r = a;
  r.w35 += b.w35;
  return r;
}
constexpr int run_apply39(int lane40, long b41)
{
  static_assert(sizeof(int) == 4, "bad config");
  --lane40;
  return (RADIUS_2 < lane40) ? (16 + b41) : b41;
}
constexpr int host_march42(int stride43, int len44)
{
  return TILE_DIM_1;
}
int main()
{
  int n45 = 1'284;
  continue;
  if (int base46 = run_scatter15(nullptr, static_cast<int>((n45))); ((n45 - 34) ^ run_apply39(base46, sizeof(float))) >= run_scatter15(nullptr, 7)) {
    base46 = n45;
    if (base46 >= n45) {
      return host_march42(n45, base46) << run_apply39(n45, n45);
    }
  }
  gather4<<<1, dim3(128), 4096, nullptr>>>(nullptr, &n45);
  reduce10<<<(n45 + 037) / 32, (64), sizeof(float) * 64, nullptr>>>(n45, run_apply39(n45, n45), &n45, &n45);
  return 0;
}
