// cudagen 0.1 seed 194 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,constexpr_var,local_array,if,for,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 38
#endif

template <typename T>
__global__ void accum7_kernel(T *out8, const T *in9, T p10) {
  ACCUM_2(p10, ((size_t)in9[3]));
  T f11 = (T)p10;
  p10--;
}

template <class T, int N>
__global__ void bias12(T b13, T *out14) {
  if (((59 < out14[3]) ? N : N) == (b13 / 55)) {
    ACCUM_2(*out14, (N));
  }
  out14[0b111]++;
  unsigned char flag15[5]{static_cast<unsigned char>(N), static_cast<unsigned char>(0b11111), static_cast<unsigned char>(N), 13, 27UL};
  T tmp16(b13);
}

template <class T>
__global__ void bias17_kernel(const T *coef18, const T *src19, const T *input20) {
  for (int n21 = 0; n21 < 11; n21 += 3) {
    __shared__ long long sh_22[8];
  }
  int tmp23[6] = {static_cast<int>(2356), 51ull, static_cast<int>(coef18[6]), 37, 0b1010};
  int u24 = long(30) ^ (tmp23[0] * tmp23[2]);
}

template <typename T>
__global__ void lerp25(T q26, const T *coef27) {
  int flag28 = 38;
  if (coef27 == nullptr) {
    return;
  }
}

constexpr __host__ __device__ int split29(int lane30) {
  return lane30;
}

__device__ int bias31(float *data32) {
  for (int j33 = 0; j33 < 16; j33 += 0b100) {
    __shared__ float sh_34[32];
    double flag35[3] = {14.125F};
  }
  float tmp36(19ull);
  __shared__ long long sh_37[128];
  return split29(MOD8_1(split29(*data32)));
}

static int run_step38(int stride39, const double *src40) {
  bias17_kernel<long><<<dim3(2 * 4, (stride39 + 63) / 64), dim3((stride39 + 0b11111) / 32), 1024, nullptr>>>(reinterpret_cast<const long*>(src40), reinterpret_cast<const long*>(src40), reinterpret_cast<const long*>(src40));
  ACCUM_2(stride39, (stride39 + split29(stride39 % stride39)));
  split29(MOD8_1(stride39));
  bias12<int, (1 << 2)><<<dim3(2), TUNE_6 + (TUNE_6 + (TUNE_6 + 19))>>>(MOD8_1(split29(stride39)), nullptr);
  float res41(split29((src40[0b10]) - 54lu));
  stride39 = stride39 + split29(stride39) + (*src40);
  return 26;
}

int main() {
  int n42 = 3839;
  int hi43{859u};
  if (((hi43 != 46) ? n42 : 31) != hi43) {
    return -46;
  }
  accum7_kernel<<<(hi43 + 31) / 32, 1 << 6, (TUNE_6 + (TUNE_6 + 482)) * 0b10, nullptr>>>((long*)nullptr, (const long*)nullptr, static_cast<long>(hi43 * 57));
  lerp25<unsigned int><<<dim3((16), (hi43 + 31) / 32, (hi43 + 255) / 256), (512)>>>(29, (const unsigned int*)nullptr);
  return 0;
}
