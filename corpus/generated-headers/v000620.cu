// cudagen 0.2 seed 620 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,if,for,pragma_unroll,comparison,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_functional,sizeof,macro_object,macro_statement,pp_ifdef,local_class,ctad,deduction_guide
#include <cuda_runtime.h>
#include <cstdio>

#define WARPS_1 32
#define TILE_DIM_2 16
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 34
#endif
template <typename T> struct Keep8 {
  T v;
  Keep8(T x) : v(x) {}
  T get() const { return v; }
};
template <typename A, typename B> struct Twin9 { A a; B b; };
template <typename A, typename B> Twin9(A, B) -> Twin9<A, B>;
template <typename T> struct View10 {
  const T *p;
  int n;
  View10(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View10(T *, int) -> View10<T>;
int deduce11(int x) {
  Keep8 h(x);
  Keep8 g{1.5};
  Twin9 d{x, 2.5f};
  View10 w(&x, 1);
  return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void norm12(unsigned int b13)
{
  #pragma unroll
  for (int j14 = 0; j14 < 11; j14++) {
    struct Local15 {
      int s;
      __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local15 t16{6};
    int mid17 = t16.add(j14 * j14);
    (void)mid17;
    if (b13 == b13)
      return;
  }
}

int main()
{
  int count18 = 1602;
  unsigned int* acc19 = nullptr;
  int tmp20 = int(count18 + (acc19[count18] + sizeof(int)));
  count18 = *acc19;
  dim3 q21((TILE_DIM_2), (tmp20 + 63) / 64);
  (void)q21;
  norm12<<<dim3((tmp20 + 63) / 64), 32, (TUNE_7 + (TUNE_7 + 444)) * 0x8>>>(60 - (-tmp20));
  return 0;
}
