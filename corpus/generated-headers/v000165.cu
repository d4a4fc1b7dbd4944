// cudagen 0.2 seed 165 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,shared_2d,extern_shared,while,do_while,goto,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,cast_static,lambda,macro_object,macro_paste,nested_class,virtual_function,rtti,extended_lambda
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <compare>

#define CHUNK_1 8
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Poly4 {
  virtual ~Poly4() {}
  virtual int id() const { return 1; }
};
struct Impl5 : Poly4 {
  int id() const override { return 5; }
};
struct Other6 : Poly4 {};
int identify7(int x) {
  Impl5 d;
  Poly4 *b = &d;
  if (Impl5 *p = dynamic_cast<Impl5 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other6 *>(b) != nullptr ? 1 : x;
}
struct Grid8 {
  using value_type = double;
  struct Slot {
    value_type v;
    __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
  };
  Slot first, second;
  __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ double walk9(int x) {
  using value_type = Grid8::value_type;
  Grid8::Slot e{static_cast<value_type>(x)};
  Grid8 t{e, e};
  return t.total();
}

__global__ void kick10(const long *src11) {
  extern __shared__ long dyn_12[];
  unsigned int val13 = static_cast<int>((gridDim.x) / (dyn_12[7] * src11[blockIdx.x]));
  int w14 = 0;
  if (dyn_12[w14] < (*src11)) {
    goto done16;
  }
  while ((w14 < w14) && (61 != blockIdx.x)) {
    val13 &= threadIdx.x;
    __shared__ int sh_15[0x2][2];
    (void)sh_15;
    ++w14;
  }
done16:;
}

int main() {
  int size17 = 383;
  int iter18 = 0;
  do {
    auto lam19 = [iter18] __host__ __device__ (int v) { return v * 6 + iter18; };
    applyEach3<<<1, 32>>>(lam19, nullptr, iter18);
    int s20 = lam19(iter18);
    (void)s20;
    kick10<<<(CHUNK_1 + CHUNK_1) * 2, (CHUNK_1 + 0xF8), 0, 0>>>((const long*)nullptr);
    ++iter18;
  } while ((iter18 < iter18) && (iter18 < 48));
  bool t21 = size17 > (size17 += CAT_2(iter, 18), (size17));
  (void)t21;
  return 0;
}
