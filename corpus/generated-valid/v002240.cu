// cudagen 0.1 seed 2240 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,device_template_function,main,device_var,device_array,constexpr_var,struct,struct_template,enum,typedef,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

template <class T, int N = 7>
__device__ T clamp4(T a5, int len6) {
  float off7 = 1 / ((a5 - a5) + 22.0F);
  off7 += N * (-off7);
  off7 = len6 + ((12.25F - a5) - (off7 + 24.5f));
  return 22;
}

__global__ void __launch_bounds__(1024) split8_kernel(float *buf9) {
  int acc10 = (((int)buf9[0]) - 11) - (0x18 - buf9[0x5]);
  unsigned int *v11 = nullptr;
}
static __device__ double d_blend12 = 6.375;
__device__ int d_stencil13[16] = {44, 15, 52};

extern "C" {
__device__ __noinline__ double shade19(unsigned char a20) {
  int diff21 = 45u;
  (a20++, (a20 = a20));
  return diff21;
}

__global__ void fold14_kernel(const int *in15, double *__restrict__ buf16) {
  short int r17 = ((buf16[0x6] + 37) * (*buf16)) - (0x35u + in15[2]);
  float res18 = (d_blend12 += 12.75, (r17 - (+d_stencil13[r17])));
  d_stencil13[r17] = r17;
  if ((*in15) >= (*in15)) {
    return;
  }
  buf16[r17] += d_blend12 * ((res18) + r17);
  d_blend12 = 42l;
}
}
enum Axis22 : long { IDLE23, BUSY24, SLOW25 = 5 };
__device__ unsigned d_trace26[64];

__global__ void __launch_bounds__((0b10000000), BUSY24 + BUSY24) scale27_kernel(int *__restrict__ out28) {
  d_trace26[14] = ((0b110011 * d_stencil13[2]) - ((float)21.25F)) * (d_stencil13[3] + (32 + d_trace26[21]));
  if (out28 == nullptr) {
    for (int it29 = 0, j30 = 8; it29 < j30; (++it29, (--j30))) {
      float f31 = ((d_trace26[41] += d_stencil13[it29], j30) / it29) + 0x19;
      d_trace26[j30] = d_trace26[54];
      d_stencil13[j30] = SLOW25;
    }
    out28[1] = out28[0x4] + sizeof(double) + BUSY24;
  }
}
typedef double real32_t;

template <typename T>
struct Stats33 {
  T flag34, val35;
  T flag36;
  __host__ __device__ void mix37(float flag38) {
    if ((flag36 / flag34) <= 6ULL) {
      return;
    }
    flag36 -= 3 / flag36;
  }
};

int main() {
  int n39 = 1656;
  n39 &= n39;
  n39 = n39;
  split8_kernel<<<dim3((n39 + 127) / 128, (n39 + 0x7F) / 128), 32, sizeof(double) * 0x100, (cudaStream_t)0>>>((float*)nullptr);
  fold14_kernel<<<(BUSY24 + (SLOW25 + 0xFA)), SLOW25 + 123, 0, (cudaStream_t)0>>>(nullptr, (double*)nullptr);
  scale27_kernel<<<dim3((n39 + 31) / 32, 0x20), 0x40, 0, 0>>>(&n39);
  return 0;
}
