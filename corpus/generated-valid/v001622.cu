// cudagen 0.1 seed 1622 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,default_args,main,shared_var,constexpr_var,local_array,if,for,pragma_unroll,switch,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ __forceinline__ int sweep3(int stride4, float p5 = 19.75f) {
  stride4++;
  #pragma unroll 8
  for (int i6 = 0; i6 < 9; ++i6) {
    p5 = (((short int)p5) - (p5 += p5, blockIdx.z)) * (16.125f - (i6 + i6));
    __shared__ unsigned short sh_7[0b1 << 0b101];
    ++stride4;
  }
  return (stride4 += stride4, stride4);
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_pack9, double)
DEFINE_MAP_KERNEL_8(map_blend10, unsigned int)
// Computes one element per thread.

__device__ void rank11(int stride12, float alpha13) {
  __shared__ int sh_14[256];
  alpha13++;
  double lim15[(0b10)] = {};
  if ((blockIdx.x + 3) < stride12)
    return;
  short int prod16[6]{static_cast<short>(sh_14[warpSize]), 0x1D, 17u, 6u, short(sh_14[0b1011000]), -43};
  prod16[stride12] = 10;
  int cnt17[5] = {stride12, stride12, 0x10};
}

__device__ __forceinline__ int bias18(bool p19, unsigned char q20 = 255) {
  float hi21[5]{12.5F, static_cast<float>(q20), static_cast<float>(p19), 21.375f, 24.375F};
  p19 = (((p19 - p19) / (q20 - 32)) < (p19 + q20)) || ((((long long)warpSize) <= 54) && (!p19));
  if (!(hi21[q20] <= p19))
    return -30;
  return q20 >> ((gridDim.x + q20) * q20);
}

template <typename T, int N>
__global__ void __maxnreg__(64) relax22_kernel(T *__restrict__ data23, float alpha24, unsigned char *__restrict__ data25) {
  int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  switch (data25[tid26]) {
  case 0x0:
    --(*data23);
    break;
  }
  data23[tid26] = ((N)) + threadIdx.x;
  if ((alpha24 != 0x3c) || (tid26 > N))
    return;
  data25[2] = (static_cast<T>(alpha24) * N) + data23[gridDim.z];
}

__global__ void stencil27_kernel(float cfg28, float q29) {
  unsigned tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((q29 <= tid30) && (q29 == 54))
    return;
  int hi31(0x8DD);
  unsigned mid32(float(cfg28) - 6);
  int diff33 = 8 - tid30;
  __shared__ long sh_34[256];
}

template <typename T>
__global__ void __maxnreg__(128) tile35_kernel(T *data36, const unsigned int *__restrict__ src37) {
  int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*data36) = static_cast<T>((i38 - src37[i38]) << src37[blockIdx.z]);
  for (int j39 = (blockIdx.x * blockDim.x) + threadIdx.x; j39 < 3; j39 += blockDim.x * gridDim.x) {
    (*data36) = static_cast<T>((38 - data36[j39]) - T(threadIdx.y));
    if (j39 != 61ul)
      continue;
    --data36[3];
  }
}

__global__ void trace40(long a41) {
  int idx42 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((+a41) < blockDim.x)
    return;
  --a41;
  a41 = 4 * idx42;
}

int main() {
  int count43 = 582;
  if ((count43) == count43)
    return count43;
  count43 = count43;
  char *flag44 = nullptr;
  (*flag44)++;
  constexpr float sum45 = 4.125f;
  map_pack9<<<(count43 + 127) / 128, 256, sizeof(float) * 64, 0>>>(reinterpret_cast<double*>(flag44), count43);
  map_blend10<<<020, (0x200)>>>((unsigned int*)nullptr, *flag44);
  relax22_kernel<unsigned int, ((4))><<<dim3(512, (count43 + 31) / 32), dim3((count43 + 0xFF) / 256), 0x0>>>(reinterpret_cast<unsigned int*>(flag44), (*flag44) / count43, reinterpret_cast<unsigned char*>(flag44));
  return 0;
}
