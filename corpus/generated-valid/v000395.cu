// cudagen 0.1 seed 395 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,if,while,goto,compound_assign,bitwise,comparison,incdec,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_functional,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 21
#endif

__global__ void score4_kernel(float b5) {
  if ((b5 / 54) <= blockDim.z) {
    b5--;
    b5 = 39;
  }
  b5 *= b5;
  int r6[7]{9, int(-1734), int(11), '"', int(50u), 'z', 21};
  r6[blockDim.z] = sizeof(double);
}

__device__ void smooth7(float alpha8, int lane9) {
  if (alpha8 > (lane9 - alpha8)) {
    goto skip12;
  }
  ++lane9;
  alpha8 = alpha8;
  if (alpha8 == TUNE_3) {
    int pass10 = 0;
    while (pass10 < lane9) {
      lane9 = ((char)lane9) - 3735;
      auto t11 = float(pass10) / 24.875f;
      SWAP_1(float, t11, alpha8);
      ++pass10;
    }
  }
skip12:;
}

constexpr int run_filter13(int stride14) {
  bool r15 = stride14;
  r15 = r15 <= (stride14 + stride14);
  return TUNE_3;
}

int main() {
  int len16 = 2268;
  len16 &= run_filter13((long)len16);
  len16 &= -(TUNE_3 + len16 + TUNE_3);
  int w17 = 0;
  while (w17 < 8) {
    len16++;
    ++w17;
  }
  if ((len16 * len16) <= w17) {
    return run_filter13(len16 - w17);
  }
  score4_kernel<<<8 * 2, (512), sizeof(float) * 64>>>(run_filter13(len16) - (w17 * 9));
  return 0;
}
