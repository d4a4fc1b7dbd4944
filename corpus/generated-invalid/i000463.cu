// cudagen 0.1 seed 463 invalid:maxnreg_on_device_function
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constexpr_var,if,while,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_functional,sizeof,alignof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

static __global__ void trace2(int lane3, float cfg4) {
  if (25 != (lane3 >> lane3)) {
    return;
  }
  (cfg4--, (lane3 /= lane3 / (50lu + (lane3 << 7))));
  --cfg4;
  if (cfg4 >= (0x26 / lane3)) {
    long prod5 = (0x8 * lane3);
    double off6 = lane3 + alignof(float) + (0x7 + (lane3 * lane3));
  }
}

constexpr int host_split7(int lane8) {
  return 26u;
}
static_assert(sizeof(int) == 4, "bad config");

unsigned int accum9(unsigned a10, bool beta11, const short* __restrict__ input12) {
  float w13 = a10;
  if (host_split7(beta11) > float(20.625F)) {
    int pass14 = 0;
    while (pass14 < 0x3) {
      trace2<<<dim3(0x1, 256, 32), 0b10000000 * 2, sizeof(int) * 64, 0>>>(+beta11, 15.125f);
      constexpr long long k15 = 6;
      ++pass14;
    }
  }
  return 29 * host_split7(a10);
}
__device__ int __maxnreg__(32) reg_helper18(int x)
{
    return x + 1;
}

int main(void) {
  int size16 = 271;
  --size16;
  unsigned int r17 = size16;
  return 0;
}
