// cudagen 0.1 seed 940 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,constexpr_var,local_array,auto_var,struct,struct_methods,class_private,aligned_struct,typedef,namespace,if,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// NOTE: keep in sync with the host reference.

struct __align__(16) Vec3 {
  int id4;
  float w5, w6;
};

namespace kern7 {
typedef Vec3 rec8_t;
} // namespace kern7

static __global__ void apply9_kernel(float *__restrict__ buf10) {
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf10[tid11] = buf10[4];
  int q12 = buf10[tid11];
  constexpr float h13 = 2666U;
  if (((*buf10) + (*buf10)) < 36UL)
    return;
  auto cnt14 = 010564UL;
  constexpr float t15 = 9.75F;
  cnt14 = (h13 * (q12 - q12)) + 0x2c;
}

namespace math16 {
class Node17 {
  unsigned int id18;
  int hi19, x20;
public:
  __host__ __device__ Node17(unsigned c21, int b22, int a23) : id18(c21), hi19(b22), x20(a23) {}
  __host__ __device__ int get24() const {
    math16::Node17 idx25(x20 * hi19, id18, 0U);
    return id18;
  }
};

struct Span26 {
  int vel27;
  unsigned short vel28;
  unsigned short count29;
  int z30;
  __host__ __device__ void scale31(unsigned long base32) {
    vel27 = 3586UL + vel28;
    count29 = vel28 - (015 + count29);
  }
  __host__ __device__ void scale33(unsigned int x34) {
    z30 = vel27 * z30;
  }
};
constexpr int LANES35 = 0x10;
} // namespace math16

static void host_bias36(int count37 = -51) {
  count37 = math16::LANES35;
  int w38 = math16::LANES35;
  if ((unsigned char)count37)
    return;
  auto tmp39 = w38;
  count37 = w38;
  tmp39 = (int)w38;
  tmp39 = w38 + 3 + ((int)(count37 += 0x10, 0x28ll));
}

int main() {
  int size40 = 2413;
  dim3 hi41 = dim3((size40 + 127) / 128);
  size40 = math16::LANES35;
  apply9_kernel<<<dim3(math16::LANES35, 32), 256, 0x0, nullptr>>>(nullptr);
  char hi42[4] = {static_cast<char>(math16::LANES35), static_cast<char>(0x2), 127, static_cast<char>(size40)};
  return 0;
}
