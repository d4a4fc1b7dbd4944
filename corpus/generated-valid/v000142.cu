// cudagen 0.1 seed 142 valid
// features: kernel,kernel_static,launch,host_device_function,host_function,static_host_function,default_args,main,local_array,if,if_else,for,switch,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_static,lambda,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

static __global__ void grow3(float* buf4, unsigned int beta5, short int* buf6)
{
  for (int i7 = 0; i7 < 0b1110; ++i7) {
    beta5 = 1;
  }
  int x8 = (3 + buf6[0x3]) - (buf4[beta5] + 11UL);
}

__global__ void combine9(int count10, char cfg11)
{
  int u12[2 * 3]{23, -0x40, 8, count10, count10, -49L};
  unsigned char m13 = 29 % u12[count10];
}

inline __host__ __device__ float stencil14(const int* in15, const unsigned* input16, int count17 = 29)
{
  if ((SQR_1(*in15) + static_cast<int>('#')) <= 51) {
    int mid18 = in15[0x5];
    mid18 = 16L;
  } else {
    count17 = (*input16) / (0b111ul + input16[count17]);
    count17 = count17;
  }
  return count17;
}

static int check_apply19(unsigned int* out20, int lane21, int count22)
{
  stencil14((const int*)nullptr, out20, 38L);
  int acc23 = stencil14(nullptr, nullptr);
  return SQR_1(count22);
}

inline __host__ __device__ void warp24(const short* in25, signed char beta26, int lane27)
{
  if (lane27 > (-beta26)) {
    switch (in25[0]) {
    case (5):
      stencil14(nullptr, (const unsigned int*)nullptr, -3'373);
      break;
    case 3 * 3:
      break;
    case 0x2 * 5:
      break;
    default:
      lane27 = stencil14(nullptr, nullptr, stencil14(nullptr, static_cast<const unsigned int*>(nullptr), 59ll * lane27));
      break;
    }
    beta26 = 36;
  }
}

char filter28(int count29, const long* coef30)
{
  count29 = -31;
  ++count29;
  auto op33 = [](long long tmp31, int u32) -> long long {
    tmp31 = u32;
    tmp31 = SQR_1(u32);
    u32 = 0x7abUL;
    return (tmp31 * tmp31) + tmp31;
  };
  op33(count29, coef30[7]);
  count29 = 43ul;
  if (coef30[5] < check_apply19(nullptr, coef30[count29], coef30[count29])) {
    count29 = count29;
    count29--;
  }
  return 0x21u * count29;
}

int main(void)
{
  int n34 = 3880;
  for (int i35 = 0; i35 < n34; i35++) {
    for (int j36 = 0; j36 < n34; ++j36) {
      int cnt37(filter28((28U * n34) + (n34 + j36), static_cast<const long*>(nullptr)));
      cnt37 = ('a' / (n34 * 0xb)) * n34;
    }
  }
  grow3<<<(64), 64>>>((float*)nullptr, (stencil14(nullptr, (const unsigned*)nullptr)), static_cast<short*>(nullptr));
  combine9<<<(n34 + 31) / 32, 256>>>(SQR_1(stencil14(nullptr, nullptr)), stencil14(static_cast<const int*>(nullptr), static_cast<const unsigned*>(nullptr)));
  return 0;
}
