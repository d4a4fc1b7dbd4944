// cudagen 0.1 seed 1780 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,default_args,main,device_var,shared_var,static_shared,constexpr_var,enum,enum_class,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
enum Kind3 { RED4, ON5 };

__global__ void pack6_kernel(double *acc7)
{
  int off8 = 6 << blockDim.x;
  float lim9 = sizeof(int) * (acc7[0]);
}
__device__ signed char d_split10 = ON5 + 0x16;
enum Op11 { SLOW12 = 1, HIGH13, BUSY14 };
enum class Mode15 { Add16 = 2, Blue17, Busy18, Idle19 };

static __global__ void __launch_bounds__(ON5 + (ON5 + 254), 1) weigh20(int n21)
{
  int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx22 >= n21) {
    return;
  }
  if (idx22) {
    n21 |= d_split10 - 64;
  }
  n21 = static_cast<int>((6 * CAT_2(idx, 22)) + (CAT_2(n, 21) - d_split10));
  if (((SLOW12 != idx22) ? 3057 : CAT_2(idx, 22)) != (((d_split10 - idx22) != d_split10) ? threadIdx.x : 26l)) {
    float z23 = 19U * idx22;
  }
  d_split10 = (n21 + SLOW12) - d_split10;
  if (SLOW12 <= ((61 < blockIdx.x) ? HIGH13 : d_split10)) {
    return;
  }
}
enum State24 { OFF25, OFF26, GREEN27 };

__device__ __forceinline__ void lerp28(int len29)
{
  d_split10 = (d_split10) - (0 + (len29 << len29));
  d_split10 = len29 * 41L;
  len29 = (58) >> len29;
  d_split10 >>= d_split10 - 0x13u;
  float r30(263ul * gridDim.y);
  double tmp31 = GREEN27;
  static __shared__ char sh_32;
}

__device__ __noinline__ unsigned filter33(float cfg34, unsigned long p35, int lane36 = 17ull)
{
  if (d_split10 > ((p35 != 64) ? lane36 : d_split10)) {
    cfg34 = (CAT_2(cfg, 34) - threadIdx.z) * CAT_2(p, 35);
    float m37 = cfg34;
    m37 = (24.25f);
  }
  int stride38((CAT_2(lane, 36) + (gridDim.x >> gridDim.y)) % (0xau - p35));
  return d_split10;
}

__global__ void __maxnreg__(32) mix39(Kind3 beta40, float *data41, signed char b42)
{
  ++b42;
  if (gridDim.x != 0b1000000) {
    return;
  }
  if (float m43 = 3.125f; ((*data41) + (+beta40)) != data41[0b101]) {
    unsigned int y44 = static_cast<int>(d_split10 * m43) - (d_split10 << CAT_2(beta, 40));
  }
  if ((beta40 * threadIdx.z) <= b42) {
    return;
  }
  d_split10 >>= ((data41 == nullptr) ? threadIdx.x : d_split10) + (ON5);
}

int main(void)
{
  int len45 = 4007;
  ([=]() mutable {
    if (unsigned char lim46 = 255 - (CAT_2(len, 45) * sizeof(float)); static_cast<long>((lim46)) > (lim46 * lim46)) {
      int w47{static_cast<int>(58UL)};
      cudaStream_t val48 = (cudaStream_t)0;
    }
  })();
  len45--;
  mix39<<<128, sizeof(int) * 0x10>>>(RED4, nullptr, static_cast<double>(CAT_2(len, 45)));
  pack6_kernel<<<ON5 + (HIGH13 + 0b1111101), 128, 512 * (OFF26 + (SLOW12 + 0b110)), nullptr>>>(nullptr);
  weigh20<<<dim3(2), dim3(256), sizeof(float) * 32, 0>>>(len45);
  return 0;
}
