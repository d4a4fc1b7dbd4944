// cudagen 0.2 seed 878 valid headers
// features: kernel,restrict_params,launch,main,shared_var,constexpr_var,do_while,incdec,array_index,lit_nullptr,cast_c,macro_function,macro_statement,nttp_integral,template_template_param,constexpr_loop,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void kick4(float *__restrict__ dst5) {
  dst5[7]++;
  dst5[4] = 30;
  __shared__ long sh_6[16 * 2];
  (void)sh_6;
}
template <typename T> struct Wrap7 {
  T v;
  T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap8(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder9 {
  W<int> a;
  W<float> b;
  float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers10(int x) {
  Wrap7<int> w{x};
  Holder9<Wrap7> h{{x}, {1.5f}};
  return unwrap8(w) + unwrap8<Wrap7, int>(w) + static_cast<int>(h.both());
}
__host__ __device__ float norm11(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T, long N>
struct Fixed12 {
  T data[N];
  __host__ __device__ T sum() const {
    T s = T();
    for (long i = 0; i < N; ++i) {
      s += data[i];
    }
    return s;
  }
};
template <int K, typename T> __host__ __device__ T scaleBy13(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip14(int v) { return Neg ? -v : v; }
__host__ __device__ int fixed15(int x) {
  Fixed12<int, 2l> a{};
  a.data[0] = x;
  return a.sum() + scaleBy13<3>(x) + static_cast<int>(flip14<false>(x));
}
__host__ __device__ constexpr int powSum16(int n) {
  int s = 0;
  int i = 0;
  while (i < n) {
    s += 3;
    ++i;
  }
  return s;
}
constexpr int kSteps17 = powSum16(7);
static_assert(powSum16(7) == 21, "a constexpr loop");

int main() {
  int count18 = 3127;
  int iter19 = 0;
  do {
    kick4<<<(count18 + 127) / 128, 512>>>((float*)nullptr);
    cudaError_t err20 = cudaDeviceSynchronize();
    int ok21 = err20 == cudaSuccess ? 1 : 0;
    (void)ok21;
    float r22 = kSteps17;
    (void)r22;
    ++iter19;
  } while (iter19 < 4);
  kick4<<<32, 512>>>((float*)nullptr);
  return 0;
}
