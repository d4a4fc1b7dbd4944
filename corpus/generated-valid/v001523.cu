// cudagen 0.1 seed 1523 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,managed_var,constexpr_var,anon_namespace,if,for,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define WARPS_1 32
#undef WARPS_1
#define WARPS_1 48
__device__ int d_norm2 = -8;
__managed__ int m_march3[32] = {48LL};

__global__ void __launch_bounds__((WARPS_1 + (WARPS_1 + 32)) * 8, 2) scale4(const unsigned int *src5) {
  m_march3[d_norm2 & 31] %= d_norm2;
  m_march3[29]--;
  unsigned int s6 = WARPS_1;
  s6 = (7 & src5[d_norm2]) * 54L;
}

namespace {
__managed__ int m_pivot7[8];

__global__ void __launch_bounds__(32) decay8_kernel(int *data9, unsigned beta10, unsigned long *buf11, int stride12) {
  d_norm2 = 788U;
  double idx13 = d_norm2 * (*data9) * m_march3[10];
  float acc14 = (26 | data9[4]) + 23.f;
  for (int it15 = stride12; it15 > 0; --it15) {
    switch (m_march3[26] - stride12) {
    case 1:
      break;
    case (0):
      break;
    }
    idx13++;
  }
  idx13 = m_pivot7[4];
}
} // namespace
__device__ char d_probe16 = -18;

template <class T, typename U>
__global__ void __maxnreg__(32) update17(T *out18, double *data19, unsigned char *dst20) {
  U flag21 = sizeof(unsigned short);
  if (m_pivot7[5] < d_probe16) {
    return;
  }
  --m_pivot7[d_probe16];
}

int main(void) {
  int len22 = 3757;
  cudaStream_t base23 = 0;
  long long q24 = 3020u;
  scale4<<<(len22 + 255) / 256, dim3(32)>>>((const unsigned int*)nullptr);
  decay8_kernel<<<(len22 + 31) / 32, 64>>>(m_march3, 56, (size_t*)nullptr, len22);
  update17<int, long><<<(32), 64 * 2, 32 * 8, base23>>>(m_pivot7, nullptr, nullptr);
  return 0;
}
