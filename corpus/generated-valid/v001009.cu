// cudagen 0.1 seed 1009 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,device_var,shared_var,extern_shared,local_array,static_local,struct,enum_class,using_alias,namespace,anon_namespace,if,for,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,lambda,lambda_capture_value,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// Layout: row-major, no padding.

static __device__ __forceinline__ short split3(const float* in4, const int* __restrict__ src5, unsigned long alpha6) {
  signed char stride7[0x3]{static_cast<signed char>(blockDim.x), 47, static_cast<signed char>(blockDim.x)};
  for (int it8 = 0; it8 < 0xE; ++it8) {
    alpha6 /= alpha6;
    int k9{4};
  }
  int lo10[7] = {};
  --stride7[0x2];
  alpha6 = 8;
  return src5[6];
}

__device__ unsigned int scatter11(unsigned int beta12, const long long* __restrict__ input13) {
  (++beta12, (beta12 = split3(reinterpret_cast<const float*>(input13), reinterpret_cast<const int*>(input13), split3((const float*)nullptr, reinterpret_cast<const int*>(input13), 45) - beta12)));
  beta12 = beta12;
  int w14[2 * 2] = {57, 'z', static_cast<int>(split3(reinterpret_cast<const float*>(input13), reinterpret_cast<const int*>(input13), 0x17)), 22};
  if (input13 == nullptr) {
    return 6 + (beta12 * 45);
  }
  return w14[2];
}
__device__ unsigned long d_combine15 = 57;

namespace {
static void host_tile16(long a17, int n18, int* __restrict__ out19) {
  dim3 tmp20((n18 + 127) / 128);
  char s21{59};
  static long long h22 = 43;
  long x23 = n18 + a17;
  n18 -= -0xf;
  (a17++, (x23 = n18));
  out19[x23] = a17;
}

struct Stats24 {
  unsigned long count25;
  bool id26;
  float sum27;
  float w28;
};
} // namespace

namespace kern29 {
unsigned run_bias30(int n31, Stats24 p32, int len33) {
  dim3 t34(0x80 * 2, (128));
  float m35 = 14.875f - (n31 / (47 + len33));
  auto step39 = [=](char m36) -> float {
    bool x37{false};
    dim3 val38(0b10);
    return (6.125f + p32.sum27) / (len33 * m36);
  };
  step39(n31);
  static_assert(0x3A > 0b111001);
  host_tile16(n31, step39(len33), &len33);
  static signed char lo40 = 48;
  return m35;
}
enum class State41 {
  Busy42,
  High43,
  Green44,
  Slow45 = 4,
  Mul46
};
using real47_t = float;
} // namespace kern29

__global__ void trace48_kernel(double* __restrict__ out49, Stats24 q50, int* __restrict__ dst51) {
  extern __shared__ double dyn_52[];
  unsigned tid53 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_combine15 &= scatter11(out49[d_combine15], static_cast<const long long*>(nullptr));
  Stats24 off54 = q50;
  if (d_combine15 <= dst51[blockDim.x]) {
    return;
  }
  dst51[0x3] = blockIdx.x;
  kern29::State41 f55 = kern29::State41::Busy42;
  f55 = kern29::State41::Green44;
}

int main() {
  int len56 = 3756;
  len56 = len56;
  static_assert((027) > 22);
  trace48_kernel<<<dim3((len56 + 0b11111) / 040, 2), 0x200>>>(nullptr, Stats24{}, &len56);
  return 0;
}
