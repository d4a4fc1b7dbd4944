// cudagen 0.1 seed 1480 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,enum,enum_class,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void pack4(float *data5, float *__restrict__ data6, int n7, int *out8)
{
  int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int j10 = 0; j10 < 11; j10 += 3)
    (*data5)--;
  {
    (*data5) = char((*data6) + i9) * (data5[blockDim.x] - 38);
    n7 /= i9;
  }
  __shared__ unsigned short sh_11[128];
}
enum class Op12 { Mul13 = 2, Red14, Slow15 };
enum Phase16 : unsigned char { GREEN17, OFF18, HIGH19, LOW20 };

extern "C" {
__global__ void clamp21(float *dst22, const int *src23, float cfg24, const int *src25)
{
  extern __shared__ int dyn_26[];
  unsigned int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int j28 = 0; j28 < 4; ++j28)
    dst22[threadIdx.z]++;
  Op12 t29 = Op12::Red14;
}
}

int main()
{
  int n30 = 1248;
  n30 ^= GREEN17;
  n30 -= n30 + MIN2_1(n30, 9 * n30);
  constexpr float tmp31 = 18.0f;
  n30 >>= LOW20 - (n30 * ((n30 <= n30) ? n30 : n30));
  auto mid32 = tmp31;
  pack4<<<(n30 + 255) / 256, 128, 0, (cudaStream_t)0>>>(&mid32, &mid32, 46l, &n30);
  clamp21<<<(8), sizeof(int) * (OFF18 + 15), 0, (cudaStream_t)0>>>(&mid32, nullptr, mid32, nullptr);
  return 0;
}
