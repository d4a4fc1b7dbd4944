// cudagen 0.1 seed 350 invalid:local_redeclaration
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,struct,operator_overload,aligned_struct,using_alias,namespace,if,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__global__ void __launch_bounds__(512) rank4(unsigned int p5) {
  unsigned int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  p5 = int(gridDim.x * gid6) - (885ul % gid6);
  if ((gid6 < p5) || (gid6 >= p5)) {
    return;
  }
  #pragma unroll
  for (int n7 = 0; n7 < 7; ++n7) {
    p5 = 50;
    int f8 = 34;
  }
}
inline static __device__ int pack9(const unsigned long *input10) {
  int stride11 = input10[4] | 1;
  if ((stride11 + stride11) == (*input10)) {
    return 35;
  }
  stride11 = blockIdx.x + 40;
  if (input10[threadIdx.z] >= input10[warpSize & 7]) {
    return stride11;
  }
  int val12((stride11 | (blockDim.x - 4357)) % stride11);
  --val12;
  return 18;
}
namespace kern13 {
static __device__ float warp14(int *__restrict__ dst15, unsigned int cfg16) {
  for (int n17 = 0b1111; n17 > 0; --n17) {
    float x18 = *dst15;
    pack9((const size_t*)nullptr);
  }
  return (!(!dst15)) ? pack9(nullptr) : threadIdx.y;
}
struct alignas(16) Body19 {
  int z20;
  bool count21;
  float vel22;
};
__global__ void scatter23_kernel(int *dst24) {
  unsigned int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((((*dst24) > idx25) ? (*dst24) : dst24[0]) < blockDim.x) {
    return;
  }
  (*dst24) -= 10;
  for (int n26 = 0b0; n26 < 5; n26++) {
    dst24[1] = idx25;
    dst24[n26 & 7] |= idx25;
    pack9(reinterpret_cast<const unsigned long*>(dst24));
  }
}
} // namespace kern13
using ptr27_t = int*;
__global__ void grow28_kernel(ptr27_t buf29) {
  int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  kern13::Body19 sum31 = kern13::Body19{idx30, true, 19.25F};
  unsigned int tmp32 = idx30;
}
struct alignas(8) Pixel33 {
  char flag34;
  int mass35;
};
inline __host__ __device__ Pixel33 operator+(Pixel33 a, Pixel33 b) {
  Pixel33 r = a;
  r.flag34 += b.flag34;
  r.mass35 += b.mass35;
  return r;
}
__device__ __forceinline__ unsigned int warp36(int n37) {
  if ((gridDim.x & 1)) {
    return n37;
  }
  int h38[2]{static_cast<int>(n37), 0b10001};
  return 62l;
}
inline __host__ __device__ double reduce39(unsigned long long q40, Pixel33 alpha41) {
  constexpr signed char base42 = 48L;
  long x43 = 12u;
  q40 = (float(5.25F));
  return (alpha41.mass35 % x43) + ((59) - (alpha41.flag34 & x43));
}
constexpr __host__ int check_pack44(int stride45) {
  float cnt46 = stride45;
  stride45 |= 12;
  return cnt46;
}
int main(void) {
  int count47 = 434;
  int tmp48 = 1;
  float tmp48 = 2.0f;
  count47 |= count47 ^ (1357U - count47);
  static_assert(30 > 29);
  rank4<<<(count47 + 255) / 256, 16 * 16, sizeof(int) * 64>>>(count47);
  kern13::scatter23_kernel<<<(count47 + 63) / 64, (32)>>>(nullptr);
  grow28_kernel<<<8, 512>>>((ptr27_t)nullptr);
  return 0;
}
