// cudagen 0.2 seed 700 valid headers
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,main,constexpr_var,if,for,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,partial_specialization,explicit_specialization,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <type_traits>
#include <compare>

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 3
#define NUM_ITERS_3 (0x4)
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 8
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, typename U> struct Pick5 { static constexpr int value = 1; };
template <typename T> struct Pick5<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick5<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes7 {
  T d[N];
  __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes7<T, 1> {
  T d;
  __device__ T first() const { return d; }
};
template <> struct Pick5<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag6(T) { return 0; }
template <> __device__ int tag6<float>(float) { return 1; }
template <> __device__ int tag6(double) { return 2; }
__device__ int specialized8(int x) {
  Lanes7<int, 1> one{x};
  Lanes7<int, 3> three{{x, 1, 2}};
  return x + Pick5<char, long>::value + Pick5<int, int>::value + Pick5<float *, int>::value + Pick5<float, double>::value + tag6(1.0f) + tag6(x) + tag6(2.0) + one.first() + three.first();
}

__global__ void __maxnreg__(64) blend9_kernel(int n10, const short *coef11, const int *src12)
{
  if ((blockIdx.x >= 0x4ll) || (src12 == nullptr)) {
    return;
  }
  unsigned sum13(((9 >> n10) << TILE_DIM_2) - (fminf(n10, src12[n10])));
  (void)sum13;
}
struct Root15 {
  int v = 8;
  __device__ virtual int get() const { return v; }
  __device__ virtual ~Root15() {}
};
struct Left16 : virtual Root15 {
  __device__ int get() const override { return v + 1; }
};
struct Right17 : virtual public Root15 {
  int r = 1;
};
struct Join18 : Left16, Right17 {};
__device__ int dispatch14(int x) {
  Join18 j;
  j.v = x;
  const Root15 &t = j;
  return t.get() + j.r;
}

int main()
{
  int n19 = 4090;
  for (int it20 = n19; it20 > 0; --it20) {
    int device21 = 0;
    cudaGetDevice(&device21);
    cudaDeviceProp prop22;
    cudaGetDeviceProperties(&prop22, device21);
    int sms23 = prop22.multiProcessorCount + prop22.warpSize;
    (void)sms23;
  }
  float flag24 = floorf(floorf(8)) + fmaxf((-2142), n19);
  blend9_kernel<<<(n19 + 63) / 0x40, dim3((n19 + 0b11111111) / 256, (n19 + 255) / 256, (n19 + 63) / 64)>>>(int(-31l), nullptr, (const int*)nullptr);
  short w25 = (cosf(flag24) - (n19 * flag24)) / cosf((flag24 += n19, 23.875f));
  (void)w25;
  return 0;
}
