// cudagen 0.1 seed 1013 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 31
#endif

static __global__ void score7_kernel(const unsigned int *in8, const long *src9)
{
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (threadIdx.x != (1 - gridDim.x)) {
    if ((src9 == nullptr) || (idx10 >= blockDim.x)) {
      return;
    }
  }
  unsigned k11 = long(33);
}

__global__ void probe12_kernel(unsigned long long *buf13, const double *input14)
{
  extern __shared__ int dyn_15[];
  unsigned i16 = threadIdx.x;
  float diff17 = ((i16 - dyn_15[i16]) >> (39 >> dyn_15[gridDim.z])) + static_cast<float>(dyn_15[i16]);
  if (((*buf13) >> (*buf13)) >= 44) {
    return;
  }
}

__global__ void combine18(long *data19, size_t *dst20)
{
  int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double k22{7.875};
  if (data19[1] <= dst20[3]) {
    data19[blockDim.y] = i21;
    dst20[blockIdx.y] = gridDim.x;
    if (threadIdx.x < (k22 * i21)) {
      return;
    }
  }
  __shared__ int sh_23[32];
  double h24(23.625f * (+i21));
}

__global__ void __launch_bounds__((1024)) drift25_kernel(const int *coef26, int *dst27, unsigned long *buf28, unsigned long a29)
{
  int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst27[4] = coef26[a29] + 27;
  unsigned char acc31 = TUNE_6;
  acc31 = 13 * threadIdx.x * (23) * static_cast<unsigned int>(TUNE_6);
}

__global__ void __launch_bounds__(TUNE_6 + (BLOCK_SIZE_1 + 989), 1) drift32(int stride33, int lane34)
{
  extern __shared__ double dyn_35[];
  __shared__ float sh_36[64];
  float r37 = 4779;
  double e38{24.0};
  stride33 = e38;
  e38 = (sh_36[stride33] += gridDim.y, BLOCK_SIZE_1);
  int idx39 = 27 + ((sh_36[54] * r37) + 63UL);
}

int main()
{
  int n40 = 2847;
  if (n40 >= 37lu) {
    return n40;
  }
  drift25_kernel<<<(n40 + 0177) / 128, (64)>>>((const int*)nullptr, static_cast<int*>(nullptr), nullptr, n40);
  n40 = n40;
  auto fn42 = [=](int f41) mutable -> double {
    f41 = size_t((2 + f41) % ((unsigned)1456UL));
    return n40;
  };
  n40 = -TUNE_6;
  n40 = n40 + 10l;
  score7_kernel<<<(n40 + 31) / 32, 8 * BLOCK_SIZE_1>>>(nullptr, nullptr);
  probe12_kernel<<<(n40 + 31) / 32, 512, sizeof(float) * 64, nullptr>>>(nullptr, nullptr);
  combine18<<<1, 040>>>(static_cast<long*>(nullptr), nullptr);
  return 0;
}
