// cudagen 0.1 seed 1939 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,constexpr_function,main,constant_var,host_global,constexpr_var,const_local,struct,class_private,struct_template,if,for,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
unsigned int g_grow2 = 22;
__constant__ unsigned c_march3 = 3996;
constexpr int BLOCK4 = 128;
/* NOTE: keep in sync with the host reference. */
__global__ void kick5_kernel(float* buf6) {
  if ((c_march3 + BLOCK4) != (5 - c_march3)) {
    int y7 = BLOCK4;
  }
  (*buf6)++;
  unsigned t8 = (((int)buf6[0]) / BLOCK4) + 4438;
}
static_assert(sizeof(int) == 4, "tile must fit");
class Particle9 {
  float count10;
public:
  __host__ __device__ Particle9(float b11) : count10(b11) {}
  __host__ __device__ void total12(double h13) {
    int r14 = sizeof(double);
  }
  __host__ __device__ float reset15() const {
    return count10;
  }
};
__device__ size_t update16(int count17) {
  count17++;
  ++count17;
  Particle9 h18(10 >> c_march3);
  ++count17;
  ++count17;
  count17++;
  return count17;
}
constexpr __host__ __device__ int kick19(int count20, int len21) {
  return BLOCK4;
}
template <typename T>
struct Vec22 {
  T x23;
};
template <class T>
__global__ void clamp24_kernel(T* buf25, Particle9 alpha26, T* acc27, float* buf28) {
  buf28[c_march3] = update16(2009UL);
  Particle9 s29((*buf25));
  if (!buf25) {
    for (int i30 = 15; i30 > 0x0; --i30) {
      ++acc27[i30];
      float u31 = ((BLOCK4 % c_march3) * buf25[7]) + ((c_march3 >= (*buf28)) ? (sizeof(T) / i30) : (BLOCK4 * acc27[5]));
    }
  }
}
/* Helper used by the kernels below. */
static __global__ void split32_kernel(float* data33, int stride34) {
  ++data33[0];
  update16(+(stride34 + c_march3));
}
__host__ __device__ int accum35(int count36, Vec22<float> q37) {
  count36 = BLOCK4;
  count36++;
  Vec22<float> u38 = {21.375F};
  kick19(count36, ((count36 % BLOCK4) < u38.x23) ? kick19(u38.x23, u38.x23) : kick19(q37.x23, 1822UL));
  Vec22<long> u39 = Vec22<long>{4l};
  Particle9 stride40{6.0f};
  count36--;
  return 38ll & u39.x23;
}
void grow41(unsigned int* dst42) {
  g_grow2 = (kick19(g_grow2, 18) / dst42[0x1]) * ((dst42[g_grow2 & 0x7] | dst42[g_grow2]) + g_grow2);
  kick5_kernel<<<(g_grow2 + 127) / 128, 256, 0x1 << 0xa>>>(reinterpret_cast<float*>(dst42));
  const unsigned int prod43 = 0x15;
  unsigned int off44 = BLOCK4;
  g_grow2 = BLOCK4;
}
int main(void) {
  int n45 = 0xc3a;
  dim3 e46(BLOCK4, sizeof(unsigned int), 0x4);
  n45 = accum35(kick19(g_grow2, 2280) << g_grow2, Vec22<float>{2.125F});
  clamp24_kernel<<<(g_grow2 + 63) / 0x40, 1 << 6, 1024, nullptr>>>((double*)nullptr, Particle9((int)g_grow2), (double*)nullptr, nullptr);
  split32_kernel<<<0x8 * 2, 0x100, (BLOCK4 + (BLOCK4 + (BLOCK4 + BLOCK4))) * 2, 0>>>(static_cast<float*>(nullptr), accum35(n45, Vec22<float>{}) >> (BLOCK4 % n45));
  return 0;
}
