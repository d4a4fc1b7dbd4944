// cudagen 0.1 seed 920 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,device_array,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,class_private,typedef,if,goto,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_iife,macro_object,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 (4)
#define WARPS_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__global__ void relax7(double *dst8, unsigned alpha9, int lane10, int *__restrict__ acc11) {
  extern __shared__ int dyn_12[];
  if ((acc11[lane10 & 7] & (*acc11)) != WARPS_3) {
    return;
  }
  alpha9--;
}

class Particle13 {
  int lo14;
  int vel15, lo16;
public:
  __host__ __device__ Particle13(int init17, int c18, int c19) : lo14(init17), vel15(c18), lo16(c19) {}
  __host__ __device__ int norm20() const {
    return RADIUS_1;
  }
};
__device__ size_t d_decay21[8] = {24U, 3012, 63};
__constant__ int c_relax22[4] = {0b1101};

int grow23(const Particle13 &beta24, float b25, const Particle13 &a26) {
  ([] {
    int val27[5]{static_cast<int>(u'a'), static_cast<int>(44U), static_cast<int>(10U), 43, 4};
    float f28 = BLOCK_SIZE_2 % val27[0];
  })();
  Particle13 x29{1, 9, 7};
  x29.norm20();
  int base30[3] = {5, -36, 010};
  float hi31 = (int)base30[2];
  base30[1] = base30[0];
  return ((base30[2] - base30[1]) & 10) * (base30[0] + beta24.norm20());
}

__device__ __host__ double reduce32(const int *__restrict__ coef33, int count34) {
  if ((*coef33) < count34) {
    goto out35;
  }
  count34 = 33ll;
  if (((*coef33) <= 35) || (count34 < coef33[count34 & 7])) {
    return WARPS_3;
  }
out35:;
  return 21L;
}
typedef float real36_t;
typedef float real37_t;
/* Helper used by the kernels below. */

template <typename T, int N>
__global__ void stencil38(const T *input39) {
  Particle13 diff40{N, N, N};
  if (d_decay21[4] > (+c_relax22[1])) {
    return;
  }
  const T y41 = 14.875;
}

constexpr int host_lerp42(int count43, int n44) {
  n44 = (count43 << 1) + (51 - (n44 >> 5));
  return 14;
}

int main() {
  int count45 = 1247;
  stencil38<int, BLOCK_SIZE_2><<<BLOCK_SIZE_2 + 508, 1 << (BLOCK_SIZE_2 + 1), 0, (cudaStream_t)0>>>(&count45);
  count45 = 0b100000U;
  count45 = (unsigned int)10;
  relax7<<<dim3((count45 + 63) / 64, WARPS_3 + (BLOCK_SIZE_2 + BLOCK_SIZE_2), BLOCK_SIZE_2), 32>>>((double*)nullptr, (30U * count45), alignof(float), &count45);
  grow23(Particle13(20 - count45, ~count45, 31), 15.75f + ((int)CAT_6(count, 45)), Particle13(020, grow23(Particle13(count45, count45, count45), 5.625f, Particle13(' ', count45, 46)), -2155));
  reduce32(nullptr, sizeof(Particle13) / count45);
  return 0;
}
