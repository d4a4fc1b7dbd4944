// cudagen 0.1 seed 376 invalid:static_assert_failure
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,device_template_function,host_function,default_args,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,const_local,namespace,if,goto,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_generic,lambda_iife,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))

namespace util2 {
static __device__ void sweep3(int *data4, const long *__restrict__ in5, float beta6) {
  (data4[blockIdx.x]--, (beta6 = 1904 * double(+gridDim.z)));
  if ((beta6 - 2373L) != ((*data4) + 0x22)) {
    float r7{beta6};
  }
  __shared__ int sh_8;
  ++sh_8;
}

inline unsigned long check_grow9(unsigned long beta10, int n11 = 4862lu) {
  if ((n11 - 2250ull) != beta10) {
    int prod12 = beta10 - static_cast<long long>(n11);
    auto fn17 = [&](auto mid13, auto mid14) {
      const unsigned f15 = 4378;
      auto t16 = sizeof(double);
      return mid13 * 2;
    };
  }
  --n11;
  const char *lim18 = R"xy(a "quoted" )word)xy";
  n11 %= (sizeof(long)) - beta10;
  beta10 = 51 + double((int)lim18[0x0]);
  return 0b10000;
}

static __device__ void merge19(float *data20, float p21) {
  unsigned int q22 = 56 + SQR_1((p21));
  constexpr int mid23 = (9);
  q22 = q22;
}
} // namespace util2

__global__ void blend24(int *data25) {
  unsigned int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned char sh_27[32];
  __shared__ unsigned int sh_28[2][2];
  sh_27[27] = (int)sh_27[14];
  constexpr int prod29 = -0x15;
  unsigned int h30 = SQR_1(sh_28[idx26][idx26] * (blockIdx.x - 0b1101));
  (*data25) |= h30 % data25[idx26];
}

template <typename T, typename U>
__device__ short int relax31(const U *src32, bool b33) {
  if (T(b33) == 20) {
    return src32[gridDim.z] + (b33 % b33);
  }
  if (!b33) {
    if (b33 - b33) {
      return src32[0x7] * (*src32);
    }
    b33 = b33;
  }
  int u34 = 4751;
  U diff35 = (int)u34;
  (diff35--, (u34 += ((diff35 += 14.5, b33) - SQR_1(blockDim.x)) - int((diff35 += 14.125, u34))));
  return b33;
}
constexpr unsigned RADIUS36 = 4;

void run_tally37(int len38, int stride39, unsigned char *__restrict__ dst40) {
  blend24<<<(len38 + 63) / 64, (RADIUS36 + (RADIUS36 + (RADIUS36 + 500)))>>>(reinterpret_cast<int*>(dst40));
  dim3 mid41 = dim3((stride39 + 63) / 0b1000000, (stride39 + 127) / 128);
  auto m42 = 31;
  constexpr unsigned f43 = 0x38;
  constexpr double t44 = 28lu;
  if (t44 < stride39) {
    goto out45;
  }
  dst40[stride39] = util2::check_grow9(4111);
out45:;
}

__device__ void clamp46(int *out47, int len48, const signed char *coef49) {
  relax31<long, unsigned int>(reinterpret_cast<const unsigned*>(out47), (out47[len48] + (threadIdx.x - len48)) > (blockDim.x * RADIUS36));
  int q50[(RADIUS36 + 2)] = {1, 3, 6l};
}

static __device__ int accum51(float b52, float beta53, int len54 = 0b110001) {
  b52 = RADIUS36;
  unsigned k55 = beta53;
  k55--;
  k55 %= relax31<long, unsigned int>(nullptr, beta53 + k55) - threadIdx.x;
  util2::sweep3(static_cast<int*>(nullptr), static_cast<const long*>(nullptr), len54);
  if (blockDim.x != RADIUS36) {
    return int(RADIUS36);
  }
  beta53 = relax31<int, double>(nullptr, relax31<unsigned int, float>(static_cast<const float*>(nullptr), 1)) + b52;
  return b52;
}

short int host_filter56(float *__restrict__ out57, float *__restrict__ buf58) {
  if ((*out57) <= RADIUS36) {
    return float(buf58[0x3] + sizeof(float));
  }
  ([&] {
    out57[4] = RADIUS36 * out57[3];
    const char *lo59 = "\x41\102";
  })();
  blend24<<<dim3(1, RADIUS36 + (RADIUS36 + 0xf8)), (512)>>>(reinterpret_cast<int*>(buf58));
  blend24<<<0x10, 512>>>(reinterpret_cast<int*>(buf58));
  static_assert(((42)) > 0b101001, "bad config");
  auto u60 = RADIUS36;
  if (u60) {
    goto out61;
  }
  u60--;
out61:;
  return ((668 + (*buf58)) - (out57[0x1] += 20.625f, 0x2BU)) * util2::check_grow9(u60, util2::check_grow9(0x2F, buf58[1]));
}
static_assert(RADIUS36 == 5, "configuration mismatch");

int main() {
  int size62 = 3965;
  constexpr int r63 = 0x10l;
  constexpr short stride64 = 2972;
  size62 |= host_filter56((float*)nullptr, (float*)nullptr);
  constexpr long long val65 = -48;
  return 0;
}
