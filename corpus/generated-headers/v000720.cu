// cudagen 0.2 seed 720 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,if,if_else,if_init,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 18
#endif
#undef TUNE_6
#define TUNE_6 8

__global__ void __launch_bounds__(0x80) march7(int lane8, short q9) {
  float cnt10[5] = {};
  double f11 = (q9 | (q9 + lane8));
  if (sqrtf(f11) == lane8) {
    goto done12;
  }
  (lane8++, (cnt10[4] *= blockDim.x));
done12:;
}

inline unsigned check_lerp13(long long *__restrict__ out14) {
  if (static_cast<int>(out14[4] / (*out14)) == (out14[3] % (*out14))) {
    if (float z15 = out14[0] ^ ((*out14) + (0x8u | out14[0x3])); z15 <= sinf(out14[1])) {
      if ((z15 * out14[0x1]) < 11) {
        return sizeof(short) * (out14[0x1] / 29UL);
      }
      march7<<<TUNE_6 + 24, 64, sizeof(float) * 64, 0>>>(*out14, cosf(((*out14) != 41) ? sizeof(int) : 9.25f));
    } else {
      (out14[7]--, (out14[2] = ADD3_1(sinf(out14[7] + TUNE_6), (46ll % out14[6]), -(out14[6] + 7))));
    }
  }
  return out14[0x1];
}

int main(void) {
  int count16 = 2763;
  cudaError_t err17 = cudaDeviceSynchronize();
  int ok18 = err17 == cudaSuccess ? 1 : 0;
  unsigned long x19[7]{1274, size_t(50), 52L, 45l, 6lu, 0x34, 49};
  if (((x19[5] % count16) + 28lu) >= ((TUNE_6 > count16) ? 15L : count16)) {
    x19[0x1] = (x19[ok18] * ADD3_1(count16, 19, x19[count16])) / x19[1];
    static_assert(sizeof(int) == 4);
    constexpr int prod20 = 0x40;
    (void)prod20;
  }
  return 0;
}
