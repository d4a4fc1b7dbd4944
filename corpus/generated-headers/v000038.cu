// cudagen 0.2 seed 38 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,default_args,main,constexpr_var,if,switch,ternary,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_value,lambda_generic,macro_object,macro_function,macro_statement,pp_undef,extended_lambda,runtime_api,hdr_vector,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda_fp16.h>

#define WARPS_1 5
#define WARPS_2 64
#define RADIUS_3 ((4))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef RADIUS_3
#define RADIUS_3 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

template <typename T>
__global__ void scatter8(const T *src9, int len10) {
  switch (len10) {
  case (WARPS_1):
    break;
  }
  __half h11 = __float2half(static_cast<float>(len10));
  float r12 = __half2float(__hmul(h11, h11));
  r12 = TWICE_PLUS_5(len10, sqrtf(15.375f));
  len10 = static_cast<T>(r12) * 'A';
  r12 = MIN2_4((float)r12, 5) * T(src9[len10] - (*src9));
  unsigned int sum13 = WARPS_1;
  (void)sum13;
  T val14 = 18.375;
  (void)val14;
}

unsigned int warp15(float *data16, int lane17 = '0') {
  float flag18 = ceilf(44);
  (void)flag18;
  int base19 = lane17 ? ((+lane17) + 3) : data16[lane17];
  data16[lane17] = -54;
  cudaStream_t v20 = 0;
  (void)v20;
  if ((lane17) > (*data16)) {
    return (float)MIN2_4(data16[base19], lane17);
  }
  char w21 = fabsf((!data16) ? lane17 : 61l) + MIN2_4(sinf(base19), base19);
  return MIN2_4((base19 >> w21) >> w21, int(ceilf(-0.75F)));
}

int main() {
  int len22 = 3976;
  auto lam23 = [=] __device__ (int v) { return v * 3 + len22; };
  applyEach7<<<1, 32>>>(lam23, nullptr, len22);
  auto op29 = [=](auto lim24, auto sum25) {
    sum25 = floorf(fabsf(static_cast<float>(4u)));
    std::vector<double> vec26(static_cast<size_t>(len22) % 64 + 1);
    vec26.push_back(static_cast<double>(1));
    vec26[0] = static_cast<double>(len22);
    double *ptr27 = vec26.data();
    int count28 = static_cast<int>(vec26.size());
    return lim24 * 2;
  };
  (void)op29;
  cudaError_t err30 = cudaDeviceSynchronize();
  int ok31 = err30 == cudaSuccess ? 1 : 0;
  int idx32 = 38 * (ok31 + len22);
  (void)idx32;
  scatter8<float><<<dim3(WARPS_1 + (WARPS_1 + 22), (len22 + 63) / 0b1000000, 1 << 3), 256, (1'024), nullptr>>>(nullptr, MIN2_4(len22, ok31));
  return 0;
}
