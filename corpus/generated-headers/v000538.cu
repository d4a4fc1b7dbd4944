// cudagen 0.2 seed 538 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constant_array,shared_var,static_shared,constexpr_var,auto_var,if,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,comments,partial_specialization,explicit_specialization,exceptions,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>

#define BLOCK_SIZE_1 8
#define CAT_2(a, b) a##b
#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 48
#endif
__host__ __device__ float norm5(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
float norm6(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__constant__ int c_pack7[8] = {3212, 0x2f, -64, -062l};
__global__ void relax8_kernel(int count9) {
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx10 >= count9) {
    return;
  }
  (count9++, (count9 ^= c_pack7[0x7] & ((-c_pack7[0]) + warpSize)));
  constexpr float w11 = 4.25f;
  (void)w11;
  count9 |= 63U % ((count9 >> idx10) + count9);
  static __shared__ double sh_12[256];
  (void)sh_12;
  float m13 = ((count9 | 2) * (4 + c_pack7[blockIdx.x])) & ((idx10 >> c_pack7[0x0]) - (idx10 % BLOCK_SIZE_1));
  (void)m13;
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
  T d[N];
  __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
  T d;
  __device__ T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag15(T) { return 0; }
template <> __device__ int tag15<float>(float) { return 1; }
template <> __device__ int tag15(double) { return 2; }
__device__ int specialized17(int x) {
  Lanes16<int, 1> one{x};
  Lanes16<int, 3> three{{x, 1, 2}};
  return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}
struct Failure18 {
  int code;
};
int check20(int v) {
  if (v > 42) {
    throw v;
  }
  return v;
}
int guarded19(int x) {
  try {
    return check20(x);
  } catch (const Failure18 &e) {
    return e.code;
  } catch (int e) {
    return e + 1;
  } catch (...) {
    return 0;
  }
}
// Layout: row-major, no padding.
__global__ void __launch_bounds__(1 << 6) norm21(int *out22, const int *in23, long long *dst24, int *buf25) {
  printf("lane %d\n", static_cast<int>(53));
  if (!(buf25[gridDim.y & 7] < dst24[threadIdx.x & 7])) {
    return;
  }
  dst24[6] >>= dst24[7];
}
constexpr int check_probe26(int stride27, int len28) {
  len28 -= ~((49ul) * len28);
  auto f29 = stride27 * (13 * stride27) * BLOCK_SIZE_1;
  (void)f29;
  return 0x3ELL;
}
int main() {
  int count30 = 2822;
  (count30++, (count30 = (CAT_2(count, 30) + (count30 % 0x24ULL)) | (CAT_2(count, 30) - sizeof(int))));
  count30 = TUNE_4 - (static_cast<unsigned>(count30) % CAT_2(count, 30));
  constexpr unsigned m31 = 0x36;
  (void)m31;
  relax8_kernel<<<dim3((count30 + 63) / 64, (count30 + 31) / 32, (TUNE_4 + 464)), 8 * BLOCK_SIZE_1>>>((count30 += count30, count30) + (+CAT_2(count, 30)));
  norm21<<<1 << 0x9, dim3((count30 + 255) / 256, 0x20, 64)>>>(&count30, &count30, nullptr, nullptr);
  return 0;
}
