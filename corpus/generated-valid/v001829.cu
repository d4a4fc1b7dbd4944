// cudagen 0.1 seed 1829 valid
// features: kernel,kernel_static,grid_constant,launch,host_function,main,constexpr_var,auto_var,struct,class_private,if,for,static_assert,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 14
#else
#define TUNE_8 18
#endif

#if TUNE_8 > 98
#define CONFIG_9 4
#else
#define CONFIG_9 18
#endif

struct Particle10 {
  unsigned y11;
  float y12;
  char w13;
};
/* Returns the accumulated value. */

struct Cell14 {
  double vel15;
  int flag16;
  float count17;
  int y18;
};
/* Returns the accumulated value. */

class Body19 {
  int w20;
  unsigned short val21;
public:
  __host__ __device__ Body19(int a22, unsigned short a23) : w20(a22), val21(a23) {}
  __host__ __device__ void apply24(double q25)
  {
    q25--;
    Particle10 acc26 = Particle10{3U, 5.0F, 0x32u};
  }
  __host__ __device__ void apply27(signed char t28)
  {
    w20 = t28;
    float v29 = 17.5f;
  }
};

static __global__ void sweep30_kernel(size_t alpha31, __grid_constant__ const Cell14 q32, unsigned* buf33, const double* input34)
{
  static_assert(29 > 28, "bad config");
  alpha31 = (unsigned char)(0x27 - ((*buf33) += sizeof(Cell14), 255));
  for (int it35 = 0; it35 < 13; it35++) {
    (*buf33) = TUNE_8;
  }
  alpha31 = TUNE_8 >> q32.flag16;
  (*buf33) = alpha31 + input34[alpha31];
  auto flag36 = (16 - q32.y18) << (*buf33);
}

int host_step37(int n38, int count39, Cell14 b40)
{
  int w41 = static_cast<long>(sizeof(Body19));
  static_assert((5 * (1 << 0x1)) > 9);
  n38 = CAT_6(n, 38);
  if ((n38 += 26, TUNE_8) != TUNE_8) {
    return CONFIG_9 - n38;
  }
  return MOD8_1(n38);
}

int main()
{
  int n42 = 0x211;
  n42 = (CAT_6(n, 42) - n42) + TUNE_8 + ((1180 + n42) * 60);
  n42 = 62ul;
  const char* val43 = "tile";
  sweep30_kernel<<<(n42 + 255) / 256, (0x40)>>>(val43[0], Cell14{static_cast<double>(val43[1] % alignof(float)), n42, 14, 4}, (unsigned*)nullptr, (const double*)nullptr);
  return 0x0;
}
