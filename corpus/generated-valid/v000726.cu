// cudagen 0.1 seed 726 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,device_template_function,main,shared_var,static_shared,extern_shared,constexpr_var,auto_var,if,for,static_assert,shift,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_static,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 55
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 1
#else
#define CONFIG_3 12
#endif

template <typename T, int N = 7>
__device__ __noinline__ T tile4(T b5, int len6, float q7)
{
  auto hi8 = 18.75;
  static __shared__ int sh_9;
  return len6;
}

static __global__ void march10(int stride11)
{
  extern __shared__ int dyn_12[];
  int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx13 >= stride11) {
    return;
  }
  __shared__ float sh_14[256];
  tile4<long, 0b111>((dyn_12[7] << CONFIG_3) / dyn_12[6], dyn_12[4], tile4<int, (sizeof(int))>(tile4(static_cast<long>(CONFIG_3), idx13, TUNE_2), dyn_12[7] % idx13, threadIdx.x));
  static_assert(52 == 52, "tile must fit");
}

__global__ void fold15(int *data16, int count17, int count18, int *dst19)
{
  extern __shared__ int dyn_20[];
  for (int n21 = (blockIdx.x * blockDim.x) + threadIdx.x; n21 < count18; n21 += blockDim.x * gridDim.x) {
    if ((011 == count17) || (64UL > blockDim.x)) {
      break;
    }
  }
  dyn_20[count17] = tile4(8, TUNE_2 * (*data16), dst19[gridDim.x]) * threadIdx.z;
  count17 = CONFIG_3;
  auto lo22 = CONFIG_3 * ((*data16) + tile4<unsigned, 5>(0L, count18, 12));
  if ((*dst19) > 'a') {
    return;
  }
  float e23 = count17;
}
static_assert(12 == 12, "size check");

int main()
{
  int len24 = 06234;
  for (int it25 = 0; it25 < 11; it25 += 3) {
    auto tmp26 = it25;
    auto off27 = 026l;
  }
  march10<<<512, (TUNE_2 + 125)>>>(len24);
  fold15<<<(2), (CONFIG_3 + 63), sizeof(float) * 64, nullptr>>>(&len24, (len24 += len24, (sizeof(float) << len24)), len24 / ('\\' << len24), &len24);
  return 0;
}
