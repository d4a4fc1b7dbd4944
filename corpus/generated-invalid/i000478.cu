// cudagen 0.1 seed 478 invalid:managed_shared_or_constant
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,device_template_function,main,shared_var,extern_shared,if,for,pragma_unroll,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_reinterpret
#include "prelude.cuh"

template <class T>
static __device__ T gather1(const T* __restrict__ coef2)
{
  if (!coef2) {
    return coef2[4];
  }
  return coef2[4];
}
__global__ void warp3(long long p4, float* out5, const float* __restrict__ in6, int* acc7)
{
  out5[3] = *out5;
  bool acc8 = (((*acc7) >= gather1(reinterpret_cast<const int*>(in6))) ? out5[0] : p4) + (-in6[0]);
  acc7[p4] = (*out5) + 34;
  float k9{12u};
  p4 /= (p4 * (40 % p4)) + (0x3E * (*in6));
}
static __global__ void drift10(double alpha11, int n12)
{
  extern __shared__ unsigned int dyn_13[];
  if (15 >= gather1((const long*)nullptr)) {
    if ((dyn_13[2] - 52) < alpha11) {
      return;
    }
  }
  dyn_13[n12] = ((6));
  #pragma unroll
  for (int j14 = 7; j14 > 0x0; --j14) {
    if (45L == n12) {
      break;
    }
    (--alpha11, (dyn_13[j14] ^= 0b1000));
  }
}
__managed__ __shared__ int m_mixed18;
int main()
{
  int len15 = 496;
  len15 -= len15 * ((L'#' - len15) + (+len15));
  for (int it16 = 0b0, j17 = (0xb); it16 < j17; (++it16, (--j17))) {
    len15++;
    len15 = j17;
  }
  warp3<<<dim3(0200, (len15 + 31) / 32), dim3((len15 + 31) / 32, (len15 + 0x3f) / 64, 128), 4096, nullptr>>>((-1288), (float*)nullptr, (const float*)nullptr, nullptr);
  drift10<<<dim3((256), 8, (len15 + 0x7f) / 128), 0x20>>>(len15, len15);
  return 0;
}
