// cudagen 0.1 seed 480 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,device_var,shared_var,static_shared,constexpr_var,struct,typedef,if,for,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_iife,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

struct Pixel3 {
  int id4;
  float lo5;
  int w6;
};
__device__ double d_fold7 = 46;
typedef float real8_t;

__global__ void blend9_kernel(int *data10) {
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  real8_t f12 = tid11;
  if ((data10 != nullptr) || ((!data10) || (d_fold7 >= f12))) {
    Pixel3 idx13{0x10, f12, tid11};
    for (int i14 = 0, j15 = 16; i14 < j15; (++i14, (--j15))) {
      data10[1] = 1785 % idx13.id4;
      float off16{18.0F};
    }
    static __shared__ Pixel3 sh_17;
  }
}

__device__ real8_t warp18(int n19, real8_t alpha20, float q21) {
  --d_fold7;
  n19 = (n19 - 3766) * TWICE_PLUS_2(alpha20, sizeof(Pixel3) + gridDim.y);
  d_fold7 = 1.0;
  alpha20--;
  return -d_fold7;
}
__device__ unsigned d_mix22 = 60u;

__device__ size_t score23(const Pixel3 &cfg24, const Pixel3 &a25) {
  d_mix22 = cfg24.id4;
  if (cfg24.lo5 >= d_fold7) {
    return 0xd;
  }
  if (MAX2_1(d_mix22, cfg24.lo5 * 0b10001ll) >= MAX2_1(a25.lo5, gridDim.x)) {
    d_fold7 = 8.125;
    d_mix22 = d_mix22;
    d_mix22 = warpSize;
  }
  return +a25.w6;
}

__global__ void blend26(Pixel3 a27) {
  unsigned tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  d_mix22 = 54;
  if (tid28) {
    a27 = a27;
    d_fold7 = 10.875f;
  }
}

constexpr int stencil29(int count30) {
  (count30--, (count30 = (36UL - count30) - ((count30 * 1094l) % (count30 * count30))));
  count30 = sizeof(Pixel3);
  return (0x1 + count30 + static_cast<int>(count30)) * (-(count30 += 41u, count30));
}

int main() {
  int n31 = 417;
  stencil29((n31 - n31) % (n31 * 4166l));
  dim3 val32 = dim3(512, 512);
  n31 = (+n31) + (n31) + MAX2_1(n31, -n31);
  ([]() {
    constexpr int prod33 = 38;
  })();
  blend26<<<val32, dim3((n31 + 0x3f) / 0x40)>>>(Pixel3{22, 18.5f, n31});
  stencil29(n31);
  blend9_kernel<<<(n31 + 0x3F) / 0x40, (512)>>>(nullptr);
  return 0;
}
