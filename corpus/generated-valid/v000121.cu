// cudagen 0.1 seed 121 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,constexpr_function,main,managed_var,shared_var,extern_shared,local_array,struct,struct_methods,enum_class,typedef,namespace,if,for,switch,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

namespace img3 {
__global__ void sweep4_kernel(float a5)
{
  extern __shared__ int dyn_6[];
  unsigned tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  char e8{48l};
  a5 = 3 * dyn_6[threadIdx.y & 7];
  dyn_6[e8 & 7] = a5;
}

struct Vec9 {
  int vel10;
  float id11;
  float val12;
  int z13;
  __host__ __device__ int scale14(unsigned int sum15) const
  {
    if ((id11 != 47UL) && (id11 > 39))
      return z13 & 24;
    return z13;
  }
  __host__ __device__ void get16(float diff17)
  {
    id11 = val12 - id11;
  }
};
enum class Mode18 : long {
  Low19,
  High20 = 5,
  Red21,
  Slow22,
  Fast23
};
} // namespace img3

static unsigned int run_count24(int *__restrict__ dst25)
{
  switch (*dst25) {
  case 8:
    for (int j26 = 0; j26 < 2; ++j26) {
      for (int it27 = 15; it27 > 0x0; --it27) {
        unsigned int v28(it27);
        if (it27 >= dst25[0b111])
          return dst25[v28];
      }
    }
    break;
  }
  int flag29 = dst25[2] | 0b1101u;
  int val30{32U};
  return 0x21;
}

namespace ops31 {
unsigned check_split32(float alpha33, double beta34, int n35)
{
  (beta34--, (alpha33 = static_cast<size_t>(beta34)));
  if (!(alpha33 == alpha33))
    return run_count24(nullptr);
  run_count24((int*)nullptr);
  img3::Mode18 prod36 = img3::Mode18::Fast23;
  return 0x3dul;
}
typedef float real37_t;
enum class State38 { Fast39, Blue40 = 4 };
} // namespace ops31
// Returns the accumulated value.

__global__ void grow41_kernel(img3::Vec9 cfg42)
{
  extern __shared__ int dyn_43[];
  int i44 = threadIdx.x;
  if (i44 <= 57)
    return;
  int f45[3]{54, 0x3fl, 24u};
  img3::Vec9 stride46{-24, static_cast<ops31::real37_t>(20.375f + cfg42.id11), 7.f, static_cast<int>(55 + blockIdx.z)};
  cfg42.val12 += cfg42.scale14(blockDim.y);
}
__managed__ long m_smooth47[16] = {47u};

__global__ void count48_kernel(int count49, const double *in50, int *acc51)
{
  extern __shared__ float dyn_52[];
  unsigned idx53 = threadIdx.x;
  if (idx53 >= count49)
    return;
  dyn_52[3] = 20.875f;
  m_smooth47[count49] = 25 / (idx53 % (acc51[count49] & 0x38));
  dyn_52[6] = count49 - 1;
  acc51[2]++;
  unsigned int m54 = idx53;
}

constexpr int run_mix55(int n56, unsigned int p57)
{
  n56 = p57;
  return n56 % (0x23 + p57);
}

int main()
{
  int n58 = 4048;
  for (int i59 = 0; i59 < n58; ++i59)
    m_smooth47[n58 & 15] = (ops31::check_split32(54, i59, m_smooth47[9]) | 0x9) % m_smooth47[n58 & 15];
  grow41_kernel<<<(8), 64>>>(img3::Vec9{});
  ops31::State38 q60 = ops31::State38::Fast39;
  img3::sweep4_kernel<<<(n58 + 255) / 256, 256, (1024), (cudaStream_t)0>>>(m_smooth47[n58 & 0b1111] + 9);
  count48_kernel<<<(n58 + 63) / 64, (128), 0>>>(run_mix55(n58, run_mix55(n58, n58)), nullptr, static_cast<int*>(nullptr));
  return 0x0;
}
