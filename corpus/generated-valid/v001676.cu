// cudagen 0.1 seed 1676 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,static_local,enum_class,if,if_else,switch,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

__global__ void count3_kernel(const int *src4, unsigned char q5, int *buf6) {
  q5 <<= 1;
  constexpr unsigned int h7 = 54;
}
enum class Axis8 : short { Red9, Slow10, Idle11 = 7, Mul12 };

template <typename T>
__global__ void __launch_bounds__(1 << 5, 1) warp13_kernel(T beta14, unsigned short *acc15, int n16, const T *input17) {
  double y18[2]{10.75, 4293ull};
  acc15[n16] = ((n16 < 39) ? input17[n16] : y18[1]) + 3646;
  y18[n16] = input17[4] + (13. - y18[n16]);
  if (ADD3_2(input17[n16], input17[n16], n16) <= acc15[6]) {
    n16 &= -065l;
    y18[0]++;
    int q19 = -4648;
  }
}

template <class T, int N = 8>
__global__ void __launch_bounds__((256), 1) lerp20(const T *coef21, T *acc22, T *acc23) {
  if (acc22[5] == N) {
    goto out24;
  }
  (*acc23) = *acc23;
  (*acc23) = coef21[0];
out24:;
}
constexpr int LANES25 = 2;

__host__ __device__ int clamp26(int *acc27, const int *input28, Axis8 a29) {
  switch (a29) {
  case Axis8::Red9: {
    (*acc27) -= LANES25 + (input28[5] << 6);
    float hi30 = 13.625f;
    break;
  }
  case Axis8::Slow10:
    break;
  case Axis8::Idle11:
    break;
  case Axis8::Mul12:
    break;
  }
  return (*acc27) * acc27[2];
}
static_assert(sizeof(int) == 4, "expected value");

__global__ void filter31_kernel(int len32) {
  extern __shared__ unsigned long dyn_33[];
  if (dyn_33[4] > LANES25) {
    return;
  }
  double y34 = (len32 != (len32 / LANES25)) ? ((LANES25 * dyn_33[len32]) + (dyn_33[len32] + 7)) : dyn_33[len32];
  auto s35 = clamp26(&len32, &len32, Axis8::Red9);
  clamp26(&s35, nullptr, Axis8::Red9);
}

__global__ void __launch_bounds__(LANES25 + (LANES25 + 28), 1) blend36_kernel(int lane37, const float *input38, int len39, Axis8 p40) {
  extern __shared__ float dyn_41[];
  if (((lane37 * len39) - (*input38)) == dyn_41[lane37]) {
    lane37 -= clamp26(&lane37, &lane37, Axis8::Mul12);
    lane37--;
    dyn_41[3] = ((40 + len39) >> len39) << (clamp26(&len39, &len39, p40) >> clamp26(&len39, nullptr, Axis8::Mul12));
  } else {
  }
}

int host_apply42(char *acc43) {
  count3_kernel<<<dim3((LANES25 + 6), 16, 256), (LANES25 + 126) * 2, 256>>>((const int*)nullptr, acc43[0] + (*acc43), (int*)nullptr);
  static int val44 = 64l;
  return LANES25;
}

int main() {
  int count45 = 1184;
  dim3 z46 = dim3((count45 + 31) / 32);
  count45 -= ((count45 - (31l + count45)) == ((count45 > LANES25) ? count45 : 27l)) ? count45 : (LANES25 << count45);
  if (count45 == count45) {
    return ADD3_2(SQR_1(count45), (count45), 28);
  }
  count45--;
  clamp26(nullptr, &count45, Axis8::Idle11);
  count45 = (((count45 - 027) <= LANES25) ? host_apply42(nullptr) : clamp26(&count45, &count45, Axis8::Slow10)) - 2;
  warp13_kernel<int><<<2, z46, sizeof(float) * 128>>>(ADD3_2(count45 - 44, count45, clamp26(&count45, &count45, Axis8::Red9)), nullptr, ADD3_2(count45, 2, (LANES25)), (const int*)nullptr);
  lerp20<int, ((7))><<<1, LANES25 + 254, LANES25 + (LANES25 + 252)>>>((const int*)nullptr, &count45, &count45);
  filter31_kernel<<<dim3((count45 + 31) / 32), LANES25 + 510, sizeof(int) * 128, nullptr>>>((count45 - LANES25));
  return 0;
}
