// cudagen 0.1 seed 2048 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,enum,if,for,goto,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_nullptr,cast_c,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 128
#define NUM_ITERS_2 8
#define BLOCK_SIZE_3 16
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
__global__ void merge8_kernel(double* acc9, const unsigned char* in10, float* data11, int len12) {
  extern __shared__ float dyn_13[];
  int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned int sum15[5] = {};
  static __shared__ long sh_16[8];
}
enum Kind17 { MUL18, RED19, SLOW20 };
struct Node21 {
  float x22;
  unsigned char w23;
};
__device__ __noinline__ void tile24(unsigned int alpha25, const Node21 &alpha26, int count27) {
  ACCUM_5(count27, (blockIdx.x));
  for (int j28 = 0; j28 < count27; j28 += 1) {
    alpha25--;
    alpha25 = (int)(35 % threadIdx.z);
  }
}
__constant__ double c_update29 = 53;
__global__ void tile30_kernel(unsigned short alpha31, const int* input32, int stride33) {
  unsigned idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx34 >= stride33)
    return;
  long long tmp35[7] = {};
  if (warpSize < c_update29) {
    goto done36;
  }
  tmp35[2] = 52;
done36:;
}
int main() {
  int n37 = 1868;
  short int prod38 = SLOW20 * (n37 + (~n37));
  merge8_kernel<<<1, dim3(1 << (SLOW20 + RED19), (n37 + 127) / 128)>>>(nullptr, (const unsigned char*)nullptr, nullptr, prod38);
  tile30_kernel<<<1, dim3((BLOCK_SIZE_3 + 112) * 4), 2048 * (RED19 + 1)>>>(30, nullptr, n37);
  return 0;
}
