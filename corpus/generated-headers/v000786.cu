// cudagen 0.2 seed 786 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,host_function,default_args,main,device_var,constant_var,constexpr_var,local_array,anon_namespace,if,if_else,if_init,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments,hdr_cstdio,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define NUM_ITERS_1 8
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 58
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

namespace {
__constant__ unsigned long long c_grow6 = NUM_ITERS_1 + (NUM_ITERS_1 + 0b10110);
__device__ float d_fuse7;
} // namespace
__global__ void groupSum8(int *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  int i = static_cast<int>(block.thread_rank());
  int v = i < n ? out[i] : 0;
  for (int offset = 4; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  block.sync();
  if (tile.thread_rank() == 0 && i < n) {
    out[i] = v;
  }
}
__global__ void groupSum9(int *out, int n) {
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
// Layout: row-major, no padding.

__host__ __device__ int grow10(const int* coef11) {
  int flag12 = coef11[2] + coef11[5] + 5;
  flag12 = flag12;
  printf("sum %d\n", static_cast<int>(flag12));
  flag12 &= 38u;
  static_assert(0x1A > 25);
  return coef11[flag12];
}

template <typename T, typename U>
__global__ void apply13_kernel(U* __restrict__ out14, const int* __restrict__ in15) {
  int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i16;
  (*out14) = c_grow6;
  T acc17 = SQR_2(((d_fuse7 <= out14[0x0]) ? d_fuse7 : warpSize));
  constexpr double x18 = -6.375;
  (void)x18;
  d_fuse7--;
  ++acc17;
  static_assert(sizeof(int) == 0b100, "expected value");
  d_fuse7--;
}
__constant__ float c_sweep19 = 22.25F;
// NOTE: keep in sync with the host reference.

template <class T>
static __device__ T clamp20(T a21, float b22) {
  static_assert((NUM_ITERS_1 + (0x2f)) == 49, "tile must fit");
  if (SQR_2((unsigned char)d_fuse7) >= (c_sweep19 / b22)) {
    if (threadIdx.x) {
      unsigned res23[5]{37, 0x24, static_cast<unsigned int>(d_fuse7), 2U, 7U};
      (void)res23;
      d_fuse7 = threadIdx.x / (5.375F + float(d_fuse7));
    }
  } else {
  }
  return threadIdx.y;
}

int check_score24(double b25, int n26 = 57) {
  if ((n26 / b25) != '\101') {
    goto out28;
  }
  if (unsigned long idx27(((b25 == n26) ? 48ll : b25)); !((n26 * CAT_3(n, 26)) < 51)) {
    apply13_kernel<int, float><<<1 << 7, (NUM_ITERS_1 + (TUNE_5 + 196)), sizeof(float) * 64, (cudaStream_t)0>>>((float*)nullptr, &n26);
    groupSum8<<<(n26 + 255) / 256, 32>>>(&n26, (n26 << n26) % idx27);
    idx27 >>= n26;
  }
out28:;
  return 3374l;
}

int main() {
  int size29 = 3647;
  auto step31 = [](int x30) -> int {
    groupSum9<<<1 << 9, 32 * 2>>>(&x30, '\t');
    return x30;
  };
  int v32((size29 / size29) - size29);
  if (size29 != step31(v32)) {
    if (CAT_3(v, 32) != (-size29)) {
      --v32;
      size29 = ((!(v32 <= TUNE_5)) ? size29 : (size29 += v32, 13)) - (size29);
    }
  }
  return 0;
}
