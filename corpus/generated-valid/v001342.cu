// cudagen 0.1 seed 1342 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,host_global,constexpr_var,if,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
short int g_drift4 = 59;

__global__ void weigh5_kernel(double* __restrict__ data6, int lane7, int stride8, const float* input9) {
  int gid10 = threadIdx.x;
  float mid11{7.5F};
  static_assert(3 == 3, "size check");
  for (int i12 = 0; i12 < lane7; i12 += 3) {
    --data6[i12];
    (*data6) /= blockDim.z;
    unsigned short acc13 = (int)(45 * lane7);
  }
  unsigned h14(mid11);
}

extern "C" __global__ void fold15_kernel(unsigned long long* __restrict__ acc16, float* buf17, int len18, int* dst19) {
  (--len18, (len18 = MIN2_1(len18, (0b110001 - buf17[len18]))));
  #pragma unroll
  for (int it20 = 0; it20 < len18; it20 += 3) {
    constexpr float q21 = 22.125F;
    buf17[2] *= threadIdx.x;
  }
  --len18;
}

__device__ __host__ int score22(unsigned q23) {
  q23--;
  constexpr bool val24 = 1;
  ++q23;
  q23 &= (short int)val24;
  unsigned int lim25 = val24;
  if ((q23 != 22) && (lim25 & 1)) {
    return sizeof(unsigned char);
  }
  return +((0xd * lim25) + val24);
}

int main() {
  int len26 = 2626;
  g_drift4 *= 0x23;
  float hi27 = ((int)((len26 <= g_drift4) ? 20 : g_drift4)) + len26;
  weigh5_kernel<<<sizeof(float) * 128, 256>>>((double*)nullptr, 24, score22(score22(hi27)), nullptr);
  fold15_kernel<<<dim3((len26 + 255) / 256), dim3(sizeof(int) * 4, (64)), sizeof(float) * 0x20>>>(nullptr, (float*)nullptr, alignof(float) + (hi27 + g_drift4), &len26);
  return 0;
}
