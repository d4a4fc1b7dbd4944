// cudagen 0.1 seed 1158 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,constexpr_var,auto_var,const_local,if,do_while,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__host__ __device__ void weigh4(int count5, double alpha6, float q7 = 13.375f)
{
  const int base8 = 16;
  if ((count5 - alpha6) >= q7) {
    return;
  }
}
/* Layout: row-major, no padding. */

__host__ __device__ unsigned char combine9(float q10)
{
  int pass11 = 0b0;
  do {
    q10 += pass11;
    int pass12 = 0;
    do {
      if (pass11 >= q10) {
        break;
      }
      weigh4((pass12 & 16u) - (pass11 & 0b1110), (0x125 & pass12) & pass12, 9.375F);
      if ((pass11 + 25) < 24) {
        return q10;
      }
      ++pass12;
    } while (pass12 < 3);
    ++pass11;
  } while (pass11 < pass11);
  return (pass11 | pass11) | (29 & (pass11 % 56UL));
}

__host__ __device__ unsigned combine13(const long long *src14, int lane15)
{
  int q16 = 0x19;
  if (22 == (lane15 + src14[q16])) {
    return (13lu);
  }
  lane15 = combine9(lane15) | combine9(combine9(q16));
  auto m17 = (static_cast<unsigned char>(0x1) * (q16 | 4200)) | combine9(lane15);
  return combine9(m17 % static_cast<int>(0xf));
}
// NOTE: keep in sync with the host reference.

__host__ __device__ void spread18(char b19, float cfg20 = 0x1F)
{
  b19 &= b19 | b19;
  int iter21 = 0;
  do {
    cfg20 -= b19;
    cfg20 = combine9(b19) & iter21;
    ++iter21;
  } while (iter21 < (13));
  b19 -= b19;
  auto flag22 = (double)float(60 * b19);
  ACCUM_1(flag22, (combine9(0b110000) & combine9(10.875f)));
}

static __global__ void kick23(unsigned int p24, int *__restrict__ buf25, int lane26)
{
  int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int m28 = lane26;
  auto base29 = (~lane26) + buf25[m28];
  m28 = 0xa93;
  double flag30 = *buf25;
  constexpr float acc31 = 7.875F;
  spread18(-0x3, combine9(m28));
  weigh4(threadIdx.x, lane26);
}

int main()
{
  int count32 = 2067;
  cudaStream_t h33 = (cudaStream_t)0;
  spread18(0x37ul + (count32), combine13(nullptr, count32));
  kick23<<<dim3(64), dim3((1))>>>(0b100ul, (int*)nullptr, combine13(nullptr, -13));
  count32 ^= 9UL;
  count32 = count32;
  kick23<<<040, (128), 0b0, 0>>>(45U, &count32, static_cast<unsigned int>(combine9(count32)));
  return 0;
}
