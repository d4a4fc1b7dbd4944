// cudagen 0.2 seed 387 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,main,nested_namespace,if,for,pragma_unroll,do_while,bitwise,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,local_class,inline_namespace,using_directive,runtime_api,hdr_vector,hdr_cmath,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
__global__ void groupSum3(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 2; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}
namespace api4 {
inline namespace v2 {
__host__ __device__ int version5(int x) { return x + 8; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper6(int x) { return x * 2; }
} // namespace detail::impl
} // namespace api4
__host__ __device__ int layered7(int x) {
  using namespace api4::detail::impl;
  return helper6(x) + api4::version5(x) + api4::v2::version5(1);
}
__global__ void groupSum8(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 8; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}

__global__ void update9_kernel(int n10, const int* __restrict__ input11, int lane12, char* acc13) {
  unsigned int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int i15 = (blockIdx.x * blockDim.x) + threadIdx.x; i15 < 7; i15 += blockDim.x * gridDim.x) {
    layered7(threadIdx.z);
    acc13[i15 & 7] = 36lu;
  }
  lane12++;
  ACCUM_1(lane12, (fmaxf(9.375F, sizeof(double))));
  struct Local16 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local16 k17{9};
  int hi18 = k17.add(-acc13[tid14 & 7]);
  (void)hi18;
}

int main() {
  int count19 = 1184;
  int w20 = 0;
  do {
    for (int it21 = 1 << 4; it21 > 0; --it21) {
      if ((w20 & 1)) {
        int *d_buf22 = nullptr;
        cudaMalloc(&d_buf22, static_cast<size_t>(w20) * sizeof(int));
        cudaMemset(d_buf22, 0, static_cast<size_t>(w20) * sizeof(int));
      }
    }
    fminf(w20, (5.25F / count19) * 11);
    std::vector<float> vec23(static_cast<size_t>(w20) % 64 + 1);
    vec23.push_back(static_cast<float>(1));
    vec23[0] = static_cast<float>(w20);
    float *ptr24 = vec23.data();
    int count25 = static_cast<int>(vec23.size());
    (void)ptr24;
    (void)count25;
    ++w20;
  } while (w20 < w20);
  groupSum3<<<16, dim3(32, (w20 + 127) / 128, (w20 + 255) / 256)>>>(&count19, expf(3.5f));
  groupSum8<<<512, dim3(sizeof(float) * 64, sizeof(unsigned int) * 64, 1 << 6)>>>((int*)nullptr, 60UL << (w20 * w20));
  update9_kernel<<<sizeof(unsigned int) * 128, dim3(2)>>>(count19, &count19, fabsf(count19), nullptr);
  return 0b0;
}
