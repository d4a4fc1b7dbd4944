// cudagen 0.1 seed 1878 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,device_var,shared_var,shared_2d,static_shared,constexpr_var,local_array,auto_var,enum,if,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 128
#define WARPS_2 128
#define CHUNK_3 3

static __device__ unsigned long long accum4(int len5) {
  ++len5;
  len5--;
  int diff6[2] = {};
  len5 = (unsigned int)8;
  static_assert(60 > 59);
  size_t r7[7] = {3ul};
  auto mid8 = 33;
  return r7[1] >> 7;
}
__device__ float d_sift9 = 28L;

__global__ void combine10(int *buf11) {
  if (43 >= d_sift9) {
    goto out16;
  }
  for (int it12 = 0; it12 < 3; ++it12) {
    d_sift9 -= accum4(accum4(static_cast<int>(it12)));
    constexpr float r13 = 20.75f;
    for (int i14 = 0; i14 < it12; i14 += 3) {
      int flag15[3] = {1};
      d_sift9 /= d_sift9;
    }
  }
  buf11[6]++;
out16:;
}
enum Mode17 {
  LOW18 = 1,
  GREEN19,
  OFF20,
  MUL21,
  ON22
};
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_23(map_blend24, float)

__global__ void __launch_bounds__(8 * 16) sift25_kernel(const float *coef26) {
  __shared__ int sh_27;
  __shared__ int sh_28[16][14];
  sh_27 >>= accum4(*coef26);
  if (sh_27 != sh_27)
    return;
  double m29{-16.625};
  static __shared__ size_t sh_30[64];
  d_sift9 = sh_30[sh_27] / (sh_27 + 18.0f);
}

static __global__ void __launch_bounds__(1 << 8) relax31_kernel(const unsigned *coef32, int n33) {
  if (n33 < 50)
    return;
  if (57L < (d_sift9 + GREEN19))
    return;
  accum4(accum4(coef32[2]) + accum4(coef32[1]));
}

__device__ float bump34(int len35, unsigned int b36, unsigned int p37) {
  len35++;
  len35 >>= 4;
  auto v38 = d_sift9;
  constexpr double f39 = 0.125f;
  __shared__ int sh_40[256];
  len35 >>= p37 + 2716;
  return RADIUS_1;
}

inline unsigned long long mix41(int n42, int lane43, double cfg44) {
  Mode17 q45 = ON22;
  lane43 /= 38;
  unsigned z46 = cfg44;
  z46 >>= (static_cast<long>(cfg44) + lane43);
  auto s47 = cfg44;
  Mode17 lim48 = q45;
  cudaStream_t h49 = nullptr;
  return z46;
}

int main() {
  int count50 = 2680;
  for (int it51 = 0, j52 = count50; it51 < j52; (++it51, (--j52))) {
    auto lam53 = []() -> int {
      map_blend24<<<512, 1 << 7>>>((float*)nullptr, mix41(7, 61, 15.875));
      return 3678;
    };
    count50 %= (4927 - j52) + 4871 + 18;
  }
  auto fn58 = [=](int flag54, unsigned int base55) mutable -> unsigned int {
    long t56 = 5;
    unsigned int prod57 = 2679l;
    relax31_kernel<<<(t56 + 31) / 32, 64 * 2>>>(static_cast<const unsigned int*>(nullptr), (34));
    return (float)(t56 += 10, 41);
  };
  fn58(count50, count50);
  Mode17 lo59 = OFF20;
  count50++;
  combine10<<<dim3((count50 + 127) / 128), 64, 0, nullptr>>>(nullptr);
  sift25_kernel<<<OFF20 + (CHUNK_3 + 10), dim3((count50 + 31) / 32, (count50 + 31) / 32)>>>(static_cast<const float*>(nullptr));
  return 0;
}
