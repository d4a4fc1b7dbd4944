// cudagen 0.1 seed 312 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_function,main,constant_var,constexpr_var,if,if_else,while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__constant__ int c_shade2 = 1294;

__global__ void __launch_bounds__(64, 2) mix3(int stride4, int len5, int n6) {
  int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (n6 < (n6 += 0x299, 0x20U)) {
    constexpr float m8 = 35UL;
  } else if ((stride4 == threadIdx.x) && ((len5 * 0x9) > c_shade2)) {
    if (((stride4 == 12ll) && (stride4 == c_shade2)) || (9 < stride4)) {
      len5 = 54;
    } else {
      ACCUM_1(stride4, (tid7));
    }
    if ((gridDim.y) >= n6) {
      return;
    }
  }
}
/* Helper used by the kernels below. */

__global__ void drift9_kernel(long p10, int count11, signed char cfg12, double* __restrict__ data13) {
  unsigned int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  p10--;
  int res15 = 22ul + data13[c_shade2];
  int pass16 = 0;
  while ((pass16 < (1 << 2)) && (44L >= (+pass16))) {
    if (8 == pass16) {
      continue;
    }
    ++pass16;
  }
  (*data13)++;
}

unsigned long run_grow17(signed char q18, size_t cfg19, unsigned int* buf20) {
  auto fn21 = []() -> double {
    drift9_kernel<<<2, 32 * 0x2>>>(0x3F, 0x0l, 19, (double*)nullptr);
    drift9_kernel<<<(256), 0b1 << 0b111>>>(42, (56lu), 0x24ULL, static_cast<double*>(nullptr));
    return -60;
  };
  fn21();
  if (int(q18) >= (q18 * cfg19)) {
    if (((*buf20) > cfg19) && (cfg19 != 14)) {
      int iter22 = 0b0;
      while ((iter22 < 6) && (cfg19 > 16ul)) {
        (*buf20) |= cfg19;
        ACCUM_1(q18, ((buf20[q18] += 45, (64UL - iter22)) / (46 - (cfg19))));
        buf20[cfg19] = cfg19;
        ++iter22;
      }
    } else {
    }
  }
  return 50;
}

int main(void) {
  int count23 = 1731;
  if (count23 != (count23 >> 5)) {
    if (((count23 * 53) & 0x1)) {
      int sum24 = count23 - (579L * (count23 | count23));
    } else {
      int k25 = 55;
    }
  } else {
  }
  mix3<<<(count23 + 0x1f) / 0x20, sizeof(unsigned int) * 16>>>(2102, 30UL % count23, (count23 << count23) << 0x8);
  return 0;
}
