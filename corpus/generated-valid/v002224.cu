// cudagen 0.1 seed 2224 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,auto_var,const_local,enum,if,if_init,for,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#if (NUM_ITERS_1 * 2) >= 10 && NUM_ITERS_1 != 0
#define CONFIG_3 4
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 10
#endif
enum Op4 { LOW5, IDLE6 = 6 };
__host__ __device__ double gather7(int lane8, size_t* acc9) {
  if (0x21 == ((*acc9) += *acc9, 10l))
    return acc9[lane8];
  const double acc10 = 16 - (((*acc9) * IDLE6) + (9 * (*acc9)));
  for (int i11 = 0; i11 < (IDLE6 + 2); ++i11) {
    int u12 = *acc9;
    Op4 u13 = IDLE6;
    Op4 hi14 = IDLE6;
  }
  long y15 = static_cast<int>(*acc9);
  return lane8;
}
void bias16(int stride17, double cfg18, double* buf19) {
  (cfg18--, ((*buf19) -= gather7(2u * stride17, nullptr)));
  if ((buf19[stride17] != cfg18) && (stride17 == stride17))
    return;
  for (int i20 = 0, j21 = 3; i20 < j21; (++i20, (--j21))) {
    if ((stride17 += cfg18, i20) < stride17)
      break;
    int cnt22 = CONFIG_3;
  }
}
__global__ void step23(int stride24, float* buf25, float* dst26) {
  buf25[4] /= 11;
  if (auto z27 = TWICE_PLUS_2(stride24, (static_cast<short>(stride24) ? (*buf25) : IDLE6)); static_cast<float>(gather7(7L, nullptr)) == static_cast<int>(blockIdx.y)) {
    for (int it28 = 0; it28 < stride24; it28 += 3) {
      const int* off29 = &it28;
      if ((*off29) == (-it28))
        return;
      dst26[it28] /= gather7(TWICE_PLUS_2(((*dst26) += z27, IDLE6), 0x5), nullptr);
    }
  }
  stride24 /= gather7((stride24) + ((dst26[3] == sizeof(float)) ? (*buf25) : blockDim.y), nullptr);
}
int main() {
  int len30 = 685;
  Op4 hi31 = LOW5;
  int* flag32 = &len30;
  step23<<<(len30 + 31) / 0x20, 2 * (IDLE6 + 10), 0>>>(gather7(17l, nullptr) / (len30 + 3'171LL), nullptr, nullptr);
  return 0x0;
}
