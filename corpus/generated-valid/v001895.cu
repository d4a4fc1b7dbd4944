// cudagen 0.1 seed 1895 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,shared_var,constexpr_var,auto_var,enum,namespace,nested_namespace,if,ternary,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_string,cast_c,cast_static,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 25
#endif
#undef TUNE_2
#define TUNE_2 24
__global__ void apply3(int lane4) {
  int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid5 >= lane4)
    return;
  lane4 = blockIdx.z;
  lane4 = threadIdx.z - 31;
  __shared__ double sh_6[1 << 3];
  int k7 = sh_6[lane4 & 7];
}
namespace ops8::sub9 {
__global__ void __maxnreg__(32) accum10_kernel(int stride11, int* buf12) {
  unsigned int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid13 >= stride11)
    return;
  auto cnt14 = warpSize;
  cnt14 = 23;
  stride11 = sizeof(double) ^ ((short)buf12[stride11]);
  float val15 = tid13 - (static_cast<unsigned>(*buf12) | TUNE_2);
  auto prod16 = ((2 + stride11) - (stride11 >> 1)) % (((stride11) != buf12[0b0]) ? tid13 : (stride11 * buf12[4]));
}
inline constexpr int TILE17 = 5;
} // namespace ops8::sub9
namespace impl18 {
enum Color19 {
  LOW20,
  OFF21 = 4,
  HIGH22,
  IDLE23,
  ADD24 = 8
};
constexpr __host__ __device__ int smooth25(int len26) {
  unsigned int m27 = (len26 += ops8::sub9::TILE17, (~len26));
  return len26;
}
} // namespace impl18
constexpr __host__ __device__ int score28(int n29) {
  auto stride30 = ~(n29);
  n29 = ops8::sub9::TILE17;
  return (stride30 += stride30, stride30) * ((stride30 % ops8::sub9::TILE17) & (ops8::sub9::TILE17 - stride30));
}
int main(void) {
  int count31 = 2950;
  const char* val32 = "x=%d";
  count31 = (+(val32[1] & 18)) / ops8::sub9::TILE17;
  apply3<<<dim3(sizeof(int) * (impl18::IDLE23 + 2), (count31 + 127) / 128, (count31 + 31) / 32), TUNE_2 + (impl18::HIGH22 + 3), 0>>>(17);
  ops8::sub9::accum10_kernel<<<dim3((count31 + 63) / 64), 256>>>(ops8::sub9::TILE17 * (count31 * 4610U), &count31);
  return 0;
}
