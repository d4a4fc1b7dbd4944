// cudagen 0.2 seed 685 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,shared_var,constexpr_var,local_array,struct,bitwise,shift,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_if,virtual_function,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <tuple>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 (((BLOCK_SIZE_1 + BLOCK_SIZE_1)))
#define TILE_DIM_3 3
#define CAT_4(a, b) a##b

#if (TILE_DIM_3 * 2) >= 40 && TILE_DIM_3 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 27
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

struct Particle7 {
  float z8;
  size_t flag9;
  short weight10;
  long x11;
};

__device__ float scatter12(bool beta13, int stride14, float beta15)
{
  unsigned long mid16 = ((2426ul >> CAT_4(beta, 13)) | stride14) >> (BLOCK_SIZE_1 + stride14 + stride14);
  __shared__ int sh_17[8];
  (void)sh_17;
  (beta15++, (beta13 = mid16));
  beta13 = 1;
  return beta13;
}
struct Shape19 {
  __host__ __device__ virtual float area() const = 0;
  __host__ __device__ virtual int sides() const { return 0; }
  __host__ __device__ virtual ~Shape19() {}
};
struct Square20 : Shape19 {
  float s;
  __host__ __device__ explicit Square20(float v) : s(v) {}
  __host__ __device__ float area() const override { return s * s; }
};
struct Tri21 final : Shape19 {
  float s;
  __host__ __device__ explicit Tri21(float v) : s(v) {}
  __host__ __device__ float area() const override { return s * s; }
  __host__ __device__ int sides() const override { return 4; }
};
struct Disc22 : Shape19 {
  float s;
  __host__ __device__ explicit Disc22(float v) : s(v) {}
  __host__ __device__ float area() const override { return s * s; }
};
__host__ __device__ float dispatch18(float x) {
  Square20 k0(x);
  Tri21 k1(x);
  Disc22 k2(x);
  const Shape19 *p = &k0;
  const Shape19 &r1 = k1;
  const Shape19 &r2 = k2;
  return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

__global__ void __maxnreg__(32) tally23(int *buf24, int *out25)
{
  buf24[3] = CONFIG_5;
  int e26 = (sizeof(Particle7) - ((*buf24) + BLOCK_SIZE_2)) + (*out25);
  int res27[6] = {0xF, 0b111011, 47, 18, 0b101010, 54ull};
  (void)res27;
  __shared__ unsigned sh_28;
  signed char hi29 = e26;
  buf24[hi29] = sh_28;
}

__host__ int decay30(char *__restrict__ acc31, int len32, int count33)
{
  tally23<<<(len32 + 127) / 128, (CONFIG_5 + (TILE_DIM_3 + 2)) * BLOCK_SIZE_1>>>((int*)nullptr, &len32);
  constexpr int sum34 = 0x3e;
  (void)sum34;
  int *d_buf35 = nullptr;
  cudaMalloc(&d_buf35, static_cast<size_t>(count33) * sizeof(int));
  cudaMemset(d_buf35, 0, static_cast<size_t>(count33) * sizeof(int));
  return 0x2e;
}

int main(void)
{
  int size36 = 2696;
  tally23<<<1 << 7, dim3(BLOCK_SIZE_2 * 4, (size36 + 63) / 64, (TILE_DIM_3 + 1) * (TILE_DIM_3 + 5)), 0>>>(nullptr, &size36);
  cudaStream_t stream37;
  cudaStreamCreate(&stream37);
  cudaStreamSynchronize(stream37);
  size36 = size36;
  tally23<<<dim3((size36 + 0x3F) / 64), (CONFIG_5 + (TILE_DIM_3 + 2))>>>(&size36, &size36);
  size36 = size36;
  size36 = (CAT_4(size, 36) & (size36 % 59)) >> (size36);
  return 0x0;
}
