// cudagen 0.1 seed 2232 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,static_host_function,main,constexpr_var,struct,operator_overload,enum,static_assert,ternary,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,cast_functional,cast_static,sizeof,alignof,lambda,lambda_launch,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define BLOCK_SIZE_2 (0x1 << 0x2)
#define RADIUS_3 (0x3)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define CAT_6(a, b) a##b
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 24
enum Color7 : unsigned char {
  ON8,
  ON9,
  MUL10,
  ADD11,
  HIGH12
};

struct Tile13 {
  unsigned char mass14;
  float y15;
  unsigned int x16;
};

inline __host__ __device__ Tile13 operator+(Tile13 a, Tile13 b) {
  Tile13 r = a;
  r.mass14 += b.mass14;
  r.y15 += b.y15;
  r.x16 += b.x16;
  return r;
}

static __device__ double smooth17(int n18, const char* coef19, Color7 a20) {
  a20 = a20;
  a20 = ON8;
  unsigned char t21 = 255U;
  t21 = ADD11;
  Color7 res22 = a20;
  return a20;
}

__global__ void pivot23(int n24, int len25, __grid_constant__ const Tile13 alpha26) {
  unsigned t27 = alpha26.y15 - LOW_BITS_5(len25);
  len25 = 0x20U | (t27 * len25);
}

static void run_norm28(float p29) {
  p29 = -0xCAF;
  Tile13 k30 = Tile13{};
}

int main() {
  int n31 = 0xF0A;
  auto fn34 = [](double m32) {
    m32 = CAT_6(m, 32);
    const char* r33 = "kernel\n";
    pivot23<<<(BLOCK_SIZE_2 + (ADD11 + 485)), dim3(BLOCK_SIZE_2 + 40, RADIUS_1 + (HIGH12 + 44), 0x200), sizeof(int) * 128, nullptr>>>(ON9 / double(m32), CAT_6(m, 32) - (m32 += r33[0], MUL10), Tile13{});
  };
  fn34(n31);
  static_assert((12) == 12, "size check");
  n31 = alignof(char);
  pivot23<<<(n31 + 63) / 64, MUL10 + 126, 0, 0>>>(22 + n31, (n31 % 29l) + 3, Tile13{static_cast<unsigned char>(static_cast<int>(0x3e)), float(3.75f * n31), 211});
  n31 = (static_cast<int>(n31 << n31) == 49) ? n31 : (((n31 < n31) ? BLOCK_SIZE_2 : 8ll) * CAT_6(n, 31));
  return 0;
}
