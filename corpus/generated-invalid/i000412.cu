// cudagen 0.1 seed 412 invalid:unterminated_string
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,local_array,auto_var,struct,struct_template,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

static __global__ void scatter6(int count7, long long p8, const int *__restrict__ in9, const double *input10) {
  int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  count7 = ADD3_1(i11, alignof(double), 'a') + i11;
  count7 = input10[6];
  ACCUM_3(p8, (p8));
  p8--;
  auto off12 = count7;
  __shared__ short sh_13[(256)];
}

template <typename T>
struct Bounds14 {
  T z15;
  char flag16;
  T weight17;
};

int main(void) {
  int count18 = 85;
  const char *label20 = "unterminated;
  ++count18;
  unsigned char m19[6] = {0xFF, 51lu, 33, 066, 5};
  scatter6<<<(count18 + 255) / 0x100, 1 << 7, sizeof(float) * 64>>>(count18, (m19[count18] * m19[0x0]), &count18, nullptr);
  return 0x0;
}
