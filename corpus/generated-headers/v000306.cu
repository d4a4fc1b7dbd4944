// cudagen 0.2 seed 306 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_template_function,main,shared_var,constexpr_var,const_local,struct,enum_class,if,for,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments,virtual_function,enum_underlying,rtti,rdc_extern_device_var,hdr_cmath,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cstdio>

#define BLOCK_SIZE_1 8
#define RADIUS_2 16
#define LOW_BITS_3(x) ((x) & 0xF)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 47
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
extern __device__ int sharedCounter10;
extern __device__ float lookup11[4];
__device__ int bumpShared12(int x) {
  sharedCounter10 += x;
  return sharedCounter10 + static_cast<int>(lookup11[x & 3]);
}
// Computes one element per thread.

struct Bounds13 {
  unsigned long y14;
  bool id15;
  char vel16;
};

__global__ void filter17(Bounds13 alpha18)
{
  int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Bounds13 k20 = {0x4lu, true, static_cast<char>(sqrtf(sharedCounter10))};
  (void)k20;
  Bounds13 res21 = alpha18;
  (void)res21;
  __shared__ float sh_22[128];
  (void)sh_22;
  fabsf(MAX2_4(alpha18.vel16, i19) + sinf(46lu));
}
struct Poly23 {
  virtual ~Poly23() {}
  virtual int id() const { return 1; }
};
struct Impl24 : Poly23 {
  int id() const override { return 6; }
};
struct Other25 : Poly23 {};
int identify26(int x) {
  Impl24 d;
  Poly23 *b = &d;
  if (Impl24 *p = dynamic_cast<Impl24 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other25 *>(b) != nullptr ? 1 : x;
}
enum class Op27 : int { Mul28, High29 = 5 };

template <typename T, int N = 4>
__device__ unsigned norm30(const T *__restrict__ coef31)
{
  lookup11[3] = ~(((int)blockIdx.x) + (warpSize + sharedCounter10));
  for (int it32 = 0, j33 = sharedCounter10; it32 < j33; (++it32, (--j33))) {
    printf("sum %d\n", static_cast<int>(it32));
    T e34 = (T)((threadIdx.x) * it32);
    (void)e34;
    sharedCounter10 = (((lookup11[it32] == j33) ? sqrtf(lookup11[blockDim.x]) : ceilf(14.75F)) == (blockDim.x % '"')) ? 18 : bumpShared12(floorf(18.75F));
  }
  lookup11[blockIdx.z & 3]--;
  return (coef31[7]);
}

int main()
{
  int n35 = 2168;
  float sum36 = 11;
  if (!(CAT_6(n, 35) < sum36))
    return (28lu - n35) * (sum36 += n35, n35);
  Bounds13 s37 = Bounds13{1333l, true, -30};
  const long long off38 = n35 - expf((int)54);
  (void)off38;
  filter17<<<(BLOCK_SIZE_1 + BLOCK_SIZE_1) * (BLOCK_SIZE_1 + BLOCK_SIZE_1), sizeof(int) * 8>>>(s37);
  if (sum36 == CAT_6(off, 38))
    return sqrtf(TUNE_8) + n35;
  return 0;
}
