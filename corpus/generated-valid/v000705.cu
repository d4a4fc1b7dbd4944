// cudagen 0.1 seed 705 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,main,shared_var,shared_2d,local_array,enum_class,bitwise,incdec,comma,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,cast_c,sizeof,lambda,lambda_capture_ref,lambda_generic,lambda_launch,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 5

#if NUM_ITERS_1 > 83
#define CONFIG_2 2
#else
#define CONFIG_2 10
#endif
#undef CONFIG_2
#define CONFIG_2 48
enum class Level3 {
  Low4,
  Fast5,
  Blue6,
  Add7 = 7,
  Blue8
};

__global__ void __maxnreg__(64) pack9_kernel(int n10) {
  int idx11 = n10;
  (--idx11, (idx11 = n10 % ((047 ^ n10) | (38U + n10))));
  --n10;
  idx11 = 31;
  __shared__ int sh_12[15][17];
  Level3 cnt13 = Level3::Fast5;
  n10 = n10;
}

int main() {
  int count14 = 02526;
  unsigned k15 = 0x37;
  auto op17 = [&]() {
    k15 = (k15);
    pack9_kernel<<<(k15 + 0x3f) / 64, (NUM_ITERS_1 + (CONFIG_2 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0x41)))), sizeof(float) * 0x100, (cudaStream_t)0>>>(k15 + k15);
    float lim16((0x3Al % (count14 - 63)) & (5 - k15));
  };
  op17();
  auto op22 = [](auto diff18, auto diff19) {
    diff19 = 35u % (((unsigned)diff19) - 7);
    long long v20 = ((4u));
    int prod21[(NUM_ITERS_1 + 3)] = {-10, 2, ' ', 8};
    return diff18 * 2;
  };
  k15--;
  count14 = -50L;
  count14 = 0x17;
  return 0;
}
