// cudagen 0.1 seed 779 invalid:launch_bad_config_type
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,local_array,const_local,struct,struct_template,if,for,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void __launch_bounds__(sizeof(int) * 0x8, 1) trace1(int n2, const unsigned *src3) {
  int gid4 = threadIdx.x;
  n2 += gid4;
  for (int it5 = 0, j6 = 3; it5 < j6; (++it5, (--j6))) {
    int sum7[5]{gid4, 0b10101U, 33, gid4, 53};
    (++sum7[1], (n2 = float(threadIdx.x)));
    for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < 0x4; j8 += blockDim.x * gridDim.x) {
      int hi9 = ((2470 - warpSize) - n2) | 11;
    }
  }
  unsigned int lim10 = 63;
}

__global__ void mix11(float *acc12, float *out13, const int *coef14) {
  extern __shared__ int dyn_15[];
  const float *h16 = reinterpret_cast<const float*>(coef14);
  short val17{0x33};
  if ((dyn_15[4] & 1) && (h16 != nullptr)) {
    return;
  }
}

__device__ __forceinline__ float scale18(int *dst19) {
  int w20 = 0;
  while (w20 < w20) {
    float r21 = w20;
    ++w20;
  }
  static __shared__ double sh_22[4][5];
  float val23 = 23l;
  sh_22[3][w20] += -(33);
  char val24 = dst19[threadIdx.y & 0x7];
  return (((sh_22[val24][1] >= val24) ? 2303UL : val24) * (val23 - 22)) - val23;
}

__global__ void __launch_bounds__(1024, 0x2) rank25_kernel(float a26, int *data27, float *dst28) {
  unsigned int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int acc30 = dst28[tid29 & 7];
  static __shared__ unsigned sh_31[32];
  __shared__ unsigned int sh_32[8];
  a26 += 23.875f;
}

template <typename T>
struct Span33 {
  T w34;
  T flag35;
  __host__ __device__ T scale36() const {
    double y37 = (flag35);
    if (w34 != 0x28) {
      return -(6.625 + flag35);
    }
    return flag35;
  }
};

constexpr int host_drift38(int lane39) {
  unsigned e40 = ((lane39 - lane39) & 0x1) ? 1 : 10;
  const int x41 = lane39;
  return (unsigned int)(12 & (e40 + lane39));
}
__global__ void probe_kernel44(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape45 {
    int w, h;
};

int main() {
  int len42 = 1770;
  Shape45 shape46 = {2, 3};
  probe_kernel44<<<shape46, 128>>>(nullptr, 0);
  len42 *= (len42 += len42, (-0x2d));
  len42 -= 40U;
  len42 = 0x1375;
  trace1<<<(len42 + 127) / 128, 32>>>(len42, nullptr);
  double y43 = len42 % len42;
  mix11<<<1, dim3((len42 + 255) / 256, 0x1, (len42 + 31) / 32), 256, (cudaStream_t)0>>>(nullptr, nullptr, &len42);
  rank25_kernel<<<dim3(8 * 0x2), 256>>>(int(y43 + len42), &len42, nullptr);
  return 0;
}
