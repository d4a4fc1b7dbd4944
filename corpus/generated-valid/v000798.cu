// cudagen 0.1 seed 798 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,managed_var,shared_var,shared_2d,static_shared,host_global,constexpr_var,struct,class_private,enum,if,switch,static_assert,bitwise,logical,comparison,incdec,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,lambda
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
const long g_apply3 = 0x1;
enum Color4 { HIGH5, MUL6, ON7 };
__managed__ int m_probe8 = 19;
int host_decay9(int stride10, int stride11, int len12) {
  stride11++;
  auto step14 = [](float t13) {
    t13 = g_apply3;
    t13 = (g_apply3 & m_probe8) + (g_apply3 - t13) + ((m_probe8 + HIGH5) * m_probe8);
  };
  step14(stride11);
  stride10 = 23;
  dim3 x15((stride11 + 0x3F) / 64, (len12 + 0xff) / 256, (stride11 + 63) / 64);
  constexpr short int u16 = 0x40;
  return stride10;
}
__global__ void __launch_bounds__(ON7 + 0x1FE, 0x3) rank17(unsigned short* acc18, Color4 cfg19, float* dst20) {
  int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ float sh_22[8][0x10];
  __shared__ double sh_23[0400];
}
class Cell24 {
  int val25;
  int vel26;
public:
  __host__ __device__ Cell24(int a27, int init28) : val25(a27), vel26(init28) {}
  __host__ __device__ void bump29(short m30) {
    if (ON7 == (-m30)) {
      return;
    }
  }
  __host__ __device__ int reset31(unsigned int v32) const {
    Color4 s33 = HIGH5;
    Color4 r34 = s33;
    return (v32);
  }
};
struct Particle35 {
  float count36, flag37;
  int lo38;
  float weight39;
};
int main() {
  int len40 = 0x1a;
  if (!(0x2ul >= m_probe8)) {
    return g_apply3;
  }
  switch (len40) {
  case 3 * 0x4: {
    static_assert(sizeof(int) == 4, "tile must fit");
    Color4 off41 = HIGH5;
    break;
  }
  case 1:
    break;
  case 0x6:
    break;
  case (ON7 + MUL6):
    if (len40 < 4) {
      return (54u % m_probe8) + (m_probe8 + len40);
    }
    len40--;
    break;
  default:
    break;
  }
  rank17<<<dim3(64, 1, (m_probe8 + 255) / 256), 8 * (MUL6 + (ON7 + MUL6))>>>(nullptr, ON7, nullptr);
  return 0x0;
}
