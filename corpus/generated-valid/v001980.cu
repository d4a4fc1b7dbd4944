// cudagen 0.1 seed 1980 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_template_function,host_function,static_host_function,main,constant_var,constant_array,shared_var,extern_shared,constexpr_var,const_local,struct,operator_overload,using_alias,if,if_init,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,alignof,lambda,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__constant__ int c_accum4 = 4199;
__constant__ unsigned char c_accum5[8] = {35, 10lu, 38, 59u, 7L, 46L, 57, 255};

__global__ void tally6(int lane7)
{
  lane7 = '0';
  if ((lane7 / c_accum4) <= sizeof(float))
    return;
  int f8 = c_accum4;
  float idx9 = c_accum5[lane7] & 8;
}

struct Bounds10 {
  float y11;
  float weight12;
  unsigned int mass13;
};

inline __host__ __device__ Bounds10 operator+(Bounds10 a, Bounds10 b)
{
  Bounds10 r = a;
  r.y11 += b.y11;
  r.weight12 += b.weight12;
  r.mass13 += b.mass13;
  return r;
}

template <typename T, int N = 8>
__global__ void __launch_bounds__(32, 1) relax14_kernel(T *acc15, T *data16, const int *coef17)
{
  if (constexpr unsigned long hi18 = 41; (c_accum5[c_accum4]) > '#') {
    float stride19 = (c_accum5[c_accum4]);
    (*data16) -= 5.5 + ((c_accum4 | 57u) - (alignof(double) & c_accum5[c_accum4]));
    int s20 = (hi18) - (((*coef17) % (*coef17)) * '#');
  }
}

template <typename T, int N = 5>
__device__ T count21(T p22)
{
  const double s23 = N;
  ACCUM_1(p22, (sizeof(int) + (c_accum5[4] & c_accum4)));
  (++p22, (p22 = ((c_accum4 | c_accum5[c_accum4 & 7]) + ('A' + c_accum4)) & (c_accum4)));
  return s23;
}

template <class T>
inline __device__ void count24(const T *coef25, int lane26, T beta27)
{
  (beta27--, (lane26 = 1298));
  (lane26--, (lane26 = ((lane26 - 15) ^ 21) - (beta27 + (lane26 ^ c_accum4))));
}
using rec28_t = Bounds10;

template <typename T, class U>
__global__ void pack29(U alpha30, const U *in31, int *dst32)
{
  extern __shared__ int dyn_33[];
  if (!(dyn_33[c_accum4 & 0x7] && (dst32[0x0] != '#')))
    alpha30 = ((59 * dst32[1]) % c_accum4);
  float idx34 = 3273;
  alpha30 *= (((*dst32) += 54L, dyn_33[7]) * (dyn_33[c_accum4 & 0x7])) + (4lu | ((unsigned int)c_accum5[c_accum4]));
  (--alpha30, (dyn_33[c_accum4 & 0x7] = ((alpha30 += *dst32, dyn_33[c_accum4 & 0x7]) + (0x737L - c_accum5[2])) & (0x26 * dyn_33[c_accum4])));
}

template <typename T>
__device__ unsigned int grow35(T *buf36, T *buf37, int stride38)
{
  T r39 = (c_accum5[c_accum4 & 7] * (0x35 | c_accum5[stride38 & 7])) - (c_accum4 | c_accum4);
  T lo40 = ((39u | c_accum4) % c_accum5[0x0]) | c_accum4;
  signed char lo41{static_cast<signed char>('0')};
  return 29 & (lo41 | int(45));
}

static int accum42(bool cfg43, int len44, const int *in45)
{
  len44 %= (len44 += len44, in45[len44]);
  relax14_kernel<long, (2 * 0b100)><<<(len44 + 31) / 32, 64, 256>>>(nullptr, nullptr, &len44);
  float s46(18.75f);
  constexpr float u47 = 21.875f;
  pack29<int, unsigned int><<<0x2, 0x40>>>((12ul - s46) + (cfg43 / s46), reinterpret_cast<const unsigned int*>(in45), &len44);
  return s46;
}

int main()
{
  int len48 = 3580;
  auto lam52 = [](int e49, unsigned char m50) -> long {
    constexpr unsigned h51 = (0x13);
    m50 &= 31;
    ACCUM_1(e49, (h51));
    return 12;
  };
  lam52(len48, len48);
  float w53 = 0b1100lu / len48;
  if ((w53 += 0x1p4F, (-0xa5e)) != (len48 / w53)) {
    tally6<<<16, 4 * 0x10, sizeof(double) * 0x40, 0>>>(36);
    tally6<<<(len48 + 63) / 64, 128 * 0x2, (4096), (cudaStream_t)0>>>(54);
  }
  return 0;
}
