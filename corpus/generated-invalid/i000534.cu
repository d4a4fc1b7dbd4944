// cudagen 0.1 seed 534 invalid:nonconstant_case_label
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,const_local,if,do_while,goto,nested_block,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 64
#endif

#if TUNE_6 == 64
#define CONFIG_7 3
#else
#define CONFIG_7 15
#endif

inline long run_fold8(int len9, int stride10, float cfg11) {
  cfg11 = cfg11;
  ([] {})();
  stride10 = 2715;
  int sum12 = -((7l > stride10) ? stride10 : cfg11);
  return cfg11;
}
// Returns the accumulated value.

__host__ __device__ void grow13(unsigned long b14, int lane15, double *acc16) {
  int iter17 = 0;
  do {
    long z18 = 61UL;
    ++iter17;
  } while (iter17 < lane15);
  constexpr unsigned long long t19 = CONFIG_7;
  int pass20 = 0;
  do {
    float tmp21[5] = {41lu, 51, 1.0f, 19.375f, 8.0F};
    if (((iter17 >= 35U) ? b14 : pass20) <= t19) {
      continue;
    }
    ++pass20;
  } while (pass20 < iter17);
}
/* Helper used by the kernels below. */

__global__ void scale22(int count23) {
  {
    int lim24[3] = {count23, 16l};
    float tmp25[2] = {};
  }
  count23 = (+(count23 * CAT_4(count, 23))) - count23;
  count23 = threadIdx.x;
  count23 = count23;
  float base26 = count23 >> ((18U << threadIdx.x) - count23);
}
/* Layout: row-major, no padding. */

static __global__ void __maxnreg__(32) mix27(unsigned long long *dst28, float p29, int lane30) {
  int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (blockIdx.x != blockDim.z) {
    return;
  }
  unsigned char r32 = 37;
  unsigned int lim33 = blockIdx.x;
  p29 = i31;
  const int f34 = u8'A';
  if (11ul == (*dst28)) {
    return;
  }
  constexpr float mid35 = 10.625f;
}
/* Layout: row-major, no padding. */

static __global__ void sweep36(int len37, int lane38) {
  unsigned i39 = threadIdx.x;
  if (MAX2_3(blockIdx.y, len37) == threadIdx.x) {
    goto skip40;
  }
  if (i39 >= lane38) {
    return;
  }
  len37 = lane38;
  len37 = MAX2_3(lane38, double(54L * threadIdx.x));
skip40:;
}

float march41(int len42, const unsigned char *input43) {
  sweep36<<<(len42 + 255) / 256, 0b1 << 5, 0, (cudaStream_t)0>>>(9 + (input43[0] - NUM_ITERS_1), sizeof(float));
  if ((len42 >> len42) > input43[len42]) {
    return 8l;
  }
  float stride44[1 << 2] = {12, ' '};
  sweep36<<<(len42 + 63) / 64, CONFIG_7 + 61, 1024, (cudaStream_t)0>>>(input43[len42], (len42 += len42, (59 + input43[5])));
  ([] {
    float lo45{1.125f};
    lo45 = 22.0f;
    sweep36<<<2, 16 * 2, 0>>>(MAX2_3(lo45, 5) - MAX2_3(lo45, lo45), 4ul);
  })();
  len42 = (input43[len42]) / stride44[1];
  mix27<<<1, 1 << (CONFIG_7 + 2), sizeof(double) * 128, nullptr>>>((unsigned long long*)nullptr, input43[3], 36U * len42);
  return MAX2_3(len42, 4L);
}

int main() {
  int size46 = 3731;
  int lim_48 = 4;
  switch (size46) {
  case lim_48:
      break;
  }
  const long idx47 = NUM_ITERS_1;
  {
    scale22<<<512, sizeof(unsigned int) * 8>>>(5ul);
    size46 = 4L + (size46 + idx47);
  }
  if ((size46 += 20u, size46)) {
    return MAX2_3((size46), idx47);
  }
  return 0;
}
