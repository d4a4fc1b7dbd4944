// cudagen 0.1 seed 891 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,default_args,main,constant_var,constexpr_var,struct,class_private,struct_template,operator_overload,enum,typedef,namespace,nested_namespace,if,for,switch,compound_assign,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
// Helper used by the kernels below.

struct Particle3 {
  int hi4, count5;
};

__host__ __device__ Particle3 operator+(Particle3 a, Particle3 b) {
  Particle3 r = a;
  r.hi4 += b.hi4;
  r.count5 += b.count5;
  return r;
}
__constant__ Particle3 c_trace6 = {0x20u, 1974};

void check_pack7(const float *input8, float *dst9) {
  dst9[7]++;
  dst9[7] = 6.25f;
  dst9[1] = 3 - input8[5];
}

namespace util10 {
enum Axis11 : unsigned char {
  FAST12,
  ADD13,
  ON14 = 3,
  HIGH15,
  HIGH16
};
} // namespace util10
typedef util10::Axis11 kind17_t;

__device__ short int score18(float cfg19 = 23.625F) {
  cfg19 -= 38u;
  for (int n20 = 0xd; n20 > 0; --n20) {
    int base21 = ((util10::ON14 / c_trace6.hi4) * 53);
    if (cfg19 <= cfg19) {
      return 19 / base21;
    }
    cfg19 /= cfg19;
  }
  return 0x17;
}
/* Helper used by the kernels below. */

template <class T>
__global__ void fuse22(T beta23, int *acc24) {
  if ((acc24[1] != 0x28l) || (c_trace6.hi4 == 15)) {
    return;
  }
  score18();
}

namespace math25::sub26 {
template <typename T>
struct Pixel27 {
  T x28;
  __host__ __device__ T reset29(int tmp30) const {
    return tmp30;
  }
};

class Stats31 {
  char x32;
  float sum33;
  char w34;
public:
  __host__ __device__ Stats31(char b35, float a36, char c37) : x32(b35), sum33(a36), w34(c37) {}
  __host__ __device__ void reset38(unsigned off39) {
    x32 >>= w34;
    if ((off39 * 64u) == off39) {
      return;
    }
  }
  __host__ __device__ void reset40(float flag41) {
    x32 = util10::ADD13 * x32;
  }
};
} // namespace math25::sub26

int main() {
  int count42 = 2121;
  switch (count42) {
  case 10:
    count42 = util10::ON14;
    fuse22<float><<<util10::ADD13 + 1, 1 << util10::HIGH16, 0, (cudaStream_t)0>>>(count42 * 7 * (count42 * 17.125f), nullptr);
    break;
  case 1:
    fuse22<<<dim3(256, (count42 + 037) / 32, 2), 256>>>(static_cast<unsigned>(56), (int*)nullptr);
    break;
  default: {
    unsigned int s43 = count42;
    break;
  }
  }
  dim3 y44 = dim3((util10::ADD13 + util10::ADD13) * (util10::ADD13 + 7));
  return 0x0;
}
