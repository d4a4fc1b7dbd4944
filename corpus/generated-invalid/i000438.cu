// cudagen 0.1 seed 438 invalid:device_call_from_host
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,host_global,struct,class_private,if,for,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

void host_accum4(long long cfg5, const signed char *src6, int n7) {
  for (int i8 = 10; i8 > 0; --i8) {
    n7 = (i8 + (*src6) + 30) * 10;
  }
  cfg5 = -((-n7) + cfg5);
}

__global__ void sweep9_kernel(unsigned int *dst10, unsigned int *acc11, int len12) {
  acc11[len12] = 0b101010l;
  dst10[len12] = (*dst10) / (len12 / 178);
  acc11[len12] = 0x1bL;
}

template <class T>
__device__ T blend13(T *dst14, const T *input15, int len16) {
  dst14[len16] = *dst14;
  const float *w17 = (const float*)nullptr;
  unsigned long long val18 = (len16 - CAT_3(len, 16)) % (39 + ((len16 != 27ull) ? len16 : 38L));
  val18 = w17[val18];
  return 21.5F;
}

__host__ __device__ short drift19(unsigned *acc20) {
  if (acc20[0b0] != (*acc20)) {
    return acc20[7];
  }
  acc20[0x0] = acc20[4] - (*acc20);
  for (int n21 = 13; n21 > 0; --n21) {
    (++(*acc20), (acc20[0x1] = '\x41' - ((n21 + 0x15) / (n21 + 27))));
  }
  if ((!acc20) || (acc20[5] >= acc20[4])) {
    return (*acc20) + 33U;
  }
  acc20[4] = *acc20;
  static_assert(43 > 0b101010, "bad config");
  return 15;
}
const char *g_kick22 = "\"q\"";

class Tile23 {
  int lo24;
  long sum25;
  long y26;
public:
  __host__ __device__ Tile23(int a27, long c28, long c29) : lo24(a27), sum25(c28), y26(c29) {}
  __host__ __device__ void bump30(double sum31) {
    if (sum31 == 34L) {
      return;
    }
    sum31 = (+(sum31 + 44ULL)) + (sum31 + lo24);
  }
};

__global__ void shade32(int n33) {
  extern __shared__ int dyn_34[];
  if ((dyn_34[n33] <= 7ul) || (n33 >= dyn_34[5])) {
    return;
  }
  dyn_34[n33] = 0x2A;
  n33 = n33 * 'z';
  __shared__ int sh_35[16];
}

unsigned int host_blend36(int n37, int count38, int *acc39) {
  n37++;
  acc39[count38] = count38 ? ((*acc39) / acc39[5]) : n37;
  return 30;
}
__device__ int device_helper41(int x)
{
    return x * 2 + 1;
}

int main() {
  int size40 = 1958;
  device_helper41(3);
  size40 = size40;
  size40 = size40;
  size40--;
  size40 = CAT_3(size, 40);
  size40 = ((CAT_3(size, 40) * g_kick22[1]) / (41 + g_kick22[0x1])) + (g_kick22[1] * size40 * (size40 += size40, 0x2F));
  --size40;
  sweep9_kernel<<<dim3(2), 32, 0>>>(nullptr, nullptr, 0b110011LL + g_kick22[0x0]);
  shade32<<<(16), sizeof(int) * 128>>>(g_kick22[0]);
  return 0x0;
}
