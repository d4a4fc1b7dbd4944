// cudagen 0.2 seed 438 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,if,static_assert,comparison,pointer_arith,address_of,array_index,lit_int_suffix,cast_c,macro_object,macro_function,macro_paste,macro_statement,virtual_function,conversion_operator,exceptions,rtti,hdr_cuda_std
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 32
#define RADIUS_2 5
#define TILE_DIM_3 256
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Meter8 {
  float v;
  __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert9(float x) {
  Meter8 m{x};
  float plain = m;
  return plain + static_cast<float>(m) * 2;
}
static_assert((NUM_ITERS_1 + (RADIUS_2 + (RADIUS_2 + 9))) == 51, "expected value");
struct Poly10 {
  virtual ~Poly10() {}
  virtual int id() const { return 1; }
};
struct Impl11 : Poly10 {
  int id() const override { return 7; }
};
struct Other12 : Poly10 {};
int identify13(int x) {
  Impl11 d;
  Poly10 *b = &d;
  if (Impl11 *p = dynamic_cast<Impl11 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other12 *>(b) != nullptr ? 1 : x;
}

__global__ void relax14_kernel(bool cfg15, int *__restrict__ acc16) {
  extern __shared__ char dyn_17[];
  unsigned i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i18;
  static __shared__ float sh_19;
  (void)sh_19;
  if (acc16[1] >= NUM_ITERS_1) {
    return;
  }
  cuda::std::array<int, 4> lanes20{};
  lanes20[0] = 2;
  int total21 = lanes20[0] + static_cast<int>(lanes20.size()) + cuda::std::plus<int>()(lanes20[1], 1);
  (void)total21;
}

int main() {
  int size22 = 3996;
  relax14_kernel<<<dim3(2), dim3(8, (size22 + 31) / 32)>>>((long)size22, &size22);
  try {
    int acc23 = 44LL + size22;
    (void)acc23;
    const int idx24 = CAT_6(size, 22);
    (void)idx24;
    if (size22 > 21) {
      throw 21;
    }
  } catch (int) {
  }
  if (size22 < ADD3_4(size22, CAT_6(size, 22), 6)) {
    return size22;
  }
  return 0;
}
