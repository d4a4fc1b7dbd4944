// cudagen 0.2 seed 316 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,constexpr_var,const_local,if,while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,pp_ifdef,pp_undef,virtual_function,if_constexpr,constexpr_loop
#include <cuda_runtime.h>
#include <algorithm>

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 35
#endif
#undef TUNE_2
#define TUNE_2 2

__host__ __device__ void trace3(unsigned int *dst4) {
  unsigned int cnt5 = TUNE_2 - (((*dst4) - 13U) | dst4[2]);
  (dst4[0x0]--, (cnt5 = cnt5));
  float k6 = -23.75F;
  (void)k6;
}
__host__ __device__ constexpr int steps7(int n) {
  int s = 0;
  int i = 0;
  while (i < n) {
    s += 5;
    ++i;
  }
  return s;
}
constexpr int kSteps8 = steps7(4);
static_assert(steps7(4) == 20, "a constexpr loop");
struct Shape10 {
  __host__ __device__ virtual double area() const = 0;
  __host__ __device__ virtual int sides() const { return 0; }
  __host__ __device__ virtual ~Shape10() {}
};
struct Square11 : Shape10 {
  double s;
  __host__ __device__ explicit Square11(double v) : s(v) {}
  __host__ __device__ double area() const override { return s * s; }
};
struct Tri12 : Shape10 {
  double s;
  __host__ __device__ explicit Tri12(double v) : s(v) {}
  __host__ __device__ double area() const override { return s * s; }
  __host__ __device__ int sides() const override { return 4; }
};
struct Disc13 : Shape10 {
  double s;
  __host__ __device__ explicit Disc13(double v) : s(v) {}
  __host__ __device__ double area() const override { return s * s; }
  __host__ __device__ int sides() const override { return 5; }
};
__host__ __device__ double dispatch9(double x) {
  Square11 k0(x);
  Tri12 k1(x);
  Disc13 k2(x);
  const Shape10 *p = &k0;
  const Shape10 &r1 = k1;
  const Shape10 &r2 = k2;
  return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

__global__ void lerp14(const unsigned *src15, const float *__restrict__ in16, float b17) {
  int diff18 = (double)int(src15[gridDim.x] - 0x4);
  int pass19 = 0x0;
  while ((pass19 < 16) && (!(54l >= b17))) {
    const unsigned int mid20 = *src15;
    (void)mid20;
    ++pass19;
  }
  __shared__ double sh_21;
  (void)sh_21;
  if (in16[blockIdx.x] >= 0x15) {
    return;
  }
  diff18 = pass19;
  if ((warpSize & 1)) {
    return;
  }
}

int main() {
  int count22 = 1654;
  switch ((unsigned int)count22) {
  case TUNE_2 + (TUNE_2 + (TUNE_2 + 1)): {
    int stride23 = (size_t)count22;
    if constexpr (sizeof(void *) == 4) {
      count22 ^= (-(-0)) >> ((stride23 + 3) >> 7);
    } else {
    }
    break;
  }
  case TUNE_2 + 9:
    break;
  case 9:
    break;
  case sizeof(unsigned int) * 3:
    break;
  }
  lerp14<<<dim3(1 << (TUNE_2 + 2), 0x1 << 8), sizeof(unsigned int) * 16, 0>>>(nullptr, nullptr, kSteps8);
  return 0;
}
