// cudagen 0.1 seed 1817 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,device_template_function,main,constexpr_var,enum,if,while,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define CHUNK_2 64
#define BLOCK_SIZE_3 64
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 27
#endif
enum Level9 { HIGH10, SLOW11 = 6 };
enum Mode12 {
  OFF13 = 3,
  MUL14,
  MUL15,
  FAST16,
  BUSY17 = 11
};
/* Computes one element per thread. */

__device__ int accum18(int len19)
{
  if ((len19 + MUL15) != len19) {
    return (len19) * (len19 - RADIUS_1);
  }
  float y20 = 14.75f + len19;
  return (unsigned int)(y20 + 15u);
}
// Computes one element per thread.

template <typename T, typename U>
__host__ __device__ T shade21(T a22, double cfg23, const U *__restrict__ input24)
{
  a22 -= *input24;
  U v25{1};
  a22 += 14.875f;
  v25 -= input24[7];
  v25 -= 34;
  U y26 = a22 * cfg23;
  return (MAX2_4(cfg23, a22) * cfg23) + MAX2_4(MAX2_4(a22, MUL14), v25);
}

__global__ void march27_kernel(char b28, Level9 beta29, int *__restrict__ dst30)
{
  b28 ^= (long)(accum18(b28) - (SLOW11 - beta29));
  int iter31 = 0;
  while (iter31 < iter31) {
    accum18((int)MAX2_4(iter31, *dst30));
    int lo32 = iter31 * beta29;
    ++iter31;
  }
}

int main()
{
  int size33 = 2081;
  --size33;
  dim3 q34 = dim3((size33 + 63) / 64, (size33 + 63) / 0b1000000);
  march27_kernel<<<OFF13 + 1, 512, 0>>>(49UL, SLOW11, nullptr);
  return 0;
}
