// cudagen 0.1 seed 1381 valid
// features: kernel,kernel_static,launch,builtin_vars,device_function,host_device_function,main,if,for,nested_block,compound_assign,bitwise,logical,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,lambda,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 20
#endif
#undef TUNE_5
#define TUNE_5 24
// Returns the accumulated value.

inline __device__ __host__ float warp6(unsigned char a7, unsigned cfg8, const double* in9) {
  cfg8++;
  --cfg8;
  size_t u10 = ((cfg8 * cfg8) - a7) & ((40 * cfg8) + 4);
  return in9[1] + a7;
}
// Helper used by the kernels below.

__device__ float sift11(int lane12) {
  {
    warp6(warp6(gridDim.x, lane12, nullptr), lane12, (const double*)nullptr);
    float h13 = lane12 * lane12;
  }
  return lane12;
}

static __global__ void bump14(unsigned int* acc15) {
  sift11(acc15[warpSize] % 45);
  (*acc15) &= 1338U;
}

int main() {
  int n16 = 17;
  ++n16;
  for (int n17 = 0, j18 = 8; n17 < j18; (++n17, (--j18))) {
    for (int it19 = 0; it19 < j18; it19 += 3) {
      auto fn24 = [](unsigned char lo20, unsigned val21) {
        const char* hi22 = "a\tb";
        int tmp23 = lo20 + ((0512 + val21) % hi22[1]);
      };
      fn24(j18, 64);
      bump14<<<(8), 32>>>((unsigned*)nullptr);
      if (n16 || n17) {
        return 2429 * warp6(014, 33, nullptr);
      }
    }
  }
  return 0;
}
