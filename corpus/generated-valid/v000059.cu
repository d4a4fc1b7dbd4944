// cudagen 0.1 seed 59 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,typedef,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b
typedef unsigned int idx4_t;

__global__ void accum5(int n6, int n7, int len8, unsigned short *acc9) {
  int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= n6)
    return;
  long long q11 = gid10;
  double idx12 = sizeof(float);
}

__global__ void march13(float p14, char q15) {
  int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  p14++;
  q15 = (((+threadIdx.y) != 27) && (!(i16 >= CAT_3(i, 16)))) ? p14 : (threadIdx.x);
  constexpr int val17 = 61;
  float m18 = q15;
}

template <typename T, typename U>
static __device__ T spread19(U b20) {
  T k21 = (3.5 + (b20 * NUM_ITERS_1)) / 4;
  ++k21;
  k21 = blockDim.x;
  --b20;
  double off22 = b20;
  __shared__ short int sh_23[128];
  ++off22;
  return b20;
}

extern "C" __global__ void accum24_kernel(double *data25) {
  extern __shared__ signed char dyn_26[];
  int i27 = threadIdx.x;
  dyn_26[i27]++;
  const float *hi28 = nullptr;
}

float host_lerp29(float cfg30, const unsigned char *coef31) {
  cfg30 = 5u;
  if ((cfg30 + cfg30) == (*coef31))
    return (12.5f);
  --cfg30;
  return ADD3_2(cfg30 + 0x4, (cfg30), sizeof(idx4_t) ^ ((cfg30 != NUM_ITERS_1) ? 8l : 4403L));
}

int main() {
  int count32 = 3330;
  --count32;
  count32 = CAT_3(count, 32) - ADD3_2(count32, count32, 8 - count32);
  accum5<<<sizeof(unsigned int), 16 * 16>>>(host_lerp29(host_lerp29(count32, (const unsigned char*)nullptr), nullptr), host_lerp29(NUM_ITERS_1, (const unsigned char*)nullptr), 52, nullptr);
  march13<<<2, NUM_ITERS_1 + 32, 0, nullptr>>>(0x23, 127);
  accum24_kernel<<<(2), 256>>>(nullptr);
  return 0;
}
