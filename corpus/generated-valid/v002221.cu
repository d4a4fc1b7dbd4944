// cudagen 0.1 seed 2221 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,device_template_function,main,host_global,constexpr_var,auto_var,namespace,if,for,do_while,switch,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 128
#define WARPS_2 5
#define BLOCK_SIZE_3 64
#define SQR_4(x) ((x) * (x))
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if BLOCK_SIZE_3 > 19
#define CONFIG_9 1
#else
#define CONFIG_9 15
#endif
int g_apply10 = WARPS_2 + (CONFIG_9 + (CONFIG_9 + 1));
// Helper used by the kernels below.

template <typename T, class U>
__host__ __device__ int split11(T alpha12, unsigned *acc13, const T *input14) {
  acc13[3] = -SQR_4(alpha12 * acc13[1]);
  int w15 = 0x0;
  do {
    acc13[w15 & 0x7] = (*input14) + alpha12;
    ++w15;
  } while (w15 < (10));
  if (HALF_5(w15) >= BLOCK_SIZE_3) {
    return sizeof(T);
  }
  int iter16 = 0;
  do {
    char off17{49};
    ++iter16;
  } while (iter16 < 2);
  char res18 = w15;
  return sizeof(double);
}

__global__ void stencil19_kernel(const unsigned long long *coef20, const int *input21, int *acc22) {
  unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w24 = 0;
  do {
    auto hi25 = CONFIG_9;
    acc22[3] = 0x40 - threadIdx.x;
    acc22[w24 & 7] = gridDim.z;
    ++w24;
  } while (w24 < (WARPS_2 + 5));
  if ((*input21) >= w24) {
    return;
  }
  int off26 = *input21;
}

namespace impl27 {
__global__ void clamp28(int lane29, int *acc30, const unsigned *input31, float q32) {
  int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i33 >= lane29) {
    return;
  }
  switch (*input31) {
  case 7: {
    float t34{q32};
    break;
  }
  case CONFIG_9 + (CONFIG_9 + 8):
    break;
  default: {
    float tmp35 = input31[1] / (q32 += input31[0x4], q32);
    break;
  }
  }
  lane29 = HALF_5((q32 += 13.375f, (*input31)));
  int r36 = input31[5] + (((*input31) - CAT_8(i, 33)) % threadIdx.x);
}

__global__ void mix37(unsigned *data38, const int *coef39, unsigned cfg40, const unsigned long long *input41) {
  int tid42 = threadIdx.x;
  data38[blockDim.z & 7] = blockIdx.x;
  if (input41[3] < cfg40) {
    return;
  }
  for (int n43 = (blockIdx.x * blockDim.x) + threadIdx.x; n43 < 0xd; n43 += blockDim.x * gridDim.x) {
    switch (blockDim.y) {
    case (CONFIG_9 + 0xa):
      if ((blockIdx.x | 13) < sizeof(int)) {
        return;
      }
      ((*data38)++, (data38[0x5] = ((cfg40) / data38[threadIdx.z & 0b111]) + (long(56) ^ coef39[3])));
      break;
    case 7:
      break;
    }
  }
}
} // namespace impl27

int main() {
  int count44 = 2160;
  for (int j45 = 0x0, j46 = 9; j45 < j46; (++j45, (--j46))) {
    g_apply10++;
  }
  count44 = g_apply10;
  count44 = 0l;
  stencil19_kernel<<<1 << (CONFIG_9 + (WARPS_2 + CONFIG_9)), 1 << (CONFIG_9 + 010), 0, nullptr>>>(nullptr, (const int*)nullptr, &count44);
  impl27::clamp28<<<(8), RADIUS_1 + 128, sizeof(float) * 32, (cudaStream_t)0>>>(g_apply10, nullptr, (const unsigned*)nullptr, 010 - g_apply10);
  impl27::mix37<<<(CONFIG_9 + (CONFIG_9 + 30)) * (WARPS_2 + 0b11), WARPS_2 + 27>>>(nullptr, nullptr, count44 - 38, (const unsigned long long*)nullptr);
  return 0;
}
