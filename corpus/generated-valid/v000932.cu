// cudagen 0.1 seed 932 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,constexpr_function,main,device_var,const_local,enum_class,typedef,if,while,nested_block,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b
enum class Level3 {
  Add4,
  Off5,
  Fast6,
  Red7,
  Low8
};

__global__ void march9_kernel(signed char *buf10, int len11, int len12, long *__restrict__ buf13) {
  if (16U <= warpSize)
    return;
  buf13[threadIdx.x] = len12 - len12;
  short res14 = SQR_1((threadIdx.z) + (len12 + 59));
  len12 %= buf10[1];
}
typedef Level3 kind15_t;

__global__ void probe16_kernel(int *__restrict__ out17, int count18) {
  unsigned int idx19 = threadIdx.x;
  if (idx19 >= count18)
    return;
  static_assert(043 > 34, "expected value");
  static_assert(57 > 56, "expected value");
}

__global__ void step20(long *__restrict__ data21) {
  int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  data21[4] *= CAT_2(tid, 22);
  size_t e23{1744};
}

__global__ void weigh24(const int *__restrict__ src25, const int *src26) {
  int i27 = threadIdx.x;
  static_assert(sizeof(int) == 4, "expected value");
  static_assert(sizeof(int) == 4);
}

constexpr __host__ int run_sweep28(int count29) {
  float flag30 = 14.25f * (count29 + 4089);
  return count29;
}
enum class Kind31 { Green32, Idle33 };

__global__ void smooth34(int len35, double *out36, float *acc37) {
  unsigned idx38 = threadIdx.x;
  if (idx38 >= len35)
    return;
  (*acc37) += acc37[0x7];
  int w39 = 0;
  while (w39 < len35) {
    const int w40 = 036L;
    acc37[len35] -= SQR_1(*out36);
    ++w39;
  }
  const float u41 = w39;
}
__device__ float d_grow42 = 45;

template <typename T, int N>
__device__ __host__ float accum43(T *__restrict__ buf44) {
  T r45(static_cast<long>(buf44[4]) ? N : static_cast<float>(N));
  if (2 < (+(*buf44)))
    return (*buf44) * buf44[1];
  T q46 = SQR_1(-r45);
  return SQR_1(r45);
}

int main() {
  int size47 = 3516;
  {
    if (SQR_1(size47) == 4)
      return size47;
    size47 += (int)size47;
  }
  if ((size47 > size47) || (size47 >= size47))
    return CAT_2(size, 47);
  weigh24<<<(32), (64), sizeof(int) * 128, nullptr>>>(static_cast<const int*>(nullptr), nullptr);
  size47 ^= size47;
  march9_kernel<<<128, 64, 0x0, nullptr>>>(nullptr, size47, size47, (long*)nullptr);
  probe16_kernel<<<dim3((size47 + 63) / 64, 128), dim3(0x8, (size47 + 63) / 0100, 8), sizeof(float) * 256, (cudaStream_t)0>>>(nullptr, size47);
  step20<<<8, dim3((0x80), 2, (size47 + 31) / 32), 0, (cudaStream_t)0>>>(nullptr);
  return 0x0;
}
