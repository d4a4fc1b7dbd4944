// cudagen 0.1 seed 1515 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,device_var,constant_var,shared_var,shared_2d,static_shared,host_global,constexpr_var,if,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
__constant__ double c_rank4 = -10.5f;

constexpr __host__ __device__ int pack5(int count6, int lane7) {
  lane7--;
  count6 *= 2;
  return count6;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 8, 3) filter8_kernel(int* data9, float b10) {
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((tid11 * tid11) >= blockIdx.x) {
    return;
  }
  const double* base12 = static_cast<const double*>(nullptr);
  data9[tid11] = (MOD8_1(pack5(b10, tid11)));
  pack5(data9[1] | pack5(b10, tid11), MOD8_1(*data9) - c_rank4);
}

__global__ void pivot13_kernel(unsigned int a14, float cfg15, unsigned char* data16) {
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data16[a14] %= 36 + ((a14 - threadIdx.y) - (CAT_3(a, 14)));
  int t18{8};
  static __shared__ float sh_19[10][7];
}
__device__ int d_reduce20 = 3903;
float g_step21 = 7.75f;

template <typename T, int N = 4>
__global__ void __launch_bounds__(128) drift22(T alpha23, float* acc24) {
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++alpha23;
  d_reduce20 &= 0xBD1UL;
  char y26 = (N + gridDim.x + pack5(alpha23, c_rank4)) & static_cast<long>(pack5(d_reduce20, gridDim.z));
  d_reduce20 %= pack5(pack5(idx25, acc24[idx25]), 9 + blockIdx.y) ^ pack5(MOD8_1(d_reduce20), MOD8_1(idx25));
  int u27 = 0L;
}

template <typename T, int N>
__global__ void __launch_bounds__(0x200) trace28(T p29, const T* __restrict__ src30, T beta31) {
  d_reduce20 += (!(p29 > 35)) ? ((N + p29) * ' ') : c_rank4;
  T stride32 = (64ul) + beta31;
  int e33 = 057;
  if (!(src30 != nullptr)) {
    if ((pack5(src30[d_reduce20 & 7], 57) != p29) || (N >= blockDim.y)) {
      if (src30 == nullptr) {
        return;
      }
    }
    __shared__ int sh_34[(9)][17];
  }
}

inline __device__ __host__ int sweep35(long a36, int n37 = 33u) {
  switch (n37 + sizeof(float)) {
  case 0: {
    int f38 = (((a36 != a36) || (n37 >= 057lu)) ? (27 - n37) : (a36 + 63L)) / (-MOD8_1(a36));
    break;
  }
  case 3 * 3:
    ++a36;
    break;
  case 5:
    break;
  }
  float m39 = 57UL ^ (CAT_3(a, 36) + a36);
  return (55l / (a36 + 1)) * pack5(n37 + 051U, -19);
}

constexpr __host__ int check_kick40(int len41) {
  return (len41 += len41, pack5(len41, 0x0)) & pack5(CAT_3(len, 41) | len41, -705);
}

int main(void) {
  int count42 = 06775;
  constexpr float lim43 = 0.875f;
  if (count42 < 0x31) {
    return sizeof(long);
  }
  filter8_kernel<<<(count42 + 31) / 0x20, sizeof(unsigned int) * 128, 0, (cudaStream_t)0>>>(nullptr, check_kick40(sweep35(count42, count42)));
  pivot13_kernel<<<sizeof(float) * 0x2, (0x100), 4096, nullptr>>>(g_step21 + lim43, (g_step21 < CAT_3(count, 42)) ? lim43 : g_step21, (unsigned char*)nullptr);
  drift22<float, (2 * 2)><<<32, 64>>>(g_step21, (float*)nullptr);
  return 0;
}
