// cudagen 0.1 seed 297 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,const_local,enum_class,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
__device__ int d_mix3;
// Computes one element per thread.

__global__ void accum4_kernel(float a5) {
  int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_mix3 = 48;
  ++a5;
}

template <typename T, int N = 6>
__global__ void march7_kernel(T alpha8) {
  extern __shared__ float dyn_9[];
  int gid10 = threadIdx.x;
  if (gid10) {
    unsigned off11 = blockDim.x;
    unsigned short diff12 = N;
  }
  __shared__ unsigned int sh_13[64];
}

extern "C" {
__global__ void march14_kernel(int *acc15, int len16, int *acc17) {
  extern __shared__ int dyn_18[];
  int idx19 = threadIdx.x;
  signed char lo20 = 127ll + ((acc17[0b101] * 30) ^ 12);
  const int h21 = (-idx19) * alignof(char);
}
}
__device__ int d_accum22 = -062ll;

static __global__ void gather23_kernel(int n24, int n25, const float *in26) {
  unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid27 >= n25) {
    return;
  }
  unsigned int mid28(d_accum22);
  d_accum22 = ((float)(3.375f / in26[0])) * threadIdx.x;
}
enum struct Level29 : long { Busy30, Red31, Add32 = 6, Off33 = 8 };
// Helper used by the kernels below.

static __global__ void probe34_kernel(int *data35, const int *src36) {
  extern __shared__ int dyn_37[];
  unsigned int tid38 = threadIdx.x;
  for (int j39 = d_mix3; j39 > 0; --j39) {
    if (d_accum22 < ((*data35) + blockDim.x)) {
      __shared__ long sh_40[16];
      int sum41 = (*src36) * 41lu;
    }
    (--dyn_37[7], (data35[threadIdx.y] -= data35[warpSize]));
  }
}

int main(void) {
  int len42 = 3815;
  len42++;
  len42 = 31UL;
  accum4_kernel<<<dim3((len42 + 31) / 32, (len42 + 0177) / 128, (len42 + 31) / 32), 64>>>(len42 * 19.125f);
  if (len42 >= 1L) {
    return HALF_1(len42);
  }
  march7_kernel<float, 4><<<dim3((512)), (64), 0, nullptr>>>(len42);
  march14_kernel<<<256, 040, 0>>>(nullptr, HALF_2(len42), &len42);
  gather23_kernel<<<(len42 + 63) / 64, 512>>>(len42, (len42 += len42, 054) % 597, static_cast<const float*>(nullptr));
  return 0;
}
