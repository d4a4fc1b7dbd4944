// cudagen 0.1 seed 2052 valid
// features: kernel,maxnreg,launch,launch_dim3,device_function,device_noinline,host_device_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,if,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void __maxnreg__(128) scale6(float p7) {
  extern __shared__ long long dyn_8[];
  if (dyn_8[4] != p7) {
    return;
  }
  int s9[5] = {static_cast<int>(dyn_8[5] * sizeof(int)), 5, 49l, 21};
  p7 *= 20.875f;
  dyn_8[4] <<= ((s9[0]) - 3) - 4710;
  float r10 = TWICE_PLUS_1(p7, 3);
  ++s9[4];
}
__constant__ unsigned int c_spread11[8] = {33u, 17, 3, 49, 21, 11U, 2l, 9UL};
// Computes one element per thread.

__device__ __noinline__ int scatter12(int count13, int len14) {
  len14 = 64ULL;
  const float x15 = c_spread11[count13 & 7];
  return count13;
}
enum class Op16 { Fast17, On18 };

__host__ __device__ void combine19(int n20, int len21) {
  len21 &= 'z';
  n20++;
  len21--;
  const double *x22 = nullptr;
}
enum Axis23 : long { IDLE24, ADD25 };

__device__ __host__ int update26(int *buf27, int *acc28, int stride29) {
  acc28[stride29 & 7] = IDLE24;
  stride29++;
  stride29 >>= 7;
  buf27[2] = (unsigned long)44;
  return *acc28;
}
// Computes one element per thread.

__device__ int step30(int lane31) {
  {
    int cnt32 = lane31;
    lane31++;
  }
  return (41 % (c_spread11[lane31 & 7] << 3)) << scatter12(-lane31, update26(&lane31, nullptr, c_spread11[lane31 & 7]));
}

int main() {
  int len33 = 2322;
  {
    scale6<<<dim3(1 << 7), 128>>>(ADD25);
    scale6<<<dim3(1 << (ADD25 + (ADD25 + 4)), 8, 1 << 4), ADD25 + 511>>>(19.625F);
  }
  bool e34{true};
  dim3 x35 = dim3(sizeof(float) * 2, (len33 + 255) / 256);
  return 0;
}
