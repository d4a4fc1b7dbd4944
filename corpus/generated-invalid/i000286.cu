// cudagen 0.1 seed 286 invalid:constant_truncation
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,shared_2d,constexpr_var,struct,enum,if,if_init,for,pragma_unroll,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 20
#endif
#undef TUNE_6
#define TUNE_6 24

__global__ void bump7_kernel(int n8, float q9, const long* __restrict__ input10)
{
  int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((n8) >= n8)
    return;
  q9 /= HALF_1(q9 * q9) + (-n8);
}

__global__ void split12(float beta13, int* __restrict__ data14)
{
  unsigned i15 = threadIdx.x;
  data14[3]++;
  for (int n16 = 0x6; n16 > 0; --n16) {
    if (constexpr unsigned m17 = 22ll; CAT_4(n, 16) - (*data14)) {
      int w18 = 14;
      float base19 = *data14;
      beta13 -= 1.75f * (base19 += 15.875f, n16) * w18;
    }
    __shared__ float sh_20[5][17];
  }
}
enum Axis21 { ON22, HIGH23 };

struct Sample24 {
  int mass25;
  int hi26;
  unsigned lo27;
  int val28;
};

__global__ void gather29(int count30, float* buf31, unsigned int* acc32, int* __restrict__ dst33)
{
  Axis21 off34 = ON22;
  for (int j35 = 13; j35 > 0; --j35)
    acc32[count30] &= dst33[4];
  #pragma unroll
  for (int n36 = 0; n36 < count30; ++n36) {
    constexpr unsigned int r37 = 44;
    Axis21 stride38 = ON22;
  }
}

template <class T, int N>
__global__ void reduce39(const T* __restrict__ src40, unsigned int* out41, Sample24 alpha42, int len43)
{
  unsigned int i44 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i44 >= len43)
    return;
  len43 = 0x4 * (*out41);
  __shared__ float sh_45;
}

__device__ __host__ unsigned int split46(int stride47)
{
  stride47 = stride47;
  Axis21 res48 = ON22;
  stride47 = (stride47 += res48, CAT_4(stride, 47));
  Sample24 z49{26, -64, 5u, 49L};
  stride47 -= stride47;
  return z49.mass25;
}

int main()
{
  int size50 = 1272;
  unsigned char small51 = 1000;
  if (size50)
    return +size50;
  split46(size50);
  bump7_kernel<<<0400, dim3(HIGH23 + 7, (HIGH23 + 7) * 8, (size50 + 63) / 64), 0x0, 0>>>(HALF_1(split46(0x29)), size50, (const long*)nullptr);
  split12<<<HIGH23 + (TUNE_6 + 231), 16 * (HIGH23 + 1), sizeof(float) * 256, (cudaStream_t)0>>>(CAT_4(size, 50), nullptr);
  gather29<<<dim3(8, (size50 + 31) / 32), 0x200>>>((size50 + 066L) - size50, (float*)nullptr, nullptr, &size50);
  reduce39<unsigned int, (HIGH23 + 5)><<<(size50 + 255) / 256, TUNE_6 + 0x8, 1024, 0>>>(nullptr, (unsigned int*)nullptr, Sample24{size50, size50, 27, 1}, 2161ul);
  return 0;
}
