// cudagen 0.2 seed 323 valid headers
// features: launch,launch_shared_mem,launch_stream,main,constexpr_var,compound_assign,bitwise,shift,address_of,lit_int_hex,lit_int_suffix,macro_object,macro_function,pp_if,nested_class,call_operator,nttp_dependent_type,enable_if,sfinae,hdr_type_traits,hdr_cooperative_groups
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define NUM_ITERS_1 32
#define TILE_DIM_2 (8)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if NUM_ITERS_1 == 32
#define CONFIG_7 6
#else
#define CONFIG_7 18
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow9(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow9(T v) { return static_cast<int>(v) + 2; }
struct Offset10 {
  int k;
  int operator()(int v) const { return v * k; }
};
int call11(int x) {
  Offset10 fn{7};
  return fn(x) + fn.operator()(1);
}
struct Grid12 {
  using value_type = long;
  struct Entry {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(7); }
  };
  Entry first, second;
  value_type total() const { return first.scaled() + second.v; }
};
long walk13(int x) {
  using value_type = Grid12::value_type;
  Grid12::Entry e{static_cast<value_type>(x)};
  Grid12 t{e, e};
  return t.total();
}
__global__ void groupSum14(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 16; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}

int main() {
  int len15 = 0x2bc;
  groupSum14<<<0x8, (TILE_DIM_2 + (TILE_DIM_2 + 496)), 0x0, (cudaStream_t)0>>>(&len15, 16ULL);
  constexpr int mid16 = 17;
  len15 <<= (4721ul + len15 + (mid16 * len15)) | len15;
  return 0x0;
}
