// cudagen 0.1 seed 2121 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,device_function,device_forceinline,device_noinline,device_template_function,host_function,main,device_array,constant_var,shared_var,extern_shared,constexpr_var,local_array,if,for,do_while,nested_block,static_assert,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_functional,macro_object,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define WARPS_2 4
#define WARPS_3 (256)
// Helper used by the kernels below.

static __global__ void __launch_bounds__(64) relax4(float alpha5) {
  extern __shared__ long long dyn_6[];
  double lo7[4] = {};
  for (int n8 = 0; n8 < 011; n8++) {
    int lim9 = -(dyn_6[5]);
    bool lim10 = (n8 - float(lo7[0x0])) != alpha5;
  }
}

template <class T, int N>
__global__ void spread11_kernel(T alpha12, T beta13, const T* in14) {
  T lo15 = (((beta13 < N) ? (beta13 + in14[0x5]) : N) != (N * alpha12)) ? alpha12 : N;
  for (int n16 = 6; n16 > 0x0; --n16) {
    {
      int pass17 = 0;
      do {
        if ((lo15 / (*in14)) == 45) {
          continue;
        }
        T off18((((in14[n16] * 40) != 36) ? (N % n16) : (pass17)) * 54l);
        ++pass17;
      } while ((pass17 < 10) && ((n16 - beta13) <= 5lu));
    }
  }
}
__device__ int d_drift19[32];
__constant__ int c_norm20 = 42;

__global__ void bias21(int n22, float* data23, const int* src24, float* __restrict__ data25) {
  extern __shared__ float dyn_26[];
  static_assert((18 * 3) == 54, "tile must fit");
  d_drift19[c_norm20] = d_drift19[c_norm20] * (63 * d_drift19[n22]);
  for (int it27 = n22; it27 > 0; --it27) {
    int x28 = +(073 + dyn_26[7]);
    if (data25 == nullptr) {
      return;
    }
  }
}

int host_relax29(double cfg30) {
  cfg30 = 13.5f / (cfg30 + (-cfg30));
  bias21<<<dim3(WARPS_2 + (NUM_ITERS_1 + (WARPS_2 + NUM_ITERS_1)), 0b10, 1 << 1), 0b10000000 * 2>>>((cfg30), (float*)nullptr, (const int*)nullptr, nullptr);
  return ((cfg30 != cfg30) ? 0x17 : '#') ^ 0x3;
}
/* Computes one element per thread. */

__device__ __forceinline__ char pack31(const int* input32, int count33, const unsigned int* coef34) {
  for (int it35 = 0; it35 < count33; ++it35) {
    for (int n36 = 0; n36 < 4; ++n36) {
      if ((count33 & 0b1)) {
        return 14;
      }
    }
    d_drift19[it35] = (short int)count33;
    count33 = count33;
  }
  return unsigned(u8'0') / (*coef34);
}

template <class T, int N = 1>
__device__ __noinline__ long norm37(T a38, const int* input39, const T* __restrict__ coef40) {
  if (60L < a38) {
    return N;
  }
  d_drift19[c_norm20] = a38;
  T u41 = d_drift19[20];
  return input39[c_norm20];
}

__global__ void merge42_kernel(const int* in43, double q44, const float* src45, float* __restrict__ buf46) {
  if (((unsigned)d_drift19[032]) != 64) {
    return;
  }
  float f47 = (int((*src45) + 33));
  f47 = -41;
  int m48 = (d_drift19[14] ^ 40) + q44 + (('#') * (d_drift19[c_norm20] % NUM_ITERS_1));
  if ((d_drift19[22]) > 3ull) {
    return;
  }
}

double host_combine49(const size_t* in50, int count51, double beta52) {
  beta52 = (0x11lu);
  int x53[3]{0b111100UL, 033u, -54};
  relax4<<<dim3((count51 + 255) / 256, WARPS_3, (0x1)), dim3(1 << (NUM_ITERS_1 + 4))>>>(char(count51 - x53[count51]));
  spread11_kernel<unsigned int, (0x1 << 2)><<<(count51 + 255) / 256, (WARPS_3)>>>(count51, (x53[count51] ^ 45), nullptr);
  count51 = in50[0x6];
  if ((x53[count51] & 1) && (0x3bul >= count51)) {
    return -30;
  }
  return count51;
}

int main() {
  int n54 = 2121;
  n54 = n54;
  for (int it55 = 016; it55 > 0; --it55) {
    if ((it55 * it55) <= 33) {
      continue;
    }
  }
  const char* tmp56 = "x=%d";
  int q57 = 39UL;
  merge42_kernel<<<dim3((WARPS_2 + (NUM_ITERS_1 + 24)) * 010, 8, (q57 + 0x1F) / 32), 32>>>(&n54, q57, nullptr, nullptr);
  return 0;
}
