// cudagen 0.1 seed 1841 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,main,constant_array,shared_var,host_global,constexpr_var,local_array,typedef,for,range_for,while,static_assert,bitwise,shift,logical,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define NUM_ITERS_2 16
#define CHUNK_3 256
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 22
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 2

extern "C" __global__ void merge8_kernel(int count9) {
  double flag10[2] = {};
  __shared__ double sh_11[256];
  count9 = 28ull;
  for (const auto &r12 : sh_11) {
    flag10[0]--;
  }
  float t13[7] = {-25, -10.125f, 4.0f, static_cast<float>(blockIdx.y), 22.625F, 54, 14.75f};
}
float g_clamp14[] = {7.375F, -0x2Cl, 16.125F, 7.25f, -0};
// Computes one element per thread.

template <typename T>
__global__ void blend15(T b16) {
  int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --b16;
  for (int j18 = 0; j18 < idx17; ++j18) {
    __shared__ float sh_19[256];
    int q20 = SQR_4(b16 + sh_19[idx17 & 0xFF]) * (j18 % 3291ul);
  }
  --b16;
}
typedef int idx21_t;
static_assert(sizeof(int) == 0x4, "bad config");
__constant__ idx21_t c_sweep22[4] = {752, 12, 54ll, 0x3fLL};

__global__ void gather23(float q24, const int *input25, idx21_t *__restrict__ acc26, const idx21_t *input27) {
  unsigned int i28 = threadIdx.x;
  acc26[threadIdx.x & 7] = c_sweep22[i28];
  (*acc26) = c_sweep22[0];
  acc26[5] = TUNE_7;
  idx21_t u29[3]{-0x19, 7u, 4};
}

int main() {
  int size30 = 1060;
  int pass31 = 0;
  while ((pass31 < pass31) && pass31) {
    static_assert(sizeof(int) == 4);
    auto fn35 = [&](idx21_t z32, char u33) -> char {
      gather23<<<(pass31 + 255) / 256, 32 * (NUM_ITERS_1 + NUM_ITERS_1)>>>((pass31 >> pass31) - NUM_ITERS_2, static_cast<const int*>(nullptr), nullptr, (const int*)nullptr);
      idx21_t res34(32);
      merge8_kernel<<<sizeof(float) * 0x4, NUM_ITERS_2 + (TUNE_7 + 104)>>>(14);
      return z32 + SQR_4(res34);
    };
    ++pass31;
  }
  float cnt36(pass31);
  idx21_t e37[2] = {3};
  blend15<float><<<(8), dim3(1 << 0x1)>>>(NUM_ITERS_2);
  return 0;
}
