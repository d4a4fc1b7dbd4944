// cudagen 0.1 seed 190 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,device_var,constant_array,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,lambda,lambda_capture_value,lambda_iife,lambda_launch,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static int host_gather6(const long *in7, const int *in8, const double *input9)
{
  if (in8[3] >= in8[7]) {
    return MIN2_2(in8[1], 26 * input9[5]);
  }
  cudaStream_t diff10 = (cudaStream_t)0;
  return MIN2_2(input9[1], sizeof(int));
}
/* Computes one element per thread. */

__global__ void update11_kernel(double *dst12, const float *in13)
{
  extern __shared__ unsigned char dyn_14[];
  unsigned int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ char sh_16[256];
  long s17[2] = {};
  --dyn_14[7];
  if (blockIdx.x != (gridDim.z / dst12[0])) {
    return;
  }
}
__constant__ float c_step18[2] = {52ul, 35};

template <typename T, class U>
__global__ void scatter19(const T *coef20, unsigned short *buf21)
{
  extern __shared__ int dyn_22[];
  int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  buf21[idx23] |= dyn_22[idx23] - ((34LL * dyn_22[idx23]) + buf21[idx23]);
  bool val24 = idx23 != dyn_22[5];
  int val25 = HALF_1(dyn_22[threadIdx.z]);
  U hi26{011};
}

__global__ void __launch_bounds__(32) bias27(int count28, double beta29, int n30, const size_t *in31)
{
  extern __shared__ size_t dyn_32[];
  int gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (++n30, (beta29 *= +dyn_32[blockIdx.x]));
  __shared__ int sh_34;
}

static __host__ void run_weigh35(char *acc36)
{
  acc36[1] = 13;
  int s37[4] = {};
}
static __device__ char d_scatter38 = -35;
// Helper used by the kernels below.

__global__ void blend39_kernel(int len40, int len41)
{
  int tid42 = threadIdx.x;
  if (tid42 >= len41) {
    return;
  }
  len40++;
  for (int j43 = 0; j43 < 13; j43++) {
    constexpr float res44 = 2.75f;
    double e45 = (c_step18[0] / CAT_5(tid, 42)) - threadIdx.z;
    --d_scatter38;
  }
  d_scatter38 |= CAT_5(len, 41);
}
enum Color46 { BUSY47, GREEN48 };

inline void run_drift49(const float *in50, float alpha51 = -9.875F)
{
  constexpr int v52 = 32;
  auto lam56 = [](size_t r53) {
    for (int n54 = 0; n54 < 12; n54 += 3) {
      constexpr bool lim55 = false;
      --r53;
    }
  };
  lam56(alpha51);
  int prod57 = alpha51;
  blend39_kernel<<<(GREEN48), 256 * (GREEN48 + 1)>>>((GREEN48), double((prod57 += in50[0], v52)));
  prod57 ^= host_gather6(reinterpret_cast<const long*>(in50), (const int*)nullptr, reinterpret_cast<const double*>(in50));
}

int check_spread58(const int *coef59)
{
  run_weigh35((char*)nullptr);
  ([=]() {
    cudaStream_t val60 = nullptr;
    constexpr unsigned flag61 = 53;
    bias27<<<(256), 256 * (GREEN48 + GREEN48), (GREEN48 + (GREEN48 + (GREEN48 + 253))), (cudaStream_t)0>>>((flag61 / coef59[0]) * (coef59[7] >> 2), (host_gather6(reinterpret_cast<const long*>(coef59), coef59, reinterpret_cast<const double*>(coef59))), -18, reinterpret_cast<const unsigned long*>(coef59));
  })();
  int cnt62[3]{37L, 2, int(coef59[0])};
  return cnt62[1];
}

int main()
{
  int size63 = 3512;
  ++size63;
  size63 = size63;
  --size63;
  update11_kernel<<<(GREEN48 + (GREEN48 + (GREEN48 + 13))), 4 * (GREEN48 + 15), 0, (cudaStream_t)0>>>(nullptr, nullptr);
  scatter19<int, long><<<(size63 + 31) / 040, 32>>>(nullptr, nullptr);
  constexpr int off64 = GREEN48 + 16;
  return 0;
}
