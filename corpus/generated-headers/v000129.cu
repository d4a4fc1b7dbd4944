// cudagen 0.2 seed 129 valid headers
// features: kernel,launch,builtin_vars,host_device_function,main,device_var,shared_var,const_local,if,for,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,sizeof,macro_function,macro_statement,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
inline __device__ __host__ unsigned char blend3(const int* coef4)
{
  float f5 = ((0b111001l + coef4[4]) - coef4[6]) / 2.25F;
  f5 = f5;
  for (int it6 = 0, j7 = 4; it6 < j7; (++it6, (--j7))) {
    int iter8 = 0;
    do {
      if ((+(*coef4)) > 52) {
        break;
      }
      ++iter8;
    } while (iter8 < iter8);
    int res9 = floorf(iter8);
    (void)res9;
  }
  int lo10 = floorf(sizeof(float));
  (void)lo10;
  return cosf(-(3 - f5));
}
__device__ long d_split11 = 0b100010;
__global__ void blend12(char* data13)
{
  unsigned i14 = threadIdx.x;
  cooperative_groups::thread_block group15 = cooperative_groups::this_thread_block();
  int rank16 = static_cast<int>(group15.thread_rank()) + static_cast<int>(group15.size());
  group15.sync();
  if (((*data13) += i14, (*data13)) > gridDim.y) {
    return;
  }
  static_assert(46 > 45, "bad config");
  float t17 = ((!(data13[blockIdx.x & 7] == warpSize)) || (threadIdx.y <= rank16)) ? rank16 : ((1.375f - blockDim.x) + threadIdx.x);
  (void)t17;
  __shared__ double sh_18;
  --sh_18;
}
int main(void)
{
  int len19 = 1'610;
  const float res20 = -(sqrtf(len19) * (8.125f + len19));
  (void)res20;
  const int w21 = fabsf(sizeof(unsigned long long)) / (blend3(&len19) + len19);
  blend12<<<(512), sizeof(unsigned int) * 128>>>(nullptr);
  len19 ^= w21;
  return 0;
}
