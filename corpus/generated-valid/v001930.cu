// cudagen 0.1 seed 1930 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,if,for,do_while,switch,goto,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

constexpr __host__ __device__ int blend2(int stride3, int stride4) {
  double off5{static_cast<double>(stride3 + stride4)};
  int res6 = stride3 | (5 * (stride3 << stride3));
  return 24;
}

__host__ __device__ double step7(long *out8, int stride9, size_t b10) {
  if (out8 != nullptr) {
    goto finish16;
  }
  for (int j11 = 0; j11 < stride9; j11++) {
    b10 = (+(3775U & (*out8)));
    for (int it12 = 0; it12 < stride9; it12++) {
      int tmp13(MAX2_1(blend2(it12 >> 0, 18), (~it12) + ((stride9 != it12) ? stride9 : j11)));
      unsigned int stride14 = blend2(MAX2_1(tmp13, *out8) + MAX2_1(stride9, 5), blend2(-j11, -27LL));
      auto e15 = 1443UL;
    }
  }
finish16:;
  return blend2(stride9 & (stride9 | 38L), out8[0]);
}

__global__ void norm17(int *dst18, int n19, char b20) {
  switch (n19) {
  case (3): {
    for (int n21 = 0; n21 < n19; n21++) {
      unsigned char cnt22[2]{static_cast<unsigned char>(53), static_cast<unsigned char>(n21)};
      b20 = step7(nullptr, 22L, static_cast<float>(warpSize - 4));
    }
    float r23 = blend2(n19, -57L);
    break;
  }
  }
  if (55 >= step7(nullptr, n19, b20)) {
    return;
  }
}

void check_relax24(long *dst25, const double *src26) {
  constexpr float x27 = 17.5f;
  for (int i28 = 5; i28 > 0; --i28) {
    constexpr float diff29 = 23.75f;
    int iter30 = 0;
    do {
      dim3 h31 = dim3((iter30 + 31) / 32, (64));
      if (47 <= (iter30 + 0b1001)) {
        return;
      }
      ++iter30;
    } while (iter30 < iter30);
  }
}

int main(void) {
  int count32 = 2406;
  for (int n33 = 0b0; n33 < 11; ++n33) {
    norm17<<<dim3((n33 + 63) / 64, (16)), 32>>>(&count32, (n33 <= (count32 + 3)) ? n33 : n33, blend2(n33, n33) & (15 + count32));
    norm17<<<1, dim3((count32 + 255) / 256, 16), 0b0, (cudaStream_t)0>>>(&count32, (27 == step7(nullptr, n33, n33)) ? 18 : (43), (63 * count32) << 7);
  }
  return 0;
}
