// cudagen 0.2 seed 677 valid headers
// features: kernel,launch_bounds,launch,builtin_vars,main,if,for,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,conversion_operator,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void __launch_bounds__((512), 3) march2(int count3) {
  int i4 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i4 >= count3) {
    return;
  }
  long base5{static_cast<long>(floorf(i4))};
  (void)base5;
  unsigned int acc6 = 28lu;
  (void)acc6;
}
__global__ void tally7_kernel(const long *coef8, float *buf9, const int *input10, int count11) {
  int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid12 >= count11) {
    return;
  }
  for (int it13 = 016; it13 > 0; --it13) {
    count11 = count11;
    (++(*buf9), (count11 = cosf((21.75f - tid12) + ((unsigned int)count11))));
  }
  if (buf9 == nullptr) {
    return;
  }
}
struct Weight14 {
  double v;
  __device__ operator double() const { return v; }
};
__device__ double convert15(double x) {
  Weight14 m{x};
  double plain = m;
  return plain + static_cast<double>(m) * 2;
}
struct Celsius16 {
  float v;
  __host__ __device__ operator float() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert17(float x) {
  Celsius16 m{x};
  float plain = m;
  return plain + (m ? 1 : 0);
}
int main() {
  int len18 = 2'639;
  int diff19 = fminf(floorf(len18 * len18), len18);
  --len18;
  len18 = (22 - (len18 - 15)) + ((int)diff19);
  if (!(diff19 == len18)) {
    return 60UL - (diff19 * diff19);
  }
  march2<<<(diff19 + 255) / 256, (512)>>>(ceilf((diff19)));
  tally7_kernel<<<(len18 + 255) / 256, 4 * 020>>>((const long*)nullptr, (float*)nullptr, static_cast<const int*>(nullptr), (short)fabsf(diff19));
  return 0;
}
