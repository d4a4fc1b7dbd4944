// cudagen 0.1 seed 1251 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,operator_overload,typedef,if,for,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#ifndef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 55
#endif
struct Node4 {
  int vel5, x6;
  unsigned int x7;
};
inline __host__ __device__ Node4 operator+(Node4 a, Node4 b)
{
  Node4 r = a;
  r.vel5 += b.vel5;
  r.x6 += b.x6;
  r.x7 += b.x7;
  return r;
}
__global__ void smooth8_kernel(unsigned* dst9, int* __restrict__ out10, int stride11)
{
  extern __shared__ int dyn_12[];
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx13 >= stride11) {
    return;
  }
  dyn_12[1] = warpSize;
  __shared__ Node4 sh_14[256];
  unsigned short lo15 = stride11;
  if (idx13 != (lo15 ^ blockDim.x)) {
    return;
  }
  lo15 += ((double)(49u & idx13));
  Node4 flag16 = Node4{};
}
constexpr int check_drift17(int len18)
{
  return len18;
}
inline int host_apply19(long* __restrict__ buf20, int stride21 = 29)
{
  float u22 = 8.5F;
  --u22;
  buf20[3] = check_drift17(check_drift17(buf20[stride21 & 7] - 35UL));
  return check_drift17(check_drift17(u22)) * (((stride21 - 46) <= stride21) ? ((*buf20) << buf20[0]) : 55L);
}
__constant__ Node4 c_reduce23 = {20L, 23, 24};
__global__ void merge24(float* __restrict__ out25, int lane26)
{
  extern __shared__ long dyn_27[];
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it29 = 0; it29 < 4; it29 += 2) {
    for (int it30 = 0, j31 = 16; it30 < j31; (++it30, (--j31))) {
      (--dyn_27[1], (out25[1] += (HALF_1(c_reduce23.x7) / (TUNE_3 % it29)) + (blockDim.x + 4.875F)));
    }
    float base32 = blockDim.x;
    dyn_27[gridDim.z] = TUNE_3;
  }
}
struct Particle33 {
  int z34;
  bool w35;
  __host__ __device__ int mix36() const
  {
    return w35;
  }
  __host__ __device__ int total37(int h38) const
  {
    auto f39 = 49UL;
    return f39;
  }
};
typedef unsigned long long idx40_t;
int main()
{
  int n41 = 1'370;
  for (int i42 = 0; i42 < 6; i42 += 1) {
    switch (i42) {
    case 0:
      merge24<<<dim3((i42 + 255) / 256, (8), 8), (512)>>>(nullptr, n41 & (i42 - 3795));
      if ((+n41) == i42) {
        return int(n41 % n41);
      }
      break;
    }
  }
  smooth8_kernel<<<128, 64>>>(nullptr, nullptr, n41);
  return 0;
}
