// cudagen 0.1 seed 501 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,auto_var,struct,class_private,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__global__ void sift3_kernel(const int *src4, const unsigned long *src5, int *out6) {
  int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out6[gid7 & 7] = sizeof(long long);
  int q8 = *src5;
  __shared__ double sh_9[256];
  q8 %= ~(-(*out6));
  float m10 = (35);
}
constexpr float kL11 = 5.5f;
class Sample12 {
  unsigned int flag13;
  int lo14;
  int x15;
public:
  __host__ __device__ Sample12(unsigned b16, int c17, int b18) : flag13(b16), lo14(c17), x15(b18) {}
  __host__ __device__ int scale19(float sum20) const {
    auto r21 = kL11;
    int u22{'z'};
    return 0x14u;
  }
};
/* Returns the accumulated value. */
__global__ void relax23_kernel(const int *src24, int stride25, const unsigned long *input26) {
  unsigned i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i27 >= stride25) {
    return;
  }
  if (src24[threadIdx.x] >= 0x4) {
    return;
  }
  stride25++;
  --stride25;
  stride25 = sizeof(Sample12);
  stride25 &= src24[i27] - (input26[blockIdx.z & 7] >> 0x3);
  __shared__ unsigned int sh_28[0x40];
  __shared__ float sh_29;
}
static __global__ void stencil30(int len31, int *dst32, unsigned int *buf33) {
  int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid34 >= len31) {
    return;
  }
  unsigned long long r35[8] = {u'0'};
  r35[blockIdx.y & 0x7] >>= ((blockIdx.x) >> 7) * 59;
  (*buf33) ^= len31 + '#';
  int flag36[(0x6)]{tid34, 0x4l, 0x3, 26lu, -0x8, static_cast<int>(threadIdx.x)};
}
constexpr int host_smooth37(int n38) {
  return ((n38 + 33UL) >> 0x2) + ((n38 >> n38) - 44);
}
int main() {
  int count39 = 2306;
  count39 = host_smooth37(count39);
  count39 = 15U;
  auto step42 = [](float hi40, double v41) -> int {
    host_smooth37(host_smooth37((v41 == 38l) ? kL11 : kL11));
    stencil30<<<(0x20), sizeof(float) * 8, sizeof(double) * 32>>>(kL11, (int*)nullptr, nullptr);
    return 55l;
  };
  host_smooth37(count39);
  Sample12 s43{static_cast<unsigned int>(host_smooth37(count39)), count39, static_cast<int>(host_smooth37(count39))};
  sift3_kernel<<<sizeof(int) * 32, 32, sizeof(float) * 64, 0>>>((const int*)nullptr, nullptr, (int*)nullptr);
  relax23_kernel<<<512, 1 << 9, 0, nullptr>>>(nullptr, step42(count39, kL11) + s43.scale19(kL11), nullptr);
  return 0;
}
