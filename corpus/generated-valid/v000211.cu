// cudagen 0.1 seed 211 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,local_array,if,switch,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 128
#define CHUNK_2 4
#define NUM_ITERS_3 (32)
#define HALF_4(x) ((x) / 2)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b

#ifdef USE_FAST_PATH_10
#define TUNE_11 4
#else
#define TUNE_11 48
#endif

#if NUM_ITERS_3 % 2 == 0 || NUM_ITERS_3 < 4
#define CONFIG_12 1
#else
#define CONFIG_12 23
#endif

template <typename T>
__global__ void scatter13_kernel(T *acc14, float *__restrict__ buf15, bool alpha16, T *out17) {
  bool u18 = (alpha16 & 1);
  if (acc14[2] > 53) {
    return;
  }
}

__global__ void march19_kernel(unsigned *data20) {
  extern __shared__ float dyn_21[];
  if (data20 != nullptr) {
    goto finish22;
  }
  switch (*data20) {
  case 9:
    if (!(!data20)) {
      return;
    }
    break;
  case 0:
    ++dyn_21[2];
    break;
  }
finish22:;
}

unsigned long sweep23(int count24, unsigned char cfg25) {
  cfg25 = cfg25;
  cfg25 = CHUNK_2 / count24;
  if (count24 != 36) {
    goto finish26;
  }
  count24 = 0UL;
  scatter13_kernel<unsigned><<<1 << CONFIG_12, 64, (CONFIG_12 + 1023), nullptr>>>(nullptr, nullptr, cfg25, nullptr);
  count24 = (long)HALF_4(count24);
finish26:;
  return static_cast<unsigned int>((cfg25 += cfg25, count24));
}

int main() {
  int n27 = 1327;
  n27 = (NUM_ITERS_3);
  unsigned char h28[2]{static_cast<unsigned char>(255), static_cast<unsigned char>(1)};
  h28[0] = sweep23((n27 += 22, sizeof(float)), sweep23(MIN2_5(h28[n27 & 1], 2), CONFIG_12));
  march19_kernel<<<0x1, 256, TUNE_11 + 4048>>>(static_cast<unsigned int*>(nullptr));
  return 0x0;
}
