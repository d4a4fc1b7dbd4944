// cudagen 0.1 seed 320 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,default_args,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,enum,namespace,if,for,while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void warp4(char beta5, int n6, int *dst7) {
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  n6 = (1108 / (n6 + n6));
  n6 = beta5 * (0b11111 - i8);
  int x9 = beta5 * threadIdx.y;
  beta5 = n6 * x9;
}

__device__ float march10(int stride11 = 21) {
  stride11 = stride11;
  stride11 = stride11;
  return BLOCK_SIZE_1;
}

__global__ void step12_kernel(int *__restrict__ buf13) {
  int gid14 = threadIdx.x;
  const unsigned int res15 = gid14 - (((unsigned short)gid14) - warpSize);
  ++buf13[7];
}

__device__ int filter16(const int *__restrict__ src17, float q18) {
  double idx19 = warpSize;
  q18 = *src17;
  q18 = *src17;
  __shared__ long sh_20[64];
  return gridDim.y;
}
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_21(map_count22, float)
DEFINE_MAP_KERNEL_21(map_filter23, double)

namespace util24 {
__device__ float scatter25(float p26, const float *coef27) {
  size_t sum28 = (coef27[gridDim.z] + (*coef27)) - static_cast<long long>(threadIdx.x);
  sum28 = ((*coef27) >= 37) ? (coef27[sum28]) : static_cast<long long>(p26);
  if ((p26 < 10) && sum28) {
    return (sum28 < 42l) ? (blockDim.x % blockDim.x) : (+blockDim.x);
  }
  return p26;
}
} // namespace util24
__constant__ float c_blend29[8] = {4.875f, 8.375f, 23, -2.375f, 'a', -11.625f, -0.875f, 0b10100};

__global__ void reduce30_kernel(int *__restrict__ data31, int lane32, const char *input33) {
  extern __shared__ int dyn_34[];
  int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  static __shared__ float sh_36;
  int w37[7]{4, 0x27, ' ', 55, 7, 44U, gid35};
}

__device__ void score38(float cfg39) {
  if ((c_blend29[gridDim.x] - BLOCK_SIZE_1) == c_blend29[3]) {
    return;
  }
  cfg39 = c_blend29[threadIdx.z];
  float base40 = (cfg39 += cfg39, warpSize);
}
enum Phase41 { SLOW42, HIGH43 = 3, RED44 };

__device__ __host__ unsigned long long relax45(int *dst46) {
  dst46[0b100] = static_cast<unsigned long long>(*dst46);
  int f47 = dst46[5];
  dst46[7] = ('\n' >> (((*dst46) < RED44) ? 53ull : SLOW42)) - 0b11001;
  return *dst46;
}

int main(void) {
  int count48 = 1931;
  for (int n49 = 0; n49 < 12; n49++) {
    for (int it50 = (HIGH43 + (HIGH43 + (HIGH43 + (RED44 + 0x1)))); it50 > 0x0; --it50) {
      int w51 = 0;
      while ((w51 < 11) && (n49 > it50)) {
        unsigned char k52 = 37 * n49;
        ++w51;
      }
      dim3 tmp53 = dim3((256), (HIGH43 + 61) * 0x8);
      count48 = ((n49 * 56) - (1UL - it50)) / ((1'638 * n49) / n49);
    }
  }
  warp4<<<(RED44 + (RED44 + (HIGH43 + 0x35))), 32>>>('#', +(2894U + count48), &count48);
  step12_kernel<<<dim3((count48 + 63) / 64, HIGH43 + (HIGH43 + 2), 1 << 6), 0x1 << (HIGH43 + (RED44 + 1))>>>(&count48);
  map_count22<<<dim3(1 << (RED44 + (RED44 + 1)), 2 * 0x2, 0x80), dim3((count48 + 127) / 128)>>>(nullptr, 0x28ll);
  return 0;
}
