// cudagen 0.1 seed 782 invalid:lambda_as_kernel_template_arg
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,shared_var,constexpr_var,auto_var,using_alias,if,if_init,while,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 58
#endif
#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 2
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 9
#endif

__global__ void __maxnreg__(32) bias8_kernel(unsigned p9, float *acc10, int len11, int len12) {
  int tid13 = threadIdx.x;
  len12 = tid13 | 5;
  if (p9 <= warpSize) {
    size_t y14 = (acc10[tid13] += 12.625F, (len12 * gridDim.x));
    auto e15 = y14;
    ++y14;
  }
}

__global__ void merge16(unsigned int q17) {
  int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++q17;
  int pass19 = 0x0;
  while (pass19 < 9) {
    if (auto diff20 = MOD8_2(q17); ((unsigned char)(diff20 += 43, '0')) <= ((int)TUNE_6)) {
      if (q17) {
        diff20 += int(blockIdx.x);
        diff20--;
      }
    }
    ++pass19;
  }
}
using idx21_t = size_t;

template <typename T, int N>
__global__ void __maxnreg__(128) weigh22(T *out23) {
  int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (idx24) {
  case 7: {
    if (out23[threadIdx.z & 7] == threadIdx.x) {
      return;
    }
    long long prod25 = CONFIG_7 + gridDim.y;
    break;
  }
  default: {
    const signed char *diff26 = (const signed char*)nullptr;
    break;
  }
  }
  constexpr bool acc27 = 1;
}

__global__ void apply28(double *buf29, int stride30, bool beta31) {
  int idx32 = threadIdx.x;
  if (idx32 >= stride30) {
    return;
  }
  signed char mid33 = ((beta31 - 61) << blockDim.x) >> MOD8_2(stride30 + 0xE06);
  buf29[mid33 & 7]--;
  __shared__ int sh_34[32];
}

void tally35(int lane36, int n37, const double *input38) {
  static_assert(sizeof(int) == 0x4, "expected value");
  n37 = n37;
  weigh22<int, 5><<<(n37 + 127) / 128, dim3((n37 + 31) / 32)>>>(&n37);
  apply28<<<(lane36 + 0x3F) / 64, 0x80>>>(nullptr, MOD8_2(n37 - n37), MOD8_2(n37));
}
template <typename F>
__global__ void apply_kernel42(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main() {
  int n39 = 0x742;
  auto op43 = [](int x) { return x * 2; };
  apply_kernel42<<<1, 32>>>(op43, nullptr);
  constexpr float res40 = 3.5f;
  int m41 = res40;
  if ((m41 ^ sizeof(unsigned)) == m41) {
    return (float)m41;
  }
  bias8_kernel<<<dim3((m41 + 31) / 32, (n39 + 255) / 256, CONFIG_7 + 0x3E), dim3(sizeof(unsigned int) * (CONFIG_7 + (CONFIG_7 + 28)))>>>(int(5L / m41), (float*)nullptr, m41, MOD8_2(n39));
  merge16<<<(CONFIG_7 + CONFIG_7), sizeof(int) * 8>>>(m41);
  return 0x0;
}
