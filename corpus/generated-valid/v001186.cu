// cudagen 0.1 seed 1186 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,constant_var,managed_var,shared_var,constexpr_var,auto_var,const_local,enum_class,anon_namespace,if,range_for,while,do_while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define WARPS_2 4
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 38
#endif

__global__ void clamp8(float *data9, int len10) {
  int i11 = threadIdx.x;
  float m12(62);
  unsigned acc13{2U};
  bool idx14(data9[i11] <= (acc13 * i11));
  const int hi15 = 52;
  if (((*data9) <= len10) || (idx14 < data9[0])) {
    goto done16;
  }
  m12 += (unsigned)static_cast<unsigned char>(TUNE_7);
done16:;
}

__global__ void fuse17(int n18, int *__restrict__ out19, int *acc20, int len21) {
  unsigned idx22 = threadIdx.x;
  long long prod23(2 - acc20[0]);
  prod23 = *acc20;
  if (gridDim.x && (acc20[3] <= prod23)) {
    return;
  }
  out19[n18] /= (char)(34 * CAT_5(prod, 23));
  __shared__ unsigned char sh_24[8];
  __shared__ int sh_25[16];
}
enum class Op26 { Mul27, Mul28 = 4 };

__global__ void accum29_kernel(const double *src30, unsigned a31) {
  unsigned i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!(src30 == nullptr)) {
    return;
  }
  a31 *= blockDim.z / (+i32);
  const unsigned *v33 = reinterpret_cast<const unsigned*>(src30);
}

__global__ void trace34_kernel(const float *coef35) {
  unsigned idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (WARPS_2 != (idx36 - (*coef35))) {
    return;
  }
  Op26 sum37 = Op26::Mul27;
}
enum class Phase38 { Off39, High40 = 3, High41 = 8 };

constexpr __host__ __device__ int tile42(int n43) {
  n43 %= 30ul - n43;
  n43 = 28u + n43;
  return MAX2_3(n43 + 16l, 21);
}

template <typename T, typename U>
__global__ void norm44(U q45) {
  unsigned int gid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float u47 = (9 + gid46) * 24.25f;
  auto z48 = blockDim.z;
  int sum49 = u47;
}
__constant__ int c_blend50 = 2841;

namespace {
template <typename T, int N>
__global__ void lerp51(T b52, short b53, double b54, int stride55) {
  int idx56 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w57 = 0;
  do {
    T u58 = (idx56 + 27 + sizeof(float)) - (N + threadIdx.z);
    if ((w57 <= gridDim.x) || (sizeof(float) < b52)) {
      return;
    }
    b53 &= b53 - 32;
    ++w57;
  } while (w57 < WARPS_2);
  unsigned y59 = b52;
  if (w57 >= w57) {
    goto finish60;
  }
  y59++;
finish60:;
}

__device__ __host__ float update61(float beta62 = '#') {
  beta62 /= CAT_5(beta, 62);
  beta62 = (5.625F) * beta62;
  beta62 += beta62;
  return 0x28;
}
__managed__ bool m_blend63[4];
} // namespace

float run_scatter64(Op26 b65) {
  auto e66 = m_blend63[1];
  for (const auto &lo67 : m_blend63) {
    const unsigned u68 = NUM_ITERS_1 * lo67;
  }
  if (m_blend63[2] && (51 < m_blend63[2])) {
    return 3.875f;
  }
  return 55lu - ADD3_4(e66, sizeof(long) - e66, e66 + 28);
}

int main() {
  int count69 = 1707;
  int iter70 = 0;
  while (iter70 < iter70) {
    unsigned x71 = 25;
    ++iter70;
  }
  lerp51<float, (NUM_ITERS_1 + 3)><<<0x2 * (WARPS_2 + (WARPS_2 + (NUM_ITERS_1 + 3))), WARPS_2 + (NUM_ITERS_1 + (WARPS_2 + (NUM_ITERS_1 + (WARPS_2 + 42))))>>>(0x1e, iter70 - (m_blend63[0x0] + WARPS_2), ((iter70 / count69) <= 0x20) ? m_blend63[3] : (4 + count69), WARPS_2 / CAT_5(count, 69));
  int pass72 = 0;
  do {
    count69++;
    count69--;
    ++pass72;
  } while (pass72 < 11);
  clamp8<<<(iter70 + 255) / 256, 0x20>>>(nullptr, TUNE_7 - (count69 * pass72));
  fuse17<<<(WARPS_2 + (WARPS_2 + (WARPS_2 + 4))) * 2, sizeof(unsigned int) * 8>>>(6u + pass72, nullptr, static_cast<int*>(nullptr), iter70);
  accum29_kernel<<<0x200, (NUM_ITERS_1 + (WARPS_2 + (TUNE_7 + 17))) * (WARPS_2 + WARPS_2)>>>(static_cast<const double*>(nullptr), +(0x6 - m_blend63[count69]));
  return 0;
}
