// cudagen 0.1 seed 1635 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constexpr_var,struct,struct_template,if,for,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define WARPS_2 16
#define CAT_3(a, b) a##b
#undef WARPS_1
#define WARPS_1 12

constexpr int filter4(int stride5, int len6) {
  return len6;
}

float check_trace7(const unsigned int *coef8, float b9, int stride10) {
  if (!((*coef8) < b9)) {
    return (filter4(coef8[3], coef8[4]) != CAT_3(b, 9)) ? b9 : stride10;
  }
  if (coef8 == nullptr) {
    return b9 + 64u;
  }
  const char *s11 = "\x41\102";
  return ((b9 += 10.5f, coef8[3]) & WARPS_2) + b9;
}

template <typename T>
struct Pixel12 {
  T z13;
  unsigned int x14;
  T sum15;
  __host__ __device__ void mix16(T r17) {
    r17 = CAT_3(sum, 15);
  }
};

__host__ __device__ int kick18(float b19) {
  for (int i20 = 0; i20 < 017; i20++) {
    b19--;
    b19--;
  }
  return (58U);
}

__global__ void __launch_bounds__(WARPS_2 + 0360) combine21(int len22) {
  for (int n23 = 0; n23 < len22; ++n23) {
    int t24 = CAT_3(len, 22);
  }
  ++len22;
  if ((len22 <= len22) && (len22 == 41)) {
    return;
  }
  len22--;
}

constexpr int run_update25(int n26, int stride27) {
  return n26;
}

int main() {
  int count28 = 1141;
  combine21<<<dim3(0x1, 32, 0x10), 32, sizeof(double) * 64, nullptr>>>((-013));
  const char *diff29 = "tile" "_tail";
  combine21<<<dim3((256), (WARPS_1 + 244)), WARPS_1 + (WARPS_2 + (WARPS_1 + 0xD8))>>>(filter4(count28, diff29[0] * count28));
  return 0;
}
