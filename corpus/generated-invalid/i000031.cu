// cudagen 0.1 seed 31 invalid:grid_constant_not_const
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,host_global,constexpr_var,local_array,struct,class_private,enum_class,if,switch,ternary,bitwise,shift,comparison,pointer_arith,array_index,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 23
#endif

__global__ void accum3(int len4, const unsigned long* in5, float* buf6) {
  int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i7 >= len4) {
    return;
  }
  int hi8 = len4 >> ((!in5) ? 010472u : ((unsigned char)blockDim.x));
  if (i7 >= (i7 << in5[1])) {
    unsigned val9 = hi8;
    double e10 = 35ul;
  }
  buf6[threadIdx.x & 7] = len4;
}

__global__ void apply11(long* dst12) {
  int gid13 = threadIdx.x;
  switch (dst12[1] + gid13) {
  case 7:
    break;
  default: {
    int stride14 = 19ul;
    break;
  }
  }
  __shared__ double sh_15;
  constexpr float s16 = 0b100;
  double t17[6] = {sh_15, 11.625};
}
static constexpr double kD18 = 2.75;
float g_shade19[] = {9.875f, 47u, 8.875f, 10.625f, 23};

class Node20 {
  signed char mass21;
public:
  __host__ __device__ Node20(signed char b22) : mass21(b22) {}
  __host__ __device__ signed char mix23(int sum24) const {
    Node20 x25{mass21};
    constexpr int prod26 = ((TUNE_2 + 12));
    return 4846L % ((sum24 != sum24) ? prod26 : mass21);
  }
};
enum class Axis27 : unsigned int {
  Slow28,
  Busy29 = 5,
  Blue30,
  Red31 = 12,
  Red32 = 16
};
static constexpr unsigned int RADIUS33 = 0b1000000 * 4;
enum class Op34 { Low35 = 2, Blue36, Low37 };
__device__ int d_shade38 = 8;

__global__ void __launch_bounds__(TUNE_2 + 120) fuse39(Node20 a40) {
  unsigned int idx41 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (d_shade38 <= 52) {
    Axis27 lo42 = Axis27::Blue30;
    a40 = Node20((a40.mix23(-47)));
  }
}
__global__ void gc_kernel44(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main() {
  int size43 = 1332;
  g_shade19[size43] = (float)(23 - g_shade19[2]);
  apply11<<<(4), 1 << TUNE_2>>>(nullptr);
  accum3<<<(size43 + 0177) / 128, 0400, sizeof(double) * 256, nullptr>>>(43 ^ (size43 - 55), nullptr, g_shade19);
  fuse39<<<(size43 + 31) / 32, 0b1 << (TUNE_2 + 1)>>>(Node20(RADIUS33 * size43));
  return 0;
}
