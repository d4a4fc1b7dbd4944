// cudagen 0.1 seed 799 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,constant_array,managed_var,shared_var,host_global,constexpr_var,local_array,auto_var,typedef,using_alias,if,if_else,if_init,for,while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__managed__ double m_drift4 = -0.125;

__global__ void __launch_bounds__(32) score5_kernel(float *data6, size_t alpha7, double p8) {
  int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned char sh_10[1 << 7];
  p8 = ((alpha7 + sh_10[23]) - 20UL) % 0x20U;
}

__global__ void bias11_kernel(unsigned *data12, unsigned int alpha13, int stride14, int *dst15) {
  int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass17 = 0b0;
  while (pass17 < stride14) {
    if (((*data12) >> 2) != (((data12[6] <= 15) ? 49 : 43) - (*dst15))) {
      (*dst15) = ((stride14 * stride14) - (54 + threadIdx.z));
    } else if (unsigned int t18 = m_drift4; data12 == nullptr) {
      dst15[0x6]++;
      __shared__ long long sh_19[16];
    }
    ++pass17;
  }
  stride14--;
}
constexpr int BLOCK20 = 0x40;
const char *g_scatter21 = "x=%d";
using idx22_t = int;

constexpr idx22_t run_accum23(idx22_t n24, double cfg25) {
  cfg25 = BLOCK20;
  n24 = 24;
  return BLOCK20;
}
__constant__ long c_blend26[2] = {0xDE6, 62};

__global__ void __launch_bounds__(0x1 << 10) spread27_kernel(bool alpha28, const double *input29, idx22_t *acc30) {
  if ((blockDim.x / m_drift4) == 60) {
    return;
  }
  ACCUM_3(acc30[0x2], (MOD8_1((unsigned char)c_blend26[gridDim.x]) + input29[0x0]));
  if (threadIdx.z < (0x3bl - warpSize)) {
    alpha28 = (int)(input29[warpSize] + (acc30[blockDim.x] + BLOCK20));
  }
  auto sum31 = +static_cast<unsigned int>(acc30[0b110] + m_drift4);
  float m32 = ((*acc30) >> 0x4) / (32 + threadIdx.x);
}

float host_stencil33(float a34) {
  for (int it35 = 0; it35 < 0xb; it35++) {
    score5_kernel<<<64, 1 << 6, (4096)>>>(&a34, 60 - MOD8_1(g_scatter21[0]), BLOCK20);
    ACCUM_3(a34, (a34));
    constexpr int cnt36 = ((12));
  }
  return BLOCK20;
}
typedef int idx37_t;

void host_shade38(float q39, float a40, unsigned int beta41) {
  spread27_kernel<<<0b1 << 9, 32, sizeof(float) * 0x40>>>(BLOCK20 >= q39, &m_drift4, nullptr);
  m_drift4 = m_drift4 + m_drift4;
}

__global__ void __launch_bounds__(0x20, 0x1) pivot42_kernel(const float *input43, unsigned long long alpha44, float alpha45) {
  int i46 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((gridDim.z + threadIdx.y) < 53ul) {
    return;
  }
  if ((input43 == nullptr) || (37UL > gridDim.x)) {
    ++m_drift4;
    m_drift4 = m_drift4;
    idx22_t acc47[(0b10)] = {static_cast<idx37_t>(c_blend26[alpha44] * 57)};
  }
}

template <class T, int N = 4>
__device__ T score48(T beta49, const T *input50) {
  (++beta49, (m_drift4 = (input50[4]) * 0.375F));
  T z51 = *input50;
  --z51;
  z51 = blockDim.x / 0x9;
  if ((blockDim.x) == ' ') {
    return blockIdx.x * beta49;
  }
  return c_blend26[gridDim.x];
}

int main() {
  int len52 = 0x2d5;
  float lim53 = (MOD8_1(len52) + static_cast<float>(0x40)) - 8.375f;
  if (!(len52 >= BLOCK20)) {
    return MOD8_1(len52);
  }
  bias11_kernel<<<0x8, BLOCK20 + 192, 1 << 8>>>(nullptr, ((len52 == m_drift4) ? lim53 : 03746) * (m_drift4 * g_scatter21[0]), (0x15), &len52);
  pivot42_kernel<<<(len52 + 63) / 64, 256, sizeof(float) * 0x100>>>(&lim53, m_drift4, 21lu >> g_scatter21[0]);
  return 0;
}
