// cudagen 0.1 seed 2281 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,shared_var,local_array,auto_var,const_local,enum_class,if,if_else,if_init,do_while,switch,switch_fallthrough,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b
enum class Phase3 : unsigned char { Red4, On5 };
enum class State6 {
  High7 = 2,
  Green8,
  Low9 = 7,
  Off10,
  Red11
};

__global__ void sweep12(const float *input13, State6 beta14, int lane15) {
  lane15++;
  switch (beta14) {
  case State6::High7:
    if (input13[lane15] <= (lane15 - sizeof(unsigned long))) {
      lane15++;
      long mid16[4]{-52L, 2L, '"', 04134};
    } else {
    }
    break;
  case State6::Green8:
  case State6::Low9:
    break;
  default:
    break;
  }
}

float host_fold17(int len18, int count19, int lane20 = 58U) {
  count19--;
  sweep12<<<4, 1 << 6>>>(nullptr, State6::Off10, 30UL + count19);
  auto base21 = 38 + (CAT_2(count, 19) * 2);
  int iter22 = 0;
  do {
    int iter23 = 0;
    do {
      float *u24 = (float*)nullptr;
      ++iter23;
    } while (iter23 < 8);
    sweep12<<<4, 32>>>((const float*)nullptr, State6::Off10, ' ');
    ++iter22;
  } while (iter22 < 12);
  return base21;
}

extern "C" __global__ void sift25_kernel(int stride26, unsigned beta27) {
  const unsigned long prod28 = (stride26);
  beta27 = 57;
  long s29 = CAT_2(beta, 27) * (beta27 * beta27);
  s29++;
  stride26 = MAX2_1(s29, 31);
  __shared__ float sh_30;
  const unsigned int cnt31 = 15ul;
}

static int check_filter32(float *dst33) {
  host_fold17(dst33[6], *dst33);
  if (unsigned long cnt34 = dst33[7]; (*dst33) <= 064) {
    int idx35 = cnt34;
  } else {
    const size_t idx36 = cnt34;
  }
  if ((dst33 == nullptr) && (dst33[1] <= dst33[2])) {
    return 30LL;
  }
  sift25_kernel<<<1, 256, sizeof(float) * 128, (cudaStream_t)0>>>(*dst33, ((*dst33) + (*dst33)) - (dst33[5] / 44ll));
  return host_fold17((38 + (*dst33)) * host_fold17(dst33[0], 113), dst33[7], *dst33);
}

int main() {
  int count37 = 287;
  if (count37 != count37) {
    return (count37);
  }
  char t38 = check_filter32((float*)nullptr) * sizeof(int);
  t38++;
  return 0;
}
