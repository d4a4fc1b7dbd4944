// cudagen 0.2 seed 464 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,auto_var,struct,struct_template,enum,if,goto,nested_block,ternary,bitwise,comparison,incdec,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,comments,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cmath>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum Op2 {
  LOW3,
  ADD4,
  ON5 = 3,
  RED6 = 7,
  OFF7
};
// Returns the accumulated value.

template <typename T>
struct Cell8 {
  T val9;
  float x10;
  double hi11;
  __host__ __device__ void norm12(int mid13) {
    Cell8<T> hi14{val9, 24.0F, hi11};
    (void)hi14;
    Cell8<T> prod15 = {4, 13.25f, static_cast<double>(OFF7 + x10)};
    (void)prod15;
  }
};

__global__ void bump16_kernel(int len17, long q18, unsigned int b19) {
  int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx20 >= q18)
    return;
  __shared__ long sh_21[8];
  sh_21[4]--;
  static __shared__ int sh_22;
  (void)sh_22;
  auto f23 = expf((int)sinf(q18));
  (void)f23;
  Op2 t24 = LOW3;
  if (idx20 >= t24) {
    goto out25;
  }
  fminf(t24, (t24 * 30) / (sh_21[6] - len17));
out25:;
}

void check_shade26(int count27, int stride28) {
  dim3 v29(RED6 + 121);
  (void)v29;
  Op2 sum30 = ON5;
  (void)sum30;
}

int main() {
  int count31 = 4011;
  {
    count31 = expf(count31);
    count31 = ceilf((245LL + count31));
  }
  count31 = LOW3 / (cosf(4.5f));
  if ((count31 - count31) <= RED6)
    return fabsf((count31 > 071L) ? count31 : count31);
  count31 = 5lu / expf(count31 | count31);
  bump16_kernel<<<ADD4 + 511, ADD4 + 31, sizeof(double) * 32, nullptr>>>(count31, -37, ((count31 != count31) ? 24 : count31) * (count31 - count31));
  return 0;
}
