// cudagen 0.1 seed 1051 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,static_device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,auto_var,if,goto,static_assert,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 47
#endif

__device__ __noinline__ void pack6(short* __restrict__ data7, int* __restrict__ buf8) {
  __shared__ double sh_9[0xC][16];
  sh_9[blockDim.z][0xE] = data7[blockIdx.x];
}

__device__ double trace10(int* __restrict__ out11, int count12) {
  __shared__ int sh_13[16];
  sh_13[0x2] = TUNE_5 + count12;
  pack6(nullptr, nullptr);
  unsigned stride14 = -CAT_3(count, 12);
  stride14 = (gridDim.x / count12) - (+(23 + stride14));
  return (stride14 < blockIdx.y) ? (count12 + stride14) : (12UL * count12);
}

template <class T>
__device__ T score15(const T* input16, T* data17, bool a18) {
  (*data17) = trace10(nullptr, TUNE_5);
  a18 = trace10(static_cast<int*>(nullptr), a18) > (data17[2] * (*data17));
  if (a18)
    return sizeof(unsigned);
  auto e19 = trace10(static_cast<int*>(nullptr), 13l);
  static_assert(7 > 6);
  return *input16;
}

static __device__ void probe20(float b21, double alpha22, int lane23) {
  __shared__ int sh_24[256];
  lane23 = alpha22;
}

__global__ void probe25(float* dst26, int* __restrict__ out27, float* data28, const unsigned* coef29) {
  unsigned tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ char sh_31[64];
  (*dst26) = 31l;
  int v32{42lu};
  unsigned int r33 = sh_31[28];
  data28[warpSize] = trace10(out27, data28[r33]) + (+CAT_3(r, 33)) + 0x1b;
  v32 = *dst26;
  trace10(out27, score15(&v32, &v32, blockDim.y + tid30));
}

__device__ unsigned long long grow34(float beta35, short int alpha36) {
  unsigned base37 = (alpha36 * 'A') - 0x1D;
  alpha36 = score15<long>(nullptr, nullptr, (trace10(static_cast<int*>(nullptr), 31)) == beta35);
  auto lo38 = trace10((int*)nullptr, (alpha36));
  if ((threadIdx.y + beta35) <= sizeof(unsigned char))
    return trace10((int*)nullptr, lo38) + (1u + base37);
  __shared__ double sh_39[9][7];
  __shared__ long sh_40[(TUNE_5 + (TUNE_5 + 34))];
  if (beta35 >= sh_39[3][base37]) {
    goto done41;
  }
  if (lo38 == threadIdx.z)
    return lo38;
done41:;
  return 42;
}

int main() {
  int n42 = 3937;
  unsigned int k43 = sizeof(int) % ((n42 - n42) - n42);
  bool lo44 = (CAT_3(n, 42));
  long long prod45 = lo44 - n42;
  probe25<<<(n42 + 63) / 64, 32>>>(nullptr, &n42, static_cast<float*>(nullptr), &k43);
  return 0;
}
