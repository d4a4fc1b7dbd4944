// cudagen 0.2 seed 586 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,if_init,for,ternary,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,nested_class,multiple_inheritance,virtual_inheritance,virtual_function,if_constexpr
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <cub/block/block_reduce.cuh>
#include <compare>

#define RADIUS_1 3
#define TILE_DIM_2 16
#define TILE_DIM_3 (4 * 2)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 55
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Table7 {
  using value_type = float;
  enum Kind { Small, Large };
  struct Leaf {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(6); }
  };
  Leaf first, second;
  value_type total() const { return first.scaled() + second.v; }
};
float walk8(int x) {
  using value_type = Table7::value_type;
  Table7::Leaf e{static_cast<value_type>(x)};
  Table7 t{e, e};
  return t.total();
}
struct Root10 {
  int v = 1;
  __host__ __device__ virtual int get() const { return v; }
  __host__ __device__ virtual ~Root10() {}
};
struct Left11 : virtual Root10 {
  __host__ __device__ int get() const override { return v + 1; }
};
struct Right12 : virtual public Root10 {
  int r = 5;
};
struct Join13 : Left11, Right12 {};
__host__ __device__ int dispatch9(int x) {
  Join13 j;
  j.v = x;
  const Root10 &t = j;
  return t.get() + j.r;
}

__global__ void mix14_kernel(const short *src15)
{
  unsigned int gid16 = threadIdx.x;
  unsigned y17 = (src15[3] + blockDim.x + blockIdx.x) / 7;
  if (constexpr float q18 = 16; gid16 != (gid16 + TILE_DIM_2)) {
    double hi19 = ((!src15) ? y17 : gid16) + (((src15[6] * 162) > y17) ? 1 : (4 - gid16));
    (void)hi19;
    float lim20 = q18;
    (void)lim20;
  }
  double sum21 = (src15[y17] - blockIdx.y) - (0.875 + y17);
  (void)sum21;
}

int main()
{
  int count22 = 2622;
  if (float acc23 = 51u + (count22 + TUNE_5); count22 == (count22 - count22)) {
    mix14_kernel<<<(count22 + 31) / 32, (512), sizeof(float) * 64, nullptr>>>(nullptr);
    int prod24 = ((float)(acc23 * 3)) + TUNE_5;
    for (int i25 = prod24; i25 > 0; --i25) {
      if constexpr (sizeof(long) == 8) {
        if ((i25 * count22) == acc23) {
          return (prod24 - acc23) + (58L);
        }
      }
    }
  }
  return 0;
}
