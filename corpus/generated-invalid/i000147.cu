// cudagen 0.1 seed 147 invalid:device_call_from_host_device
// features: kernel,kernel_static,launch,builtin_vars,device_function,static_device_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,local_array,const_local,static_local,struct,operator_overload,aligned_struct,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

struct __align__(8) Body2 {
  double sum3;
  unsigned long x4;
};

inline __host__ __device__ Body2 operator+(Body2 a, Body2 b)
{
  Body2 r = a;
  r.sum3 += b.sum3;
  r.x4 += b.x4;
  return r;
}

static __device__ unsigned int count5(double p6)
{
  if ((threadIdx.y & 1) || (p6 < 6)) {
    return 1566 >> blockIdx.z;
  }
  const int mid7 = 568l;
  p6 = p6;
  p6 = mid7 + (threadIdx.x | mid7);
  __shared__ float sh_8[(16)];
  ++p6;
  if ((0x10 >= sh_8[15]) || (blockIdx.x < 0x17)) {
    return blockDim.x;
  }
  return ((mid7 + threadIdx.z) & (mid7)) + 0x1a;
}

struct __align__(8) Body9 {
  long val10;
  short count11;
  unsigned int val12;
  unsigned char sum13;
};

inline __host__ __device__ Body9 operator+(Body9 a, Body9 b)
{
  Body9 r = a;
  r.val10 += b.val10;
  r.count11 += b.count11;
  r.val12 += b.val12;
  r.sum13 += b.sum13;
  return r;
}
// Helper used by the kernels below.

constexpr int apply14(int count15)
{
  count15--;
  return (40 * count15) << 0b101;
}

static __global__ void rank16(const int *src17, int stride18, const int *in19)
{
  stride18 *= 16;
  int mid20 = (blockDim.y + 28l) ? stride18 : (gridDim.y - src17[stride18]);
  mid20++;
  static __shared__ size_t sh_21[8][11];
  ++mid20;
  static_assert(sizeof(int) == 4, "size check");
  __shared__ int sh_22[16];
}

int host_warp23(int *out24, int stride25, int len26)
{
  stride25++;
  rank16<<<16, (256)>>>(nullptr, (len26 += stride25, (5 % (*out24))), &len26);
  unsigned val27 = sizeof(float) % ((out24 != nullptr) ? out24[stride25 & 0x7] : (out24[len26 & 7] * 56));
  if (stride25 >= 0b1000000U) {
    return CAT_1(len, 26);
  }
  const float z28 = 41;
  len26 = 60lu << (~(*out24));
  return val27;
}
__device__ float device_only33(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable34(float x)
{
    return device_only33(x) + 1.0f;
}

int main(void)
{
  int n29 = 0xC54;
  static float mid30 = 8;
  int cnt31[5]{5, static_cast<int>(47), 0x1e, n29, 2101};
  cnt31[n29] ^= 53 + (mid30 += n29, (0b100101));
  if ((mid30 + 3) >= n29) {
    return cnt31[3] * (n29 | 0);
  }
  long prod32 = cnt31[3];
  if (prod32 || (n29 & 1)) {
    return 8;
  }
  return 0b0;
}
