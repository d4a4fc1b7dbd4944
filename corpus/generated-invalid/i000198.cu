// cudagen 0.1 seed 198 invalid:lambda_as_kernel_template_arg
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,constexpr_var,if,for,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

template <typename T>
__global__ void drift3(T alpha4) {
  unsigned gid5 = threadIdx.x;
  long f6 = alpha4 + gid5 + 1lu;
  if (f6 > 62) {
    return;
  }
}

static __global__ void __launch_bounds__(sizeof(float) * 0x80, 1) grow7_kernel(int lane8) {
  unsigned int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int n10 = sizeof(int) * 3; n10 > 0; --n10) {
    int *acc11 = &lane8;
    acc11[i9] = 0x9a;
  }
  lane8 = threadIdx.x;
  lane8 = alignof(float);
  lane8 = gridDim.x * (i9);
}

__device__ int accum12(int stride13, int n14) {
  n14 = n14;
  ++n14;
  n14++;
  return (float)gridDim.z;
}

__device__ void count15(float *data16) {
  int h17 = ((gridDim.x ? 0ull : threadIdx.z) ? ((double)(*data16)) : 0x0) + (*data16);
  h17 = h17;
  unsigned long long lim18{15L};
  for (int n19 = 0; n19 < h17; ++n19) {
    h17 = 0x40 + n19 + 9;
    if (data16[warpSize] == data16[3]) {
      continue;
    }
    if (lim18 >= h17) {
      return;
    }
  }
}

__host__ __device__ void spread20(long *data21, float *dst22) {
  constexpr float m23 = -24.875F;
  (*dst22) = 13.875F / data21[1];
  constexpr int z24 = 13 * 4;
  dst22[6] = 0x2;
}
template <typename F>
__global__ void apply_kernel29(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main(void) {
  int count25 = 2492;
  auto op30 = [](int x) { return x * 2; };
  apply_kernel29<<<1, 32>>>(op30, nullptr);
  count25 = count25;
  grow7_kernel<<<1 << 7, sizeof(int) * 8, sizeof(float) * 64, 0>>>(46);
  float tmp26 = (10.75F * (count25 << 0x7u)) + 20.25f;
  for (int n27 = 0; n27 < count25; ++n27) {
    drift3<long><<<128, sizeof(unsigned int) * 128, sizeof(int) * 32, nullptr>>>(tmp26);
    constexpr float q28 = 4665;
  }
  return 0;
}
