// cudagen 0.1 seed 1579 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,grid_stride_loop,host_device_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,const_local,enum,using_alias,namespace,if,for,pragma_unroll,switch,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum Kind3 { SLOW4, OFF5 };
using ptr6_t = int*;
__host__ __device__ unsigned int score7(double p8, int count9, const long *coef10) {
  p8--;
  p8 = sizeof(int);
  count9--;
  size_t *mid11 = (unsigned long*)nullptr;
  int res12(count9);
  return 42;
}
namespace detail13 {
template <class T>
__global__ void rank14_kernel(T a15, ptr6_t data16) {
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (((*data16) += threadIdx.x, (*data16))) {
  case OFF5 + 1: {
    data16[gridDim.z] = (data16[5] += a15, OFF5);
    Kind3 off18 = OFF5;
    break;
  }
  case 12: {
    double h19 = (score7(a15, a15, (const long*)nullptr) + 0b111000) - blockDim.x;
    T cnt20 = (OFF5);
    break;
  }
  case 7:
    break;
  case (0):
    break;
  }
  float prod21[OFF5 + 6] = {-21.5f};
}
static __global__ void decay22_kernel(ptr6_t buf23) {
  int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ unsigned sh_25[128];
  #pragma unroll 4
  for (int i26 = 0, j27 = 5; i26 < j27; (++i26, (--j27))) {
    static __shared__ int sh_28[32];
  }
  int z29[7] = {};
}
__global__ void __maxnreg__(32) scatter30(const int *coef31, int len32, long long *buf33, int lane34) {
  extern __shared__ double dyn_35[];
  unsigned idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
  len32 = -4;
  lane34 = score7(lane34 + 6, dyn_35[len32] * lane34, nullptr) - ((idx36 + gridDim.y) - (-lane34));
  #pragma unroll 4
  for (int j37 = (blockIdx.x * blockDim.x) + threadIdx.x; j37 < lane34; j37 += blockDim.x * gridDim.x) {
    dyn_35[6] = score7(len32, dyn_35[gridDim.x], nullptr) % score7(*buf33, 60U, nullptr);
  }
  score7(+lane34, *coef31, nullptr);
}
} // namespace detail13
/* Layout: row-major, no padding. */
template <typename T, typename U>
__global__ void weigh38(U *acc39) {
  int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
  acc39[idx40] = acc39[0b1];
  const double k41 = idx40;
}
__global__ void __maxnreg__(64) reduce42_kernel(float cfg43, int stride44) {
  extern __shared__ int dyn_45[];
  switch (-stride44) {
  case 0:
    dyn_45[3] = ((dyn_45[3] - stride44) - (threadIdx.y * dyn_45[threadIdx.x])) * cfg43;
    break;
  case 12:
    break;
  }
  score7((cfg43 + dyn_45[1]), score7((47), dyn_45[stride44] - 40l, nullptr), nullptr);
  if (!(dyn_45[threadIdx.x] <= 44l)) {
    return;
  }
  __shared__ double sh_46[256];
}
int main() {
  int len47 = 1051;
  ++len47;
  score7(score7(len47, OFF5, nullptr) * score7(19.5, OFF5, (const long*)nullptr), len47, nullptr);
  constexpr int k48 = 15;
  len47 = len47;
  weigh38<int, double><<<dim3((OFF5 + (OFF5 + (OFF5 + 253))), 16), dim3(OFF5 + 127, OFF5 + (OFF5 + (OFF5 + 29)), OFF5 + (OFF5 + 62))>>>(nullptr);
  score7(SLOW4 - (+len47), -(k48 + len47), nullptr);
  detail13::rank14_kernel<unsigned int><<<(len47 + 0b11111) / 32, 32>>>(len47, &len47);
  detail13::decay22_kernel<<<(len47 + 63) / 64, sizeof(int) * (OFF5 + (OFF5 + 0b111110))>>>((int*)nullptr);
  detail13::scatter30<<<(len47 + 31) / 32, sizeof(int) * (OFF5 + (OFF5 + (OFF5 + (OFF5 + 124))))>>>(nullptr, (8 % len47) - score7(OFF5, 30L, nullptr), nullptr, score7(len47, 63ul, nullptr));
  return 0;
}
