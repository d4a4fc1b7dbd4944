// cudagen 0.2 seed 140 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,local_array,auto_var,namespace,if,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,macro_paste,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>

#define NUM_ITERS_1 3
#define RADIUS_2 (NUM_ITERS_1 + (NUM_ITERS_1 + 0b11111010))
#define RADIUS_3 (256)
#define HALF_4(x) ((x) / 2)
#define HALF_5(x) ((x) / 2)
#define CAT_6(a, b) a##b
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}

__global__ void update8(const float *src9)
{
  auto k10 = RADIUS_2;
  k10 = 0b101010 + k10;
  k10 = 1;
}

namespace detail11 {
__global__ void merge12_kernel(float beta13, bool p14, int n15, signed char a16)
{
  if (61 == a16) {
    n15 ^= (p14);
    float base17 = p14;
    (void)base17;
  }
  n15 = sinf(beta13 - RADIUS_3);
}

__host__ __device__ int merge18(bool alpha19, int n20)
{
  auto x21 = (HALF_5(n20) + (61lu - n20)) * NUM_ITERS_1;
  const int *x22 = nullptr;
  float m23 = (floorf(alpha19 + '\\'));
  (void)m23;
  n20 |= x22[n20];
  return (x21);
}

float run_sift24(unsigned int *__restrict__ buf25)
{
  (*buf25) &= ((*buf25) * buf25[0]) + 50ull;
  unsigned char tmp26 = (buf25[5]);
  long long r27 = sinf(buf25[5] * CAT_6(tmp, 26));
  detail11::merge12_kernel<<<0b100, (256), 0, 0>>>(int(r27) + 12.625f, (CAT_6(tmp, 26) + fmaxf(*buf25, 503)) > HALF_5(r27), CAT_6(tmp, 26), -37);
  r27 |= 61L;
  if ((tmp26) != r27) {
    return RADIUS_3;
  }
  return 14.0f / tmp26;
}
} // namespace detail11

int main()
{
  int len28 = 1877;
  float acc29[4] = {19.125F};
  acc29[len28] = detail11::run_sift24(nullptr) - 9lu;
  float t30 = len28;
  update8<<<dim3(1, (len28 + 0b1111111) / 128, 4), 128, sizeof(float) * 32, nullptr>>>(acc29);
  t30++;
  floorf(NUM_ITERS_1 + len28);
  return 0;
}
