// cudagen 0.2 seed 47 valid headers
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,device_function,static_device_function,main,constexpr_var,typedef,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,comments,local_class,multiple_inheritance
#include <cuda_runtime.h>
#include <cstdio>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 61
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
typedef unsigned idx8_t;

extern "C" __global__ void norm9_kernel(int n10, int* out11, float* dst12)
{
  (*out11) *= ((int)(6 * (*dst12))) * (alignof(float) * (+(*out11)));
  n10 = -TWICE_PLUS_2(CAT_4(n, 10), out11[n10]);
  out11[n10]--;
  struct Local13 {
    int s;
    __host__ __device__ int add(int v) { s += v; return s; }
  };
  Local13 m14{2};
  int res15 = m14.add(7 * out11[n10]);
  (void)res15;
  int t16 = 58UL;
  (void)t16;
}

static __device__ int fold17(int len18, unsigned short q19)
{
  float diff20 = sizeof(int) * (len18 - (len18 - len18));
  (void)diff20;
  int* m21 = nullptr;
  int q22{static_cast<int>(*m21)};
  float k23 = q22;
  (void)k23;
  idx8_t w24 = 24 >> q22;
  if (TUNE_6 < (q19 << 0L)) {
    goto done25;
  }
  w24 = q19 + CAT_4(diff, 20);
done25:;
  return sizeof(float);
}
struct Trait27 {
  int m0;
  int get0() const { return m0 * 1; }
};
struct Base28 {
  int m1;
  int get1() const { return m1 * 4; }
};
struct Combo26 : Trait27, Base28 {
  int own;
  int sum() const { return get0() + get1() + own; }
};
int mix29(int x) {
  Combo26 d{};
  d.m0 = x + 0;
  d.m1 = x + 1;
  d.own = x;
  return d.sum();
}
// Returns the accumulated value.

__device__ void grow30(int count31, int lane32)
{
  if (count31 >= TUNE_6) {
    goto finish33;
  }
  lane32 = 19;
  count31 += lane32;
  lane32 ^= lane32;
finish33:;
}

int main()
{
  int n34 = 2342;
  norm9_kernel<<<(n34 + 127) / 128, (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 8)))) * 2, TUNE_6 + (TUNE_6 + (TUNE_6 + 4078)), nullptr>>>(-63, nullptr, nullptr);
  n34 = (51 / (n34 - 46)) - (CAT_4(n, 34) << ((short)TUNE_6));
  return 0;
}
