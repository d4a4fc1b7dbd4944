// cudagen 0.1 seed 166 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,constexpr_var,local_array,if,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_bool,lit_nullptr,cast_c,sizeof,lambda,lambda_launch,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 57
#endif
#undef TUNE_6
#define TUNE_6 8
// Helper used by the kernels below.
static __host__ unsigned long host_tile7(long beta8, bool b9, int len10) {
  len10--;
  cudaStream_t k11 = 0;
  return ((b9 - 34) <= b9) ? len10 : len10;
}
__device__ float sift12(int lane13, int lane14, int n15) {
  float lo16 = lane13;
  lane14 = n15;
  ++lo16;
  unsigned long long lim17 = 3U;
  return 0x16;
}
__host__ __device__ void probe18(const float *src19, double *dst20) {
  ++dst20[7];
  dst20[4]++;
  int mid21 = (0x27UL - ((*src19) + 2387ul)) / dst20[2];
}
// Computes one element per thread.
static __global__ void tile22(int lane23, int count24, int count25) {
  unsigned int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const long long *lo27 = (const long long*)nullptr;
  count25--;
  sift12(077, -19, 0x14 * blockDim.y * gid26);
  float stride28 = count25;
  count24 = TUNE_6;
  int val29[3]{lane23, count24, 1};
  if (val29[gid26] == 38) {
    return;
  }
}
int main() {
  int count30 = 1900;
  auto fn33 = [](unsigned int off31) {
    tile22<<<1 << 6, 64, sizeof(int) * 64>>>(LOW_BITS_2(off31) % 1053UL, host_tile7(30, false, -49l) * off31, off31 + off31 + host_tile7(-2377, off31 >= 0x2eL, -59));
    unsigned long long *res32 = (unsigned long long*)nullptr;
  };
  fn33(count30);
  count30 = LOW_BITS_2(count30);
  int *t34 = &count30;
  tile22<<<0x8, TUNE_6 + (TUNE_6 + 0x70), (1024), (cudaStream_t)0>>>(14, (12ul + count30) - t34[count30], LOW_BITS_2(count30 - count30));
  return 0;
}
