// cudagen 0.2 seed 352 valid headers
// features: kernel,launch,builtin_vars,device_function,main,local_array,const_local,if,for,pragma_unroll,compound_assign,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,nttp_integral,alias_template,variable_template,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>

#define BLOCK_SIZE_1 64
#define BLOCK_SIZE_2 (64)
#define MOD8_3(x) ((x) % 8)

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 35
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__device__ size_t apply7(int count8, const signed char *in9)
{
  #pragma unroll
  for (int it10 = 7; it10 > 0; --it10) {
    float tmp11 = blockIdx.x;
    (void)tmp11;
    const int flag12 = in9[6];
    (void)flag12;
    printf("lane %d\n", static_cast<int>(count8));
  }
  unsigned int e13[8] = {3371, 0x9, 0x3d, 28, 0xF, 0b110U};
  return (e13[count8] * (' ' - e13[count8])) - 0b100100;
}
template <typename T> using Ptr15 = T *;
template <typename A, typename B> struct Duo16 { A a; B b; };
template <typename T> using Same17 = Duo16<T, T>;
template <typename T> constexpr T kScale18 = T(7);
template <typename T> constexpr int kSize19 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased14(int x) {
  Ptr15<int> p = &x;
  Same17<int> d{x, 3};
  return x + *p + d.a + d.b + kSize19<double> + static_cast<int>(kScale18<float>);
}
template <typename T, long N>
struct Fixed20 {
  T data[N];
  T sum() const {
    T s = T();
    for (long i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> T scaleBy21(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip22(int v) { return Neg ? -v : v; }
template <char C, long long L = 94LL> int charTag23() { return static_cast<int>(C) + static_cast<int>(L); }
long fixed24(int x) {
  Fixed20<long, 4l> a{};
  a.data[0] = static_cast<long>(x);
  return a.sum() + scaleBy21<3>(static_cast<long>(x)) + static_cast<long>(flip22<false>(x) + charTag23<'z'>());
}

__global__ void sift25_kernel(int n26, const int *coef27)
{
  unsigned tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid28 >= n26) {
    return;
  }
  n26 = (4262 * coef27[n26]) + gridDim.z;
  n26 = sinf(tid28);
}

int main()
{
  int n29 = 3090;
  n29 -= kSize19<int>;
  sift25_kernel<<<(n29 + 077) / 64, 32>>>(075 - (n29 - kSize19<int>), (const int*)nullptr);
  unsigned int acc30 = sqrtf(MOD8_3((n29 + kSize19<char>)));
  acc30 = acc30;
  sift25_kernel<<<0x20, 32>>>(aliased14(kSize19<int>), nullptr);
  return 0;
}
