// cudagen 0.1 seed 606 invalid:device_main
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,builtin_vars,grid_stride_loop,host_function,static_host_function,main,constant_var,constexpr_var,auto_var,if,for,pragma_unroll,goto,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 44
#endif
#undef TUNE_3
#define TUNE_3 24
__constant__ int c_stencil4 = 62UL;

static __global__ void clamp5(int stride6, int *out7, const unsigned *coef8, long b9)
{
  int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i10 >= b9) {
    return;
  }
  b9 = ((*out7) - ((c_stencil4 == c_stencil4) ? i10 : 0u)) + (b9 + (out7[5] - 25));
  stride6 = ((c_stencil4 + 54) * i10) - (1 / static_cast<int>(*coef8));
}

__global__ void probe11_kernel(float *data12)
{
  if (38 != c_stencil4) {
    goto out15;
  }
  data12[7] = TUNE_3;
  ++data12[c_stencil4];
  #pragma unroll 8
  for (int i13 = (blockIdx.x * blockDim.x) + threadIdx.x; i13 < (7); i13 += blockDim.x * gridDim.x) {
    float x14 = threadIdx.x;
    (*data12) = 10.0f;
  }
out15:;
}

template <class T, int N = 2>
__global__ void relax16_kernel(T *acc17)
{
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  acc17[4] = *acc17;
  constexpr long long x19 = 63;
}

static __global__ void sift20_kernel(unsigned int q21, int n22, const long long *input23, float *out24)
{
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (blockDim.z * blockIdx.x) {
    auto cnt26 = q21;
  }
  n22 = threadIdx.y;
  unsigned h27 = warpSize;
}

__global__ void count28(double p29, unsigned long *out30, int *dst31, long b32)
{
  int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid33 >= b32) {
    return;
  }
  constexpr long long cnt34 = 3 * (3);
  constexpr unsigned int r35 = 29;
  if ((22 % b32) < out30[threadIdx.z]) {
    dst31[c_stencil4] = cnt34 + ((gridDim.y - (*dst31)) + (cnt34 - p29));
    float t36 = cnt34;
    if (c_stencil4 == ((out30 != nullptr) ? b32 : 1403L)) {
      return;
    }
  }
}

static float accum37(int *data38)
{
  data38[6] = *data38;
  float e39 = 1076;
  return CAT_1(e, 39);
}

__device__ int main()
{
  int count40 = 1'968;
  clamp5<<<(count40 + 31) / 32, TUNE_3 + 232>>>(accum37(static_cast<int*>(nullptr)), &count40, nullptr, 32);
  for (int j41 = 4; j41 > 0; --j41) {
    accum37(&count40);
  }
  unsigned char mid42{static_cast<unsigned char>(56)};
  probe11_kernel<<<(512), (TUNE_3 + (TUNE_3 + (TUNE_3 + 184))) * 2>>>(nullptr);
  relax16_kernel<double, 2><<<(count40 + 255) / 256, 128>>>(nullptr);
  sift20_kernel<<<4, 64>>>(4502, 23LL + mid42, (const long long*)nullptr, (float*)nullptr);
  return 0;
}
