// cudagen 0.1 seed 2034 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,default_args,main,constexpr_var,local_array,struct,operator_overload,namespace,anon_namespace,nested_namespace,if,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define RADIUS_2 128

__global__ void norm3_kernel(int lane4, const int *input5, unsigned char *out6, int len7) {
  unsigned int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  len7++;
  len7 %= out6[0];
  int f9 = (len7 / (3 + (*input5))) + 33L;
}

namespace {
__global__ void __maxnreg__(128) filter10(int lane11, int len12) {
  int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (threadIdx.x >= 5L) {
    goto out14;
  }
  ++lane11;
  lane11 ^= blockIdx.y + (~(13 % lane11));
out14:;
}

__device__ double reduce15(float cfg16, int stride17, int n18) {
  stride17 %= (alignof(float));
  if (stride17 <= 61)
    return sizeof(unsigned char);
  ++stride17;
  long cnt19 = sizeof(short) / (~(stride17 | sizeof(int)));
  float *x20 = (float*)nullptr;
  return (x20[blockDim.x] * (cfg16 - gridDim.x)) - (x20[n18] * (1.625));
}

struct Node21 {
  int x22;
  long x23;
};

inline __host__ __device__ Node21 operator+(Node21 a, Node21 b) {
  Node21 r = a;
  r.x22 += b.x22;
  r.x23 += b.x23;
  return r;
}
} // namespace

struct Body24 {
  int sum25;
  float z26;
  long hi27;
  bool mass28;
};

__host__ __device__ Body24 operator+(Body24 a, Body24 b) {
  Body24 r = a;
  r.sum25 += b.sum25;
  r.z26 += b.z26;
  r.hi27 += b.hi27;
  return r;
}

namespace kern29::sub30 {
static double check_blend31(const size_t *coef32) {
  unsigned diff33(*coef32);
  filter10<<<(8), sizeof(unsigned int) * NUM_ITERS_1, 0>>>((coef32[diff33] * 407) | diff33, 46 * coef32[4] * (*coef32));
  norm3_kernel<<<(diff33 + 63) / 64, 512, (NUM_ITERS_1 + 240) * 4>>>(27, nullptr, nullptr, diff33);
  norm3_kernel<<<(diff33 + 63) / 64, 256, 0>>>(diff33, (const int*)nullptr, nullptr, diff33 * diff33);
  return diff33 & 20lu;
}
} // namespace kern29::sub30

namespace detail34 {
__global__ void __maxnreg__(64) lerp35_kernel(float beta36, float b37, float *__restrict__ data38, unsigned int b39) {
  beta36++;
  b39++;
  (*data38) += gridDim.x + ((5.125F - (*data38)) / (7 - b37));
  (*data38) = reduce15(RADIUS_2 + (b39 - 17.5f), reduce15(b37, threadIdx.x, data38[b39]), NUM_ITERS_1 - b39);
  int acc40 = reduce15(2.75f, 6, (b39));
}
} // namespace detail34

static long run_bias41(int n42, int count43 = -31) {
  count43 = count43;
  float u44 = count43;
  if (u44 >= count43)
    return '#' * count43 * count43;
  n42 -= 29u;
  static_assert((58) > 57, "tile must fit");
  float lo45[4 * 2] = {u44, 6.125F, 4321};
  return u44;
}

int main() {
  int size46 = 1779;
  if ((size46 * sizeof(unsigned)) != size46)
    return (-15);
  run_bias41((float)(size46 / '\101'));
  auto fn49 = [=](double v47) mutable -> long {
    kern29::sub30::check_blend31(nullptr);
    int val48 = -61;
    return v47;
  };
  detail34::lerp35_kernel<<<128, 512, 0>>>(size46, sizeof(unsigned), nullptr, run_bias41(size46) * '#');
  ++size46;
  return 0;
}
