// cudagen 0.1 seed 475 valid
// features: kernel,kernel_static,launch,launch_dim3,device_function,host_function,constexpr_function,main,managed_var,shared_var,constexpr_var,local_array,const_local,struct,struct_methods,enum,anon_namespace,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 30
#endif

struct Bounds4 {
  double w5;
  unsigned int y6;
  double val7;
  int hi8;
  __host__ __device__ unsigned bump9() const {
    int e10 = hi8;
    e10++;
    return +(y6);
  }
  __host__ __device__ void apply11(float base12) {
    int* prod13 = (int*)nullptr;
    Bounds4 cnt14 = Bounds4{10.375, 46, 23.25f, hi8};
  }
};
enum Op15 { BLUE16 = 2, SLOW17, ADD18 = 7 };

__global__ void smooth19_kernel(unsigned char beta20) {
  constexpr size_t stride21 = 016U;
  if (beta20 != 31U) {
    return;
  }
  int res22[4]{0x5ul, 41, int(beta20), 28lu};
  __shared__ int sh_23[8];
  res22[0x0] <<= (beta20 += 7, ((BLUE16) - beta20));
}
__managed__ long m_accum24 = SLOW17 + 3;

static __global__ void sift25_kernel(int len26, int lane27, float* out28) {
  float m29[BLUE16 * 3] = {};
  int prod30 = m_accum24;
  int x31 = lane27 << (17L + (len26 - 2023));
  float m32[7] = {};
  --lane27;
}

struct Tile33 {
  long hi34;
  double w35;
};

namespace {
constexpr int run_bump36(int n37) {
  n37 = n37;
  n37 ^= ((n37 & n37) - (n37 ? n37 : 9)) + n37;
  return n37 | n37;
}
} // namespace

__global__ void pivot38_kernel(const int* in39, int len40) {
  len40 = (len40 += sizeof(float), (0b11111 / m_accum24));
  __shared__ unsigned long sh_41[256];
  len40 = len40;
}
/* NOTE: keep in sync with the host reference. */

__device__ int rank42(float* acc43) {
  __shared__ float sh_44;
  Bounds4 off45 = Bounds4{static_cast<double>(acc43[0]), 0, static_cast<double>(10.875), 3};
  Tile33 cnt46{static_cast<long>(13), 8ll};
  return cnt46.w35 * (m_accum24 += acc43[0b101], off45.y6);
}

__device__ void bias47(int stride48) {
  int* val49 = nullptr;
  __shared__ int sh_50;
  sh_50 <<= (*val49) - ((m_accum24 << m_accum24) * (33ll + m_accum24));
  Op15 f51 = BLUE16;
  __shared__ Tile33 sh_52[1 << 4];
  Tile33 h53 = Tile33{1u, double(16l)};
  bool s54 = f51 == ADD18;
}

int main() {
  int size55 = 677;
  size55 >>= (m_accum24 += size55, (48 + m_accum24)) * ((size55 - size55) << 3);
  if (!(size55 == size55)) {
    return (7 == (m_accum24 % TUNE_3)) ? (~m_accum24) : 45;
  }
  dim3 mid56 = dim3((size55 + 0xff) / 256, (size55 + 255) / 0x100);
  const int e57 = m_accum24;
  smooth19_kernel<<<(e57 + 127) / 128, 0b10000000>>>(sizeof(float));
  sift25_kernel<<<BLUE16 + (ADD18 + (SLOW17 + (ADD18 + (ADD18 + (BLUE16 + (SLOW17 + 1)))))), 1 << 9>>>(sizeof(float) ^ e57, m_accum24, nullptr);
  pivot38_kernel<<<(m_accum24 + 31) / 040, (BLUE16 + (TUNE_3 + 0x60)) * (BLUE16 + 0b10)>>>((const int*)nullptr, e57);
  return 0;
}
