// cudagen 0.1 seed 216 invalid:call_non_function
// features: kernel,launch,device_function,device_forceinline,device_noinline,static_device_function,device_template_function,host_function,main,constant_var,constexpr_var,const_local,struct,struct_template,if,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define RADIUS_2 (1 << 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __device__ __forceinline__ int mix5(unsigned *out6, const int *input7) {
  (*out6) = sizeof(long long);
  --out6[7];
  return input7[3];
}
__constant__ int c_count8 = 27;

template <class T>
__device__ __noinline__ float fuse9(T *data10, int n11) {
  unsigned char res12 = c_count8;
  --res12;
  int e13(n11);
  if ((c_count8 & c_count8) > c_count8) {
    return 125e-3F;
  }
  return RADIUS_2 + c_count8;
}
// Layout: row-major, no padding.

static __device__ void mix14(const float *in15, float q16) {
  if (c_count8 <= 0x2) {
    return;
  }
  float m17 = ((2 - c_count8) >> (16 % c_count8)) + q16;
  double k18 = (c_count8 | 63) + 1;
  if (m17 <= k18) {
    goto done19;
  }
  (q16--, (m17 += ((3LL + c_count8) | 8) - 18.5f));
  (--k18, (q16 = int(q16 + RADIUS_2)));
done19:;
}

float check_probe20(float cfg21, int count22, signed char *acc23) {
  long m24((float((count22 + count22) * cfg21)));
  m24 <<= (unsigned char)(+count22);
  m24 = 0x3cu;
  for (int i25 = 0; i25 < 6; i25 += 3) {
    m24 = BLOCK_SIZE_1;
    const double t26 = 7.125;
  }
  return RADIUS_2;
}

template <typename T>
struct Stats27 {
  T mass28;
  int w29;
  T w30;
  __host__ __device__ T reset31(int tmp32) const {
    return sizeof(Stats27<T>);
  }
};

__global__ void relax33_kernel(const int *in34) {
  Stats27<float> cnt35 = Stats27<float>{};
  cnt35.reset31(cnt35.w30);
  cnt35 = cnt35;
}

int main() {
  int n36 = 856;
  n36 = n36(2);
  (n36--, (n36 = n36));
  n36 = ((short int)n36);
  n36 &= ((n36 + 0lu) & (sizeof(double) - n36)) << (n36 * (63u % n36));
  static_assert(47 == 47);
  const int off37 = sizeof(int);
  relax33_kernel<<<BLOCK_SIZE_1 + BLOCK_SIZE_1, 0x1 << 8>>>((const int*)nullptr);
  return 0;
}
