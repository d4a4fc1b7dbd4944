// cudagen 0.1 seed 1955 valid
// features: kernel,maxnreg,launch,launch_dim3,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,const_local,struct,operator_overload,enum_class,if,while,goto,compound_assign,bitwise,shift,comparison,comma,call,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 128
#define BLOCK_SIZE_2 (64)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 36
#endif

__host__ __device__ double apply6(float p7) {
  int val8 = (p7 + 2577) - (p7);
  int mid9 = (val8 * val8) << 5;
  unsigned sum10 = (6 + mid9) << ((52 - val8) + (mid9 - val8));
  sum10 &= sum10;
  return 3.125;
}
enum class State11 : short { Mul12, Slow13, Slow14 = 3, Green15 };

__global__ void __maxnreg__(128) filter16_kernel(double beta17, float a18, int len19, float q20) {
  a18 = WARPS_1;
  int w21 = 0;
  while (w21 < 10) {
    static __shared__ int sh_22[8];
    State11 lim23 = State11::Slow13;
    ++w21;
  }
  __shared__ int sh_24;
  if (w21 != 37LL) {
    goto skip25;
  }
  if (((float)beta17) < 0b1111)
    return;
skip25:;
}

struct Sample26 {
  long x27;
  unsigned y28;
  double hi29;
};

inline __host__ __device__ Sample26 operator+(Sample26 a, Sample26 b) {
  Sample26 r = a;
  r.x27 += b.x27;
  r.y28 += b.y28;
  r.hi29 += b.hi29;
  return r;
}

float run_relax30(State11 a31) {
  int iter32 = 0b0;
  while (iter32 < 3)
    ++iter32;
  const int z33 = iter32;
  filter16_kernel<<<TUNE_5 + 123, 32>>>(27ul - z33, (apply6(z33)), 3 - z33, static_cast<int>(5));
  filter16_kernel<<<dim3((z33 + 127) / 128, 1 << 4), 256 * 2>>>(apply6(iter32), TUNE_5, apply6(apply6(z33)), WARPS_1 + z33);
  int f34 = iter32;
  return BLOCK_SIZE_2;
}

int main() {
  int n35 = 2405;
  dim3 hi36 = dim3((n35 + 127) / 128, (256));
  if ((n35 + n35) == n35)
    return (n35 += n35, (n35 - 0b100));
  return 0;
}
