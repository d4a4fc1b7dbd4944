// cudagen 0.1 seed 971 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,shared_var,extern_shared,auto_var,struct,enum,for,pragma_unroll,compound_assign,bitwise,incdec,comma,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_string,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

struct Particle2 {
  float flag3;
  long y4;
};
enum Mode5 { BLUE6, IDLE7 = 2, ON8 };

__global__ void apply9(Mode5 p10) {
  extern __shared__ unsigned long dyn_11[];
  #pragma unroll
  for (int i12 = 0, j13 = 3; i12 < j13; (++i12, (--j13))) {
    p10 = p10;
  }
  auto w14 = p10 + 53UL + p10 + dyn_11[6];
  dyn_11[0] &= w14;
  --w14;
}

long check_shade15(bool cfg16, Mode5 q17, long long p18 = 7lu) {
  p18--;
  ++p18;
  auto acc19 = 5 - q17;
  ++acc19;
  apply9<<<8 * (IDLE7 + (ON8 + 11)), (256), 0>>>(q17);
  const char* m20 = "ok";
  acc19 ^= p18;
  return '#';
}

int main() {
  int len21 = 223;
  auto r22 = (len21 * MOD8_1(len21)) | ((len21));
  len21 *= check_shade15((len21) - (1 + len21), BLUE6, sizeof(Particle2) + (r22 | 39UL));
  for (int j23 = 12; j23 > 0; --j23) {
    Mode5 off24 = IDLE7;
    apply9<<<sizeof(float) * (ON8 + (IDLE7 + ON8)), 32>>>(off24);
    apply9<<<512, dim3((r22 + 31) / 32, 2, (r22 + 0b1111111) / 128), 0>>>(off24);
  }
  return 0;
}
