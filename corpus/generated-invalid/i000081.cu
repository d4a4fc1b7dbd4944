// cudagen 0.1 seed 81 invalid:return_value_in_void
// features: kernel,launch,builtin_vars,device_function,host_function,main,shared_var,shared_2d,constexpr_var,auto_var,if,for,while,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define WARPS_2 64
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_1
#define CHUNK_1 12

__device__ void bump5(int* data6, int* buf7)
{
  if (!data6)
    return;
  int w8 = 0x0;
  while (w8 < w8) {
    buf7[0x6]++;
    data6[0x2]--;
    ++w8;
  }
  data6[5] = buf7[w8 & 7];
}

__global__ void accum9(float* acc10)
{
  int idx11 = threadIdx.x;
  for (int j12 = 0; j12 < 15; ++j12) {
    bump5((int*)nullptr, nullptr);
    __shared__ unsigned int sh_13[CHUNK_1 + 1][3];
    __shared__ int sh_14[(CHUNK_1 + 4)];
  }
  unsigned int diff15 = *acc10;
  --diff15;
  bump5(nullptr, nullptr);
}

__device__ void apply16(float* buf17)
{
  auto stride18 = blockDim.x;
  bump5((int*)nullptr, nullptr);
  if (((*buf17) - stride18) <= 57) {
    goto out19;
  }
  buf17[stride18] = (stride18 > static_cast<int>(stride18)) ? sizeof(float) : buf17[stride18 & 0x7];
  (*buf17) -= stride18 - WARPS_2;
  buf17[stride18 & 7] = (blockIdx.x | 57L) + (stride18 | 12) + static_cast<int>((long)alignof(char));
out19:;
}

void host_merge20(float b21, int lane22, const int* src23)
{
  ++lane22;
  lane22 ^= (((int)14) - lane22) - ((53 * src23[3]) - (31lu << src23[lane22]));
  constexpr float idx24 = -12.25f;
  accum9<<<8 * 8, 1 << 0x7>>>(nullptr);
}
__device__ void reset27(int *p)
{
    p[0] = 0;
    return 1;
}

int main()
{
  int count25 = 2366;
  count25 ^= count25;
  constexpr int idx26 = 3822l;
  return 0;
}
