// cudagen 0.2 seed 691 valid headers
// features: kernel,kernel_static,launch,launch_dim3,device_function,main,managed_var,local_array,auto_var,struct,if,ternary,comparison,pointer_arith,member_access,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_static,sizeof,alignof,managed_in_class
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
struct Gauge3 {
  int count;
  float total;
  __host__ __device__ void add(float v) {
    ++count;
    total += v;
  }
};
__managed__ Gauge3 managedStats4;
__host__ __device__ int record5(int x) {
  managedStats4.add(static_cast<float>(x));
  return managedStats4.count;
}

__device__ void stencil6(int len7) {
  float off8 = len7 + static_cast<int>(sizeof(Gauge3) * managedStats4.count);
  if (((off8) * '0') > len7) {
    long acc9 = 21;
    (void)acc9;
  }
  len7 = static_cast<unsigned int>('0' + len7) - (7l + off8 + ((int)57ULL));
  managedStats4.add((managedStats4.count >= sizeof(float)) ? off8 : off8);
}

static __global__ void probe10_kernel(const float *input11, Gauge3 beta12) {
  auto h13 = (managedStats4.total / (input11[0] / beta12.total)) - managedStats4.count;
  (void)h13;
  float x14{4.0F};
  (void)x14;
}

int main() {
  int n15 = 3580;
  unsigned diff16 = managedStats4.total - (((-managedStats4.count) > 27ll) ? (managedStats4.count % 8) : 0b100110);
  Gauge3 res17 = managedStats4;
  (void)res17;
  if ((n15 / alignof(char)) >= managedStats4.total) {
    return 37;
  }
  float w18[5] = {5.0F};
  diff16 = n15;
  probe10_kernel<<<dim3(64 * 2), 32>>>(w18, Gauge3{});
  return 0;
}
