// cudagen 0.1 seed 2087 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,main,shared_var,extern_shared,local_array,auto_var,const_local,if,while,do_while,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__device__ __noinline__ void warp7(int n8, int lane9, float* dst10) {
  n8 += 21;
  n8 = CAT_6(lane, 9) * (12 * n8);
  size_t r11 = (1279 + n8 + (047l)) - lane9;
}

__global__ void mix12(int stride13, const float* coef14, const int* in15) {
  int i16 = threadIdx.x;
  stride13 ^= 48L;
  stride13 = threadIdx.x;
}

__global__ void combine17_kernel(const long* coef18, const int* in19, int stride20, int count21) {
  unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w23 = 0;
  do {
    count21 *= 033l;
    bool mid24 = count21;
    ++w23;
  } while (w23 < 0x8);
}

__device__ unsigned long decay25(const float* input26, int lane27) {
  --lane27;
  lane27 |= lane27 + 52;
  if (input26[gridDim.x] < threadIdx.z)
    return (*input26) * 0;
  return 34;
}
// Computes one element per thread.

void check_reduce28(float cfg29, long long* dst30) {
  cfg29 = (*dst30) - (HALF_1(dst30[7]) + (+cfg29));
  dim3 sum31(2 * 2, 16);
}

__global__ void count32_kernel(int lane33, float* data34, float* out35) {
  extern __shared__ unsigned long long dyn_36[];
  (*data34) *= 10.0F / ((CAT_6(lane, 33) <= 27U) ? CAT_6(lane, 33) : 16.125f);
  const int flag37 = 40L;
}

inline __device__ double rank38(float* dst39, int len40) {
  {
    (*dst39) = sizeof(int);
    int t41[7] = {len40, static_cast<int>(threadIdx.y), 9, -20, len40, len40, 4};
  }
  auto lo42 = ((gridDim.y + 21) == blockIdx.x) ? threadIdx.x : (((*dst39) == dst39[0x5]) ? 41U : dst39[5]);
  unsigned long u43[7] = {3lu, 6, 0x8lu, 0x20ul, 37, static_cast<unsigned long>(dst39[threadIdx.z])};
  dst39[len40] = *dst39;
  u43[6] %= u43[len40];
  return (blockIdx.z) / 16.125f;
}
// NOTE: keep in sync with the host reference.

__device__ __noinline__ void mix44(int n45, int len46) {
  n45 = 0x37L * (n45);
  n45 &= 20 * len46;
}
// Computes one element per thread.

extern "C" __global__ void drift47_kernel(float a48, int len49, int* out50) {
  extern __shared__ double dyn_51[];
  int gid52 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int f53 = 067lu;
  if ((threadIdx.y + sizeof(size_t)) >= blockDim.x) {
    goto out54;
  }
  a48 -= static_cast<unsigned>(59 + out50[f53]) * ((((a48 <= 0x19) ? 060U : CAT_6(len, 49)) > dyn_51[1]) ? (f53 + gridDim.y) : dyn_51[5]);
out54:;
}

__host__ float run_score55(float* data56, int stride57, long b58) {
  drift47_kernel<<<dim3((b58 + 0x1F) / 32), 32>>>(b58, static_cast<float>(-55), (int*)nullptr);
  data56[stride57] += 18.125F;
  stride57 = b58 + static_cast<int>(253ULL * (*data56));
  stride57 %= 0xD;
  int pass59 = 0x0;
  while (pass59 < pass59) {
    combine17_kernel<<<(64), 256>>>(nullptr, nullptr, pass59 * 0x1, 014);
    stride57 = (54ul - static_cast<int>(stride57)) + (30L / CAT_6(pass, 59));
    ++pass59;
  }
  return CAT_6(pass, 59);
}

int main() {
  int size60 = 1792;
  int f61 = size60;
  auto r62 = size60 * (((CAT_6(size, 60) <= 63) ? CAT_6(f, 61) : 5) + (size60 + 0x9));
  combine17_kernel<<<dim3(1), 0x200>>>(static_cast<const long*>(nullptr), nullptr, f61, 0x1E);
  r62--;
  SWAP_3(int, size60, r62);
  mix12<<<(r62 + 127) / 128, 0x200>>>(3186, static_cast<const float*>(nullptr), nullptr);
  count32_kernel<<<(size60 + 127) / 128, dim3((16)), sizeof(float) * 256>>>((5 * f61) + 345u, (float*)nullptr, nullptr);
  return 0;
}
