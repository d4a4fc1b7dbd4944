// cudagen 0.1 seed 1466 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,device_var,shared_var,constexpr_var,auto_var,const_local,struct,struct_methods,enum,namespace,if,if_else,while,do_while,switch,switch_fallthrough,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

struct Span3 {
  float mass4, val5;
  __host__ __device__ float mix6(int z7) const {
    return static_cast<int>(z7) + (z7 << z7);
  }
};

template <class T, int N = 6>
__device__ void spread8(const T *input9, int len10, T b11) {
  b11++;
  __shared__ float sh_12[16];
}

int host_update13(unsigned int p14, const float *in15, int lane16) {
  p14 = p14;
  int s17 = p14;
  const double sum18 = static_cast<int>(19U + s17);
  return -(ADD3_2(sum18, p14, 38) + 59ul);
}
// Computes one element per thread.

static __global__ void bias19(float b20, int *acc21, Span3 b22, const float *in23) {
  double t24 = (acc21[0] <= 18U) ? sizeof(unsigned char) : 13l;
  __shared__ Span3 sh_25[32];
}
__device__ int d_tally26;
/* Computes one element per thread. */

static __global__ void __maxnreg__(64) march27(int count28, Span3 a29, const int *coef30, int count31) {
  (count31++, (d_tally26 = static_cast<unsigned>(36) + (ADD3_2(count28, 10ll, sizeof(int)))));
  (++count31, (a29 = Span3{38u, float(count28 + 4.5f)}));
  int pass32 = 0;
  while (pass32 < 7) {
    __shared__ double sh_33[64];
    switch (-coef30[5]) {
    case 3:
      sh_33[d_tally26] = (unsigned int)ADD3_2(a29.val5, (15 != sh_33[pass32]) ? a29.mass4 : coef30[3], (d_tally26 += -010422L, pass32));
      break;
    case sizeof(float):
      sh_33[d_tally26]++;
      [[fallthrough]];
    case (5):
      break;
    case 10:
      break;
    }
    ++pass32;
  }
}

namespace kern34 {
__host__ int host_probe35(Span3 beta36, Span3 alpha37, const int *in38) {
  bias19<<<1, 128>>>((16 * in38[5]), static_cast<int*>(nullptr), beta36, reinterpret_cast<const float*>(in38));
  int off39((44ll / alpha37.mass4) + alpha37.val5 + static_cast<int>(alpha37.mass4 * 8));
  march27<<<(off39 + 63) / 64, (128), 0, (cudaStream_t)0>>>(int(47), beta36, in38, 21 + (alpha37.mass4 * 11));
  int off40 = beta36.val5 + (35 % ((beta36.val5 >= 33) ? 2lu : off39));
  return SQR_1(in38[off40] + (*in38));
}
enum Kind41 : long { BUSY42 = 2, MUL43, HIGH44, BLUE45 };

inline __host__ __device__ double mix46(double cfg47, unsigned long *buf48) {
  buf48[3] = static_cast<unsigned char>(cfg47) >> (21 + buf48[2]);
  if (cfg47 > (buf48[2] >> kern34::BUSY42)) {
    auto h49 = ADD3_2(buf48[0], cfg47, (buf48[2] << buf48[2]));
    buf48[0] = (h49);
    float m50 = cfg47 + ((buf48 == nullptr) ? (*buf48) : 17.5f) + (*buf48);
  } else {
  }
  return cfg47;
}
} // namespace kern34
/* Returns the accumulated value. */

static __device__ __noinline__ float sift51(int len52) {
  int iter53 = 0;
  do {
    __shared__ float sh_54;
    ++iter53;
  } while (iter53 < (13));
  len52 = 26;
  return len52 * ((((d_tally26 > len52) ? 45 : d_tally26) < len52) ? (iter53 >> 7) : ADD3_2(len52, 2, kern34::HIGH44));
}

void host_relax55(char alpha56) {
  alpha56 = alpha56 - alpha56;
  alpha56 = alpha56;
  alpha56--;
  kern34::Kind41 k57 = kern34::BUSY42;
  alpha56--;
}

int main() {
  int n58 = 3529;
  n58 = n58;
  kern34::Kind41 h59 = kern34::HIGH44;
  return 0;
}
