// cudagen 0.1 seed 202 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,grid_stride_loop,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,if,for,pragma_unroll,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,pp_ifdef,pp_if
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 43
#endif

#if (TUNE_2 * 2) >= 61 && TUNE_2 != 0
#define CONFIG_3 8
#else
#define CONFIG_3 17
#endif

template <typename T, int N>
__global__ void relax4(T *data5, T *dst6, const T *coef7) {
  extern __shared__ double dyn_8[];
  unsigned int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst6[5] = data5[tid9 & 7];
  unsigned char tmp10((*dst6) * blockIdx.x * (tid9 % N) * 59L);
  __shared__ int sh_11[16 * (CONFIG_3 + 8)];
  dyn_8[tmp10] = -24.75F;
}

char pack12(int count13, long long *dst14, unsigned long beta15) {
  count13 = dst14[beta15] - (*dst14);
  float sum16{static_cast<float>(CONFIG_3)};
  float m17 = count13;
  return m17 + count13 + (count13 ^ count13);
}

__host__ __device__ float scatter18(const size_t *input19) {
  return (unsigned short)input19[6];
}

__global__ void fold20(double *buf21, float *data22, const double *input23, float a24) {
  extern __shared__ int dyn_25[];
  if (buf21[4] != (+(*input23))) {
    return;
  }
  for (int n26 = (blockIdx.x * blockDim.x) + threadIdx.x; n26 < 7; n26 += blockDim.x * gridDim.x) {
    #pragma unroll
    for (int i27 = (blockIdx.x * blockDim.x) + threadIdx.x; i27 < 10; i27 += blockDim.x * gridDim.x) {
      (*data22) = (n26 + (dyn_25[1] * TUNE_2)) & dyn_25[n26];
      #pragma unroll 8
      for (int it28 = (blockIdx.x * blockDim.x) + threadIdx.x; it28 < 4; it28 += blockDim.x * gridDim.x) {
        data22[2] = blockIdx.z * (n26) * scatter18(reinterpret_cast<const unsigned long*>(data22));
        a24 = i27;
      }
    }
  }
}

int main() {
  int count29 = 2294;
  count29 = (count29 - ((short)52)) & pack12(2686 * count29, nullptr, count29);
  count29 = scatter18(nullptr) - CONFIG_3;
  int m30{2};
  m30 = 38ul;
  relax4<float, (0b10 * 4)><<<512, CONFIG_3 + 0xf8>>>(nullptr, nullptr, nullptr);
  fold20<<<256, TUNE_2 + (TUNE_2 + 426)>>>((double*)nullptr, nullptr, nullptr, (m30 * 0x33) ^ (m30 * TUNE_2));
  return 0;
}
