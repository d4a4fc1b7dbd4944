// cudagen 0.1 seed 1604 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,constexpr_var,local_array,struct,struct_template,using_alias,if,if_else,if_init,goto,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

/* Computes one element per thread. */

__global__ void lerp1_kernel(int stride2, double *out3, double *out4, unsigned long *out5) {
  int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  stride2 = 0b111010 + stride2;
  constexpr int cnt7 = (0x9 * 3);
  (*out5)++;
}
// Helper used by the kernels below.

static __global__ void clamp8(const unsigned char *input9, unsigned *acc10, const double *src11, int *data12) {
  if ((data12[3] / 43lu) < acc10[6]) {
    goto out15;
  }
  if (!input9) {
    return;
  }
  if (int r13 = ((src11[0b11] - (*input9)) - (*data12)) + (0x3ALL + (gridDim.y & 4014)); ((threadIdx.x + (*input9)) % (input9[5] - data12[r13 & 7])) < sizeof(int)) {
    if (!((r13 % data12[r13 & 7]) == 63)) {
      ++data12[r13 & 7];
      data12[3] = int((r13 % (*input9)) % (r13 + 46));
    } else if (short sum14 = 2775; input9[threadIdx.z & 7] > float(sizeof(int))) {}
  }
out15:;
}

template <typename T>
struct Node16 {
  T vel17, mass18;
  T val19;
  __host__ __device__ T get20(T z21) const {
    return (12.625) - vel17;
  }
};

template <typename T>
__device__ void filter22(T alpha23) {
  Node16<long> lo24 = {32ul, long((warpSize > blockIdx.x) ? 63 : 38), 2639U};
  if (int e25 = (0x3 % (lo24.vel17 % 55)) | ((61 + lo24.vel17) - (lo24.vel17 ^ lo24.mass18)); e25) {
    Node16<long> res26 = lo24;
  }
  alpha23 = 6.0f;
  lo24 = lo24;
  int stride27 = 4230;
  static_assert(0x12 > 17);
}

double host_rank28(int lane29) {
  lane29 = lane29;
  clamp8<<<1, 32, sizeof(int) * 64>>>((const unsigned char*)nullptr, nullptr, nullptr, (int*)nullptr);
  return 8.625 * (lane29 * 0x30);
}
/* Layout: row-major, no padding. */

short int check_apply30(const int *input31, float *data32, const int *coef33) {
  if ((26 <= (*coef33)) && (coef33[0] < 0b100000)) {
    goto skip34;
  }
  if (((*coef33) | 0b10011L) > data32[5]) {
    return 2 * (*input31);
  }
  if (((*coef33) ^ (39 % input31[2])) != ((double)2.375)) {
    (*data32) = 0xb * (*input31);
    if ((-(coef33[1])) <= 53lu) {
      (*data32) = (data32[4] + (data32[1]));
      ++(*data32);
    }
  } else {
  }
skip34:;
  return ((input31[1] + input31[0b1]) ^ 44) + ((*coef33) + (*input31));
}
using rec35_t = Node16<long>;
using idx36_t = char;
// Returns the accumulated value.

static __device__ int grow37(float beta38, float p39, int n40) {
  if ((beta38 + n40) != n40) {
    --beta38;
    Node16<long> cnt41 = {0x4l, 24, 24};
  } else if (n40 != 41u) {
    if ((p39) <= 0b100000ul) {
      return 14UL;
    }
    p39++;
  }
  return p39;
}

int main() {
  int count42 = 1071;
  long cnt43 = ((count42 + 0x20) - ((float)count42)) + (((double)sizeof(Node16<long>)) + (count42));
  float s44[8] = {17.125f, static_cast<float>((float)cnt43), static_cast<float>((cnt43)), 6.0f, 2.0f};
  lerp1_kernel<<<256, 32, 0, 0>>>(((double)s44[cnt43 & 7]) - (s44[5] / s44[count42]), nullptr, nullptr, nullptr);
  return 0;
}
