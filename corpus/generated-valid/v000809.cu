// cudagen 0.1 seed 809 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,constexpr_function,main,shared_var,extern_shared,if,if_else,if_init,switch,bitwise,logical,comparison,incdec,comma,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,cast_functional,lambda,lambda_launch,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 46
#endif

template <typename T>
__global__ void __launch_bounds__(0x80 * (TUNE_3 + 1)) fuse4(T q5)
{
  extern __shared__ unsigned long dyn_6[];
  int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((dyn_6[gid7 & 7] += 53U, gid7) == gid7) {
    switch (int(dyn_6[gid7])) {
    case 7:
      dyn_6[0x7] = CAT_1(q, 5) + 10;
      dyn_6[0x3]--;
      break;
    case 0x5:
      break;
    case 10:
      if (double stride8 = 4.375; (q5 * q5) > stride8) {
        dyn_6[gid7] = 2'753 * (threadIdx.x + threadIdx.x);
      }
      break;
    case 6:
      (q5--, (dyn_6[threadIdx.x & 7] = size_t(dyn_6[gid7]) - 7.75));
      break;
    }
  } else if (unsigned int tmp9 = q5; !(tmp9 >= dyn_6[gid7])) {}
}

__device__ int lerp10(bool a11, int lane12, int len13)
{
  double acc14(CAT_1(a, 11));
  float q15 = ((threadIdx.y + len13));
  return len13;
}
/* Layout: row-major, no padding. */

constexpr __device__ __host__ int lerp16(int len17, double a18)
{
  return 47;
}

int main()
{
  int len19 = 0x12e;
  auto fn21 = []() {
    cudaStream_t k20 = 0;
    fuse4<float><<<dim3((64), 8), (TUNE_3 + (TUNE_3 + 6)) * (TUNE_3 + 0xF), 1024, nullptr>>>(21.875f);
  };
  fn21();
  len19 = 58l - ((len19 * 28U) ^ (17 - len19));
  ++len19;
  dim3 m22((len19 + 0x3f) / 64, (len19 + 127) / 128, 512);
  fuse4<unsigned><<<(len19 + 63) / 64, m22, 0>>>((44l + CAT_1(len, 19)) * (39 / len19));
  return 0;
}
