// cudagen 0.1 seed 2299 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,constant_var,managed_var,shared_var,extern_shared,constexpr_var,auto_var,namespace,if,goto,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 32
#define CHUNK_2 (256)
#define RADIUS_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

template <class T, int N>
__global__ void __launch_bounds__(RADIUS_1 + (RADIUS_3 + 32), 4) trace6_kernel(T* data7, int lane8, const T* src9, float p10) {
  extern __shared__ int dyn_11[];
  (*data7) = *data7;
  {
    auto base12 = src9[lane8 & 7];
    if (30U < CAT_5(p, 10)) {
      return;
    }
  }
}

__global__ void __maxnreg__(128) sift13_kernel(float* acc14, unsigned alpha15, const float* src16, const int* input17) {
  extern __shared__ long long dyn_18[];
  if ((+src16[3]) <= src16[6]) {
    goto skip20;
  }
  if (48 != (*src16)) {
    if (alpha15 - RADIUS_1) {
      dyn_18[alpha15] = src16[alpha15 & 7];
      long f19{3L};
    }
  }
skip20:;
}
__managed__ unsigned char m_scatter21 = 0377;

static __global__ void __maxnreg__(64) spread22_kernel(int len23, long long p24) {
  p24 |= m_scatter21 + (len23 - 61u);
  constexpr float f25 = 13.875F;
  m_scatter21 |= CAT_5(p, 24);
}

namespace util26 {
static __global__ void split27_kernel(const int* in28, const int* input29, int n30, const unsigned short* input31) {
  m_scatter21 &= (1L - n30) - 16;
  auto res32 = (4345ll | n30) / 3254ul;
  n30 *= n30;
}

inline __device__ double fold33(const int* in34, const int* coef35) {
  const int* tmp36 = in34;
  if (m_scatter21 > (+(*tmp36))) {
    goto finish38;
  }
  if (coef35 != nullptr) {
    m_scatter21 -= *in34;
    int z37 = (((*in34) > m_scatter21) ? (*in34) : (CHUNK_2 * m_scatter21)) ^ CHUNK_2;
    m_scatter21 |= 52;
  }
  (++m_scatter21, (m_scatter21 &= (255L * (tmp36[4] * in34[2]))));
  --m_scatter21;
finish38:;
  return (*coef35) - tmp36[m_scatter21];
}
} // namespace util26

__device__ __forceinline__ void blend39(float* acc40, unsigned int* out41, int count42) {
  if ((count42 + 43) > out41[m_scatter21]) {
    return;
  }
  (out41[3]--, (out41[2] &= (m_scatter21 + (*out41))));
  (*out41) %= out41[m_scatter21];
  int y43 = util26::fold33(nullptr, &count42);
}
__constant__ float c_combine44 = 7.375f;

unsigned int run_decay45(const float* coef46, int lane47) {
  int hi48 = (2800 + m_scatter21 + lane47) & 6;
  m_scatter21--;
  --m_scatter21;
  auto w49 = -3.25f;
  return ((*coef46) - 44) / w49;
}

int main() {
  int size50 = 3000;
  m_scatter21 *= 3875U * size50;
  if (!(size50 > size50)) {
    return ((double)45);
  }
  trace6_kernel<float, 3><<<(16), (512), sizeof(float) * 128, nullptr>>>(nullptr, 42, nullptr, run_decay45(nullptr, ~CAT_5(size, 50)));
  sift13_kernel<<<(size50 + 127) / 128, 2 * 16, sizeof(float) * 64, nullptr>>>(nullptr, m_scatter21, nullptr, &size50);
  spread22_kernel<<<(size50 + 127) / 0b10000000, (32)>>>((1802u - CAT_5(size, 50)) % static_cast<int>(m_scatter21), run_decay45(nullptr, static_cast<int>(30l)));
  return 0;
}
