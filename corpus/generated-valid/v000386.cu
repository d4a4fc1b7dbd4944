// cudagen 0.1 seed 386 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,main,shared_var,constexpr_var,local_array,if,for,goto,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 (256)
#define RADIUS_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
/* Layout: row-major, no padding. */

static __global__ void drift6(float *__restrict__ data7, short *__restrict__ acc8)
{
  for (int i9 = 0; i9 < (3 * 3); ++i9) {
    for (int j10 = (blockIdx.x * blockDim.x) + threadIdx.x; j10 < i9; j10 += blockDim.x * gridDim.x) {
      float r11[5] = {};
      ++acc8[blockIdx.y & 7];
    }
    --data7[2];
    __shared__ char sh_12[128];
  }
}
// Layout: row-major, no padding.

__global__ void __maxnreg__(32) probe13(int len14, const int *__restrict__ in15, int n16, long *data17)
{
  int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i18 >= len14) {
    return;
  }
  len14 = ((*data17) * ((*in15) ^ 47)) | ((BLOCK_SIZE_2 * i18) - ((i18 == 36) ? i18 : (*in15)));
  len14 = (in15[0]) / static_cast<int>(21);
}

void run_scatter19(int stride20, int n21, const int *input22)
{
  if (((!input22) ? (*input22) : n21) > 25) {
    goto done23;
  }
  probe13<<<1, 512, 0b0>>>(59ul, input22, input22[n21], static_cast<long*>(nullptr));
  (stride20++, (stride20 = (static_cast<long>(57l) | ((input22 != nullptr) ? BLOCK_SIZE_2 : 59)) | ((stride20 - 'z') - stride20)));
done23:;
}

int main()
{
  int count24 = 3219;
  (count24--, (count24 = ((count24 * count24) - long(BLOCK_SIZE_2))));
  count24 = ((BLOCK_SIZE_2 % count24) * count24) % (27UL & (count24 % 30));
  drift6<<<2 * 2, (256), 0>>>((float*)nullptr, nullptr);
  return 0;
}
