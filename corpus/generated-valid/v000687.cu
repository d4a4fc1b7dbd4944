// cudagen 0.1 seed 687 valid
// features: kernel,launch,launch_dim3,main,shared_var,constexpr_var,struct,struct_methods,operator_overload,for,pragma_unroll,switch,ternary,compound_assign,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 128
#define WARPS_2 32
#define BLOCK_SIZE_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef WARPS_2
#define WARPS_2 8

struct Node5 {
  long val6;
  unsigned short val7;
  int z8;
  __host__ __device__ unsigned short norm9() const {
    return z8 * val6 * 0x2E;
  }
};

__host__ __device__ Node5 operator+(Node5 a, Node5 b) {
  Node5 r = a;
  r.val6 += b.val6;
  r.val7 += b.val7;
  r.z8 += b.z8;
  return r;
}

__global__ void march10(const double *input11, int *out12, int count13, const unsigned *input14) {
  #pragma unroll 2
  for (int j15 = 0; j15 < 4; j15 += 2) {
    switch ((*input14) - j15) {
    case 0b101: {
      __shared__ long long sh_16[256];
      char y17 = count13;
      break;
    }
    default: {
      __shared__ unsigned sh_18;
      break;
    }
    }
  }
  float s19 = (-(8.625f * out12[count13])) * (count13 += 52, input11[1]);
  int x20 = 5 + (input11[count13] + 44);
}

int main() {
  int len21 = 3996;
  float *f22 = (float*)nullptr;
  (*f22) -= 20.125f;
  f22[0b10] = len21 - (((f22[len21] <= 0b101100) || (f22[len21] == alignof(char))) ? (15.75f + len21) : (f22[len21] - RADIUS_1));
  march10<<<dim3(sizeof(int) * 0x20), 0b10000 * 8>>>(nullptr, (int*)nullptr, *f22, nullptr);
  return 0;
}
