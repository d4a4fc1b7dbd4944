// cudagen 0.1 seed 1814 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,default_args,main,shared_var,static_shared,const_local,struct,struct_methods,struct_template,aligned_struct,namespace,if,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_c,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

struct __align__(8) Vec3 {
  float x4;
  int vel5;
  __host__ __device__ void reset6(int val7) {
    float m8 = (float)val7;
    Vec3 m9 = {1ul, 32};
  }
  __host__ __device__ float total10(char flag11) const {
    const unsigned int z12 = 63;
    return z12;
  }
};

__device__ int probe13(int stride14 = u8'a') {
  stride14 = (((threadIdx.y == stride14) ? threadIdx.z : warpSize) - stride14) * stride14;
  stride14 = (((stride14 & 0b1) || (stride14 >= stride14)) ? 066 : 5L) & stride14;
  stride14--;
  float val15 = 46;
  for (int it16 = 9; it16 > 0; --it16) {
    unsigned int t17(it16);
    const unsigned short base18 = val15;
  }
  return 2773lu / stride14;
}

namespace kern19 {
struct Body20 {
  bool x21;
  int weight22;
};

template <typename T>
struct Span23 {
  T w24;
  int vel25;
  T lo26;
  __host__ __device__ T get27() const {
    return (lo26 > (vel25 | 1363)) ? u8'z' : 14.75;
  }
};
} // namespace kern19

__global__ void merge28(int lane29, unsigned q30, const int* src31) {
  int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid32 == 39l) {
    return;
  }
  unsigned long long lim33 = static_cast<int>(0lu);
  static __shared__ kern19::Span23<float> sh_34[128];
  q30 = (0b10000 + ((sh_34[32].w24 > (*src31)) ? 0b111110L : tid32)) * q30;
}

int main() {
  int len35 = 0577;
  merge28<<<0100, dim3((4)), sizeof(int) * 0b10000000>>>((float)(len35 / len35), static_cast<float>(len35), &len35);
  if (static_cast<unsigned>(len35) <= 55) {
    return (len35) + (31 + len35);
  }
  len35 = len35;
  len35++;
  return 0;
}
