// cudagen 0.1 seed 840 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,host_global,constexpr_var,auto_var,const_local,enum,typedef,if,if_else,if_init,for,switch,ternary,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define WARPS_2 8
#define BLOCK_SIZE_3 3
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 43
#endif
float g_gather8 = 12.75F;

__global__ void bias9(const float *coef10, unsigned long *buf11, float *data12) {
  int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (int k14 = (6 + gid13) * 0x0; k14 + '#') {
    if (!gid13) {
      return;
    }
    const double diff15 = ((warpSize == SQR_4(k14)) ? (BLOCK_SIZE_3 - buf11[gid13]) : 21.625f) * (*coef10);
  } else {
    auto acc16 = +gid13;
  }
  buf11[gid13 & 7] = (58 - data12[blockIdx.z & 7]) * (*coef10);
  char hi17((((data12[gid13 & 7] + 4434u) <= 24) || (((*coef10) <= 8l) || (18ul > data12[7]))) ? (((warpSize <= TUNE_7) ? data12[0x5] : CAT_5(gid, 13)) - (-(*data12))) : 0b110001ul);
}

template <class T, class U>
__global__ void grow18_kernel(T q19, unsigned *dst20, int *out21) {
  for (int it22 = 0x3; it22 > 0; --it22) {
    (*dst20) = SQR_4(threadIdx.z + (out21[threadIdx.x] + q19));
  }
  if (auto z23 = q19; ((z23 + CAT_5(q, 19)) > 0x5) || (dst20[2] == 19)) {
    T lim24 = ((out21[blockIdx.x & 7] & 6) - q19) * (dst20[warpSize] += q19, gridDim.x);
  } else {
    U base25 = out21[gridDim.x] + (float(11.375f) / q19);
  }
  out21[4] = 48U;
  (*out21) = SQR_4(*out21);
}
enum Op26 : unsigned int { RED27, OFF28, SLOW29 = 3 };
typedef int idx30_t;

template <typename T>
__global__ void grow31_kernel(T *buf32, float *data33, T *acc34) {
  int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data33[6] = ((4.375f) / (*buf32)) - 8;
  if (const int r36 = ((SLOW29 + buf32[i35]) - ((acc34[threadIdx.y & 7] < CAT_5(i, 35)) ? 37 : i35)) * ((data33[7] - gridDim.x) + i35); !(threadIdx.x <= i35)) {
    Op26 q37 = SLOW29;
  } else if ((CAT_5(i, 35) / ((*acc34) - BLOCK_SIZE_3)) <= (r36)) {
    int h38 = 6L - (((BLOCK_SIZE_3 < buf32[r36]) ? 0b101111ul : 5ul) + CAT_5(i, 35));
  }
  if (((CAT_5(i, 35) + sizeof(T)) & 3341) > 25) {
    long s39 = i35;
    T idx40 = *buf32;
  }
}

inline void kick41(int *data42, Op26 b43) {
  switch (b43) {
  case (0x8):
    break;
  default: {
    auto idx44 = *data42;
    break;
  }
  }
  bias9<<<dim3((0x10)), (SLOW29 + (WARPS_2 + (NUM_ITERS_1 + 2))) * (NUM_ITERS_1 + (OFF28 + (BLOCK_SIZE_3 + (WARPS_2 + 1)))), sizeof(int) * 128>>>(&g_gather8, (unsigned long*)nullptr, nullptr);
  data42[7] = (((data42[6] >= g_gather8) && (b43 != SLOW29)) ? CAT_5(b, 43) : data42[0x0]) ^ 1;
}

int main() {
  int count45 = 0x8BC;
  if (!((g_gather8 + TUNE_7) > sizeof(float))) {
    idx30_t hi46 = count45;
    if ((count45) && ((hi46 <= hi46) && (g_gather8 == CAT_5(count, 45)))) {
      if (count45 - OFF28) {
        return idx30_t(WARPS_2 & hi46);
      }
    }
    if ((CAT_5(hi, 46) >= count45) && hi46) {
      return size_t(26ll);
    }
  }
  grow18_kernel<double, float><<<dim3(2 * (OFF28 + 1)), dim3((count45 + 31) / 32, (count45 + 255) / 256), sizeof(double) * 128>>>(((count45 * 9) <= 19U) ? (g_gather8 * g_gather8) : (count45 + 'A'), nullptr, &count45);
  grow31_kernel<float><<<dim3(16), (64), sizeof(int) * 32, 0>>>(&g_gather8, &g_gather8, nullptr);
  return 0;
}
