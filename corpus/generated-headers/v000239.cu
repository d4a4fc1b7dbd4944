// cudagen 0.2 seed 239 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,auto_var,enum,if,if_init,do_while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement,pp_ifdef,nttp_integral
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 47
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void apply7(int *buf8) {
  (*buf8) &= buf8[1] * (buf8[3] * 50L);
  int lim9 = ((*buf8) > (buf8[3] * 414)) ? 54 : ((buf8 == nullptr) ? (buf8[6] - 3542) : ((buf8 == nullptr) ? buf8[0b10] : buf8[4]));
  if (lim9 > TUNE_5) {
    if ((*buf8) == buf8[lim9]) {
      return;
    }
  }
  lim9 = 1912;
  buf8[6]--;
}

int host_tile10(float *acc11, float q12) {
  unsigned f13(acc11[1]);
  ACCUM_1(*acc11, (TUNE_5));
  if (((f13 % 2452) & 1)) {
    auto flag14 = static_cast<unsigned>(23 & static_cast<unsigned int>(acc11[1]));
    if (int r15 = acc11[1]; q12 >= f13) {
      apply7<<<TUNE_5 + 504, (64), 0>>>((int*)nullptr);
    }
    apply7<<<(f13 + 31) / 32, dim3((2), sizeof(int) * 8, (flag14 + 127) / 0b10000000)>>>(reinterpret_cast<int*>(acc11));
  }
  return (TUNE_5 - q12) / 22u;
}
template <typename T, int N>
struct Fixed16 {
  T data[N];
  __device__ T sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __device__ T scaleBy17(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip18(int v) { return Neg ? -v : v; }
template <char C, long long L = 85LL> __device__ int charTag19() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ double fixed20(int x) {
  Fixed16<double, 3> a{};
  a.data[0] = static_cast<double>(x);
  return a.sum() + scaleBy17<7>(static_cast<double>(x)) + static_cast<double>(flip18<false>(x) + charTag19<'a'>());
}
enum Op21 { SLOW22 = 2, BUSY23, GREEN24 };

int main() {
  int len25 = 81;
  int iter26 = 0;
  do {
    len25 %= -39ll;
    len25 = (static_cast<unsigned char>(iter26) - len25) & (len25 + len25 + iter26);
    ++iter26;
  } while (iter26 < len25);
  return 0b0;
}
