// cudagen 0.1 seed 43 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,device_function,host_function,static_host_function,constexpr_function,main,constexpr_var,const_local,if,while,do_while,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 32
#define SQR_2(x) ((x) * (x))
static_assert(18 > 17, "size check");

static __global__ void weigh3(int n4, const unsigned int* coef5, float* out6, int stride7) {
  if ((n4 > n4) || (coef5[6] == stride7)) {
    return;
  }
  switch (coef5[4]) {
  case 2: {
    signed char lim8 = 127u;
    break;
  }
  case 3:
    break;
  default: {
    const float acc9 = SQR_2(coef5[n4]);
    break;
  }
  }
}

__device__ short pivot10(unsigned* acc11, int count12) {
  int z13 = count12 / (SQR_2(acc11[count12]) * (*acc11));
  if (acc11[count12 & 7] >= count12) {
    return ((unsigned char)z13) | (count12 % z13);
  }
  int pass14 = 0;
  do {
    (*acc11) += pass14;
    count12 = 2490;
    ++pass14;
  } while (pass14 < count12);
  return 63;
}

__global__ void count15_kernel(int stride16, unsigned char* data17, int count18) {
  stride16++;
  if ((count18 == stride16) && (count18 < count18)) {
    return;
  }
  pivot10(nullptr, count18);
  data17[2] = static_cast<int>(pivot10((unsigned*)nullptr, TILE_DIM_1));
}

constexpr int check_mix19(int count20, int lane21) {
  const int sum22 = count20 * (((unsigned long long)count20) + 5ull);
  return 22ul;
}

float check_shade23(int stride24) {
  const unsigned z25 = (23 - (stride24 ^ 51U)) * ((stride24 + 24) - 26);
  auto fn28 = [&](float f26, double flag27) -> float {
    stride24 ^= z25 + check_mix19(stride24, stride24) + (z25 + TILE_DIM_1 + stride24);
    weigh3<<<(z25 + 31) / 32, 512>>>(53, &z25, &f26, 3344);
    check_mix19(static_cast<double>(flag27 - f26), 28ull);
    return f26;
  };
  fn28(z25, stride24);
  check_mix19(int(z25) * fn28(z25, 22.5F), z25 & TILE_DIM_1);
  float sum29 = (check_mix19(check_mix19(z25, stride24), check_mix19(stride24, 0b11110)) < 61lu) ? sizeof(float) : 24.75f;
  if (check_mix19(sum29, z25) >= z25) {
    return (stride24 + stride24);
  }
  return -44;
}

__global__ void pivot30_kernel(int lane31, bool q32, int n33, const long* in34) {
  switch (lane31 + n33) {
  case 1: {
    n33 *= SQR_2(n33 + lane31 + (q32 ? n33 : 24));
    float r35 = pivot10(nullptr, n33);
    [[fallthrough]];
  }
  case 7:
    pivot10(nullptr, q32 | (n33 ^ lane31));
    if (in34[lane31 & 7] <= q32) {
      return;
    }
    break;
  case 9:
    lane31 = SQR_2(((*in34) - n33) / (q32 & TILE_DIM_1));
    break;
  }
}

static void check_drift36(int count37, unsigned long long b38, int lane39) {
  int v40 = lane39;
  dim3 prod41 = dim3((16));
  ++lane39;
}
inline namespace {
__device__ int hidden45 = 1;
}

int main() {
  int len42 = 3206;
  int w43 = 0;
  while (w43 < len42) {
    const int sum44 = static_cast<int>(3 + len42);
    ++w43;
  }
  len42 *= check_shade23(12UL);
  pivot30_kernel<<<dim3(0b1000, (w43 + 255) / 256, 128), sizeof(unsigned int) * 8>>>(int(w43 - len42), w43, 9 + check_mix19(w43, len42), (const long*)nullptr);
  len42 *= TILE_DIM_1;
  count15_kernel<<<dim3((w43 + 127) / 128, 256, (w43 + 31) / 32), (TILE_DIM_1), 1024>>>(w43, (unsigned char*)nullptr, check_shade23(w43) + (w43 & len42));
  return 0;
}
