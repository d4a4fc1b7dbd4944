// cudagen 0.2 seed 633 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,if,for,switch,goto,nested_block,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,cast_static,cast_reinterpret,macro_object,macro_function,macro_paste,pp_if,nttp_dependent_type,enable_if,partial_specialization,sfinae,runtime_api
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>

#define RADIUS_1 3
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_6 2
#else
#define CONFIG_6 14
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

unsigned long long check_trace8(double *__restrict__ data9, unsigned char *__restrict__ data10, int stride11)
{
  const unsigned long long *sum12 = reinterpret_cast<const unsigned long long*>(data10);
  int device13 = 0;
  cudaGetDevice(&device13);
  cudaDeviceProp prop14;
  cudaGetDeviceProperties(&prop14, device13);
  int sms15 = prop14.multiProcessorCount + prop14.warpSize;
  if (((*data9) + (*sum12)) == data10[5]) {
    goto out17;
  }
  {
    dim3 diff16 = dim3((stride11 + 63) / 64, RADIUS_1 + (CONFIG_6 + 3), 1);
    (void)diff16;
    --stride11;
  }
out17:;
  return ADD3_2(stride11 * sms15, 26L, data9[2]);
}

__host__ __device__ double smooth18(unsigned a19, short alpha20)
{
  alpha20 = (((alpha20 < a19) || (alpha20 > alpha20)) ? (a19 % a19) : (a19 - CAT_5(a, 19))) - alpha20;
  a19 = (a19 - a19) + 0x34 + alpha20;
  a19 = CAT_5(alpha, 20) - RADIUS_1;
  bool tmp21{bool(a19)};
  return ADD3_2(tmp21, (40 - tmp21) | (a19 + alpha20), 32);
}
template <bool B, typename T = void> struct EnableIf23 {};
template <typename T> struct EnableIf23<true, T> { using type = T; };
template <typename T> struct IsSmall24 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf23<IsSmall24<T>::value, int>::type = 0>
__device__ int narrow22(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf23<!IsSmall24<T>::value, int>::type = 0>
__device__ int narrow22(T v) { return static_cast<int>(v) + 2; }

__global__ void rank25_kernel(int *data26)
{
  unsigned int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((data26[i27] != i27) && (i27 == RADIUS_1)) {
    goto done32;
  }
  switch ((*data26) & warpSize) {
  case RADIUS_1 + (CONFIG_6 + 0x4): {
    for (int n28 = 0; n28 < 8; ++n28) {
      float r29 = i27;
      r29++;
    }
    long long mid30[CONFIG_6 + 6] = {static_cast<long long>(RADIUS_1 - warpSize)};
    (void)mid30;
    break;
  }
  case 7:
    break;
  default: {
    int q31[(CONFIG_6 + 1)]{0x1, 9, static_cast<int>(-20)};
    (void)q31;
    break;
  }
  }
  (*data26)++;
done32:;
}

int main(void)
{
  int len33 = 2183;
  if (len33 == len33) {
    return (-RADIUS_1);
  }
  len33 = len33;
  float y34 = 54;
  if (CAT_5(y, 34) <= (y34 * 64)) {
    return int((y34 >= len33) ? len33 : len33);
  }
  rank25_kernel<<<dim3(16 * (CONFIG_6 + 6), (len33 + 31) / 32, (len33 + 63) / 64), 0x20>>>(static_cast<int*>(nullptr));
  return 0;
}
