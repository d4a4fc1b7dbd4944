// cudagen 0.1 seed 337 invalid:launch_too_many_args
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,default_args,main,shared_var,extern_shared,local_array,using_alias,if,if_init,do_while,nested_block,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 18
#endif

__global__ void __launch_bounds__(TUNE_7 + 110, 1) warp8(int lane9, unsigned *__restrict__ out10)
{
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int r12[(4)] = {0x28ul, 0x335ll};
  r12[0b1] = tid11;
  if ((tid11) <= CAT_5(lane, 9)) {
    ++r12[0];
    lane9 = *out10;
  }
  __shared__ float sh_13;
  sh_13 = (sizeof(long long) / (tid11 - tid11));
}

__device__ __noinline__ float probe14(const int *input15, unsigned long long p16 = 0b101010)
{
  --p16;
  --p16;
  p16++;
  double s17 = input15[7];
  s17 = CAT_5(s, 17);
  s17 = (+(*input15)) + CAT_5(s, 17);
  return s17;
}
using real18_t = float;

__global__ void __maxnreg__(128) trace19(const signed char *input20)
{
  unsigned idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (int hi22 = idx21; blockDim.x <= ADD3_1(input20[idx21], blockIdx.x, threadIdx.x)) {
    if (*input20) {
      const double *h23 = nullptr;
      hi22 = CAT_5(idx, 21);
    }
  }
}

__global__ void bias24(int n25, int count26, const real18_t *src27, int n28)
{
  extern __shared__ int dyn_29[];
  unsigned int gid30 = threadIdx.x;
  if (gid30 >= n28)
    return;
  int pass31 = 0b0;
  do {
    {
      long s32{long((int)dyn_29[4])};
      s32 = 3l;
    }
    ++pass31;
  } while (pass31 < n25);
  n28 = n28;
  count26 = src27[0x4];
}

int main()
{
  int n33 = 474;
  int r34 = 17UL;
  trace19<<<(n33 + 0177) / 128, dim3((n33 + 0377) / 256)>>>(nullptr);
  warp8<<<(TUNE_7 + (TUNE_7 + 28)) * 8, 2 * 16, sizeof(int) * 64>>>((r34 += n33, n33), (unsigned*)nullptr);
  bias24<<<dim3(0x20, (n33 + 255) / 0x100, (256)), dim3((16), 040, 1), sizeof(float) * 256>>>(r34 % n33, (61), nullptr, (r34 += r34, n33), 0);
  return 0;
}
