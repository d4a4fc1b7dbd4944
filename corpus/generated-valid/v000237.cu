// cudagen 0.1 seed 237 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,main,shared_var,extern_shared,local_array,auto_var,struct,struct_methods,aligned_struct,typedef,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __forceinline__ void lerp2(short int p3, unsigned int cfg4, float* dst5)
{
  if (cfg4 < cfg4)
    return;
  if (cfg4 < gridDim.x) {
    p3 &= cfg4;
    (*dst5) *= 045;
  }
  float flag6[7]{6.0F, -0.375f, 3.0f, 4.625F, 9.0F, 0x1p3F, -32};
}

struct alignas(16) Body7 {
  int y8;
  int id9;
  double lo10;
  __host__ __device__ int get11(long long lo12) const
  {
    lo12 = 54;
    return lo10;
  }
};

static __device__ void stencil13(int count14)
{
  count14 >>= (count14 - count14) * 60 * blockDim.y;
  unsigned u15 = count14;
  u15--;
  count14 = '\t';
  lerp2(31ll, sizeof(double) + u15, nullptr);
}

__global__ void __maxnreg__(32) tile16_kernel(int stride17, Body7 beta18)
{
  extern __shared__ int dyn_19[];
  stride17 = (59u <= beta18.get11(beta18.id9)) ? ((stride17 & beta18.y8) * (threadIdx.x * gridDim.x)) : ((1 * stride17) & 40);
  dyn_19[stride17] -= ((23 < dyn_19[stride17]) || ((beta18.y8 * dyn_19[threadIdx.x]) & 0x1)) ? (sizeof(Body7) % (beta18.id9 - 015lu)) : beta18.get11(beta18.get11(beta18.id9));
  stride17--;
  __shared__ Body7 sh_20[sizeof(unsigned int) * 16];
  int base21 = -beta18.get11(sh_20[50].id9);
}
// Layout: row-major, no padding.

template <typename T, typename U>
__global__ void combine22_kernel(U a23, int* buf24)
{
  extern __shared__ float dyn_25[];
  int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((!buf24) && (tid26 >= a23))
    return;
  Body7 stride27 = Body7{0x8l, 0x7, 2.0};
}

static __global__ void bias28_kernel(const double* in29, const long* in30, int* data31, int len32)
{
  extern __shared__ int dyn_33[];
  int gid34 = threadIdx.x;
  Body7 base35 = Body7{len32, len32, 9.625};
  base35 = Body7{};
  lerp2(threadIdx.x, (dyn_33[gid34 & 7]) + 4470, reinterpret_cast<float*>(data31));
  auto diff36 = (+(base35.id9 += gid34, warpSize)) + (base35.get11(base35.y8) >> 0x3);
  Body7 val37{int(diff36), 4, 10.625};
  int mid38{int(3031)};
}
typedef long idx39_t;
// Computes one element per thread.

__global__ void __launch_bounds__(1'024) blend40_kernel(unsigned int* data41, unsigned int b42, int* dst43, float* acc44)
{
  extern __shared__ int dyn_45[];
  unsigned char lo46 = b42;
  Body7 e47 = Body7{3, 4, 7.5};
  lo46 += e47.get11(static_cast<unsigned int>(threadIdx.x));
}

int main()
{
  int len48 = 2636;
  ++len48;
  if (len48 > 19)
    return ((len48 > 45L) && (sizeof(int) != len48)) ? 0x20u : (14l & len48);
  tile16_kernel<<<dim3(0x4 * 16), sizeof(float) * 64, 0>>>(13U + len48, Body7{len48, '"', 4064});
  combine22_kernel<unsigned, unsigned><<<dim3((len48 + 0x7f) / 128, sizeof(float) * 2), (64)>>>(len48, &len48);
  bias28_kernel<<<dim3((len48 + 127) / 128, sizeof(float) * 32, 16 * 4), dim3((len48 + 0x3f) / 64)>>>((const double*)nullptr, nullptr, &len48, (len48 - len48) * int(len48));
  return 0;
}
