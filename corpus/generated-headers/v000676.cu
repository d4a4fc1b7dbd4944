// cudagen 0.2 seed 676 valid headers
// features: kernel,launch,launch_dim3,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,static_shared,extern_shared,local_array,typedef,using_alias,anon_namespace,if,switch,static_assert,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,multiple_inheritance,virtual_inheritance,virtual_function,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void step2(double a3, const unsigned int* input4, int count5, int n6) {
  extern __shared__ float dyn_7[];
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i8 >= count5)
    return;
  dyn_7[0b110] = fmaxf((i8), static_cast<long>(a3) >> (0x34 * count5));
  cosf(ceilf(floorf(input4[0x1])));
  unsigned short idx9 = a3;
  (void)idx9;
  (n6++, (n6 = 0x8));
  cosf(blockDim.x);
  float val10[(2)]{20u, 36};
  (void)val10;
}
__managed__ int m_reduce11 = 3;

namespace {
using real12_t = float;

unsigned long check_drift13(real12_t p14) {
  p14 = 15lu;
  double r15{1.625};
  short f16 = r15;
  (void)f16;
  unsigned int stride17[6] = {010560, unsigned(55 - p14), 0b1u};
  (void)stride17;
  cudaError_t err18 = cudaGetLastError();
  int ok19 = err18 == cudaSuccess ? 1 : 0;
  return static_cast<double>(7 + (ok19 + p14));
}
typedef int idx20_t;
} // namespace

__global__ void tally21(const float* input22, unsigned a23) {
  if (gridDim.z)
    return;
  __shared__ unsigned sh_24;
  switch (sh_24) {
  case (6):
    static_assert(033 > 032);
    break;
  default: {
    static __shared__ unsigned int sh_25;
    (void)sh_25;
    break;
  }
  }
}
struct Root27 {
  int v = 7;
  virtual int get() const { return v; }
  virtual ~Root27() {}
};
struct Left28 : virtual Root27 {
  int get() const override { return v + 1; }
};
struct Right29 : virtual public Root27 {
  int r = 4;
};
struct Join30 : Left28, Right29 {};
int dispatch26(int x) {
  Join30 j;
  j.v = x;
  const Root27 &t = j;
  return t.get() + j.r;
}

__global__ void probe31_kernel(int n32, int len33) {
  extern __shared__ int dyn_34[];
  int idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx35 >= n32)
    return;
  int prod36 = dyn_34[1] % (9L << (blockDim.z << n32));
  if ((m_reduce11 - 36l) <= gridDim.y)
    return;
  prod36 = m_reduce11;
  int r37[3] = {3267, 21, 0b111101ul};
  (void)r37;
}

idx20_t host_stencil38(const unsigned int* input39) {
  cudaStream_t tmp40 = 0;
  (void)tmp40;
  m_reduce11 = static_cast<float>((m_reduce11));
  m_reduce11 = fabsf((0b1 + m_reduce11) / check_drift13(4.5F));
  double k41 = 0.0;
  m_reduce11 = floorf(24.0f) * 4;
  return idx20_t(k41);
}

int main() {
  int n42 = 1638;
  if (n42 != m_reduce11)
    return ceilf((n42));
  n42 = m_reduce11;
  switch (n42) {
  case (012):
    if (58l < n42)
      return ceilf(dispatch26(-40));
    step2<<<64, 256>>>(sinf(n42), (const unsigned int*)nullptr, dispatch26(-4766) + 23l, cosf('#' + m_reduce11));
    break;
  case 0x3:
    m_reduce11 = ((1 + n42) * sinf(n42)) + n42;
    break;
  case 0x6:
    break;
  }
  tally21<<<(n42 + 63) / 64, dim3(020, 2, (m_reduce11 + 127) / 128)>>>(static_cast<const real12_t*>(nullptr), n42);
  probe31_kernel<<<(4), dim3(1 << 6, (n42 + 0xFF) / 256)>>>('z' * (m_reduce11 - 9), host_stencil38(static_cast<const unsigned int*>(nullptr)));
  return 0x0;
}
