// cudagen 0.1 seed 2015 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,namespace,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,lambda,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 5
#define TILE_DIM_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define HALF_5(x) ((x) / 2)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 18
#endif
enum Kind9 { IDLE10, RED11 };

static __global__ void smooth12_kernel(int stride13)
{
  extern __shared__ long dyn_14[];
  dyn_14[stride13] *= stride13;
  dyn_14[stride13] %= 'a';
  dyn_14[0x6]--;
  ACCUM_6(dyn_14[4], (double(stride13)));
}

__global__ void score15_kernel(unsigned long* data16, int stride17)
{
  extern __shared__ float dyn_18[];
  stride17 >>= (data16 != nullptr) ? stride17 : (*data16);
  data16[0x7] = ((stride17 + data16[stride17]) >> 2);
}

namespace math19 {
__host__ char check_scale20(int len21, float b22, float p23)
{
  if ((b22 / RED11) < TILE_DIM_3) {
    return 42UL + b22 + p23;
  }
  len21 ^= 0b101010u;
  b22 *= b22 + (BLOCK_SIZE_1 + len21);
  return 0b101011LL;
}

__global__ void __maxnreg__(128) filter24(int* out25)
{
  extern __shared__ double dyn_26[];
  ACCUM_6(dyn_26[3], (18));
  int sum27 = 10u;
  sum27 &= unsigned(sum27);
  sum27--;
}

__global__ void blend28_kernel(double* buf29, int* buf30, const double* in31)
{
  if (' ' == TWICE_PLUS_4(buf29[1], *in31)) {
    return;
  }
  if (in31[2] > (buf30[5] + (*buf29))) {
    return;
  }
  buf30[4] = (float)(+(-in31[3]));
}
} // namespace math19

int main()
{
  int count32 = 1474;
  auto lam35 = [](int hi33) -> double {
    unsigned z34[4] = {2U, 0x32, static_cast<unsigned int>(1), static_cast<unsigned int>(hi33 + 'a')};
    z34[1] = 46;
    z34[hi33] ^= z34[0] - (z34[hi33] % hi33);
    return hi33;
  };
  math19::check_scale20((TWICE_PLUS_4(count32, BLOCK_SIZE_2) <= 7UL) ? (count32 + count32) : 14l, (long)count32, math19::check_scale20(2506l, count32, count32));
  smooth12_kernel<<<dim3((count32 + 255) / 256), 128>>>(count32);
  score15_kernel<<<dim3(2 * 2), RED11 + (RED11 + 126)>>>(nullptr, (count32));
  math19::filter24<<<0x10, (32)>>>(&count32);
  math19::blend28_kernel<<<0x1, 1 << (BLOCK_SIZE_2 + RED11)>>>(nullptr, &count32, nullptr);
  return 0x0;
}
