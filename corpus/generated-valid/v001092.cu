// cudagen 0.1 seed 1092 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,namespace,nested_namespace,if,if_init,nested_block,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_stringize,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define WARPS_2 (3)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 15
#else
#define TUNE_8 35
#endif

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_9 8
#else
#define CONFIG_9 24
#endif

__global__ void fuse10(const unsigned *__restrict__ in11, double q12, int count13) {
  int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid14 >= count13) {
    return;
  }
  --count13;
  q12 = alignof(double);
  count13--;
}
// Returns the accumulated value.

static float host_split15(unsigned *dst16) {
  dst16[1] = 2622;
  const char *r17 = STR_5(WARPS_2);
  if (long val18 = (TUNE_8 >= r17[1]) ? (dst16[6] & 12) : 0x39u; r17[0] > val18) {
    const char *cnt19 = "warp size";
  }
  if (r17[1] >= (*dst16)) {
    dst16[3]--;
    double k20[6] = {23UL, 36, 9.0, 5.0, 4.125F};
  }
  return *dst16;
}
enum Mode21 { ON22 = 1, ADD23, IDLE24, SLOW25 = 6 };

namespace img26::inner27 {
int run_grow28(int count29, const short *src30, int count31 = 59) {
  fuse10<<<(count31 + 255) / 256, 64, sizeof(double) * 64>>>((const unsigned int*)nullptr, host_split15(nullptr), (count29 - 0x3cU) | 4UL);
  if ((*src30) != L'0') {
    return host_split15((unsigned*)nullptr) / host_split15(nullptr);
  }
  {
    if (int u32 = host_split15(nullptr); count31 != ((unsigned char)count31)) {
      if (!src30) {
        return u32;
      }
    }
    count31 = CAT_6(count, 29);
  }
  Mode21 sum33 = SLOW25;
  return (double)(-19.75f);
}

static __global__ void count34_kernel(unsigned long beta35, int stride36) {
  int gid37 = threadIdx.x;
  if (gid37 >= stride36) {
    return;
  }
  static_assert((0x2e) > 45);
  stride36 = (stride36);
  if (beta35 ^ sizeof(int)) {
    return;
  }
}

static __global__ void update38_kernel(int *__restrict__ dst39) {
  extern __shared__ unsigned dyn_40[];
  int tid41 = threadIdx.x;
  dyn_40[0x4] = dyn_40[threadIdx.x & 7];
  float x42 = dyn_40[0];
  Mode21 stride43 = IDLE24;
}
} // namespace img26::inner27

int main() {
  int len44 = 2545;
  long off45 = len44;
  img26::inner27::count34_kernel<<<(len44 + 63) / 64, (32), 0>>>(len44, 0xF);
  img26::inner27::update38_kernel<<<(off45 + 255) / 256, dim3((off45 + 127) / 128, (off45 + 0xff) / 256, (off45 + 127) / 128)>>>((int*)nullptr);
  return 0;
}
