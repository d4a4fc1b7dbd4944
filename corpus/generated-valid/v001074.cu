// cudagen 0.1 seed 1074 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,default_args,main,constexpr_var,local_array,auto_var,struct,aligned_struct,if,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 26
#endif

__device__ float rank6(const float *src7, float a8, float q9 = 4ULL) {
  if (((blockIdx.x * 41) % 0x2b) <= (q9 += 12.875f, 30LL)) {
    if (!(src7 == nullptr)) {
      return TUNE_5;
    }
  }
  if ((a8 == q9) || (threadIdx.x & 1)) {
    a8 = ((q9 - 4.125f) - 2) / (threadIdx.x - 0.75F);
    int val10[5] = {1, 0xa00};
  }
  return (blockDim.x);
}

__global__ void shade11_kernel(float *acc12, float *data13, int n14) {
  int gid15 = threadIdx.x;
  if (gid15 >= n14) {
    return;
  }
  (acc12[gid15 & 7]++, (n14 |= threadIdx.x + blockDim.y));
  n14 &= ((n14 + CAT_3(n, 14)) * (gid15 >> gid15)) % (data13[6] += data13[gid15], gid15);
  rank6(acc12, ~MIN2_1(blockIdx.z, n14), 3);
}

struct alignas(16) Acc16 {
  unsigned flag17;
  int count18;
  int flag19;
  bool hi20;
};

__device__ double score21(int stride22, size_t b23, const signed char *coef24) {
  if ((stride22 & 1)) {
    b23 = *coef24;
  }
  float e25[4] = {};
  if ((52L >= (coef24[b23 & 7] | sizeof(Acc16))) || (rank6(nullptr, blockIdx.z) >= b23)) {
    e25[b23 & 3] *= gridDim.y * (stride22 | b23);
    b23 >>= 12lu * ((b23 << coef24[3]) * (TUNE_5));
    stride22 *= b23;
  }
  return (e25[stride22 & 3] += gridDim.x, MIN2_1(b23, 60u + CAT_3(b, 23)));
}

__device__ void trace26(signed char p27, const Acc16 &q28) {
  if (q28.flag17) {
    p27 *= TUNE_5;
  }
  long long lim29 = 77ULL;
  if ((CAT_3(p, 27) - alignof(float)) < (49ul << p27)) {
    Acc16 s30 = Acc16{011u, 0x28, static_cast<int>(q28.flag19), static_cast<bool>(1)};
  }
  score21(threadIdx.x, 2583u, &p27);
}

__global__ void __launch_bounds__(128, 3) merge31(double q32) {
  int idx33 = threadIdx.x;
  auto idx34 = q32;
  switch (idx33 + idx33) {
  case 10:
    idx34 = q32;
    q32 = idx33;
    break;
  default:
    switch (idx33 * TUNE_5) {
    case (3):
      q32 -= idx33;
      break;
    case 0x2:
      break;
    case 4:
      q32 += CAT_3(idx, 34);
      break;
    case 0:
      break;
    }
    break;
  }
}

int main() {
  int count35 = 3922;
  count35 ^= count35;
  (count35++, (count35 -= count35));
  if (count35 != (CAT_3(count, 35))) {
    return count35;
  }
  shade11_kernel<<<(count35 + 255) / 256, dim3((count35 + 0377) / 256), sizeof(int) * 0x20, (cudaStream_t)0>>>(nullptr, nullptr, count35);
  merge31<<<dim3(4, (count35 + 63) / 64, (count35 + 127) / 128), dim3(16, 2 * 4)>>>((count35 & count35) + count35);
  return 0;
}
