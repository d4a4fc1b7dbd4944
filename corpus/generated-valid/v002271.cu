// cudagen 0.1 seed 2271 valid
// features: kernel,kernel_static,kernel_template,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,anon_namespace,if,goto,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_mutable,lambda_iife,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 128
#define TILE_DIM_3 256
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b
#ifdef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 46
#endif
#undef TUNE_7
#define TUNE_7 8
/* NOTE: keep in sync with the host reference. */
__global__ void relax8(const float *__restrict__ in9, int stride10, int *data11)
{
  extern __shared__ int dyn_12[];
  unsigned idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx13 >= stride10) {
    return;
  }
  int z14 = data11[threadIdx.y];
  stride10++;
  float q15 = (static_cast<unsigned int>(dyn_12[3]) + (blockDim.y)) * (blockIdx.x / dyn_12[2]);
}
__global__ void __launch_bounds__(sizeof(float) * 16, 2) score16_kernel(unsigned long long cfg17, int *__restrict__ out18)
{
  int i19 = threadIdx.x;
  ++out18[7];
  signed char u20 = 9ul;
  u20++;
  int res21 = 29;
  --out18[u20];
  double diff22[6] = {-44, 9.0, 2.};
}
namespace {
static __global__ void fuse23_kernel(int stride24, const double *__restrict__ input25)
{
  int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int u27 = (25);
  --stride24;
}
template <typename T, typename U>
__global__ void __launch_bounds__(sizeof(int) * TILE_DIM_3) score28_kernel(U *out29, T cfg30, const float *src31)
{
  extern __shared__ long dyn_32[];
  int idx33 = threadIdx.x;
  if (src31 != nullptr) {
    return;
  }
  T k34 = 20.75 - (*src31);
  --cfg30;
  if (static_cast<U>(src31[7]) < idx33) {
    return;
  }
  static __shared__ float sh_35;
  if ((out29[idx33] <= idx33) || (k34 != blockDim.z)) {
    goto done36;
  }
  dyn_32[idx33] = 52;
  --cfg30;
done36:;
}
__device__ short fold37(char b38)
{
  b38 = b38;
  int e39[5] = {};
  b38--;
  if ((blockDim.x - b38) != b38) {
    return 18L + (b38 + e39[0]);
  }
  __shared__ unsigned int sh_40;
  return 0b110011UL;
}
} // namespace
// Helper used by the kernels below.
static __device__ int fold41(int stride42, int stride43)
{
  fold37(threadIdx.x);
  float t44[3]{-10.f, -11.625F, 10.25F};
  unsigned int h45 = (fold37(t44[stride42] / t44[2]));
  __shared__ int sh_46;
  static __shared__ unsigned int sh_47[5][4];
  return blockDim.z;
}
int main()
{
  int size48 = 2077;
  ([off49 = 8 + size48]() {
    unsigned tmp50{61};
  })();
  auto op54 = [=](float v51, unsigned int prod52) mutable {
    unsigned int idx53[5] = {};
    prod52--;
    v51--;
  };
  op54(size48, size48);
  dim3 lim55((16), RADIUS_2 * 4, (128));
  size48--;
  relax8<<<dim3((size48 + 31) / 32, 32 * 8, (size48 + 0b111111) / 64), (128)>>>(nullptr, size48, static_cast<int*>(nullptr));
  score16_kernel<<<16 * (TILE_DIM_1 + 1), 256>>>(RADIUS_2, &size48);
  fuse23_kernel<<<lim55, lim55>>>(size48, nullptr);
  return 0;
}
