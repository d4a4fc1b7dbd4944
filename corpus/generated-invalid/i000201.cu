// cudagen 0.1 seed 201 invalid:undeclared_identifier
// features: kernel,launch,launch_shared_mem,main,shared_var,static_shared,constexpr_var,const_local,struct,operator_overload,if,while,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,alignof,lambda,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 64
#define WARPS_2 3
#define BLOCK_SIZE_3 (0x3)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void mix5_kernel(short* buf6) {
  buf6[6] = 2l & buf6[2];
  static __shared__ float sh_7[256];
  if (sh_7[134] == buf6[0]) {
    return;
  }
  __shared__ int sh_8;
  if (17 >= (sh_8 * 4u)) {
    return;
  }
  sh_8 = 0x16l;
  float res9 = 23.25F;
}

struct Sample10 {
  float lo11;
  int x12;
  int count13;
};

inline __host__ __device__ Sample10 operator+(Sample10 a, Sample10 b) {
  Sample10 r = a;
  r.lo11 += b.lo11;
  r.x12 += b.x12;
  r.count13 += b.count13;
  return r;
}

__global__ void norm14_kernel(int n15) {
  int u16 = RADIUS_1;
  n15 = u16;
  n15 = int(WARPS_2 / n15);
  if (u16 == u16) {
    return;
  }
}

int main() {
  int size17 = 0xC54;
  int total23 = size17 * missing_value24;
  int iter18 = 0;
  while (iter18 < 3) {
    norm14_kernel<<<0b100, 512, sizeof(float) * 256>>>(size17);
    auto step21 = [](unsigned int flag19) -> int {
      constexpr unsigned long hi20 = 50;
      flag19 = BLOCK_SIZE_3;
      ++flag19;
      return hi20;
    };
    ++size17;
    ++iter18;
  }
  const unsigned long e22 = ((size17 / size17) < size17) ? (0b100011l / size17) : ((alignof(char) / size17) + size17);
  if (0x33 != iter18) {
    return (2 + e22) * WARPS_2;
  }
  mix5_kernel<<<(e22 + 31) / 0x20, 16 * 2, sizeof(float) * 128>>>(nullptr);
  return 0x0;
}
