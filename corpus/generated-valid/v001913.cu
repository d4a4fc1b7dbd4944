// cudagen 0.1 seed 1913 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,extern_shared,constexpr_var,if,range_for,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_generic,lambda_iife,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define WARPS_2 5
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 28
#endif
#undef WARPS_2
#define WARPS_2 8
__device__ char d_shade5[32] = {0x2A, 14, 28, 0x20};

__global__ void drift6(const unsigned long* __restrict__ in7) {
  extern __shared__ int dyn_8[];
  int tid9 = threadIdx.x;
  dyn_8[7] += 21 * (tid9 + (dyn_8[tid9]));
  const double* e10 = reinterpret_cast<const double*>(in7);
  d_shade5[25] |= static_cast<unsigned char>(e10[tid9]) - ((short)((unsigned long)threadIdx.z));
  dyn_8[6] += tid9;
}

static __global__ void warp11_kernel(int* buf12, float* buf13, const int* __restrict__ src14) {
  int i15 = threadIdx.x;
  for (const auto &m16 : d_shade5) {
    int prod17 = *buf12;
  }
  long long v18 = blockIdx.x;
}

__global__ void scatter19(unsigned int* buf20) {
  unsigned idx21 = threadIdx.x;
  buf20[threadIdx.x & 0x7] |= d_shade5[19];
  buf20[threadIdx.y] = 35;
  int acc22 = ((WARPS_2 % threadIdx.z) & d_shade5[0]);
  d_shade5[idx21]--;
}

double host_weigh23(size_t b24) {
  constexpr size_t w25 = 17;
  ([] {
    float tmp26 = 16.125f;
    tmp26 /= 9.625F * tmp26;
  })();
  auto lam30 = [&](auto h27, auto sum28) {
    h27 /= 30l;
    unsigned char idx29 = h27;
    return h27 * 2;
  };
  double x31 = b24 >> b24;
  b24 = w25 % b24;
  x31++;
  scatter19<<<(b24 + 0x7f) / 0200, 0x40>>>(nullptr);
  return w25;
}

int main(void) {
  int size32 = 0x44d;
  host_weigh23((size32) + 64u);
  size32 &= 35L;
  warp11_kernel<<<sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + (WARPS_2 + 64))), 1 << 5, sizeof(int) * 32>>>(static_cast<int*>(nullptr), nullptr, (const int*)nullptr);
  switch (size32) {
  case 0x7:
    break;
  case 3 * 3:
    if (size32 <= sizeof(float)) {
      return 64;
    }
    size32 ^= 58;
    break;
  case (11):
    break;
  case 8:
    break;
  default:
    break;
  }
  drift6<<<(size32 + 255) / 0400, (WARPS_2 + 120) * 0x4, sizeof(double) * 256>>>(nullptr);
  return 0x0;
}
