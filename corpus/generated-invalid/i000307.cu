// cudagen 0.1 seed 307 invalid:kernel_operator
// features: kernel,launch,launch_dim3,host_device_function,host_function,main,constexpr_var,enum,enum_class,if,switch,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_reinterpret,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 49
#endif

#if TUNE_2 == 49
#define CONFIG_3 8
#else
#define CONFIG_3 13
#endif
#undef CONFIG_3
#define CONFIG_3 12
enum Mode4 { MUL5, ADD6, BUSY7 = 4 };
enum class Op8 {
  Fast9,
  Low10 = 6,
  Add11 = 12,
  Slow12,
  Idle13
};
enum Phase14 { OFF15, BLUE16, GREEN17 = 3 };

short shade18(int lane19, double* acc20)
{
  const double* q21 = acc20;
  if ((lane19 >> 0x5) > lane19) {
    return 0x2d;
  }
  --lane19;
  Phase14 q22 = GREEN17;
  if (q21[lane19] != lane19) {
    return lane19;
  }
  constexpr double t23 = 24.25f;
  return lane19 >> q22;
}

__device__ __host__ unsigned int merge24(float q25)
{
  Mode4 sum26 = MUL5;
  constexpr bool h27 = 0;
  if (27 <= (sum26 << OFF15)) {
    return (q25 += 14lu, ADD6) / q25;
  }
  if (q25 == 55l) {
    return +(q25 * q25);
  }
  double u28{-11.25};
  return 43 * ((q25 + sum26) * 21u);
}

__global__ void count29_kernel(const int* input30, int* acc31, unsigned char beta32)
{
  const float* x33 = reinterpret_cast<const float*>(acc31);
  switch (beta32 - beta32) {
  case 10:
    if ((x33[1] + BLUE16) < 24) {
      return;
    }
    break;
  case 4: {
    constexpr float sum34 = 2'396;
    break;
  }
  case 1 << 0x3:
    if (beta32 + 2667) {
      return;
    }
    (*acc31) = 27 + ((*x33) + 1'875);
    break;
  case 9:
    break;
  }
}
struct Pair38 {
    int a, b;
};
__global__ void operator*(Pair38 x, Pair38 y)
{
}

int main()
{
  int n35 = 1'284;
  if (n35) {
    return (51l) + n35;
  }
  int* res36 = nullptr;
  count29_kernel<<<dim3(128, (n35 + 255) / 256), 0x20>>>(res36, nullptr, 26);
  char acc37 = n35;
  return 0;
}
