// cudagen 0.1 seed 755 invalid:maxnreg_on_device_function
// features: kernel,kernel_static,grid_constant,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,host_function,main,shared_var,constexpr_var,struct,struct_methods,if,for,goto,static_assert,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define WARPS_2 (CHUNK_1)
#define SQR_3(x) ((x) * (x))
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 20
#endif

__host__ __device__ long long kick8(double beta9, int count10, int *data11) {
  count10 = data11[2];
  beta9 /= data11[count10];
  short sum12{static_cast<short int>((SQR_3(beta9)))};
  int *v13 = data11 + sum12;
  return count10 & (TUNE_7 - ((*v13) * sum12));
}

struct Vec14 {
  int z15;
  char mass16;
  __host__ __device__ void scale17(int w18) {
    w18 = w18;
  }
};

static __global__ void bias19_kernel(const int *input20, Vec14 q21, double *dst22, __grid_constant__ const Vec14 b23) {
  unsigned idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_25;
  if ((blockIdx.x & input20[4]) >= b23.mass16) {
    return;
  }
}
/* Layout: row-major, no padding. */

__global__ void sweep26(const float *in27, const int *in28) {
  unsigned int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((gid29 * in27[gid29]) != blockIdx.x) {
    goto skip33;
  }
  for (int it30 = 0, j31 = 5; it30 < j31; (++it30, (--j31))) {}
  for (int i32 = (blockIdx.x * blockDim.x) + threadIdx.x; i32 < 4; i32 += blockDim.x * gridDim.x) {
    static_assert((TUNE_7 + (CHUNK_1 + 0x15)) > 39, "tile must fit");
  }
skip33:;
}

int run_count34(float q35) {
  if (q35 >= 38) {
    return (SQR_3(q35));
  }
  bias19_kernel<<<16, 256 * 2>>>(nullptr, Vec14{}, nullptr, Vec14{21, 60});
  ACCUM_5(q35, (+(q35 + q35)));
  if (kick8(q35, 18, nullptr) != WARPS_2) {
    return 154u;
  }
  if (20 > q35) {
    return kick8((int)45, (q35 += q35, q35), (int*)nullptr);
  }
  return SQR_4((q35 * q35) + q35);
}
__device__ int __maxnreg__(32) reg_helper37(int x)
{
    return x + 1;
}

int main() {
  int len36 = 786;
  ACCUM_5(len36, ((CHUNK_1 + kick8(len36, len36, &len36)) | 2));
  ACCUM_5(len36, (-18));
  sweep26<<<0x200, 64, 1024, (cudaStream_t)0>>>(nullptr, &len36);
  return 0;
}
