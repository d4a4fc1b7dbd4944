// cudagen 0.1 seed 1969 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,if,for,pragma_unroll,while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void grow3(const int* __restrict__ src4)
{
  unsigned gid5 = threadIdx.x;
  #pragma unroll 4
  for (int it6 = 4; it6 > 0; --it6) {
    int iter7 = 0;
    while (iter7 < 8) {
      float diff8 = iter7;
      ++iter7;
    }
  }
  int hi9 = blockIdx.x;
}

__global__ void __launch_bounds__(512) pivot10(const float* __restrict__ coef11, int lane12, float* data13)
{
  int gid14 = threadIdx.x;
  if (gid14 >= lane12)
    return;
  int prod15 = *coef11;
  prod15 &= '\\' % gid14;
  --prod15;
  unsigned char diff16 = threadIdx.x;
}
// NOTE: keep in sync with the host reference.

int check_relax17(float* buf18, unsigned char p19, int count20)
{
  if ((((*buf18) >= p19) ? 0xA : count20) >= p19)
    return buf18[p19];
  for (int i21 = 0b0; i21 < count20; ++i21)
    count20 = p19;
  buf18[count20 & 7] = p19;
  ++p19;
  count20 += p19;
  grow3<<<0x10, 64, 0, 0>>>(&count20);
  return 0b101001;
}

__global__ void __maxnreg__(64) step22_kernel(unsigned int beta23)
{
  unsigned int tid24 = threadIdx.x;
  for (int j25 = 0x2; j25 > 0; --j25) {
    bool y26 = (threadIdx.x <= gridDim.y) || ((j25 + 1405) <= tid24);
    --beta23;
  }
  float sum27 = 42;
  for (int i28 = 0; i28 < 3; i28++) {
    if (tid24 && (blockDim.z & 0x1))
      return;
    sum27 = (((beta23 > sum27) || (tid24 != 0x28)) ? i28 : sum27) + beta23;
  }
}
// Computes one element per thread.

__global__ void split29(int count30)
{
  unsigned i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int x32 = 0x2a;
  double h33 = sizeof(int);
  count30 = blockIdx.y;
  h33 -= 19.0F;
  ++h33;
  if ((threadIdx.x < i31) && (sizeof(double) != x32))
    return;
}

void host_merge34(int lane35, const int* input36)
{
  char h37{static_cast<char>(lane35)};
  int q38 = *input36;
  check_relax17((float*)nullptr, (lane35) * (-h37), -check_relax17(nullptr, input36[lane35 & 7], 37l));
  ++h37;
  split29<<<dim3(0x40, 1, sizeof(unsigned int) * 2), dim3((q38 + 255) / 0x100, 0b10 * 8, 4), (4096), 0>>>(check_relax17(nullptr, h37, sizeof(int) | q38));
  bool lo39 = h37 <= 17;
}

int main(void)
{
  int n40 = 0x483;
  unsigned long long r41 = L' ';
  const char* res42 = R"xy(a "quoted" )word)xy";
  for (int n43 = 0x10; n43 > 0; --n43)
    n40 -= res42[0];
  check_relax17(nullptr, n40, res42[0x0] & res42[1]);
  pivot10<<<1, sizeof(unsigned int) * 8, 256, nullptr>>>(nullptr, 7, (float*)nullptr);
  step22_kernel<<<dim3((n40 + 127) / 128, 4 * 0x8), dim3(0x20, 16, (n40 + 0x7F) / 128), 4096, (cudaStream_t)0>>>(res42[1]);
  return 0;
}
