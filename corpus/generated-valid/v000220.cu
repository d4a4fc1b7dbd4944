// cudagen 0.1 seed 220 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,auto_var,if,while,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_float,lit_nullptr,cast_static,lambda,lambda_capture_value,lambda_mutable,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void weigh6_kernel(const long* coef7, bool cfg8, int lane9) {
  lane9 ^= cfg8;
  auto off10 = 22 >> cfg8;
  (++lane9, (off10 |= off10));
  __shared__ double sh_11[8];
}

unsigned int check_gather12(short* buf13, int stride14, char* dst15) {
  auto op17 = [=](float e16) mutable -> float {
    dst15[6] = e16;
    e16 -= buf13[0];
    return 10.0f;
  };
  op17(stride14);
  int tmp18(stride14);
  tmp18 = op17(dst15[stride14]);
  tmp18 ^= 53;
  return (dst15[tmp18]);
}

__host__ __device__ float decay19(int count20, const int* input21, double q22) {
  q22 += -input21[count20];
  int idx23{static_cast<int>(count20)};
  if (count20 > input21[idx23]) {
    return static_cast<long>(q22) << (*input21);
  }
  char m24 = q22;
  return 4.5f;
}

int main(void) {
  int n25 = 371;
  --n25;
  n25 &= 7;
  int iter26 = 0;
  while (iter26 < 2) {
    n25 *= decay19(n25 + n25, &iter26, n25) - static_cast<int>(n25 - iter26);
    ++iter26;
  }
  if (59 == (n25)) {
    return static_cast<float>(n25);
  }
  ++n25;
  weigh6_kernel<<<dim3((n25 + 127) / 128, 64 * 8), 0b10 * 16, 1024, nullptr>>>(nullptr, n25 < iter26, (iter26 * iter26) + (iter26 - n25));
  return 0;
}
