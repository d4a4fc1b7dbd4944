// cudagen 0.1 seed 857 valid
// features: kernel,launch,device_function,device_noinline,host_function,default_args,main,shared_var,static_shared,constexpr_var,enum_class,if,while,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 5
#define CHUNK_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 25
#endif
enum class Color6 { On7, On8 = 3 };

__device__ __noinline__ int sweep9(unsigned int* buf10, unsigned short q11) {
  unsigned char e12 = q11;
  int prod13 = 0b101111;
  Color6 off14 = Color6::On7;
  __shared__ int sh_15[256];
  static __shared__ float sh_16;
  return (40 - e12) >> prod13;
}

__device__ float shade17(const float* in18, int len19 = -38) {
  len19 = CHUNK_2;
  signed char e20 = len19;
  if (len19) {
    static __shared__ unsigned char sh_21[8];
    if (len19 <= (in18[6] + sh_21[len19]))
      return -0.875f;
  }
  return TWICE_PLUS_3(len19, +e20);
}

__global__ void pack22(int stride23, const unsigned* in24, int lane25, signed char b26) {
  unsigned int y27 = static_cast<unsigned int>(lane25) / 1;
  stride23 = TWICE_PLUS_3(float(-lane25), 7);
  if (!(in24[lane25] != 18))
    return;
  double lim28(((63l) - b26) >> 3);
}

int run_shade29(int stride30, Color6 q31) {
  stride30 = -TWICE_PLUS_3(stride30, 0b110110);
  float f32 = sizeof(float);
  f32 = (7 - static_cast<long>(stride30)) % static_cast<int>(f32);
  pack22<<<(stride30 + 127) / 128, (CHUNK_1 + 3) * (CHUNK_1 + 3)>>>(f32, nullptr, static_cast<unsigned>(stride30 - f32), CHUNK_1 * stride30);
  return TWICE_PLUS_3(f32, float(stride30));
}

int main() {
  int size33 = 3055;
  int w34 = 0;
  while (w34 < w34) {
    if (((size33 * w34) < w34) || (w34 == size33)) {
      if ((w34 != w34) || (w34 < size33) || (size33 - size33)) {
        float e35 = size33;
      }
      size33++;
    }
    ++w34;
  }
  return 0;
}
