// cudagen 0.1 seed 1203 valid
// features: kernel,kernel_template,kernel_extern_c,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,const_local,if,for,goto,static_assert,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define RADIUS_2 (8)
#define CHUNK_3 4
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_2
#define RADIUS_2 24
__constant__ float c_stencil7 = 10.5F;

__global__ void update8(unsigned int b9, const float *src10, const float *src11, int *dst12) {
  extern __shared__ float dyn_13[];
  float mid14 = src10[b9];
  __shared__ int sh_15[32];
}
__constant__ unsigned char c_fold16 = 26;
unsigned g_reduce17 = 1239l;

__host__ __device__ unsigned lerp18(int n19, const short *coef20, int *data21) {
  if (n19 > CHUNK_3) {
    goto skip22;
  }
  if (data21[5] > (data21[n19] * data21[2])) {
    if ((*coef20) != 19UL)
      return int(0x3Dul * data21[4]);
    static_assert((RADIUS_2 + (CHUNK_3 + (CHUNK_3 + 30))) > 61, "tile must fit");
  }
skip22:;
  return ((*data21) += 63, n19);
}

__global__ void bump23(unsigned b24, float cfg25, float *dst26, double *acc27) {
  int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (!dst26)
    return;
  __shared__ int sh_29[256];
}

extern "C" {
static __device__ __forceinline__ void trace36(int lane37, const float *input38, int *out39) {
  lane37 = RADIUS_2;
  bool k40 = c_stencil7 < ((lane37 >= input38[7]) ? 0x6 : threadIdx.x);
  __shared__ int sh_41;
  __shared__ float sh_42[CHUNK_3 + (RADIUS_2 + 4)];
  if (c_stencil7 < blockIdx.x) {
    goto done43;
  }
  if (34 <= (threadIdx.z - input38[threadIdx.x]))
    return;
done43:;
}

__global__ void __launch_bounds__(2 * (CHUNK_3 + 12), CHUNK_3) mix30_kernel(int *out31) {
  if (out31[c_fold16] < gridDim.z) {
    out31[threadIdx.x] = out31[0x2];
    __shared__ int sh_32[1 << CHUNK_3];
    int lim33 = (threadIdx.x << blockIdx.z) + 44;
  }
  int r34 = *out31;
  if (c_fold16 >= r34)
    return;
  int prod35 = MAX2_4(MAX2_4(gridDim.x, *out31), (short)blockIdx.z) + c_fold16;
}
}

__global__ void __launch_bounds__((CHUNK_3 + 4) * 0x10, 1) apply44_kernel(char *acc45, const float *src46, const int *input47) {
  extern __shared__ float dyn_48[];
  unsigned tid49 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const int m50 = c_stencil7;
  for (int n51 = 0; n51 < m50; ++n51) {
    double z52 = m50;
    dyn_48[0x5] = +((threadIdx.x + src46[n51]) / (z52));
    int flag53{2};
  }
}

template <class T, int N>
__global__ void score54(const T *src55, long long *dst56) {
  if (c_stencil7 < N) {
    goto done60;
  }
  for (int j57 = 0, j58 = 5; j57 < j58; (++j57, (--j58))) {
    int res59 = 64;
  }
  if (((T)src55[c_fold16]) < c_stencil7)
    return;
  if (src55[blockIdx.x] > 24)
    return;
done60:;
}

int main() {
  int size61 = 508;
  int hi62 = -33;
  constexpr long prod63 = 6;
  update8<<<(hi62 + 255) / 256, (RADIUS_2 + (CHUNK_3 + 36)) * 0x2>>>(double(alignof(int)), (const float*)nullptr, (const float*)nullptr, nullptr);
  bump23<<<2, 1 << (CHUNK_3 + 2), sizeof(unsigned int) * (CHUNK_3 + (RADIUS_2 + (RADIUS_2 + 12)))>>>(29 * hi62, 2938ul + MAX2_4(size61, CHUNK_3), (float*)nullptr, (double*)nullptr);
  mix30_kernel<<<sizeof(unsigned int) * 16, sizeof(float) * NUM_ITERS_1, 1024, 0>>>((int*)nullptr);
  return 0;
}
