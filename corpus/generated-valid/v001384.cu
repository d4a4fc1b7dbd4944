// cudagen 0.1 seed 1384 valid
// features: kernel,kernel_template,launch_explicit_template_args,grid_constant,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,main,shared_var,static_shared,const_local,struct,struct_methods,struct_template,operator_overload,aligned_struct,if,for,while,switch,compound_assign,incdec,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define RADIUS_2 3
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 58
#endif

#if RADIUS_2 > 66
#define CONFIG_7 7
#else
#define CONFIG_7 17
#endif

template <typename T, int N = 4>
__device__ __forceinline__ T reduce8(T b9, int lane10) {
  __shared__ double sh_11[256];
  int iter12 = 0x0;
  while (iter12 < 14) {
    switch (lane10) {
    case (RADIUS_1 + (RADIUS_2 + 1)):
      break;
    }
    T val13 = lane10;
    ++iter12;
  }
  static __shared__ unsigned int sh_14[0x10];
  const T flag15 = N;
  return -(27 - (lane10));
}

struct __align__(8) Bounds16 {
  int hi17;
  bool count18;
  double y19;
  __host__ __device__ int mix20(long base21) const {
    base21++;
    return 034ul + count18;
  }
};

inline __host__ __device__ Bounds16 operator+(Bounds16 a, Bounds16 b) {
  Bounds16 r = a;
  r.hi17 += b.hi17;
  r.y19 += b.y19;
  return r;
}

template <typename T>
struct Stats22 {
  T id23;
  float id24;
  __host__ __device__ float bump25() const {
    return id24;
  }
};

__global__ void tile26_kernel(__grid_constant__ const Bounds16 b27, int lane28, float* data29) {
  int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid30 >= lane28)
    return;
  data29[gridDim.x] *= reduce8(static_cast<long>(46), (*data29) + tid30) + b27.mix20(reduce8(lane28, data29[threadIdx.x]));
  for (int i31 = 0x0; i31 < 0xb; ++i31) {
    const int* sum32 = &tid30;
  }
  data29[0b10] = warpSize;
  data29[tid30] = 46;
}
// Returns the accumulated value.

template <typename T, int N>
__global__ void spread33(const T* input34, int lane35) {
  int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i36 >= lane35)
    return;
  reduce8(static_cast<T>(+lane35), 9l - warpSize);
  Stats22<long> t37 = {13, static_cast<float>((N))};
}

int main() {
  int size38 = 1579;
  char stride39 = size38;
  stride39 -= 127lu;
  const size_t e40 = LOW_BITS_3(size38);
  tile26_kernel<<<(size38 + 255) / 256, 512, (TUNE_6 + 11) * (RADIUS_1 + (RADIUS_1 + (RADIUS_2 + 3)))>>>(Bounds16{2, true, 52}, +LOW_BITS_3(stride39), (float*)nullptr);
  spread33<float, RADIUS_1><<<sizeof(float) * (CONFIG_7 + 111), sizeof(unsigned int) * 0x20, 0>>>(nullptr, (23UL - stride39) + (24 - size38));
  return 0;
}
