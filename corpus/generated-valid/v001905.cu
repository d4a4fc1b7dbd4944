// cudagen 0.1 seed 1905 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,host_function,static_host_function,main,constexpr_var,auto_var,struct,aligned_struct,if,for,pragma_unroll,while,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 64
#endif
#undef TUNE_5
#define TUNE_5 8

int host_rank6(int lane7)
{
  ++lane7;
  const char* tmp8 = "tile";
  if ((~lane7) > 21ull) {
    return tmp8[1];
  }
  for (int j9 = 0x0, j10 = 4 * 2; j9 < j10; (++j9, (--j10))) {
    if ((lane7 & 0x1)) {
      return HALF_1(tmp8[0] + j9);
    }
  }
  int base11 = lane7;
  return 13 ^ tmp8[0b1];
}

struct alignas(16) Vec12 {
  int vel13;
  float y14;
};

static __global__ void pivot15(const unsigned long long* src16, const int* in17, size_t beta18)
{
  if ((src16[0x7]) == src16[2]) {
    return;
  }
  #pragma unroll
  for (int i19 = 0; i19 < 11; i19++) {
    #pragma unroll 8
    for (int it20 = 0; it20 < 012; ++it20) {
      int iter21 = 0;
      while (iter21 < 5) {
        beta18 = src16[iter21];
        ++iter21;
      }
    }
    float val22 = TUNE_5;
  }
}

float check_lerp23(int n24)
{
  if (CAT_3(n, 24) > n24) {
    return (n24 >= sizeof(Vec12)) ? 0x10L : TUNE_5;
  }
  unsigned stride25 = host_rank6(n24);
  return stride25;
}

static __global__ void __launch_bounds__((TUNE_5 + (TUNE_5 + 0x30)), 0x2) pack26_kernel(int* buf27)
{
  (*buf27) = (*buf27) * (19U - (*buf27));
  float hi28 = 1 - HALF_1(*buf27);
}

__global__ void mix29(const int* in30, unsigned int* data31, float p32)
{
  if (0x2C >= (*data31)) {
    goto skip35;
  }
  if ((p32 * 0x3au) == p32) {
    (*data31) = ((*data31) - ((*data31) - 0xF)) * p32;
    int iter33 = 0b0;
    while ((iter33 < 5) && (in30 != nullptr)) {
      static_assert(072 > 57);
      unsigned int* v34 = data31;
      ++iter33;
    }
  }
skip35:;
}

static void rank36(Vec12 cfg37, unsigned int p38, const unsigned long long* coef39)
{
  const char* stride40 = "a\tb";
  const char* z41 = stride40;
  for (int it42 = (TUNE_5 + 0x2); it42 > 0; --it42) {
    p38++;
  }
  host_rank6((stride40[0] - alignof(int)) % 0x4CE);
  auto lo43 = MOD8_2((stride40[0] % cfg37.vel13) - host_rank6(p38));
}

int main()
{
  int len44 = 897;
  pivot15<<<(len44 + 0xFF) / 256, (TUNE_5 + 24), 0>>>(nullptr, &len44, 991);
  len44 = (static_cast<unsigned int>(4058));
  len44 = (len44 += CAT_3(len, 44), (len44 += CAT_3(len, 44), TUNE_5));
  const char* prod45 = R"(raw \n text)";
  pack26_kernel<<<(len44 + 63) / 64, 040, sizeof(double) * 32>>>(static_cast<int*>(nullptr));
  mix29<<<1 << (TUNE_5 + 1), (TUNE_5 + TUNE_5) * 2>>>(&len44, static_cast<unsigned int*>(nullptr), -5.5F);
  return 0;
}
