// cudagen 0.1 seed 647 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,shared_var,constexpr_var,enum_class,namespace,anon_namespace,if,nested_block,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_launch,macro_object,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define BLOCK_SIZE_2 16
#if BLOCK_SIZE_1 > 85
#define CONFIG_3 2
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 23
#endif

namespace math4 {
static __global__ void norm5(int count6, char *out7, bool b8, int len9) {
  int tid10 = threadIdx.x;
  if (tid10 >= len9) {
    return;
  }
  int e11{46};
  (*out7)++;
}

__global__ void tally12_kernel(unsigned long long *data13) {
  int idx14 = threadIdx.x;
  unsigned f15(((3531l ^ data13[3]) % idx14) + (data13[0x1] + idx14 + (blockIdx.z + idx14)));
  --f15;
  constexpr unsigned long s16 = 0x135dUL;
}
enum struct Axis17 : short { Add18 = 3, Fast19, Mul20 };
} // namespace math4

__device__ double march21(int count22, math4::Axis17 alpha23) {
  math4::Axis17 h24 = math4::Axis17::Fast19;
  __shared__ double sh_25;
  __shared__ int sh_26;
  int diff27 = (int)(count22 += sh_25, ('A' * threadIdx.y));
  math4::Axis17 m28 = math4::Axis17::Fast19;
  return count22 + count22;
}

namespace {
static double host_tally29(int *data30, float *data31, float *data32) {
  (*data32) = ((((*data30) + 39) == 63U) ? 16 : (2978 - (*data30))) ^ 'A';
  (*data31)++;
  return (data30[5] += *data32, ((1753 - data32[5]) + (data32[0x2])));
}
} // namespace

__global__ void tally33(const char *src34, int n35, bool p36, const double *src37) {
  unsigned idx38 = threadIdx.x;
  if (idx38 >= n35) {
    return;
  }
  n35 = 3990 | (n35 - 19lu);
  {
    double sum39 = (long)p36;
    __shared__ double sh_40;
  }
}

float host_drift41(int n42, int len43, math4::Axis17 b44) {
  auto op47 = [off45 = len43](int base46) -> char {
    math4::tally12_kernel<<<0x1, BLOCK_SIZE_2 + 240, 2048 * 2>>>(nullptr);
    math4::tally12_kernel<<<(base46 + 127) / 128, 512, 4'096, (cudaStream_t)0>>>((unsigned long long*)nullptr);
    return 0x2 ^ base46;
  };
  tally33<<<BLOCK_SIZE_2, CONFIG_3 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 201)), sizeof(int) * 0x80>>>(static_cast<const char*>(nullptr), (!(len43 == 31)) ? op47(len43) : (n42 | n42), op47(len43) <= CONFIG_3, (const double*)nullptr);
  math4::norm5<<<(len43 + 255) / 256, CONFIG_3 + (CONFIG_3 + (BLOCK_SIZE_2 + 0x2)), 4096>>>((0x13UL & len43) - op47(len43), nullptr, len43 * (~n42), n42);
  b44 = math4::Axis17::Fast19;
  ++n42;
  static_assert(sizeof(int) == 4, "expected value");
  len43++;
  return op47(n42);
}

int main() {
  int n48 = 1413;
  if ((n48)) {
    return static_cast<float>(9.0F + n48);
  }
  float off49 = 13.0f;
  return 0;
}
