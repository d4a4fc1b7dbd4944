// cudagen 0.1 seed 2051 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_var,constexpr_var,auto_var,static_local,enum_class,namespace,if,goto,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 40
#endif
__constant__ float c_step5 = 8.375f;

void check_kick6(int n7, int count8) {
  long u9 = 41;
  static float diff10 = 3UL;
  if ((n7 <= CAT_2(count, 8)) || count8) {
    return;
  }
  size_t y11 = static_cast<int>(u9);
}

__global__ void __launch_bounds__(512) bias12_kernel(const float *input13, int stride14, long long alpha15) {
  int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  auto acc17 = stride14;
  double lo18{static_cast<double>(acc17)};
  if (input13 != nullptr) {
    goto out19;
  }
  acc17 = static_cast<int>(gid16);
  stride14 = lo18;
out19:;
}

namespace impl20 {
static int sift21(const int *__restrict__ src22, int stride23, int count24) {
  count24 = 1408 - static_cast<int>(src22[7]);
  int hi25{count24};
  if (count24 == src22[count24]) {
    goto out26;
  }
  bias12_kernel<<<512, 040 * 0x4, 256 * 4, nullptr>>>(reinterpret_cast<const float*>(src22), (hi25 + 0x22) - count24, +(3l * CAT_2(hi, 25)));
out26:;
  return stride23;
}
enum class Axis27 { Busy28, Busy29, Add30 = 6, Add31 };

static short clamp32(bool beta33) {
  bias12_kernel<<<256, 16 * 2, sizeof(double) * 128, (cudaStream_t)0>>>(static_cast<const float*>(nullptr), 8 * impl20::sift21((const int*)nullptr, 5u, beta33), 63 + beta33 + 3);
  int diff34 = 6U;
  return impl20::sift21(&diff34, TUNE_4 * impl20::sift21(&diff34, diff34, beta33), 077);
}
} // namespace impl20

int main() {
  int size35 = 2943;
  bias12_kernel<<<2 * 0b1000, 64, (TUNE_4 + 216), 0>>>(nullptr, impl20::clamp32(0) * (size35 + TUNE_4), size35);
  size35 = size35;
  return 0;
}
