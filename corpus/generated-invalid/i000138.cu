// cudagen 0.1 seed 138 invalid:shift_count_too_large
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,constexpr_function,main,constexpr_var,const_local,namespace,if,if_else,if_init,do_while,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 33
#endif

static __device__ unsigned long grow5(int *acc6) {
  acc6[3] = TUNE_4;
  if ((threadIdx.x < (*acc6)) && (!acc6)) {
    return (0b111101lu * gridDim.y) + (TUNE_4 * (*acc6));
  }
  if (acc6[blockIdx.z] || ((*acc6) >= (*acc6))) {
    return acc6[0x2];
  }
  return *acc6;
}

namespace gpu7 {
constexpr __device__ __host__ int bump8(int len9) {
  len9 -= (unsigned(27) - len9) & TUNE_4;
  char q10 = len9;
  return q10;
}

__host__ __device__ void shade11(int len12) {
  int iter13 = 0x0;
  if ((len12 * len12) == TUNE_4) {
    goto out15;
  }
  do {
    if ((iter13 % (35 + len12)) < len12) {
      len12 = 0l;
      ++len12;
    } else {
      long long e14{static_cast<long long>(0x37 * iter13)};
      if (!(len12 < iter13)) {
        continue;
      }
    }
    ++iter13;
  } while (iter13 < len12);
out15:;
}

static __global__ void __maxnreg__(64) count16_kernel(int stride17, unsigned int a18, float b19, unsigned b20) {
  int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid21 >= stride17) {
    return;
  }
  stride17 = a18;
  grow5((int*)nullptr);
  a18 ^= (4300u);
  if (const double z22 = 2.125; ((threadIdx.y) & 1) && (b20 < (gid21))) {
    const size_t u23 = (stride17 += a18, (0x7 - b20)) + (stride17 / gpu7::bump8(b19));
    stride17 ^= (29 * blockIdx.x) + a18;
    b19 /= (threadIdx.x) * (~stride17);
  }
}
} // namespace gpu7

__host__ __device__ int tile24(int len25, int count26, int *out27) {
  if ((count26) < len25) {
    goto out30;
  }
  count26 = gpu7::bump8(len25 / (*out27)) & (count26 + (-out27[count26]));
  out27[count26] %= len25;
  if (float s28 = double(-TUNE_4); s28 >= (out27[4] & 62)) {
    int idx29 = s28 - (0x5 - (*out27));
    --out27[6];
  }
out30:;
  return gpu7::bump8(gpu7::bump8(len25)) | gpu7::bump8(out27[count26]);
}

int main() {
  int len31 = 0xD3D;
  len31 = len31 << 40;
  float prod32 = 19LL + ((len31 % TUNE_4) - (+len31));
  dim3 t33((len31 + 127) / 128, (len31 + 31) / 32);
  gpu7::count16_kernel<<<sizeof(int) * 4, t33, 1024, (cudaStream_t)0>>>(42lu, gpu7::bump8((float)prod32), len31, 16l);
  return 0;
}
