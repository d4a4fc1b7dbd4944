// cudagen 0.1 seed 1544 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,if,if_init,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 3
#define RADIUS_2 (WARPS_1 + 0x1)

inline void gather3(int count4) {
  const char* h5 = u8"x=%d";
  dim3 e6(2 * 2, (RADIUS_2 + (WARPS_1 + (RADIUS_2 + 0x1F5))), (count4 + 0x1F) / 32);
  ++count4;
  count4 ^= -3703;
}
constexpr int DEPTH7 = 7;
__device__ unsigned char d_relax8 = 51UL;

constexpr __host__ __device__ int bias9(int stride10) {
  stride10 = (stride10 += DEPTH7, (-31)) & DEPTH7;
  float z11 = (int)(DEPTH7 % stride10);
  return stride10;
}

__global__ void scale12_kernel(float* buf13) {
  unsigned int gid14 = threadIdx.x;
  bias9(buf13[3]);
  d_relax8 = -(RADIUS_2 * d_relax8);
  constexpr unsigned h15 = (0b100011);
}

template <typename T, int N>
__global__ void __launch_bounds__(32, 1) merge16(T cfg17) {
  unsigned int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_relax8 %= DEPTH7;
  float off19 = (blockIdx.x % tid18) | (DEPTH7 * d_relax8);
}

template <typename T>
__global__ void scatter20(T* acc21, T* out22, unsigned long long alpha23) {
  int idx24 = threadIdx.x;
  unsigned f25 = (bias9(blockIdx.x) >= alpha23) ? acc21[idx24 & 7] : ((0x2A % blockDim.x) | short(0b1000000));
  __shared__ float sh_26[8];
}

__global__ void __launch_bounds__(256, 4) apply27_kernel(int count28, long beta29, int count30, int* dst31) {
  int tid32 = threadIdx.x;
  if (tid32 >= beta29)
    return;
  bias9(dst31[count28]);
  if (count28 > count28)
    return;
  unsigned int mid33 = (int(beta29) | bias9(beta29));
}

__global__ void bias34_kernel(float q35) {
  int idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int h37 = sizeof(float);
  if (double z38 = d_relax8; (h37 + (z38 - DEPTH7)) > DEPTH7) {
    __shared__ int sh_39[8];
    int r40 = d_relax8 - (bias9(h37));
  }
  h37 ^= sizeof(int);
  --d_relax8;
}

unsigned int scatter41(int* buf42, int* buf43) {
  buf42[0] -= ((DEPTH7 % (*buf42)) + buf42[0x0]) * 55u;
  dim3 s44 = dim3(512);
  dim3 sum45(WARPS_1 + (DEPTH7 + (DEPTH7 + 15)));
  return DEPTH7;
}

int main() {
  int n46 = 2074;
  n46--;
  const char* e47 = "warp size";
  scale12_kernel<<<dim3((n46 + 255) / 0x100, 512), 64>>>(nullptr);
  merge16<double, 4><<<WARPS_1 + 0x1, dim3(1, (n46 + 127) / 128)>>>(n46);
  scatter20<float><<<dim3((n46 + 255) / 256), dim3(128)>>>(nullptr, nullptr, 13);
  return 0;
}
