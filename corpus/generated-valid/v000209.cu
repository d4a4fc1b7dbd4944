// cudagen 0.1 seed 209 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,shared_var,constexpr_var,local_array,struct,class_private,enum_class,if,for,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 59
#endif
#undef TUNE_3
#define TUNE_3 48
// Computes one element per thread.

class Body4 {
  float sum5;
public:
  __host__ __device__ Body4(float b6) : sum5(b6) {}
  __host__ __device__ void apply7(int q8) {
    q8 = q8 - 0x30l;
  }
};
// Computes one element per thread.

__global__ void split9_kernel(const unsigned char* __restrict__ input10, int stride11, int lane12, const long* __restrict__ in13) {
  if (in13 == nullptr) {
    return;
  }
  for (int i14 = 0, j15 = 6; i14 < j15; (++i14, (--j15))) {
    unsigned int s16 = *input10;
    stride11++;
  }
  unsigned y17 = (input10[stride11] < (20 + stride11)) ? (((stride11 + CAT_1(stride, 11)) > 64u) ? (stride11 + lane12) : 0b11000) : (input10[lane12] / (lane12 % (*in13)));
}

extern "C" __global__ void __maxnreg__(128) pack18_kernel(int* acc19, const int* src20) {
  const int* z21 = nullptr;
  acc19[0b11] = (src20[1] * TUNE_3) % (63 + (*acc19));
  unsigned int* v22 = static_cast<unsigned*>(nullptr);
  if ((v22[0x6] + src20[0b0]) <= 27) {
    return;
  }
  (*v22) = *acc19;
}
enum class Op23 : short {
  Low24,
  Off25,
  Busy26,
  Mul27,
  On28
};

__device__ void weigh29(float* __restrict__ data30, int* __restrict__ out31) {
  (*data30) = out31[0];
  static_assert(0x29 == 41, "tile must fit");
  (*data30) = out31[6];
  float r32[0x2 * 4]{static_cast<float>(25), 5.0f, 6.0f, -0.75f, 2198, 21.625f, 8.0f, 14.875F};
}

__device__ long score33(Body4 beta34, int stride35, Op23 p36) {
  __shared__ signed char sh_37;
  double v38 = stride35;
  return (('A' % stride35) + (32LL + stride35)) - (static_cast<int>(sh_37) + CAT_1(stride, 35));
}

__global__ void bump39(int* acc40, int len41, int* __restrict__ buf42, float a43) {
  a43 = 654;
  a43 = (5.0f + len41) * TUNE_3 * ((a43 >= 18U) ? TUNE_3 : (*acc40));
  Op23 flag44 = Op23::Off25;
}

int main() {
  int count45 = 2148;
  count45 = +((CAT_1(count, 45) - count45) >> (count45 += CAT_1(count, 45), L'a'));
  int w46 = (((count45 + TUNE_3) == count45) ? (2736 + CAT_1(count, 45)) : CAT_1(count, 45)) - 3;
  split9_kernel<<<(count45 + 0x1f) / 0b100000, dim3((w46 + 63) / 0x40)>>>((const unsigned char*)nullptr, (w46 >= w46) ? (' ' + w46) : (w46 += w46, 3145), ((CAT_1(w, 46) < 10) || CAT_1(w, 46)) ? CAT_1(count, 45) : count45, nullptr);
  pack18_kernel<<<256 * 2, 0x40, sizeof(int) * 128, nullptr>>>(&w46, &count45);
  bump39<<<(count45 + 0b111111) / 0100, (TUNE_3 + 208), 0, nullptr>>>(&count45, ((0x24 < count45) ? count45 : 0b1000000) + ((w46 == w46) ? 56u : count45), nullptr, w46 + CAT_1(count, 45));
  return 0b0;
}
