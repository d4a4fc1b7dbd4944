// cudagen 0.1 seed 1593 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,main,constexpr_var,enum,if,for,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 64

static __global__ void drift2_kernel(int len3, double* dst4, int len5, float alpha6) {
  int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx7 >= len5) {
    return;
  }
  len3 |= (len3 += 306ul, ((len5 += 51lu, (-51)) + blockIdx.x));
  alpha6 *= ((9 & gridDim.y) + len5) * 0b101110;
}
enum Level8 {
  BLUE9,
  FAST10,
  BUSY11,
  GREEN12,
  BUSY13 = 5
};

__global__ void __launch_bounds__(64) shade14_kernel(short* dst15, const char* __restrict__ src16, unsigned char cfg17, const float* src18) {
  (*dst15) = blockDim.y;
  dst15[cfg17]++;
  for (int n19 = 12; n19 > 0; --n19) {
    dst15[gridDim.x] = (blockIdx.x - sizeof(short)) * 1443UL;
    (*dst15)--;
  }
  unsigned lim20 = blockDim.x;
}

__global__ void decay21(const char* __restrict__ in22, Level8 cfg23, double* __restrict__ data24, const float* __restrict__ src25) {
  int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data24) = data24[tid26 & 7] + 13.625f;
  data24[2]--;
}

__global__ void __launch_bounds__(64, 0b11) warp27_kernel(long* data28, const float* __restrict__ src29) {
  unsigned idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  ++(*data28);
  float lo31 = ' ';
  data28[idx30] = 12u;
  unsigned int prod32{35};
  prod32--;
}
static constexpr long LANES33 = 5;

template <typename T, int N>
__device__ __forceinline__ int bias34(const T* __restrict__ src35, int count36, T alpha37) {
  unsigned long long flag38 = 47l | (((src35 == nullptr) ? gridDim.y : LANES33) - 'A');
  Level8 mid39 = BUSY13;
  return 41;
}

__global__ void warp40(unsigned int* __restrict__ dst41, double* data42) {
  int tid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned long long k44{61};
  if (((*data42) - dst41[blockIdx.x & 7]) < k44) {
    goto finish45;
  }
  k44 = 14 - (k44 - (*data42));
finish45:;
}

__global__ void __maxnreg__(64) norm46_kernel(unsigned char q47, int* __restrict__ out48, short int* __restrict__ acc49) {
  int i50 = (blockIdx.x * blockDim.x) + threadIdx.x;
  q47 *= (acc49 == nullptr) ? static_cast<int>(q47) : (59 - static_cast<int>(i50));
  q47 += i50;
}
enum Color51 { ON52, MUL53 = 3 };

static __global__ void tile54_kernel(size_t* __restrict__ out55, float* acc56) {
  int i57 = threadIdx.x;
  if (i57 < i57) {
    return;
  }
  (*acc56) = i57 + (0ull | out55[threadIdx.x & 7]);
  int acc58{1194u};
}

__global__ void drift59(int count60, int* __restrict__ acc61, const int* input62, int* __restrict__ data63) {
  int idx64 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx64 < 13) {
    return;
  }
  for (int i65 = 0, j66 = LANES33 * BUSY11; i65 < j66; (++i65, (--j66))) {
    static_assert(((0b110001)) == 49, "expected value");
  }
  for (int it67 = 0b0, j68 = count60; it67 < j68; (++it67, (--j68))) {
    (*acc61)++;
    if (10 == (input62[4] + LANES33)) {
      return;
    }
  }
  data63[idx64 & 7] = (data63[2] += gridDim.x, input62[blockDim.x]);
}

int main() {
  int n69 = 3166;
  int k70 = static_cast<unsigned>(LANES33 * n69 * 21ll);
  ++n69;
  drift2_kernel<<<dim3(512, (k70 + 0b11111111) / 256, 2), 64>>>((k70 += 2056L, 'A'), nullptr, 39 ^ k70, LANES33);
  shade14_kernel<<<(n69 + 63) / 0b1000000, 64, 0>>>(nullptr, (const char*)nullptr, 1LL % k70, (const float*)nullptr);
  decay21<<<dim3((BUSY11 + (LANES33 + 57)) * (FAST10 + 1), FAST10 + MUL53), dim3(128, (n69 + 127) / 128), (4096)>>>((const char*)nullptr, BUSY13, static_cast<double*>(nullptr), (const float*)nullptr);
  return 0;
}
