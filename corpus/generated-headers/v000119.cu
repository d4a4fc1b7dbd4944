// cudagen 0.2 seed 119 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,if,if_else,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,pp_ifdef,pp_if,comments,nttp_pointer,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <tuple>

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 32
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 8
#else
#define CONFIG_3 30
#endif
static float g_tile4;
struct Pt6 { int a; int b; float w; };
template <int Pt6::*M> int field7(const Pt6 &p) { return p.*M; }
int indirect5(int x) {
  Pt6 p{x, 9, 1.0f};
  return field7<&Pt6::a>(p) + field7<&Pt6::b>(p);
}

__host__ __device__ int fuse8(float p9, const int *input10, int n11)
{
  if ((p9 - CONFIG_3) < input10[n11])
    return (sinf(n11));
  unsigned char sum12 = n11;
  sum12 += ceilf(expf(7.0f));
  switch (sum12 - n11) {
  case 0:
    break;
  case (8):
    break;
  case 1:
    sum12 <<= 3;
    p9 = (ceilf((n11 == p9) ? input10[sum12] : 7.0f));
    break;
  }
  ++n11;
  return n11;
}

__global__ void lerp13_kernel(float *__restrict__ out14, int count15, const int *coef16, long *__restrict__ acc17)
{
  unsigned int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx18 >= count15)
    return;
  if (fuse8(out14[1], reinterpret_cast<const int*>(out14), count15))
    return;
  const float stride19 = sizeof(int) + expf(coef16[idx18] % count15);
  (void)stride19;
}

__global__ void __maxnreg__(64) relax20_kernel(float p21, const int *__restrict__ src22, int count23, const unsigned *input24)
{
  extern __shared__ long dyn_25[];
  if (44u <= (p21 / 0x2a))
    return;
  unsigned val26 = fuse8(cosf(ceilf(*input24)), reinterpret_cast<const int*>(input24), sizeof(double));
  (void)val26;
}
/* Returns the accumulated value. */

template <class T, int N>
__global__ void __launch_bounds__(256) sift27(const T *in28, T *__restrict__ dst29, int lane30)
{
  int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (fuse8(57l, &lane30, *in28)) {
    float idx32[2] = {};
    (void)idx32;
  } else if (((lane30 ? 36 : 6) & 0x1)) {
    T val33 = cosf(threadIdx.z + (lane30 - 14.0F));
    val33 += (lane30 >= tid31) ? (N >> tid31) : (tid31 % (val33 += 3, tid31));
  }
  int m34 = 0x113fu / tid31;
  ++dst29[2];
  T z35 = +((lane30 + lane30) / (m34 * gridDim.x));
  (void)z35;
}

int main()
{
  int n36 = 0x99A;
  cudaStream_t u37 = nullptr;
  (void)u37;
  g_tile4 = (fabsf(12));
  (--g_tile4, (g_tile4 = floorf(01446 << n36)));
  float lim38 = n36;
  lerp13_kernel<<<dim3(64, (n36 + 63) / 0x40, (128)), dim3((0x80)), 0>>>(&g_tile4, fminf(lim38 + g_tile4, (n36 >= 20) ? 3.75f : 4), &n36, nullptr);
  relax20_kernel<<<sizeof(int), dim3((TUNE_2 + (TUNE_2 + (CONFIG_3 + 16))) * (TUNE_2 + TUNE_2), 0x1), sizeof(double) * 64>>>(lim38, (const int*)nullptr, lim38, nullptr);
  sift27<long, (2 * 3)><<<dim3(1 << 8, (n36 + 255) / 256, (n36 + 0377) / 256), 1 << (TUNE_2 + 3)>>>(nullptr, (long*)nullptr, cosf(CONFIG_3));
  return 0x0;
}
