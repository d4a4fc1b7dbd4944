// cudagen 0.1 seed 639 invalid:undeclared_identifier
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_forceinline,host_function,default_args,main,constexpr_var,enum,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof
#include "prelude.cuh"

__device__ void relax1(bool alpha2, const int *input3, double beta4) {
  long long val5(6 ^ (beta4 += 17.625, 6l));
  --val5;
  beta4 /= input3[val5] * input3[blockIdx.x];
}
enum Kind6 {
  OFF7,
  ON8,
  LOW9,
  SLOW10 = 4,
  GREEN11
};

__global__ void __launch_bounds__(128 * (LOW9 + 6)) shade12(double *out13, unsigned int *acc14, const float *in15) {
  int idx16 = threadIdx.x;
  Kind6 val17 = GREEN11;
  (*acc14) = val17;
  int u18((in15[0] >= val17) ? (idx16 >> (57 + val17)) : out13[idx16 & 7]);
  out13[6] += out13[1];
}

__global__ void update19_kernel(const float *input20) {
  Kind6 base21 = ON8;
  base21 = OFF7;
  constexpr int q22 = 33;
}

__global__ void __launch_bounds__((GREEN11 + 1019)) scatter23(const int *in24) {
  int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Kind6 h26 = OFF7;
  constexpr int v27 = 51;
}

__device__ __forceinline__ int clamp28(double *buf29) {
  (++buf29[3], (buf29[5] = ((int)threadIdx.x) + buf29[7]));
  bool h30 = -((*buf29) - threadIdx.x);
  if (((*buf29) - h30) == buf29[4]) {
    return buf29[blockIdx.z];
  }
  return 31;
}

double host_combine31(int len32, Kind6 a33) {
  scatter23<<<(len32 + 255) / 256, sizeof(int) * (GREEN11 + (ON8 + LOW9))>>>(nullptr);
  shade12<<<sizeof(int) * LOW9, sizeof(unsigned int) * 64>>>(nullptr, nullptr, nullptr);
  len32 = ((len32 - len32) | (len32 - 9)) - (18 + (len32 * len32));
  Kind6 idx34 = a33;
  shade12<<<(len32 + 127) / 128, 128>>>((double*)nullptr, nullptr, (const float*)nullptr);
  a33 = ON8;
  return 60 + a33;
}

void host_pivot35(int n36, int len37 = 31UL) {
  update19_kernel<<<(len37 + 255) / 256, 1 << 5>>>(nullptr);
  if ((n36 / n36) > n36) {
    return;
  }
  constexpr long flag38 = 11;
  shade12<<<(n36 + 63) / 64, sizeof(float) * 8>>>(nullptr, nullptr, (const float*)nullptr);
  unsigned int t39 = (25 << int(len37)) | ((unsigned)alignof(char));
}

int main(void) {
  int n40 = 1016;
  n40 = missing_value43(n40);
  Kind6 z41 = OFF7;
  z41 = ON8;
  return 0b0;
}
