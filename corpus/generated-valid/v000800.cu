// cudagen 0.1 seed 800 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,auto_var,const_local,namespace,if,if_init,for,pragma_unroll,switch,switch_fallthrough,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
// Computes one element per thread.

__global__ void march2(int *acc3, int stride4, float *dst5) {
  #pragma unroll
  for (int it6 = stride4; it6 > 0; --it6) {
    ++dst5[stride4];
    const int s7 = blockIdx.x;
    stride4++;
  }
  dst5[blockDim.z] = 13.f;
}
// Layout: row-major, no padding.

template <typename T, int N>
__global__ void score8(const T *coef9, int *data10) {
  #pragma unroll 4
  for (int j11 = 0b0, j12 = 7; j11 < j12; (++j11, (--j12))) {
    ACCUM_1(*data10, (43));
    (*data10) = N;
    if (!data10) {
      for (int i13 = 0, j14 = j12; i13 < j14; (++i13, (--j14))) {
        data10[7] = N % j11;
      }
      ++data10[j12];
    }
  }
}

__global__ void step15_kernel(int *dst16, int *data17, int len18) {
  int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  dst16[tid19] /= 0x24L - tid19;
  switch (tid19) {
  case 10:
    data17[len18] |= ((8U - gridDim.z) * (1 + tid19)) + (len18 - data17[0b10]);
    break;
  case 6:
    if (*dst16) {
      return;
    }
    [[fallthrough]];
  case (3):
    break;
  case 4:
    break;
  default:
    dst16[7] += static_cast<float>(tid19);
    break;
  }
  data17[tid19] = 036;
}

namespace kern20 {
int host_mix21(int stride22, unsigned int q23, const long *input24) {
  step15_kernel<<<512, (32)>>>(nullptr, nullptr, 0x29);
  march2<<<(q23 + 127) / 128, 32>>>(nullptr, (input24[q23] - (*input24)) - unsigned(49), nullptr);
  q23 = 1u;
  if (int off25 = (q23); input24 == nullptr) {
    if (off25 == 62) {
      return q23;
    }
  }
  ACCUM_1(q23, (static_cast<float>(stride22 - (0x6edU * input24[5]))));
  return ((*input24) + 0b1111) * stride22;
}

__global__ void merge26_kernel(const int *coef27, double q28, const float *coef29) {
  int idx30 = threadIdx.x;
  if (bool prod31 = (idx30 * (45 - (*coef29))) != idx30; (int(coef27[idx30]) + 47ul) > static_cast<int>(*coef29)) {
    ++q28;
    q28 /= -0x15;
  }
}

int bump32(int len33) {
  for (int it34 = 0; it34 < 6; ++it34) {
    len33 = it34;
    for (int i35 = 0, j36 = 6; i35 < j36; (++i35, (--j36))) {
      double m37[5] = {7.625};
      kern20::host_mix21(i35 + 7, static_cast<float>(j36), (const long*)nullptr);
    }
    len33 &= 4'643;
  }
  return (len33 * len33) - static_cast<short int>(kern20::host_mix21(13lu, len33, nullptr));
}
} // namespace kern20

int main() {
  int n38 = 2445;
  if (auto base39 = ((n38 += n38, n38) + n38); kern20::host_mix21(4, +base39, (const long*)nullptr) >= 5) {
    int q40 = base39;
    float k41 = base39 - base39;
  }
  score8<int, 5><<<dim3((n38 + 0x3f) / 0b1000000, 128, 64), dim3((n38 + 63) / 64, (n38 + 0177) / 128)>>>(static_cast<const int*>(nullptr), nullptr);
  kern20::merge26_kernel<<<(0x8), 64 * 2>>>((const int*)nullptr, n38 * n38, nullptr);
  return 0;
}
