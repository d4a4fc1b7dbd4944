// cudagen 0.1 seed 1473 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,static_device_function,device_template_function,host_function,main,shared_var,extern_shared,const_local,if,for,pragma_unroll,switch,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,alignof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T, typename U>
static __device__ int rank6(const U *input7, const int *coef8) {
  return (SQR_2(gridDim.z) + (threadIdx.x));
}

template <class T>
__global__ void pack9_kernel(T b10, int stride11) {
  extern __shared__ int dyn_12[];
  unsigned int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid13 >= stride11) {
    return;
  }
  if ((((unsigned short)threadIdx.z) <= 38) || ((blockIdx.y | tid13) >= 9)) {
    stride11 >>= -stride11;
  }
  if (stride11 != 50) {
    return;
  }
}

template <typename T, class U>
__global__ void update14_kernel(T *__restrict__ data15, const U *input16, unsigned *acc17, int *out18) {
  int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  #pragma unroll
  for (int n20 = (blockIdx.x * blockDim.x) + threadIdx.x; n20 < 0xe; n20 += blockDim.x * gridDim.x) {
    for (int i21 = (blockIdx.x * blockDim.x) + threadIdx.x; i21 < 14; i21 += blockDim.x * gridDim.x) {
      if ((*input16) == 46UL) {
        break;
      }
    }
  }
  (*data15) *= idx19 & blockDim.x;
  int *val22 = reinterpret_cast<int*>(acc17);
}

extern "C" {
__global__ void score23_kernel(const int *coef24, int stride25, const int *src26) {
  int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((*coef24) > src26[idx27]) {
    if ((idx27 << 5) < 19UL) {
      return;
    }
  }
  int tmp28 = rank6<long, int>(static_cast<const int*>(nullptr), nullptr);
  int *h29 = static_cast<int*>(nullptr);
  h29[stride25] = 47ull ^ (((unsigned)tmp28) + (60 - src26[gridDim.z & 7]));
}
}

void host_reduce30(unsigned int alpha31, double *__restrict__ buf32) {
  switch (alpha31) {
  case 5 * 0x2:
    break;
  case 9:
    break;
  case 3:
    score23_kernel<<<(alpha31 + 255) / 256, 256 * 2, sizeof(float) * 64, nullptr>>>(reinterpret_cast<const int*>(buf32), -4, reinterpret_cast<const int*>(buf32));
    (*buf32) = *buf32;
    break;
  default: {
    dim3 val33((alpha31 + 31) / 32, (alpha31 + 127) / 128);
    break;
  }
  }
}

int main() {
  int size34 = 0x146;
  if (size34 <= size34) {
    return static_cast<unsigned long>(size34);
  }
  if ((size34 + CAT_5(size, 34)) == 60lu) {
    return CAT_5(size, 34);
  }
  if (CAT_5(size, 34) >= ((unsigned short)size34)) {
    return alignof(char);
  }
  const double res35 = size34;
  pack9_kernel<int><<<512, 0x200>>>(size34, 39);
  update14_kernel<unsigned, float><<<(size34 + 127) / 0x80, 128>>>((unsigned int*)nullptr, static_cast<const float*>(nullptr), (unsigned int*)nullptr, &size34);
  return 0;
}
