// cudagen 0.2 seed 563 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,constexpr_var,local_array,enum,if,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,pp_ifdef,pp_if,enum_underlying,nttp_integral
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <utility>
#include <compare>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 58
#endif

#if (TUNE_5 * 2) >= 38 && TUNE_5 != 0
#define CONFIG_6 6
#else
#define CONFIG_6 28
#endif
enum Level7 : unsigned char { BLUE8, ADD9, ON10 };
template <typename T, int N>
struct Fixed11 {
  T data[N];
  __device__ T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __device__ T scaleBy12(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip13(int v) { return Neg ? -v : v; }
template <char C, long long L = 73LL> __device__ int charTag14() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ long fixed15(int x) {
  Fixed11<long, 8> a{};
  a.data[0] = static_cast<long>(x);
  return a.sum() + scaleBy12<5>(static_cast<long>(x)) + static_cast<long>(flip13<false>(x) + charTag14<'#'>());
}

__global__ void __maxnreg__(128) drift16(float* dst17, int stride18)
{
  unsigned i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  unsigned f20[8] = {};
  f20[i19] = threadIdx.z;
  Level7 r21 = ADD9;
  __shared__ int sh_22[2][16];
  if ((i19 % threadIdx.x) > r21) {
    return;
  }
  int diff23 = (0x8 * stride18) - (sh_22[i19 & 1][0x6] * sh_22[threadIdx.x][8]);
  (void)diff23;
  int idx24[3]{int(23), -37, 55u};
  (void)idx24;
}

int main()
{
  int size25 = 0xf3a;
  size25 = ((2306 - size25) - (size25 * size25));
  size25 = ADD9;
  drift16<<<(size25 + 255) / 256, sizeof(float) * (TUNE_5 + 1), sizeof(double) * 64>>>((float*)nullptr, size25 + ((size25 <= size25) ? size25 : 44ul));
  return 0;
}
