// cudagen 0.1 seed 593 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,default_args,main,shared_var,static_shared,host_global,constexpr_var,const_local,namespace,if,if_init,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 57
#endif
unsigned g_count3[] = {36, 32l, 16, 036};
const unsigned long long g_split4 = 05164ul;

__global__ void gather5_kernel(int len6) {
  int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i7 >= len6) {
    return;
  }
  if (i7) {
    len6++;
  }
  static __shared__ int sh_8[128];
  len6 -= 5 * (+(sh_8[84] * 16));
  const float s9 = (((i7 + 33) & 1) ? (~sh_8[i7]) : ((sh_8[threadIdx.x & 127] == len6) ? 42 : 8)) - (blockDim.y + (+i7));
}

__global__ void __launch_bounds__(32 * 4) split10(float beta11) {
  int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta11 /= ((025 | gridDim.y) - (36 * threadIdx.x)) & tid12;
  beta11 = 10.875f;
}

__global__ void __launch_bounds__(TUNE_2 + (TUNE_2 + 14)) tile13_kernel(const unsigned* in14, unsigned int b15, int* dst16, int* dst17) {
  int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const int* cnt19 = dst17 + gid18;
  int z20 = 41L % gid18;
}

static __device__ __forceinline__ short int bias21(int lane22, double q23 = 16.875) {
  short int* r24 = nullptr;
  unsigned int* k25 = nullptr;
  if ((r24 != nullptr) || (q23 != threadIdx.y)) {
    return (24 <= lane22) ? q23 : TUNE_2;
  }
  return (((*k25) >> 6) | ((k25[threadIdx.x & 7] == 2lu) ? lane22 : 62UL)) - (-q23);
}

namespace gpu26 {
__host__ __device__ float sift27(int count28, unsigned short p29, int* acc30) {
  const int y31 = ((p29 % count28) & 1) ? ((p29 | 46) - (count28 * 45)) : count28;
  ++acc30[p29];
  if (constexpr int y32 = 01003; (y31 | (TUNE_2 | (*acc30))) > ((y31 > TUNE_2) ? TUNE_2 : 29)) {
    const float s33 = 16.5f + count28 + y31;
    int lim34 = count28;
  }
  int y35 = +p29;
  float k36(050);
  return ((-(+y31)) >= (0b1000000)) ? (36 + count28) : 15;
}
} // namespace gpu26

int main() {
  int count37 = 2693;
  gather5_kernel<<<(count37 + 31) / 32, 1 << 5, 1024 * 4, nullptr>>>(count37);
  float* stride38 = nullptr;
  split10<<<(count37 + 31) / 0b100000, TUNE_2 + 455, 0>>>(36 & g_count3[1]);
  tile13_kernel<<<1 << 8, 64, sizeof(float) * 32, (cudaStream_t)0>>>(g_count3, count37, nullptr, nullptr);
  return 0;
}
