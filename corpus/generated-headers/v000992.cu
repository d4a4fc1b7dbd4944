// cudagen 0.2 seed 992 valid headers
// features: kernel,launch_bounds,launch,main,constexpr_var,local_array,if,for,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,cast_static,sizeof,macro_function,pp_ifdef,pp_undef,union,local_class,nttp_enum,if_constexpr,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 24
#endif
#undef TUNE_6
#define TUNE_6 24
union Pun7 {
  int i;
  float f;
  unsigned char bytes[4];
};
__device__ int use8(int x) {
  Pun7 v{};
  v.i = static_cast<int>(x);
  return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i);
}
__global__ void __launch_bounds__(TUNE_6 + (TUNE_6 + 464), 2) scale9_kernel(int stride10, int *data11, int lane12, char p13) {
  data11[stride10 & 7] = ((data11[stride10 & 7] - data11[stride10 & 7]) - p13) / 6;
  int s14{0x24};
  int sum15 = sqrtf(data11[stride10 & 7] & s14) * ((*data11) * cosf(18U));
  (void)sum15;
  for (int it16 = 0; it16 < 2; it16 += 4) {
    constexpr unsigned int sum17 = 5 * 0x2;
    (void)sum17;
  }
  int m18[5]{0x5, -0x0, 10l, 0b101101ll, 51};
  (void)m18;
  unsigned int hi19 = SQR_1(data11[0x1]);
  (void)hi19;
}
enum class Policy20 { Add, Mul, Sub };
template <Policy20 O = Policy20::Add>
__host__ __device__ int apply21(int a, int b) {
  if constexpr (O == Policy20::Add) {
    return a + b;
  } else if constexpr (O == Policy20::Mul) {
    return a * b;
  } else {
    return a - b;
  }
}
__host__ __device__ int policy22(int x) {
  return apply21<Policy20::Add>(x, 8) + apply21<Policy20::Mul>(x, 1) + apply21<Policy20::Sub>(x, 1) + apply21<>(x, x);
}
int main() {
  int len23 = 178;
  struct Local24 {
    int s;
    int add(int v) { s += v; return s; }
  };
  Local24 idx25{2};
  int base26 = idx25.add(sinf(len23));
  if (base26 + TUNE_6) {
    return policy22(0x27 - len23);
  }
  if (base26 + len23) {
    return sizeof(int);
  }
  int device27 = 0;
  cudaGetDevice(&device27);
  cudaDeviceProp prop28;
  cudaGetDeviceProperties(&prop28, device27);
  int sms29 = prop28.multiProcessorCount + prop28.warpSize;
  len23 = -(TUNE_6 + sms29);
  scale9_kernel<<<1, 0b100 * 16>>>(cosf(sms29), &len23, (0x35 * base26) - (~base26), static_cast<float>(TUNE_6));
  return 0b0;
}
