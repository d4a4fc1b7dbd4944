// cudagen 0.1 seed 371 invalid:call_too_few_args
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,constexpr_function,main,managed_var,constexpr_var,auto_var,enum,if,for,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 64
#endif

__global__ void count3_kernel(const float* coef4) {
  int u5 = 64l;
  float idx6 = u5;
  auto y7 = 22;
}
enum Axis8 : long { ADD9, LOW10 };

constexpr __host__ __device__ int score11(int count12, bool p13) {
  return 3120;
}

template <class T>
__host__ __device__ int scale14(T p15, T beta16, T alpha17) {
  alpha17++;
  T base18{static_cast<T>(9 | (((beta16 == 46) ? 10 : 2400ll) * 0b11101UL))};
  p15 = (alpha17 != int(beta16)) ? static_cast<short>(30l) : (51);
  alpha17 = 5.25f;
  base18 = LOW10;
  return alpha17;
}
__managed__ long long m_sweep19[4] = {0b10011U, 61u};
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_20(map_split21, int)

__host__ __device__ float step22(char alpha23, const int* __restrict__ input24, const double* input25) {
  if ((*input24) >= (*input25)) {
    return 9.375F;
  }
  alpha23 = *input25;
  if ((*input25) <= score11(alpha23, alpha23)) {
    return score11(int(alpha23), static_cast<int>(alpha23));
  }
  score11(input24[0], (*input25) != alpha23);
  int idx26 = alpha23;
  return *input24;
}

constexpr int host_tally27(int len28) {
  auto hi29 = len28;
  return score11(hi29, (((len28 < 11UL) ? LOW10 : hi29) + len28) > 43);
}
int mix32(int a, int b)
{
    return a * b;
}

int main() {
  int size30 = 2754;
  size30 = mix32(size30);
  size30 = 63l;
  for (int n31 = size30; n31 > 0; --n31) {
    ++m_sweep19[0];
    m_sweep19[n31 & 3]++;
  }
  count3_kernel<<<8, 256>>>(nullptr);
  map_split21<<<dim3(8), 256, sizeof(double) * 64, nullptr>>>(static_cast<int*>(nullptr), ((size30 == m_sweep19[0b10]) ? 3 : m_sweep19[3]) - (m_sweep19[3] - size30));
  return 0;
}
