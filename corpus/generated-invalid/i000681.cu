// cudagen 0.1 seed 681 invalid:nonstatic_member_reference
// features: kernel,launch,launch_shared_mem,host_device_function,main,managed_var,auto_var,if,if_else,nested_block,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_bool,lit_nullptr,cast_c,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__managed__ int m_stencil4 = 0x2;

__global__ void accum5_kernel(float *acc6, int *dst7, int stride8, int stride9)
{
  stride8 = m_stencil4;
  float y10 = 12.f;
  if ((acc6[m_stencil4 & 7] - (stride8 - stride8)) > 17) {
    auto z11 = 0x1c * ((int)(m_stencil4 - 10));
    bool sum12 = false * ((-z11) - 0);
    (*dst7) -= acc6[stride8 & 7];
  } else if (((stride9 ^ 54) & 1)) {
    y10 *= 5 / ((stride8 - 10.375f) * stride8);
  }
}

__host__ __device__ unsigned gather13(const float *coef14, const unsigned int *coef15)
{
  if (coef15[7]) {
    return coef14[2] - coef15[0x6];
  }
  {
  }
  return 0xF;
}
struct Cfg_17 {
    int v;
    static int get() { return v; }
};

int main(void)
{
  int len16 = 1181;
  m_stencil4 *= -0x16;
  if (m_stencil4 == 40) {
    return len16 - ((int)32);
  }
  accum5_kernel<<<32 * 8, 16 * 2, 0>>>(nullptr, (int*)nullptr, 19, m_stencil4 * 2267);
  return 0;
}
