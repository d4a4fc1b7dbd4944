// cudagen 0.1 seed 54 invalid:extended_lambda_without_flag
// features: kernel,launch,builtin_vars,device_function,static_device_function,host_function,constexpr_function,main,auto_var,if,switch,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,comments
#include "prelude.cuh"

// NOTE: keep in sync with the host reference.

inline __device__ void filter1(int lane2, int stride3) {
  int idx4 = (double)stride3;
  if ((lane2 > gridDim.x) && (stride3 == 61l)) {
    goto skip5;
  }
  --lane2;
skip5:;
}
// Computes one element per thread.

static __device__ float scatter6(short alpha7, float a8) {
  a8 = alpha7;
  a8 = 22.0f;
  return 0x22ul;
}

__global__ void relax9_kernel(int len10, const int *input11, int count12) {
  if (!((*input11) < 37)) {
    goto done14;
  }
  switch (blockDim.x) {
  case 12:
    break;
  case 8:
    break;
  case 2 * 2:
    switch (count12) {
    case (0x3):
      break;
    case 10:
      if ((blockDim.x != 0x2) || (input11[3] >= sizeof(size_t))) {
        break;
      }
      len10 = -0x8;
      break;
    default: {
      float z13 = -input11[len10 & 7];
      break;
    }
    }
    break;
  }
done14:;
}

constexpr int host_fold15(int n16, int len17) {
  auto z18 = (len17 == len17) ? len17 : sizeof(int);
  return ((z18 += 04077u, n16) + 15UL) | (2836u + z18);
}

int main(void) {
  int count19 = 653;
  auto dev_op21 = [] __host__ __device__ (int x) { return x + 1; };
  relax9_kernel<<<(count19 + 0x7f) / 128, 0x40>>>(0x32, nullptr, count19);
  count19 = count19;
  double stride20 = count19 * 1169;
  switch ((10 < count19) ? 0x3E : count19) {
  case 9:
    break;
  case 0:
    break;
  case (3):
    relax9_kernel<<<(512), 128 * 2>>>(int(0x1c), nullptr, stride20);
    break;
  case 5:
    if ((count19 + count19) == sizeof(int)) {
      return 1283 | count19;
    }
    break;
  default:
    break;
  }
  return 0x0;
}
