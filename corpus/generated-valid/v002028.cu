// cudagen 0.1 seed 2028 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,constexpr_var,auto_var,anon_namespace,if,do_while,switch,switch_fallthrough,static_assert,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define NUM_ITERS_2 (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 16))))
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 55
#endif
#if CHUNK_1 > 3
#define CONFIG_7 1
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 10
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 12

void host_march8(long p9) {
  dim3 h10 = dim3(64, (p9 + 127) / 0x80, (p9 + 0x3F) / 64);
  const char *tmp11 = "tile";
  const char *x12 = "\"q\"";
}

namespace {
template <class T>
__global__ void bump13(const T *input14, size_t *dst15, int lane16) {
  int gid17 = threadIdx.x;
  ++(*dst15);
  if (input14[gid17] >= 0x35u)
    return;
  lane16 = 40U;
  dst15[2]++;
  auto tmp18 = 0x9eblu;
}
constexpr int WIDTH19 = 7;
} // namespace
__constant__ int c_bump20[8] = {28, 3110u};
static_assert(sizeof(int) == 4, "tile must fit");

template <class T, int N>
__global__ void score21_kernel(T alpha22, const unsigned char *in23, const unsigned int *in24, unsigned *out25) {
  int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  alpha22 = SQR_3(alpha22) * c_bump20[0];
  alpha22 /= c_bump20[5] * blockIdx.z;
}

__global__ void filter27(int *out28) {
  int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass30 = 0;
  do {
    switch (out28[tid29] * NUM_ITERS_2) {
    case (CONFIG_7 + (CONFIG_7 + CONFIG_7)) * 3:
      out28[pass30] += (out28[pass30] << c_bump20[5]) * tid29;
      break;
    case 0x5:
      out28[gridDim.z] = (int)(gridDim.x);
      break;
    case 0x3:
    case (0x7):
      (*out28)++;
      (*out28) = tid29;
      break;
    }
    auto idx31 = SQR_3((*out28) + c_bump20[threadIdx.x]) * tid29;
    ++pass30;
  } while (pass30 < 7);
}

int main() {
  int n32 = 2466;
  if (!(n32 >= 48))
    return 21;
  int q33 = n32 * (n32 - (4396 * n32));
  bump13<unsigned int><<<(q33 + 127) / 128, 1 << (CHUNK_1 + 0b100)>>>((const unsigned*)nullptr, nullptr, NUM_ITERS_2);
  score21_kernel<float, 6><<<dim3(CONFIG_7 + (CONFIG_7 + (CONFIG_7 + CONFIG_7)), (q33 + 0b1111111) / 128, (n32 + 0x7F) / 0x80), dim3(256), 0, nullptr>>>((sizeof(float) - n32) * (WIDTH19 - n32), nullptr, nullptr, (unsigned int*)nullptr);
  filter27<<<2, 64>>>(nullptr);
  return 0;
}
