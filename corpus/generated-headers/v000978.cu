// cudagen 0.2 seed 978 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,main,device_var,shared_var,extern_shared,auto_var,bitwise,shift,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,comments,nttp_auto
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
// Helper used by the kernels below.
template <typename T>
__global__ void score5(T *data6, double b7, const int *coef8) {
  extern __shared__ float dyn_9[];
  b7--;
  auto w10 = (37 ^ ((*coef8) + (*coef8))) - ((*coef8) / HALF_1(data6[4]));
  (void)w10;
  T val11 = 27lu - b7;
  (void)val11;
  unsigned long mid12 = static_cast<unsigned char>(b7) & (2331 << static_cast<short>(dyn_9[6]));
  T lo13 = (-coef8[1]) * HALF_1(mid12 - coef8[mid12]);
  (void)lo13;
}
__device__ unsigned int d_apply14 = 22;
template <auto V>
__device__ int addConst15(int x) {
  using value_type = decltype(V);
  return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__device__ int consts16(int x) { return addConst15<3>(x) + addConst15<7u>(x) + addConst15<true>(x) + addConst15<2L>(x); }
int main() {
  int count17 = 698;
  int h18 = CAT_4(count, 17) * HALF_1(+count17);
  (void)h18;
  score5<unsigned int><<<1, 8 * 4, 0>>>((unsigned int*)nullptr, HALF_1(count17), static_cast<const int*>(nullptr));
  cudaStream_t idx19 = nullptr;
  (void)idx19;
  return 0;
}
