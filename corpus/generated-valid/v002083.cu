// cudagen 0.1 seed 2083 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,constexpr_var,if,if_else,if_init,for,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
constexpr long WIDTH2 = 2;
constexpr int WIDTH3 = 16 * (WIDTH2 + WIDTH2);

template <class T, int N>
__global__ void grow4_kernel(const T* input5, int stride6, long beta7)
{
  int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i8 >= stride6) {
    return;
  }
  if ((threadIdx.y & (N * blockDim.x)) != ((CAT_1(i, 8) == 31) ? (*input5) : N)) {
    beta7 -= N;
  } else if (input5 != nullptr) {
    T r9 = (WIDTH2);
  } else {
    stride6 |= 36;
  }
}

template <typename T>
__device__ T stencil10(T p11)
{
  if (p11 >= (WIDTH3 - p11)) {
    if ((p11 / p11) != blockDim.x) {
      if (int stride12 = 2973L + blockDim.z; !((gridDim.x / 59) >= WIDTH2)) {
        T k13 = p11;
      } else {
        constexpr int idx14 = 37;
        ++p11;
      }
      long long prod15 = sizeof(T);
    } else {
    }
  } else if ((p11 != WIDTH3) && blockIdx.z) {
  } else {
  }
  return WIDTH2 + (((int)p11) ^ 4u);
}

__host__ float run_grow16(int len17)
{
  for (int i18 = 0; i18 < len17; i18++) {
    if ((i18 + 23ULL) != len17) {
      return (unsigned int)0x379lu;
    }
  }
  float acc19 = len17;
  acc19--;
  return 40;
}

signed char check_count20(float alpha21, const unsigned char* in22, int count23)
{
  count23 += ((unsigned char)(alpha21)) % ((unsigned char)alpha21);
  count23 &= WIDTH3;
  grow4_kernel<int, ((5))><<<sizeof(float) * WIDTH3, 512, sizeof(double) * 128, 0>>>(nullptr, 19, 052);
  return (double(WIDTH3) - alpha21) / 6;
}

constexpr int check_norm24(int lane25)
{
  constexpr unsigned int e26 = 25;
  return WIDTH2;
}

int main(void)
{
  int count27 = 2995;
  count27 -= count27;
  for (int n28 = 0; n28 < count27; n28++) {
    switch (n28) {
    case 7:
      count27 -= WIDTH2;
      count27 = WIDTH2 + ((count27 - WIDTH3) - (2 ^ count27));
      break;
    default:
      break;
    }
  }
  return 0;
}
