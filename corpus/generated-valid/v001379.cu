// cudagen 0.1 seed 1379 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,constant_array,managed_var,shared_var,static_shared,constexpr_var,local_array,const_local,struct,struct_methods,namespace,if,for,while,compound_assign,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 26
#endif

__global__ void stencil3(const float *__restrict__ coef4, const float *in5) {
  unsigned idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int pass7 = 0;
  while ((pass7 < pass7) && ((pass7 != 59) || (coef4[pass7] == pass7))) {
    double t8[5]{3.875F, 2595, static_cast<double>(*in5), 25, 19.625};
    static __shared__ int sh_9[8];
    ++pass7;
  }
}

namespace img10 {
template <class T, typename U>
__global__ void decay11_kernel(const U *src12, int len13) {
  unsigned idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  const double m15 = TUNE_2 + len13;
  len13 = (-len13) + (m15 * 37);
  len13 = len13 * threadIdx.z;
}
} // namespace img10
__device__ float d_scatter16;

__global__ void stencil17_kernel(const int *__restrict__ in18, float a19) {
  int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  for (int it21 = TUNE_2 + 13; it21 > 0; --it21) {
    int r22 = it21 - (0x35 - double(it21));
    __shared__ float sh_23[8];
  }
  long z24 = a19;
  float mid25((a19));
}

namespace kern26 {
__constant__ int c_update27[2] = {0x3e, -7};
__managed__ float m_step28 = 16.0F;
} // namespace kern26

struct Bounds29 {
  unsigned int mass30;
  float hi31;
  int flag32;
  __host__ __device__ void get33(unsigned long u34) {
    mass30 = mass30 / u34;
  }
};

template <class T>
__global__ void stencil35(T *buf36, T b37, int stride38, int lane39) {
  unsigned tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid40 >= lane39) {
    return;
  }
  int r41[8]{4U, -491, 0x2b, 6, 2065, 0x11l, 63UL, 31};
  kern26::m_step28 = lane39;
  Bounds29 mid42 = Bounds29{0x1B, 26, 38};
  if (48L == (b37)) {
    return;
  }
}
__device__ size_t d_fold43 = 2586l;

static __global__ void apply44(int n45) {
  int i46 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i46 >= n45) {
    return;
  }
  float u47 = d_fold43 / ((gridDim.y - kern26::c_update27[gridDim.x]) * 58);
  u47 /= -37;
  u47 = kern26::c_update27[0];
  d_scatter16 += kern26::c_update27[0];
  n45 = 2674;
  if (u47 != d_scatter16) {
    return;
  }
  double off48 = d_fold43 * d_fold43;
}

float host_decay49(float alpha50, float alpha51, const float *in52) {
  stencil17_kernel<<<16 * (TUNE_2 + 1), dim3((16), 0x10, 0x8), 1 << (TUNE_2 + 9)>>>(nullptr, 9 + kern26::m_step28);
  if ((alpha51 * 8) < alpha51) {
    return TUNE_2 * alpha50;
  }
  alpha50++;
  alpha50 = -24.0f;
  return TUNE_2;
}

int main() {
  int size53 = 3813;
  stencil35<double><<<(size53 + 255) / 256, (TUNE_2 + (TUNE_2 + 58)) * 0x8, 0>>>(nullptr, size53 + size53, host_decay49((-29), size53, nullptr), kern26::m_step28);
  kern26::m_step28 *= size53;
  const int *cnt54 = nullptr;
  img10::decay11_kernel<long, long><<<(size53 + 127) / 128, 32, 0x0, (cudaStream_t)0>>>(reinterpret_cast<const long*>(cnt54), '"');
  stencil3<<<dim3((TUNE_2 + 0x1fd), 2 * 16), 0400, sizeof(double) * 32>>>(reinterpret_cast<const float*>(cnt54), reinterpret_cast<const float*>(cnt54));
  apply44<<<(size53 + 0x3F) / 64, dim3((size53 + 31) / 32, 64, (TUNE_2 + 61)), 0>>>(2 * (kern26::m_step28 * TUNE_2));
  return 0x0;
}
