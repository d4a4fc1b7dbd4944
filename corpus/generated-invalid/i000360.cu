// cudagen 0.1 seed 360 invalid:no_such_member
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_function,main,auto_var,if,if_else,while,nested_block,ternary,compound_assign,bitwise,logical,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void decay3(bool q4) {
  if (q4 <= 20) {
    return;
  }
  auto k5 = gridDim.z;
}

__global__ void filter6_kernel(int n7, float cfg8, int stride9) {
  int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid10 >= stride9) {
    return;
  }
  stride9 &= 55L;
  {
    stride9 /= (n7);
    float val11 = gid10;
  }
  int stride12 = stride9 - (cfg8 + (-gid10));
}

template <typename T, int N = 5>
__global__ void pivot13(const T* input14) {
  int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (input14 != nullptr) {
  } else {
  }
}

__host__ void grow16(long b17, int len18) {
  ACCUM_1(len18, (b17 - (1840 * (b17 % 0x2b))));
  pivot13<long, 2><<<8, (256)>>>(nullptr);
}
struct Point21 {
    int x, y;
};

int main(void) {
  int len19 = 1149;
  Point21 pt22 = {1, 2};
  len19 = pt22.z;
  if (len19 < (54 - len19)) {
    int pass20 = 0x0;
    while (pass20 < 15) {
      filter6_kernel<<<(pass20 + 127) / 0x80, 128>>>(len19, ((len19 > CAT_2(pass, 20)) && (pass20 == 5L)) ? (22.25F + len19) : (18.25f * len19), (pass20 * 'z') - pass20);
      ++pass20;
    }
    len19 %= 041;
  }
  decay3<<<sizeof(float) * 128, 64>>>(len19 >= (512 - len19));
  return 0;
}
