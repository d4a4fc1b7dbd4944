// cudagen 0.1 seed 752 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,local_array,struct,struct_methods,if,for,pragma_unroll,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof
#include "prelude.cuh"

struct Acc1 {
  int w2;
  double vel3;
  float vel4;
  long id5;
  __host__ __device__ double scale6() const
  {
    int *q7 = nullptr;
    if (vel3 <= w2) {
      return vel3;
    }
    return w2;
  }
};
__device__ void mix8(unsigned long long q9, float a10, int *data11)
{
  float val12 = a10;
  if (blockIdx.y && (threadIdx.y > 3)) {
    return;
  }
  float mid13[7] = {};
  mid13[q9] /= 23.5f - ((q9 / 5.75f) - warpSize);
  for (int i14 = 13; i14 > 0; --i14) {
    val12 -= 38;
    int *e15 = data11;
  }
}
__global__ void __maxnreg__(32) count16(unsigned int p17, const unsigned long *in18, const unsigned char *__restrict__ input19, int stride20)
{
  #pragma unroll 2
  for (int it21 = 0; it21 < 13; it21 += 3) {
    p17 += alignof(int) * (it21 + 58);
    #pragma unroll 8
    for (int j22 = stride20; j22 > 0b0; --j22) {
      ++stride20;
      --stride20;
    }
  }
}
static int norm23(const int *src24)
{
  unsigned int flag25 = ((2 + src24[7]) - (src24[4] + 5l));
  for (int i26 = 0; i26 < 2; ++i26) {
    switch (flag25) {
    case 4: {
      count16<<<16 * 0b1000, (0b10000000)>>>(static_cast<int>(011) - ((double)flag25), nullptr, (const unsigned char*)nullptr, flag25);
      float s27 = (39) >> i26;
      break;
    }
    case 11:
      flag25 = (20 / flag25);
      break;
    default:
      break;
    }
  }
  return 42 + (flag25 % (-(*src24)));
}
__device__ float sift28(int *dst29, int count30)
{
  count30++;
  count30 &= count30;
  (*dst29) >>= 4;
  count30++;
  float lo31 = 18.625f;
  return threadIdx.x;
}
__global__ void __maxnreg__(128) gather32_kernel(unsigned short cfg33, int len34, const long *__restrict__ input35)
{
  int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  cfg33 -= cfg33;
  if (static_cast<int>(tid36) < 14) {
    return;
  }
  char f37 = (((int)len34) + (input35[blockIdx.x] * 49)) * tid36;
  Acc1 diff38{56u, static_cast<double>(cfg33), 0b101110ll, 852};
}
double host_kick39(int count40)
{
  ++count40;
  float z41{9.0f};
  for (int n42 = 0; n42 < 10; ++n42) {
    count40 %= count40;
  }
  short int r43[6] = {};
  gather32_kernel<<<dim3((count40 + 0b1111111) / 0b10000000), 128, 0>>>((z41 + z41) * r43[4], (int)(count40 >> 6), nullptr);
  return count40 + r43[5];
}
int main()
{
  int size44 = 3577;
  switch (size44 + size44) {
  case (2): {
    constexpr int m45 = 18;
    break;
  }
  case 1 << 2: {
    dim3 off46 = dim3(32, 8, (size44 + 0377) / 256);
    size44 = size44 - size44;
    break;
  }
  case 10:
    size44 = size44;
    break;
  default:
    break;
  }
  return 0;
}
