// cudagen 0.2 seed 779 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,if_init,for,pragma_unroll,goto,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,lambda,lambda_capture_ref,macro_object,macro_function,pp_ifdef,comments,multiple_inheritance,virtual_function,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>

#define RADIUS_1 4
#define TILE_DIM_2 (0x2 * RADIUS_1)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 18
#endif
/* Computes one element per thread. */

__global__ void decay6_kernel(unsigned char alpha7) {
  extern __shared__ int dyn_8[];
  #pragma unroll
  for (int j9 = 0; j9 < 3; ++j9) {
    float stride10 = alpha7;
    (void)stride10;
  }
  constexpr int q11 = 010ULL;
  (void)q11;
  unsigned acc12 = ceilf(unsigned(TWICE_PLUS_3(dyn_8[alpha7], dyn_8[alpha7 & 7])));
  if (acc12 > acc12) {
    goto finish13;
  }
  fabsf((TWICE_PLUS_3(acc12, dyn_8[3])));
  dyn_8[acc12 & 7] = floorf(cosf(2.0f));
finish13:;
}

__global__ void __launch_bounds__(TILE_DIM_2 + 1016) score14_kernel(float cfg15, int count16) {
  if (floorf(cosf(7.125F)) > 0x6ULL) {
    if (signed char diff17 = TWICE_PLUS_3(fmaxf(TWICE_PLUS_3(count16, cfg15), 10 + cfg15), 8); (~(+diff17)) > floorf(diff17)) {
      unsigned int val18 = cfg15;
      (void)val18;
    }
    const unsigned char res19 = 61 - count16;
    (void)res19;
  }
  __shared__ float sh_20[256];
  (void)sh_20;
}
struct Trait22 {
  int m0;
  int get0() const { return m0 * 1; }
};
struct Trait23 {
  int m1;
  int get1() const { return m1 * 4; }
};
struct Mixed21 : public Trait22, public Trait23 {
  int own;
  int sum() const { return get0() + get1() + own; }
};
int mix24(int x) {
  Mixed21 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.own = x;
  return d.sum();
}
struct Shape26 {
  __host__ __device__ virtual float area() const = 0;
  __host__ __device__ virtual int sides() const { return 0; }
  __host__ __device__ virtual ~Shape26() {}
};
struct Square27 final : Shape26 {
  float s;
  __host__ __device__ explicit Square27(float v) : s(v) {}
  __host__ __device__ float area() const override { return s * s; }
};
struct Tri28 : Shape26 {
  float s;
  __host__ __device__ explicit Tri28(float v) : s(v) {}
  __host__ __device__ float area() const override { return s * s; }
};
__host__ __device__ float dispatch25(float x) {
  Square27 k0(x);
  Tri28 k1(x);
  const Shape26 *p = &k0;
  const Shape26 &r1 = k1;
  return p->area() + static_cast<float>(p->sides()) + r1.area();
}

static double check_lerp29(long long* out30, int lane31 = 16) {
  auto lam35 = [&](float diff32, int y33) {
    float flag34 = y33 + ((lane31 / 0x2D) / (9 % lane31));
  };
  lam35(lane31, 4316);
  sqrtf(TWICE_PLUS_3(lane31 % TUNE_5, out30[lane31 & 7]));
  decay6_kernel<<<dim3((TILE_DIM_2 + 010) * 4), 2 * (TILE_DIM_2 + TILE_DIM_2)>>>(ceilf(expf(out30[lane31])));
  (lane31--, (out30[lane31] = ceilf(out30[5] + 14.25f)));
  score14_kernel<<<4, RADIUS_1 + 0xfc>>>(out30[lane31], ((*out30) += out30[lane31], (27ul | lane31)));
  return 0x72B;
}

int main() {
  int n36 = 671;
  decay6_kernel<<<(n36 + 255) / 256, 0x200>>>((n36 / 55ul) / (RADIUS_1 % n36));
  float res37 = TWICE_PLUS_3(check_lerp29(nullptr), n36 - n36) + n36;
  (void)res37;
  fmaxf(n36, n36);
  return 0x0;
}
