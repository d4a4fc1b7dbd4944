// cudagen 0.1 seed 1547 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,enum_class,if,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define RADIUS_1 32
#define NUM_ITERS_2 4
#define CAT_3(a, b) a##b
enum Mode4 { MUL5, RED6 };

__global__ void warp7_kernel(unsigned int* __restrict__ buf8, const int* input9, const size_t* input10) {
  unsigned tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double cnt12 = 12.0f;
  buf8[2] = tid11;
  auto sum13 = input9[0];
  if ((sum13 >> 3) == tid11)
    return;
  unsigned u14{tid11};
  u14 = 51U << ((*input9) + sum13);
  Mode4 w15 = RED6;
}

__global__ void kick16_kernel(bool q17, int n18, int* __restrict__ data19) {
  int acc20[6] = {};
  const int* val21 = &n18;
  acc20[n18] = static_cast<int>(static_cast<float>(*val21) - (RED6 + val21[n18]));
  n18 = n18;
}

__device__ __forceinline__ float smooth22(int n23, float* acc24, Mode4 cfg25) {
  unsigned* w26 = nullptr;
  auto diff27 = (((acc24 == nullptr) ? threadIdx.x : blockIdx.z) << 0x3) / (n23 - (*acc24));
  if (cfg25 >= 58u)
    return diff27;
  n23 = 3;
  float v28 = 0x2 - ((diff27 - CAT_3(diff, 27)) + (*acc24));
  v28 = w26[3];
  return cfg25 ? (*acc24) : (CAT_3(n, 23) ? (threadIdx.x % cfg25) : ((unsigned)acc24[n23]));
}
enum class Color29 { Busy30, Idle31 };

__global__ void score32(int* __restrict__ buf33, const int* in34, const int* in35) {
  extern __shared__ unsigned int dyn_36[];
  Color29 f37 = Color29::Busy30;
  long* flag38 = nullptr;
  double base39 = -25;
}

int main() {
  int n40 = 1579;
  int k41 = (float)(static_cast<double>(24.5) + (n40 - n40));
  warp7_kernel<<<dim3(RED6), sizeof(int) * (NUM_ITERS_2 + (RED6 + (RED6 + (RED6 + 25))))>>>(nullptr, &n40, static_cast<const size_t*>(nullptr));
  k41 = ((17 - CAT_3(n, 40)) / sizeof(unsigned char)) * (CAT_3(k, 41) + NUM_ITERS_2);
  int flag42 = (n40);
  kick16_kernel<<<(k41 + 63) / 64, sizeof(unsigned int) * 0100>>>(flag42, CAT_3(k, 41), nullptr);
  score32<<<dim3(sizeof(int) * (NUM_ITERS_2 + (NUM_ITERS_2 + 56)), (k41 + 63) / 64, NUM_ITERS_2 + (NUM_ITERS_2 + (RED6 + (NUM_ITERS_2 + (RED6 + (RED6 + 1)))))), sizeof(int) * 0x10>>>((int*)nullptr, nullptr, &k41);
  return 0;
}
