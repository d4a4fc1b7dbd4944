// cudagen 0.2 seed 808 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,struct,struct_methods,class_private,aligned_struct,enum_class,if,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_statement,enum_underlying,rdc_extern_device_var,runtime_api
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

constexpr int host_tally3(int stride4, int n5)
{
  unsigned int idx6 = 45l % n5;
  (void)idx6;
  n5 = 61;
  return ((~stride4) + (0x3 * n5)) - stride4;
}
extern __device__ int sharedCounter7;
extern __device__ float lookup8[4];
__device__ int bumpShared9(int x) {
  sharedCounter7 += x;
  return sharedCounter7 + static_cast<int>(lookup8[x & 3]);
}
enum class Level10 : unsigned char {
  Idle11,
  Slow12 = 3,
  Mul13,
  Slow14,
  Slow15 = 9
};

extern "C" {
__global__ void warp16(int count17, Level10 b18, int count19, int lane20)
{
  int tid21 = threadIdx.x;
  if (tid21 >= count19) {
    return;
  }
  lookup8[threadIdx.z] = lane20;
  if ((lane20 / 53) <= 9) {
    sharedCounter7 = 0x35;
    static __shared__ unsigned int sh_22[8];
    (void)sh_22;
  }
}
}

__global__ void mix23(int n24, int count25, float* __restrict__ data26, int len27)
{
  unsigned int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i28 >= n24) {
    return;
  }
  float z29 = +((lookup8[threadIdx.x & 3] <= sharedCounter7) ? (alignof(char) * lookup8[2]) : (15.375F + blockIdx.y));
  (--count25, (lookup8[1] = 16.375f));
  z29 = ~(2 >> (len27 << i28));
}

class Stats30 {
  float flag31, sum32;
  long val33;
public:
  __host__ __device__ Stats30(float c34, float c35, long c36) : flag31(c34), sum32(c35), val33(c36) {}
  __host__ __device__ float get37(int r38) const
  {
    r38 = static_cast<int>(sum32);
    return ((r38 & 1) ? 0x4 : 17.625f) * (18.5F + val33);
  }
  __host__ __device__ float reset39() const
  {
    return sum32;
  }
};

struct __align__(8) Cell40 {
  long sum41;
  float w42;
  int lo43;
  __host__ __device__ float apply44(unsigned u45) const
  {
    return ~(sum41 * lo43);
  }
  __host__ __device__ long apply46() const
  {
    Level10 hi47 = Level10::Mul13;
    (void)hi47;
    return w42;
  }
};

int main()
{
  int count48 = 1140;
  count48 = (count48) + 02760;
  cudaError_t err49 = cudaGetLastError();
  int ok50 = err49 == cudaSuccess ? 1 : 0;
  warp16<<<(0x4), dim3(64, 512, (1))>>>(sizeof(int), Level10::Slow15, 0b100110LL, ok50 * count48);
  mix23<<<dim3(128, 1), 0b1 << 0b101>>>(ok50, ok50, (float*)nullptr, count48);
  return 0;
}
