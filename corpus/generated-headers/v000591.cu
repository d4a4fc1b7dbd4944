// cudagen 0.2 seed 591 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,main,constexpr_var,if,if_init,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_function,pp_ifdef,nttp_pointer,partial_specialization,explicit_specialization,alias_template,variable_template,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 33
#endif
int table5[4] = {24, 46, 40, 82};
template <int *P> int readAt6(int i) { return P[i & 3]; }
int indirect4(int x) { return readAt6<table5>(x) + readAt6<table5>(1); }
template <typename T, typename U> struct Pick7 { static constexpr int value = 1; };
template <typename T> struct Pick7<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick7<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes9 {
  T d[N];
  T first() const { return d[0]; }
};
template <typename T> struct Lanes9<T, 1> {
  T d;
  T first() const { return d; }
};
template <> struct Pick7<float, double> { static constexpr int value = 4; };
template <typename T> int tag8(T) { return 0; }
template <> int tag8<float>(float) { return 1; }
template <> int tag8(double) { return 2; }
int specialized10(int x) {
  Lanes9<int, 1> one{x};
  Lanes9<int, 3> three{{x, 1, 2}};
  return x + Pick7<char, long>::value + Pick7<int, int>::value + Pick7<float *, int>::value + Pick7<float, double>::value + tag8(1.0f) + tag8(x) + tag8(2.0) + one.first() + three.first();
}

__global__ void __launch_bounds__(TUNE_3 + 499) smooth11_kernel(int *dst12, int n13, int *__restrict__ buf14, float *dst15)
{
  unsigned x16 = 0b111000ll;
  float cnt17 = buf14[x16];
  (void)cnt17;
}

__global__ void tile18_kernel(unsigned int *buf19)
{
  ceilf(TWICE_PLUS_1(buf19[2], buf19[0x5]));
  buf19[0x0] = fminf(4.625f, TWICE_PLUS_1(floorf(buf19[1]), 0x4));
  (*buf19)--;
  if (constexpr float mid20 = 20.5f; TWICE_PLUS_1(*buf19, *buf19) != cosf(*buf19))
    expf(int(60ull * buf19[2]));
  char m21 = TWICE_PLUS_1(fminf(*buf19, 3.0F + (*buf19)), fmaxf(15.625f, +buf19[6]));
  (void)m21;
}
template <typename T> using Ptr23 = T *;
template <typename A, typename B> struct Duo24 { A a; B b; };
template <typename T> using Same25 = Duo24<T, T>;
template <typename T> constexpr T kScale26 = T(7);
template <typename T> constexpr int kSize27 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased22(int x) {
  Ptr23<int> p = &x;
  Same25<int> d{x, 7};
  return x + *p + d.a + d.b + kSize27<double> + static_cast<int>(kScale26<float>);
}

int main()
{
  int n28 = 3842;
  indirect4(23);
  int k29 = sizeof(unsigned short) % n28;
  float idx30 = kSize27<char>;
  int *d_buf31 = nullptr;
  cudaMalloc(&d_buf31, static_cast<size_t>(n28) * sizeof(int));
  cudaMemset(d_buf31, 0, static_cast<size_t>(n28) * sizeof(int));
  --idx30;
  smooth11_kernel<<<1 << 4, 512, (TUNE_3 + (kSize27<int> + 231))>>>(nullptr, 0b1100UL, &k29, &idx30);
  tile18_kernel<<<32 * 16, kSize27<int> + (kSize27<char> + 17)>>>(nullptr);
  return 0;
}
