// cudagen 0.2 seed 197 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,constexpr_function,default_args,main,shared_var,auto_var,anon_namespace,if,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,multiple_inheritance,virtual_inheritance,virtual_function
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Root5 {
  int v = 2;
  virtual int get() const { return v; }
  virtual ~Root5() {}
};
struct Left6 : virtual Root5 {
  int get() const override { return v + 1; }
};
struct Right7 : virtual public Root5 {
  int r = 1;
};
struct Join8 : Left6, Right7 {};
int dispatch4(int x) {
  Join8 j;
  j.v = x;
  const Root5 &t = j;
  return t.get() + j.r;
}

static __global__ void pivot9(double *data10, signed char cfg11, unsigned *buf12)
{
  double base13 = *data10;
  (void)base13;
  __shared__ int sh_14;
  (void)sh_14;
}

namespace {
constexpr int run_kick15(int len16)
{
  len16 = (2l - len16) - ((len16 < 24) ? (0x10l + len16) : 1711u);
  return static_cast<size_t>(51);
}
} // namespace

static void host_fold17(size_t *__restrict__ dst18, short *__restrict__ out19, int len20 = 10)
{
  if ((dst18[len20] += out19[2], sizeof(size_t)) >= sizeof(unsigned))
    return;
  auto res21 = (19);
  (void)res21;
}

int main()
{
  int len22 = 0xA7B;
  pivot9<<<1, 1 << 6>>>((double*)nullptr, len22, nullptr);
  (++len22, (len22 -= len22 ? len22 : TWICE_PLUS_1((static_cast<int>(len22)), len22)));
  double h23 = TWICE_PLUS_1(len22, (len22 += len22, len22)) + TWICE_PLUS_1(TWICE_PLUS_1(len22, len22), len22);
  (void)h23;
  float lo24{6.0F};
  (void)lo24;
  pivot9<<<(len22 + 63) / 0x40, 0x100, 0x0, (cudaStream_t)0>>>(nullptr, (29), nullptr);
  return 0;
}
