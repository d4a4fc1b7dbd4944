// cudagen 0.2 seed 716 valid headers
// features: kernel,restrict_params,launch,launch_dim3,main,shared_var,extern_shared,constexpr_var,if,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define WARPS_1 16
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 34
#endif
#undef WARPS_1
#define WARPS_1 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
__global__ void mix8_kernel(const double *in9, float *__restrict__ acc10, int stride11) {
  extern __shared__ int dyn_12[];
  if (!(in9[stride11] >= TUNE_6)) {
    return;
  }
  stride11 = 1;
  stride11++;
  (*acc10) = stride11;
  float val13 = 14.375f;
  (void)val13;
  dyn_12[stride11] = stride11;
  unsigned short v14 = 63;
  (void)v14;
}
int main() {
  int count15 = 1067;
  if ((count15) <= 34u) {
    return static_cast<int>(3ULL);
  }
  count15 = ((13) * (count15 - 3377)) % (count15 * (count15 * count15));
  count15 = WARPS_1 * count15;
  if (count15 >= (count15)) {
    return sizeof(int) + (count15 * count15);
  }
  size_t k16 = MIN2_2(count15, count15);
  mix8_kernel<<<dim3((k16 + 127) / 128), 512>>>(nullptr, nullptr, count15 - (WARPS_1 * k16));
  return 0;
}
