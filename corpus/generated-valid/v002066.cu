// cudagen 0.1 seed 2066 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,constexpr_function,main,constexpr_var,using_alias,if,if_init,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define RADIUS_2 128
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if WARPS_1 > 31
#define CONFIG_5 5
#else
#define CONFIG_5 15
#endif
#undef CONFIG_5
#define CONFIG_5 48
/* Computes one element per thread. */

constexpr __host__ __device__ int grow6(int count7) {
  bool lim8 = count7 <= 48;
  ++count7;
  return 18u;
}

__device__ __host__ long clamp9(int count10, long b11) {
  if ((b11 > b11) || (b11 <= b11)) {
    return count10 - grow6(b11);
  }
  if (b11 && (count10 == count10)) {
    goto out13;
  }
  if (int sum12 = (count10 + count10 + 1); sum12 != (3 / count10)) {
    if (b11 > count10) {
      return (count10 * b11);
    }
    if (sum12 - RADIUS_2) {
      b11 = (unsigned)(count10);
    }
  }
  count10 = ((b11 * b11) <= 9U) ? (count10 + count10) : (count10);
  b11 = grow6(b11);
out13:;
  return (b11 == (+count10)) ? 031 : ((RADIUS_2 - b11) - grow6(count10));
}
using idx14_t = char;

__global__ void smooth15_kernel(int *__restrict__ data16, int *__restrict__ dst17) {
  int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst17[i18] = clamp9(clamp9(16, i18 + dst17[1]), CONFIG_5);
  if (((*data16) * 4982l) > CONFIG_5) {
    return;
  }
}

int main() {
  int count19 = 77;
  if (28 >= count19) {
    count19 = (20 / count19);
    long v20 = clamp9(count19 % (count19), clamp9(count19, count19) * WARPS_1);
  }
  count19 = ((int)(count19 / 16ULL)) - count19;
  count19 = (idx14_t)count19;
  count19 = clamp9(WARPS_1, static_cast<int>(count19));
  smooth15_kernel<<<(count19 + 127) / 128, 256>>>(&count19, nullptr);
  return 0;
}
