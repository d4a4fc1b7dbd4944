// cudagen 0.2 seed 708 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,shared_2d,if,while,do_while,logical,comparison,incdec,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,lambda,macro_function,macro_paste,macro_statement,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cub/block/block_reduce.cuh>

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void score5(const float *in6, int count7) {
  int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid8 >= count7)
    return;
  int pass9 = 0;
  do {
    int w10 = 0;
    while (w10 < 14) {
      count7--;
      count7++;
      ++w10;
    }
    ++pass9;
  } while (pass9 < 8);
  float prod11 = gridDim.x;
  (void)prod11;
  __shared__ unsigned sh_12[6][0xC];
  (void)sh_12;
}

int main() {
  int count13 = 0xB8B;
  if ((count13 == CAT_3(count, 13)) && count13)
    return 0x31LL;
  count13 = static_cast<unsigned long>(3269L) / ((float)count13);
  if (static_cast<int>(count13) < 9)
    return sinf(expf(alignof(float)));
  auto lam14 = [=] __host__ __device__ (int v) { return v * 5 + count13; };
  applyEach4<<<1, 32>>>(lam14, nullptr, count13);
  int tmp15 = lam14(count13);
  tmp15--;
  score5<<<dim3((tmp15 + 0x3F) / 0x40, 2), 512>>>((const float*)nullptr, sqrtf(tmp15 + 2.0f));
  return 0;
}
