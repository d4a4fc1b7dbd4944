// cudagen 0.1 seed 1786 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,do_while,ternary,compound_assign,bitwise,logical,comparison,incdec,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum State2 : short { ON3, OFF4 = 4, BUSY5 };
__managed__ int m_pivot6 = '\\';

__global__ void march7_kernel(float beta8) {
  extern __shared__ int dyn_9[];
  beta8++;
  dyn_9[m_pivot6] += 11L;
  __shared__ float sh_10[128];
  __shared__ int sh_11[8];
  beta8 -= +(+beta8);
  ACCUM_1(dyn_9[0x0], (((m_pivot6 >= (sh_11[0] - sh_10[84])) && (0b100101 != (m_pivot6 * 0b10110))) ? dyn_9[m_pivot6] : (0xElu / (beta8 + 10))));
}
enum Color12 { FAST13, HIGH14, RED15, IDLE16 };
enum Phase17 : unsigned int { SLOW18, MUL19 = 6 };
enum class Axis20 { High21, Low22 = 5, Busy23, Off24 };

__global__ void norm25_kernel(char beta26, const float *coef27) {
  int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++m_pivot6;
  constexpr unsigned int e29 = 32;
  __shared__ int sh_30[15][15];
  float q31[0x8]{22.125F, 0x1p2f, 9.0F, 1, 0x1p3f, 6.0f, 0x1p1F, 11.875F};
  --sh_30[beta26][3];
}
// NOTE: keep in sync with the host reference.

static float bias32(int lane33, float beta34, char b35) {
  const double f36 = MUL19;
  int w37 = 0;
  do {
    b35 = ((-(-0xAl)) + (w37 * lane33));
    lane33 |= ((w37) * 0x2) + (1241 - m_pivot6);
    m_pivot6 /= (m_pivot6 / OFF4) + b35;
    ++w37;
  } while (w37 < 5);
  return 16.25f;
}

int main() {
  int count38 = 709;
  m_pivot6 *= count38;
  ACCUM_1(m_pivot6, (bias32(-0xB, 7.375F - m_pivot6, 0x23ull) * 1));
  march7_kernel<<<dim3(0x4), 0x200, 4096, (cudaStream_t)0>>>(bias32(count38, m_pivot6 * count38, 0b0ULL / count38));
  norm25_kernel<<<16, dim3(8 * (HIGH14 + 1), (OFF4))>>>(bias32(RED15, 17.0F + count38, (signed char)m_pivot6), nullptr);
  return 0;
}
