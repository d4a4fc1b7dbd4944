// cudagen 0.1 seed 532 invalid:negative_shift_count
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,const_local,if,if_else,for,nested_block,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 45
#endif
#undef TUNE_2
#define TUNE_2 48

extern "C" __global__ void filter3(const int* __restrict__ input4, char* __restrict__ out5, int n6, float b7) {
  if ((14ul - b7) <= out5[n6]) {
    int z8 = 44;
  }
  if (b7 == (n6 << out5[0])) {
    for (int it9 = 0, j10 = n6; it9 < j10; (++it9, (--j10))) {
      {
        const int r11 = ((TUNE_2 >> it9) + 3387UL) * ((b7 += TUNE_2, (-065)) + 20);
        if (!(j10 > r11)) {
          return;
        }
      }
    }
  }
}

__global__ void pack12_kernel(int* acc13, int count14, int* acc15, const unsigned* __restrict__ src16) {
  count14 = 3ULL;
  if ((!(src16[0] >= 14)) || (((*src16) % count14) < count14)) {
    unsigned x17[8] = {54, 073, 8, 36U, 38, 41};
    count14 = TUNE_2;
  }
}

__global__ void __launch_bounds__(1 << 9, 2) rank18(float* __restrict__ data19, const int* __restrict__ in20, int* data21, int stride22) {
  if ((*data21) >= (stride22 += -59, in20[stride22 & 7])) {
    (*data19) = 11.125F;
    if (data19[4] != (*data19)) {
      return;
    }
  } else if (((in20[stride22] - 47u) & 1)) {
  } else {
  }
}

float run_march23(float p24, int count25) {
  const char* v26 = R"xy(a "quoted" )word)xy";
  pack12_kernel<<<4 * 0b10, 32, 4'096, (cudaStream_t)0>>>(nullptr, 41, nullptr, (const unsigned int*)nullptr);
  cudaStream_t z27 = 0;
  return count25;
}

int main() {
  int len28 = 2253;
  len28 = len28 << -1;
  filter3<<<(len28 + 255) / 256, (0b10000000), 4096, nullptr>>>((const int*)nullptr, nullptr, 60L, 11.0f * len28 * ((len28 > len28) ? 5.25f : len28));
  if (29 > len28) {
    return 30L;
  }
  rank18<<<(len28 + 63) / 64, 128>>>(nullptr, nullptr, (int*)nullptr, ((len28 == len28) && (len28 >= len28)) ? 9 : (0l * len28));
  return 0;
}
