// cudagen 0.1 seed 293 invalid:device_call_from_host_device
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,shared_var,static_shared,constexpr_var,struct,struct_methods,struct_template,operator_overload,if,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_iife,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 52
#endif

#if (TUNE_4 * 2) >= 61 && TUNE_4 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 30
#endif
#undef CONFIG_5
#define CONFIG_5 8

__global__ void apply6(int count7)
{
  count7 = count7;
  constexpr int base8 = 40;
  static __shared__ float sh_9[16];
}

template <typename T>
struct Cell10 {
  T z11, w12;
  __host__ __device__ T total13() const
  {
    return z11;
  }
};
__device__ int d_filter14[4];

template <typename T, int N>
__global__ void __launch_bounds__(1024, 4) apply15(T *buf16, T alpha17)
{
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf16[threadIdx.x & 0x7] = (blockDim.x % d_filter14[tid18]) + SQR_1(d_filter14[0x3] / 0x3D);
  ++buf16[1];
  d_filter14[1]++;
  Cell10<long> val19 = Cell10<long>{static_cast<long>(0x16), 2l};
  constexpr float z20 = 30U;
  if ((buf16 == nullptr) && ((*buf16) < alpha17)) {
    return;
  }
}

struct Vec21 {
  float id22;
  float val23;
  unsigned count24;
  float sum25;
  __host__ __device__ float mix26() const
  {
    return 2 * (count24 + id22);
  }
};

__host__ __device__ Vec21 operator+(Vec21 a, Vec21 b)
{
  Vec21 r = a;
  r.id22 += b.id22;
  r.val23 += b.val23;
  r.count24 += b.count24;
  r.sum25 += b.sum25;
  return r;
}

double host_apply27(float *__restrict__ buf28, int n29, float *__restrict__ buf30)
{
  for (int it31 = 0; it31 < n29; it31 += 1) {
    ([] {
      Vec21 w32{9.125f, 4356l, 41, 5.0f};
      dim3 f33(sizeof(float) * 128, 8 * 8);
    })();
  }
  cudaStream_t v34 = 0;
  n29 = buf30[n29 & 7] - 20;
  return *buf30;
}
__device__ float device_only37(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable38(float x)
{
    return device_only37(x) + 1.0f;
}

int main()
{
  int size35 = 1541;
  size35 = 12;
  dim3 diff36 = dim3(0b1, 2 * 010, (0x4));
  apply6<<<2, 32>>>(SQR_1(ADD3_2(size35, size35, size35)));
  apply15<long, 6><<<sizeof(float) * (TUNE_4 + 52), 0x20, 0x0, 0>>>(nullptr, ((size35 - 0b1001l) <= size35) ? static_cast<long>(sizeof(double)) : size35);
  return 0;
}
