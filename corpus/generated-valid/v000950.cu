// cudagen 0.1 seed 950 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,main,managed_var,shared_var,host_global,constexpr_var,local_array,auto_var,struct,operator_overload,for,compound_assign,bitwise,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 256
#define BLOCK_SIZE_2 256
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
static constexpr double kR8 = 1.5;
__managed__ int m_scale9 = 50;

struct Acc10 {
  float w11;
  int z12;
};

inline __host__ __device__ Acc10 operator+(Acc10 a, Acc10 b) {
  Acc10 r = a;
  r.w11 += b.w11;
  r.z12 += b.z12;
  return r;
}
char g_gather13 = 0xb;

__global__ void rank14_kernel(const int *input15, int *buf16) {
  m_scale9 *= kR8 + m_scale9;
  ++m_scale9;
  m_scale9 |= 0x11;
  m_scale9 = 48l + (*buf16);
  buf16[m_scale9 & 7] |= (30 & (buf16[m_scale9 & 0x7] + 47));
  __shared__ int sh_17;
}

template <typename T, int N>
__device__ void shade18(T *data19, int *dst20) {
  m_scale9 = (N & (m_scale9 % 1045)) - ((52 & dst20[m_scale9 & 7]) / double(N));
  __shared__ int sh_21;
  for (int it22 = m_scale9; it22 > 0x0; --it22) {
    float z23[5] = {};
    short off24{49ul};
  }
}

__global__ void fold25(int len26, long *dst27) {
  auto sum28 = 3.125F;
  float base29 = sum28;
  int w30[(3)]{31L, 0x26, static_cast<int>(base29)};
}

int main() {
  int len31 = 3004;
  unsigned q32 = (-g_gather13) % (m_scale9 * alignof(double));
  for (int j33 = 6; j33 > 0; --j33) {
    rank14_kernel<<<(q32 + 127) / 0x80, dim3(0x1), 256, 0>>>(&m_scale9, &m_scale9);
  }
  len31 %= static_cast<int>(m_scale9);
  m_scale9 = (q32 + m_scale9) * (0x28 * len31 * kR8);
  fold25<<<020, (0x20), sizeof(float) * 128, (cudaStream_t)0>>>((TILE_DIM_1 + g_gather13) | m_scale9, static_cast<long*>(nullptr));
  return 0;
}
