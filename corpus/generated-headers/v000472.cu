// cudagen 0.2 seed 472 valid headers
// features: kernel,launch,builtin_vars,host_function,main,auto_var,const_local,if,static_assert,pointer_arith,array_index,lit_int_binary,lit_int_suffix,cast_static,local_class,operator_overload_more
#include <cuda_runtime.h>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Cplx4 {
  float x, y;
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
  __host__ __device__ Cplx4 &operator+=(const Cplx4 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ Cplx4 operator-() const { return Cplx4{-x, -y}; }
  __host__ __device__ Cplx4 &operator++() { ++x; return *this; }
  __host__ __device__ bool operator<(const Cplx4 &o) const { return x < o.x; }
  friend __host__ __device__ bool operator==(const Cplx4 &a, const Cplx4 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx4 operator*(const Cplx4 &a, float k) { return Cplx4{a.x * k, a.y * k}; }
__host__ __device__ float ops5(float v) {
  Cplx4 a{v, 1};
  Cplx4 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void smooth6(int stride7)
{
  int gid8 = threadIdx.x;
  if (gid8 >= stride7)
    return;
  struct Local9 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local9 diff10{0};
  int val11 = diff10.add(stride7);
  auto f12 = val11;
  const int t13 = gridDim.z;
  (void)t13;
  f12 = 22ULL - stride7;
  int val14(threadIdx.x);
  (void)val14;
}

void check_norm15(short *acc16, int count17, unsigned int alpha18)
{
  smooth6<<<(count17 + 127) / 128, 256>>>(alpha18);
  const unsigned int tmp19 = count17;
  smooth6<<<128, 0b1000000>>>(tmp19);
}

int main()
{
  int len20 = 837;
  static_assert(27 > 26, "tile must fit");
  len20 = 2958 - len20;
  int r21 = static_cast<int>(898) - (len20 + len20);
  (void)r21;
  return 0;
}
