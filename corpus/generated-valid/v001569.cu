// cudagen 0.1 seed 1569 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,shared_var,local_array,const_local,enum_class,namespace,if,for,switch,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,lambda_generic,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

__global__ void probe2_kernel(const float *coef3, int *out4) {
  int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out4[0x4] = TWICE_PLUS_1(+(+threadIdx.x), ((*out4) / out4[0x7]) * ('\a' + blockIdx.x));
  switch (out4[gridDim.x & 7] - (*out4)) {
  case (1):
    break;
  case 3:
    for (int n6 = 0x0; n6 < gid5; n6++) {
      out4[gid5 & 7] %= gid5;
      (*out4) = (0x17U);
    }
    break;
  }
}

namespace util7 {
__host__ __device__ int sift8(int stride9 = ' ') {
  float s10 = 60;
  stride9--;
  s10 = (~stride9) | 0x3Eu;
  unsigned long long u11 = (51);
  return u11;
}

__host__ __device__ unsigned short tally12(int n13, int n14, signed char cfg15 = 22) {
  if (cfg15 == (cfg15 % '"')) {
    switch (n13) {
    case 6:
      n14 = util7::sift8(static_cast<signed char>(n14 / 37));
      n13 = 43;
      break;
    default: {
      float *res16 = (float*)nullptr;
      break;
    }
    }
    int v17(util7::sift8());
  }
  return cfg15;
}
} // namespace util7

__global__ void split18(int len19, int n20, int lane21) {
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  char val23 = TWICE_PLUS_1(~tid22, util7::tally12(0x39l, len19)) + util7::tally12(warpSize, tid22, ' ');
  const double acc24 = util7::tally12(TWICE_PLUS_1(n20, 2), len19, lane21);
  static_assert(sizeof(int) == 4, "size check");
  float k25 = ((acc24 + 0x4) * 15.0F) - 17.75f;
}
static_assert(sizeof(int) == 4, "size check");
enum class Phase26 : unsigned char { Fast27, On28, Green29 };

__global__ void sweep30_kernel(const unsigned short *in31, double *out32) {
  unsigned i33 = threadIdx.x;
  for (int n34 = 0; n34 < 15; n34 += 4) {
    if (n34)
      continue;
    int f35 = 37lu;
    __shared__ long sh_36[16];
  }
}

__host__ __device__ double filter37(int count38) {
  float f39 = static_cast<size_t>(20) + util7::tally12(~count38, 30);
  double res40 = TWICE_PLUS_1(f39, 0x37UL) / TWICE_PLUS_1((f39 > count38) ? 17 : 53, f39);
  {
    count38 = TWICE_PLUS_1(count38 % 14ul, 5);
    static_assert(((0x13) * 3) == 0x39);
  }
  return static_cast<int>((count38 ^ 422));
}

long host_pivot41(int n42, size_t alpha43, Phase26 q44) {
  q44 = q44;
  alpha43 = alpha43;
  size_t hi45[8]{7lu, alpha43, 0x5, alpha43, alpha43, alpha43, 0x2Eul, 40L};
  for (int it46 = 0; it46 < 0x2; ++it46) {
    if (util7::tally12((n42 != alpha43) ? hi45[n42 & 7] : 2, it46) < (it46))
      alpha43 |= (21 | ((4 != alpha43) ? hi45[3] : it46)) * ('0' * n42);
    sweep30_kernel<<<2, 512, 0>>>(nullptr, nullptr);
  }
  return hi45[alpha43];
}

int main(void) {
  int n47 = 0xd91;
  n47 -= n47;
  auto step50 = [&](auto hi48, auto acc49) {
    acc49--;
    return hi48 * 2;
  };
  n47 = 55;
  n47++;
  int res51(static_cast<float>(14L & n47) + util7::sift8());
  probe2_kernel<<<(n47 + 31) / 0b100000, 32, 0x400, (cudaStream_t)0>>>(nullptr, nullptr);
  split18<<<(res51 + 63) / 64, 64>>>(0b110011u, 0x1E | res51, res51 & (0x1a));
  return 0;
}
