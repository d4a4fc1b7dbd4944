// cudagen 0.2 seed 54 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,constant_array,managed_var,shared_var,static_shared,host_global,constexpr_var,const_local,enum,if,if_init,for,switch,ternary,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,memory_spaces,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 5
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 29
#endif

#if TUNE_4 == 14
#define CONFIG_5 1
#else
#define CONFIG_5 32
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void groupSum7(int *out, int n) {
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
enum Phase8 { BUSY9, BUSY10, ON11, SLOW12 = 6 };

static __global__ void step13_kernel(int lane14) {
  int idx15 = threadIdx.x;
  if (idx15 >= lane14) {
    return;
  }
  constexpr int lim16 = -33L;
  (void)lim16;
  for (int j17 = 0; j17 < lane14; j17 += 2) {
    const unsigned char q18 = lane14;
    (void)q18;
    if (lane14 <= lane14) {
      return;
    }
  }
}
float g_probe19 = 36ul;
__device__ int devTable20[4];
__constant__ float coeffs21[4] = {4.5f, 2.5f, 1.5f, 5.5f};
__managed__ int managedTotal22;
__global__ void everySpace23(int *out) {
  __shared__ int tile[32];
  static __shared__ float extra[8];
  const int i = static_cast<int>(threadIdx.x);
  tile[i & 31] = devTable20[i & 3] + managedTotal22;
  extra[i & 7] = coeffs21[i & 3];
  out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

float check_norm24(int n25, float cfg26, int n27) {
  if (float mid28 = BUSY10 * g_probe19 * n27; n25 * 1) {
    step13_kernel<<<(n27 + 31) / 32, dim3((n25 + 31) / 32, 4), sizeof(float) * 0x100, (cudaStream_t)0>>>(fmaxf(0x6 * n27, 15.875f * mid28));
    step13_kernel<<<(SLOW12 + (CONFIG_5 + (WARPS_1 + (CONFIG_5 + (CONFIG_5 + 0x2))))) * (BUSY10 + 0b1), (CONFIG_5 + 63), sizeof(double) * 256, 0>>>(g_probe19);
  }
  return (g_probe19 += 21.625F, SLOW12) - ((n25 + n27) - ((g_probe19 != n25) ? TUNE_4 : 11.375F));
}

int main() {
  int len29 = 3808;
  int* res30 = &len29;
  if (sinf(g_probe19) < managedTotal22) {
    switch (res30[managedTotal22] + res30[5]) {
    case 12:
      fminf((*res30) + (52 >> res30[2]), managedTotal22 / fabsf(SLOW12));
      break;
    case 0:
      break;
    default:
      groupSum7<<<dim3((len29 + 127) / 128), (0x40)>>>((int*)nullptr, 11);
      break;
    }
  }
  everySpace23<<<dim3(64, (512)), 32>>>(res30);
  return 0;
}
