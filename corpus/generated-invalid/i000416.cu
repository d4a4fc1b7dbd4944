// cudagen 0.1 seed 416 invalid:warning_directive
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,constexpr_var,struct,struct_template,if,if_else,for,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#warning this configuration is experimental
#define BLOCK_SIZE_1 64
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 25
#endif
#if (TUNE_4 * 2) >= 53 && TUNE_4 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 9
#endif
template <typename T>
struct Sample6 {
  T lo7;
  __host__ __device__ T mix8() const
  {
    double r9 = static_cast<int>((0x1030 / lo7) - lo7);
    return (-lo7);
  }
};
template <typename T>
struct Particle10 {
  T flag11;
  T w12, lo13;
};
static __global__ void __maxnreg__(32) probe14(const float *in15, int lane16)
{
  int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i17 >= lane16) {
    return;
  }
  lane16 = (2 / (blockIdx.x + (*in15)));
  constexpr int h18 = 21;
}
__global__ void scatter19(float *__restrict__ acc20)
{
  int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  acc20[blockIdx.x] = 46 - tid21;
  if ((tid21 + threadIdx.x) < ((*acc20) * (*acc20))) {
    Sample6<double> idx22 = {19.5F};
  } else if ((tid21 + ((*acc20) + 4)) != (acc20[0b111] - 551U)) {
    (*acc20) -= (57 - acc20[4]) - (6.75f + blockDim.x);
  } else {
  }
}
constexpr __host__ int check_fold23(int len24)
{
  return +((len24 + len24) * (-len24));
}
int main()
{
  int n25 = 3936;
  constexpr unsigned short z26 = 8 * 4;
  const char *cnt27 = "tile";
  for (int j28 = n25; j28 > 0; --j28) {
    unsigned sum29 = 12lu;
  }
  n25 &= 3;
  n25 = -11;
  probe14<<<dim3(sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + (TUNE_4 + 2)))), (TUNE_4 + 22) * 2, (256)>>>(nullptr, cnt27[0x1]);
  scatter19<<<(n25 + 255) / 0x100, (040), BLOCK_SIZE_1 + 01700>>>((float*)nullptr);
  return 0;
}
