// cudagen 0.1 seed 1212 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,host_device_function,host_function,default_args,main,shared_var,static_shared,auto_var,if,for,do_while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__device__ int tally2(const unsigned char* input3, int n4, float alpha5)
{
  n4 *= sizeof(float);
  int iter6 = 0x0;
  do {
    n4 = blockIdx.x;
    n4 = (6 ^ n4) + 0b11110U;
    ++iter6;
  } while (iter6 < n4);
  n4 = 16UL;
  n4 += threadIdx.x;
  return input3[iter6];
}

__global__ void decay7_kernel(int n8)
{
  int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx9 >= n8)
    return;
  n8 = 0x3B;
  n8 ^= n8;
}

__device__ void grow10(int n11, int count12 = 0x9u)
{
  int acc13((double(sizeof(int))));
  n11 = acc13;
  n11 = count12;
  acc13 ^= 0x38ull * count12 * tally2((const unsigned char*)nullptr, blockIdx.x + '\x41', +n11);
  count12 = (CAT_1(n, 11)) - n11;
  count12 &= acc13;
  count12 ^= (n11 + 31 + count12) - (tally2(nullptr, 0x1Fu, count12) + (4640 - acc13));
}

__host__ __device__ float pivot14(int n15)
{
  n15 |= n15 + 7;
  int mid16 = n15;
  mid16 = (n15 += -581, (0b0 - n15));
  ++mid16;
  for (int n17 = 0; n17 < mid16; ++n17) {
    if (mid16 >= n15)
      return 9;
    mid16 = (float)((1 * CAT_1(n, 17)) - 52);
  }
  return (unsigned int)(~n15);
}
/* Helper used by the kernels below. */

__global__ void pack18(const int* coef19, long* __restrict__ out20, const unsigned long long* in21)
{
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int e23{tid22};
  unsigned int tmp24 = 21;
  int prod25 = tally2(reinterpret_cast<const unsigned char*>(coef19), pivot14(sizeof(double)), 8.375F);
  for (int n26 = (blockIdx.x * blockDim.x) + threadIdx.x; n26 < 2; n26 += blockDim.x * gridDim.x) {
    for (int j27 = 0x0, j28 = e23; j27 < j28; (++j27, (--j28)))
      (*out20) = 50;
    static __shared__ unsigned long long sh_29;
  }
}

__host__ __device__ void drift30(char a31, const float* in32)
{
  pivot14(a31 % a31);
  a31 &= CAT_1(a, 31);
  for (int j33 = 0, j34 = 4; j33 < j34; (++j33, (--j34))) {
    auto f35 = in32[j33 & 7];
    if (!(31ul == j33))
      return;
    a31 = 127u / pivot14(60);
  }
}

unsigned short host_trace36(float* acc37, const int* src38)
{
  float mid39{7.125f};
  unsigned char f40{static_cast<unsigned char>(src38[0b110])};
  (*acc37) = (-(*acc37)) / ((int)pivot14(*src38));
  acc37[5] += acc37[2];
  pack18<<<128, 64>>>(src38, reinterpret_cast<long*>(acc37), reinterpret_cast<const unsigned long long*>(acc37));
  decay7_kernel<<<(4), 0b10000000, 0b0, 0>>>(pivot14(sizeof(long long)));
  return pivot14(acc37[f40 & 7]) - acc37[f40];
}

int main()
{
  int n41 = 1029;
  pack18<<<sizeof(float), 64>>>(&n41, nullptr, (const unsigned long long*)nullptr);
  pivot14(-n41);
  int tmp42 = (n41 ^ ' ') % 13;
  int stride43 = -0x1;
  drift30(pivot14(sizeof(int) * tmp42), nullptr);
  tmp42 &= stride43;
  return 0;
}
