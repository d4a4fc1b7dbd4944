// cudagen 0.1 seed 792 invalid:incomplete_type
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,main,device_var,shared_var,extern_shared,constexpr_var,enum,if,if_else,switch,goto,nested_block,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 31
#endif
// Layout: row-major, no padding.

template <class T, int N = 3>
__host__ __device__ void merge5(T b6) {
  b6 = ((N + b6) * b6) / ((15.75f / b6) + b6);
  if (014 > b6) {
    return;
  }
  if (b6 >= ((b6 > 41u) ? sizeof(T) : b6)) {
    return;
  }
  if ((b6 + ((b6 >= N) ? N : N)) != 017) {
    unsigned int y7 = 54;
  }
  float k8 = static_cast<unsigned int>(TUNE_4);
}

__device__ void split9(int len10, int lane11, int count12) {
  if (len10 != 49u) {
    goto out15;
  }
  lane11 = ((lane11 >= len10) ? len10 : threadIdx.z) & threadIdx.x;
  if (blockDim.x != count12) {
    const char *y13 = (const char*)nullptr;
  } else {
    float stride14 = (750e-3F);
  }
out15:;
}

extern "C" __global__ void fuse16(const float *__restrict__ in17) {
  extern __shared__ int dyn_18[];
  int tid19 = threadIdx.x;
  dyn_18[4] = static_cast<float>(05324 % tid19);
  if (blockIdx.y != 45L) {
    if (threadIdx.z <= TUNE_4) {
      return;
    }
    if (dyn_18[6] == blockDim.z) {
      short stride20 = threadIdx.z;
    }
  }
  int m21{-55};
}

__global__ void bump22_kernel(float a23, unsigned int p24, const float *input25) {
  int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  double hi27 = TUNE_4;
  bool q28{true};
  bool lo29 = static_cast<size_t>(hi27) / (true);
  merge5(p24);
  short *f30 = static_cast<short*>(nullptr);
}
// Returns the accumulated value.

__global__ void bias31_kernel(signed char *buf32, unsigned *out33) {
  extern __shared__ float dyn_34[];
  int i35 = threadIdx.x;
  float res36(static_cast<float>(56));
  {
    double lo37 = (buf32[7] + (*buf32)) - TUNE_4;
    out33[i35 & 7] = (i35 ^ (i35 | out33[7])) / (lo37 / (5U * (*buf32)));
  }
}
__device__ int d_fold38;
enum Level39 { LOW40, HIGH41 = 2, OFF42, ADD43 };
// NOTE: keep in sync with the host reference.

inline __device__ long long apply44(int n45, unsigned int *buf46, const float *in47) {
  if ((28lu - n45) <= ((d_fold38 | d_fold38) + in47[n45])) {
    long w48 = (threadIdx.x);
    buf46[threadIdx.x] = gridDim.x;
  } else {
    switch (~d_fold38) {
    case ADD43: {
      (*buf46) = sizeof(unsigned int) + d_fold38;
      Level39 flag49 = ADD43;
      break;
    }
    }
  }
  int u50 = threadIdx.x;
  return 55;
}
struct Opaque54;

int main() {
  int n51 = 3286;
  Opaque54 obj55;
  long long off52 = n51 * 1998;
  bias31_kernel<<<dim3(0200, (1)), sizeof(int) * (TUNE_4 + 1), sizeof(double) * 256, nullptr>>>((signed char*)nullptr, nullptr);
  const char *e53 = "ok";
  fuse16<<<(n51 + 255) / 256, TUNE_4 + 505>>>((const float*)nullptr);
  bump22_kernel<<<dim3(32), 128>>>((30 | e53[1]) % TUNE_4, e53[0], nullptr);
  return 0;
}
