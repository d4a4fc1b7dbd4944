// cudagen 0.2 seed 1 valid headers
// features: kernel,launch,builtin_vars,device_function,device_noinline,device_template_function,host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,auto_var,const_local,goto,nested_block,ternary,shift,comparison,incdec,array_index,lit_int_suffix,lit_float,lit_hex_float,cast_c,cast_functional,sizeof,macro_object,pp_if,virtual_function,conversion_operator,structured_binding
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>

#define CHUNK_1 8
#define WARPS_2 5
#define TILE_DIM_3 (16)
#if WARPS_2 == 5
#define CONFIG_4 1
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 30
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Celsius6 {
  double v;
  __host__ __device__ operator double() const { return v; }
};
__host__ __device__ double convert7(double x) {
  Celsius6 m{x};
  double plain = m;
  return plain + static_cast<double>(m) * 2;
}
struct Shape9 {
  __device__ virtual double area() const = 0;
  __device__ virtual int sides() const { return 0; }
  __device__ virtual ~Shape9() {}
};
struct Square10 : Shape9 {
  double s;
  __device__ explicit Square10(double v) : s(v) {}
  __device__ double area() const override { return s * s; }
  __device__ int sides() const override { return 3; }
};
__device__ double dispatch8(double x) {
  Square10 k0(x);
  const Shape9 *p = &k0;
  return p->area() + static_cast<double>(p->sides());
}

template <typename T, int N>
__device__ __noinline__ T grow11(T b12)
{
  auto z13 = (1846 + threadIdx.x) % (N + (threadIdx.y * N));
  (void)z13;
  b12 = (16.625F + b12) * ((b12 > N) ? b12 : b12) * sizeof(T);
  b12 = 20.5f;
  static __shared__ unsigned int sh_14[8];
  (void)sh_14;
  const float lim15 = b12;
  (void)lim15;
  return 10.375;
}
struct Split16 {
  int first;
  int second;
};
__host__ __device__ Split16 make17(int x) { return Split16{x, x}; }
__host__ __device__ int unpack18(int x) {
  auto [a, b] = make17(x);
  int arr[3] = {x, 1, 2};
  auto [p, q, r] = arr;
  Split16 v{x, x};
  auto &&[m, n] = v;
  return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void scale19(int n20)
{
  n20 = 9 * ((n20 + n20) * ((short int)n20));
  {
    ++n20;
    double idx21[7] = {6., 1509, 9};
    (void)idx21;
  }
}

inline void run_kick22(int n23 = 803L)
{
  constexpr unsigned int z24 = 58;
  float s25{0x1p3f};
  unsigned lo26 = ((float)(s25 / s25)) * (z24 + n23 + z24);
  if ((s25 * 34lu) >= s25) {
    goto skip27;
  }
  n23 = 2088 << n23;
  s25 = 8 % lo26;
skip27:;
}

int main(void)
{
  int len28 = 2299;
  len28--;
  unsigned char k29 = short(len28);
  len28 = (2631 - k29) + len28;
  scale19<<<sizeof(int) * 8, sizeof(float) * 32>>>(len28);
  return 0;
}
