// cudagen 0.1 seed 634 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,using_alias,if,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
using real3_t = double;

__global__ void pack4_kernel(const int* src5, real3_t q6, float alpha7, int* buf8)
{
  int tid9 = threadIdx.x;
  __shared__ unsigned long sh_10;
  int tmp11 = ((*buf8) & (NUM_ITERS_1 + (*buf8))) & ((tid9) * (sh_10 + (*buf8)));
  tmp11 |= (src5 != nullptr) ? ((tid9 * (*buf8)) | ((tid9 <= q6) ? blockIdx.x : 44)) : (NUM_ITERS_1 - tid9);
  int y12 = +((*buf8) % (L'a' | sh_10));
  {
    y12--;
    float mid13 = static_cast<unsigned char>((src5[2] + NUM_ITERS_1) - (NUM_ITERS_1 + q6));
  }
}

__global__ void blend14_kernel(float* data15, real3_t* data16)
{
  unsigned long res17 = MAX2_2(MAX2_2(gridDim.x, MAX2_2(data15[0], NUM_ITERS_1)), ((*data16) >= data15[6]) ? (2 + (*data15)) : sizeof(int));
  int w18 = (MAX2_2(data16[gridDim.x], 51));
  (*data15) += (sizeof(float) + static_cast<int>(gridDim.z)) - (res17 % (NUM_ITERS_1 + res17));
  __shared__ int sh_19[128];
  (*data15) = MAX2_2(((sh_19[30] * 61) & 1) ? sh_19[w18 & 127] : 43L, (data15 != nullptr) ? (-sh_19[3]) : (58 % w18));
}

__global__ void shade20(float alpha21, int len22)
{
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --alpha21;
  alpha21 = (NUM_ITERS_1 != alpha21) ? (alpha21 - (42 & tid23)) : ((gridDim.z & len22) + (gridDim.z | tid23));
  float base24 = threadIdx.y;
  if ((len22 ^ threadIdx.y) >= 47lu)
    return;
  if (static_cast<float>(threadIdx.x) == u'a')
    return;
  if (64ULL != (gridDim.x | gridDim.x))
    return;
  alpha21 = ((NUM_ITERS_1 & threadIdx.z) ^ (33 + tid23)) & (tid23 ^ tid23);
}

int main(void)
{
  int n25 = 1018;
  if (n25 <= n25)
    return n25 - static_cast<int>(n25);
  --n25;
  n25 |= NUM_ITERS_1;
  if (n25 >= n25)
    return n25;
  pack4_kernel<<<16, 512>>>((const int*)nullptr, (alignof(char) + n25) * 5, 'z' + (n25 + 1u), &n25);
  blend14_kernel<<<dim3((n25 + 127) / 128, 4, (n25 + 127) / 128), dim3((8), (n25 + 127) / 128, (n25 + 127) / 128)>>>((float*)nullptr, static_cast<real3_t*>(nullptr));
  shade20<<<dim3(2), 32, 4096, nullptr>>>(n25, NUM_ITERS_1 ^ n25);
  return 0;
}
