// cudagen 0.1 seed 316 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,managed_var,shared_var,static_shared,extern_shared,constexpr_var,auto_var,struct,struct_template,using_alias,if,while,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 35
#endif

#if TUNE_3 == 16
#define CONFIG_4 7
#else
#define CONFIG_4 32
#endif

__global__ void mix5(const double* input6, int count7, const int* in8, int lane9) {
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((0x4 != lane9) && (gridDim.x > 37)) {
    goto out11;
  }
  if (i10 >= count7) {
    return;
  }
  ++lane9;
  lane9++;
out11:;
}
__device__ unsigned d_blend12 = 23;
__managed__ float m_scale13 = '0';

void run_rank14(int* out15, int count16) {
  count16 = (float)static_cast<int>(MOD8_1(count16));
  --m_scale13;
}
using real17_t = float;
__device__ long d_sift18 = 10;

__global__ void score19_kernel(unsigned int alpha20, double* data21, int* dst22, const unsigned int* coef23) {
  float hi24{0x2a};
  if (!(threadIdx.x > d_blend12)) {
    return;
  }
}

__global__ void reduce25(const int* input26, unsigned b27) {
  int gid28 = threadIdx.x;
  int q29 = ((d_sift18 >= d_blend12) ? CONFIG_4 : (12 + d_sift18)) + (~('#' & b27));
  static __shared__ double sh_30[32];
}
constexpr int TILE31 = 32;

__global__ void tile32(real17_t beta33, long long* data34) {
  extern __shared__ unsigned int dyn_35[];
  int gid36 = threadIdx.x;
  constexpr double sum37 = 9.375;
  unsigned int t38 = m_scale13 + 37;
  static __shared__ float sh_39;
  real17_t prod40 = t38 ^ TILE31;
}
__managed__ float m_march41 = -24;

template <typename T>
struct Particle42 {
  T w43;
  unsigned weight44;
};

__global__ void blend45_kernel(const long* src46, const real17_t* in47, int* data48, unsigned alpha49) {
  int tid50 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid50 < ((d_sift18 & 0x1) ? m_scale13 : 3UL)) {
    return;
  }
  --d_sift18;
}

char host_bias51(const real17_t* in52) {
  score19_kernel<<<TUNE_3, 0b100000, 0>>>(0x1124l, nullptr, nullptr, reinterpret_cast<const unsigned*>(in52));
  dim3 cnt53 = dim3(64);
  run_rank14(static_cast<int*>(nullptr), (m_scale13 <= TILE31) ? '#' : 14ul);
  int iter54 = 0b0;
  if (m_scale13 != m_march41) {
    goto done56;
  }
  while (iter54 < iter54) {
    auto flag55 = sizeof(real17_t);
    mix5<<<dim3((256)), (CONFIG_4 + 0b1111001)>>>(nullptr, static_cast<double>(39u), reinterpret_cast<const int*>(in52), 0x7 | flag55);
    ++iter54;
  }
done56:;
  return in52[6];
}

int main(void) {
  int n57 = 3986;
  Particle42<long> r58 = Particle42<long>{};
  r58 = r58;
  reduce25<<<dim3((n57 + 255) / 256, (n57 + 31) / 0x20), 512>>>(static_cast<const int*>(nullptr), r58.weight44 % MOD8_1(r58.w43));
  tile32<<<dim3((n57 + 255) / 256), 1 << (CONFIG_4 + 0x2), 256, nullptr>>>(((r58.w43 > m_scale13) ? 25ul : r58.weight44) ^ 8, nullptr);
  blend45_kernel<<<dim3(0x20, (n57 + 31) / 32), dim3(0x1, 0x1 << 1, 0x10), CONFIG_4 + 249, 0>>>(nullptr, &m_scale13, nullptr, (m_scale13 > m_scale13) ? (m_scale13 - m_scale13) : 0x28);
  return 0;
}
