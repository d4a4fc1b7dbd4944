// cudagen 0.1 seed 25 invalid:maxnreg_on_device_function
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_noinline,host_function,main,constexpr_var,auto_var,enum,if,for,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define TILE_DIM_2 3
#define NUM_ITERS_3 (16)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
enum Axis5 { FAST6, RED7 };

__global__ void __maxnreg__(32) rank8(const int* coef9, double* buf10, double* acc11)
{
  int w12 = 0x0;
  if (!(buf10 == nullptr)) {
    goto out13;
  }
  while (w12 < w12) {
    buf10[threadIdx.x]--;
    ++(*acc11);
    ++w12;
  }
out13:;
}

__device__ __noinline__ int rank14(float* out15, int stride16)
{
  (*out15)++;
  stride16 = stride16;
  out15[stride16] -= int(stride16) + 022LL + ((+stride16) + out15[stride16]);
  int tmp17 = 1483;
  return FAST6;
}

__device__ __noinline__ double fold18(float* out19, int* dst20, int count21)
{
  Axis5 y22 = RED7;
  signed char h23 = (*out19) - (count21 + 38U);
  count21 %= (dst20[h23] == (FAST6 * count21)) ? h23 : ((unsigned int)h23);
  float idx24 = (48 - (y22 + 44)) - y22;
  auto s25 = idx24;
  return (blockIdx.x) * ((s25 += s25, 7.875) / 23);
}

__global__ void __launch_bounds__(256, 2) spread26(float* data27, const double* coef28, int* dst29)
{
  int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  signed char res31 = (idx30 + (*coef28)) / (127 + (blockDim.x + 26));
  dst29[idx30] = (*coef28) + (TILE_DIM_2);
  for (int it32 = (blockIdx.x * blockDim.x) + threadIdx.x; it32 < (TILE_DIM_2 + 013); it32 += blockDim.x * gridDim.x) {
    dst29[0x2] -= res31;
    ACCUM_4(res31, (26l));
  }
  int e33 = 11 * (*coef28);
}

int check_step34(float beta35)
{
  beta35 = (9.625f + (beta35 * beta35)) - beta35;
  rank8<<<dim3(sizeof(unsigned int) * 0x20), dim3(256, (0x200), (BLOCK_SIZE_1 + (NUM_ITERS_3 + (NUM_ITERS_3 + (NUM_ITERS_3 + 160))))), BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (RED7 + 927))>>>(nullptr, nullptr, nullptr);
  return beta35;
}
__device__ int __maxnreg__(32) reg_helper39(int x)
{
    return x + 1;
}

int main()
{
  int len36 = 3630;
  unsigned long long stride37(len36);
  stride37++;
  len36 &= len36;
  int k38 = 2650 * stride37;
  spread26<<<NUM_ITERS_3 * (RED7 + (RED7 + (TILE_DIM_2 + (RED7 + (RED7 + 1))))), (64), 256>>>((float*)nullptr, nullptr, (int*)nullptr);
  if (len36 <= (len36 / stride37))
    return (47 <= k38) ? 18L : (stride37 ? sizeof(int) : len36);
  return 0;
}
