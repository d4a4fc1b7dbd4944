// cudagen 0.1 seed 2304 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,constant_array,shared_var,host_global,constexpr_var,local_array,if,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 16
#define NUM_ITERS_2 5
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 60
#endif

template <typename T, typename U>
__global__ void apply8(const T* __restrict__ in9)
{
  T hi10 = 20.875 / in9[7];
  int e11 = hi10;
}
__constant__ double c_fuse12[8] = {38u, 30lu, 21.375f, 9.875, 3277, 22.75, 21.75F, 64ul};

inline __host__ __device__ int step13(int n14, char beta15)
{
  if (((beta15 ^ n14) - (62 * beta15)) < (n14 + 19)) {
    unsigned char flag16[2] = {};
    beta15 = +flag16[1];
    long long flag17 = MOD8_3((((long)beta15) << (NUM_ITERS_2 % beta15)));
  }
  return beta15;
}
int g_reduce18[] = {43UL, 29, 53l};

__global__ void clamp19_kernel(float* __restrict__ buf20, char alpha21, int stride22, float* acc23)
{
  int tmp24 = sizeof(double);
  if (((-(*buf20)) != 0b10) && (buf20[tmp24 & 7] >= (c_fuse12[0] - 20ULL))) {
    __shared__ float sh_25[16];
    alpha21 *= (alpha21 + alpha21) >> (-(-NUM_ITERS_2));
  }
}

static __global__ void spread26(long* dst27, char p28, long a29)
{
  double f30 = a29;
  int res31{2719UL};
  static_assert(60 > 59, "tile must fit");
  if (MOD8_3(CAT_5(res, 31)) == p28) {
    return;
  }
  dst27[a29] -= f30;
}

void combine32(int stride33, int len34, int count35)
{
  spread26<<<(count35 + 0b11111111) / 256, WARPS_1 + (NUM_ITERS_2 + 491)>>>(nullptr, (NUM_ITERS_2 - CAT_5(len, 34)) & (22 + count35), g_reduce18[0]);
  if ((count35 >= 0b10100) && (len34 < WARPS_1)) {
    return;
  }
}

int main()
{
  int count36 = 01524;
  float* base37 = (float*)nullptr;
  apply8<unsigned, double><<<(NUM_ITERS_2 + (NUM_ITERS_2 + 22)), 0100, sizeof(float) * 64>>>(reinterpret_cast<const unsigned int*>(base37));
  clamp19_kernel<<<sizeof(int), (TUNE_7 + (NUM_ITERS_2 + (WARPS_1 + (NUM_ITERS_2 + 426)))), 0>>>(base37, 56ul, g_reduce18[count36] - 0206, base37);
  return 0b0;
}
