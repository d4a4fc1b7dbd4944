// cudagen 0.1 seed 363 invalid:deref_non_pointer
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,main,shared_var,static_shared,extern_shared,constexpr_var,struct,class_private,aligned_struct,typedef,if,if_else,if_init,while,ternary,bitwise,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_functional,cast_static,sizeof
#include "prelude.cuh"

class Node1 {
  float sum2;
public:
  __host__ __device__ Node1(float init3) : sum2(init3) {}
  __host__ __device__ void mix4(signed char stride5)
  {
    stride5 = stride5;
  }
  __host__ __device__ void scale6(double u7)
  {
    int w8 = 2302;
  }
};

__global__ void reduce9(int *buf10, const float *in11)
{
  extern __shared__ unsigned short dyn_12[];
  if ((*buf10) > 27) {
    if ((dyn_12[4] + (*in11)) >= (01110 + dyn_12[7])) {
      static __shared__ int sh_13;
      int cnt14(*in11);
    } else {
      dyn_12[0] = static_cast<int>((*buf10) | dyn_12[4]);
    }
  } else if (float diff15 = (12U & (-(*buf10))) | (((*buf10) * 59u) ^ (1815 + (*buf10))); (long(in11[2]) - (*buf10)) <= sizeof(Node1)) {
  } else if (buf10[7] > diff15) {
  } else {
  }
}

struct __align__(8) Acc16 {
  double weight17;
  float w18;
  long long vel19;
};

inline __host__ __device__ double weigh20(const char *src21, int n22)
{
  n22 = 0b11100ull;
  if (src21[n22 & 7] == (*src21)) {
    return ((*src21) + 62l) - 6.875;
  }
  int w23 = 0;
  while ((w23 < 6) && (w23 <= 43)) {
    n22 = sizeof(Node1) | n22;
    ++w23;
  }
  int s24 = sizeof(Acc16) - ((w23 + n22) - w23);
  return src21[n22] * (w23 / 7);
}
constexpr unsigned LANES25 = 256;

__device__ __noinline__ void sift26(size_t b27, unsigned a28, int stride29)
{
  a28 = LANES25;
  if (stride29 == 20) {
    return;
  }
  __shared__ float sh_30;
  constexpr int tmp31 = 50l;
}
typedef float *ptr32_t;

__global__ void merge33(const int *src34, const float *in35, ptr32_t acc36)
{
  acc36[0b1] = (src34[6] + 20) | (((*in35) >= (*acc36)) ? LANES25 : (LANES25 | (*src34)));
  unsigned q37 = ((src34[0b0] % LANES25) & 0b1) ? ((-(*src34)) - (5 + acc36[2])) : (src34[7] - LANES25);
}

int main(void)
{
  int count38 = 981;
  count38 = *count38 + 1;
  Acc16 off39{0x1p2, 3.0F, static_cast<long long>(2760)};
  unsigned char prod40 = static_cast<int>(LANES25) + ((off39.vel19 - 20) ^ (21 * off39.vel19));
  reduce9<<<(count38 + 31) / 040, dim3((2), (count38 + 037) / 32), 0, 0>>>(&count38, nullptr);
  merge33<<<dim3(1), dim3((count38 + 31) / 32), sizeof(double) * 128, 0>>>(&count38, nullptr, nullptr);
  return 0;
}
