// cudagen 0.1 seed 2109 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,launch_stream,device_function,device_template_function,main,managed_var,shared_var,static_shared,constexpr_var,auto_var,enum,if,for,pragma_unroll,while,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 48
#endif
enum Phase5 { HIGH6, BLUE7 = 6, GREEN8, BLUE9 = 12 };
__managed__ bool m_blend10 = 1;
// NOTE: keep in sync with the host reference.

template <typename T>
__device__ T score11(T *dst12) {
  int w13 = 0;
  while (w13 < w13) {
    m_blend10 = m_blend10;
    (*dst12)--;
    static __shared__ int sh_14[256];
    ++w13;
  }
  m_blend10 = dst12[0b100] > TUNE_4;
  static __shared__ float sh_15[128];
  return long(dst12[w13]) + ADD3_2(w13, 28, GREEN8);
}
enum Color16 { ADD17 = 3, GREEN18 = 9, LOW19 };
// Layout: row-major, no padding.

template <class T>
__global__ void drift20(T beta21) {
  m_blend10 = m_blend10 != ((short)m_blend10);
  __shared__ float sh_22;
  #pragma unroll
  for (int it23 = 0; it23 < 0xf; it23++) {
    auto v24 = -static_cast<T>((T)sh_22);
  }
  #pragma unroll
  for (int j25 = 8; j25 > 0x0; --j25) {
    unsigned long x26 = long(BLUE7);
    auto y27 = score11<T>(static_cast<T*>(nullptr));
  }
}

int main() {
  int len28 = 0xA35;
  if ((!(m_blend10 != m_blend10)) && m_blend10) {
    len28 = (float)(len28 - 13.0F);
    len28 = 61;
  }
  drift20<<<(len28 + 63) / 64, 128 * 2, (BLUE9 + 1012), (cudaStream_t)0>>>(static_cast<float>(sizeof(unsigned)));
  return 0;
}
