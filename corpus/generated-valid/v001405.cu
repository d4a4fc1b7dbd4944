// cudagen 0.1 seed 1405 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,class_private,if,while,goto,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 17
#endif

__global__ void __launch_bounds__((256)) split5(int count6, const long* coef7)
{
  int i8 = threadIdx.x;
  if (i8 >= count6)
    return;
  count6 = 2066u;
  __shared__ float sh_9[128];
  if (coef7 != nullptr)
    return;
  sh_9[78] = (count6 += 20, TUNE_4);
  constexpr int h10 = 13;
  float val11 = 22.75F / coef7[5];
}

class Body12 {
  int x13, z14;
public:
  __host__ __device__ Body12(int init15, int c16) : x13(init15), z14(c16) {}
  __host__ __device__ int mix17() const
  {
    return (46L);
  }
};

static __device__ __noinline__ int scale18(short* out19)
{
  __shared__ int sh_20[64];
  if (out19[1] <= sh_20[threadIdx.y & 63])
    return static_cast<short>(56LL) | sh_20[41];
  double s21[5]{-011, 20, static_cast<double>(sh_20[63]), 171L, 0};
  s21[blockDim.x] = 62;
  return s21[blockDim.x];
}

static __device__ __noinline__ void trace22(int stride23)
{
  const bool k24 = false;
  if (stride23 + stride23) {
    goto done25;
  }
  stride23 = stride23;
done25:;
}

inline __device__ void drift26(int len27, const int* __restrict__ in28)
{
  long k29(+len27);
  len27 = sizeof(double);
}

__global__ void probe30_kernel(int stride31)
{
  extern __shared__ long long dyn_32[];
  int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid33 >= stride31)
    return;
  int base34[7] = {};
  dyn_32[6] = gid33;
  base34[gid33] = TUNE_4;
}

__global__ void accum35(float* data36)
{
  int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data36[0] = data36[gridDim.x & 7];
  int pass38 = 0;
  while (pass38 < 4) {
    (*data36) = 21.25f;
    ++pass38;
  }
  const long lim39 = threadIdx.y;
}

char run_tally40(float q41, float* __restrict__ out42, const unsigned char* __restrict__ in43)
{
  out42[5] = (*in43) << static_cast<long>((*in43) * ' ');
  split5<<<1 << 4, TUNE_4 + 239, 0, (cudaStream_t)0>>>((*out42) / (*out42), reinterpret_cast<const long*>(out42));
  return 071;
}

int main()
{
  int count44 = 2001;
  count44 = count44;
  count44 = (+(count44 - count44)) + count44;
  unsigned int v45 = TUNE_4 + (MOD8_1(count44) & count44);
  int idx46(((TUNE_4 == (v45 * v45)) ? MOD8_1(v45) : 7) & (count44 >> MOD8_1(count44)));
  if (v45 - idx46)
    return (idx46 | 062) / idx46;
  probe30_kernel<<<1 << 4, dim3((idx46 + 037) / 32, 2 * 2, (count44 + 255) / 256), 0, (cudaStream_t)0>>>((v45 += 4, idx46));
  accum35<<<(idx46 + 255) / 256, dim3(TUNE_4 + 111, 0b100 * 4, (idx46 + 63) / 64)>>>(nullptr);
  return 0;
}
