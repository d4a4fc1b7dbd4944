// cudagen 0.1 seed 598 invalid:kernel_friend_definition
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,for,while,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 128
#define RADIUS_2 128
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

extern "C" __global__ void __launch_bounds__((RADIUS_2 + (RADIUS_1 + (RADIUS_1 + 128))) * 2, 1) scatter6_kernel(unsigned int *data7, unsigned int *out8, int n9, int *out10) {
  extern __shared__ double dyn_11[];
  unsigned i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (out10 != nullptr) {
    goto out17;
  }
  if (i12 >= n9) {
    return;
  }
  for (int n13 = 0x0; n13 < n9; ++n13) {
    switch (n9) {
    case 0:
    case 0x6: {
      for (int i14 = 0; i14 < n9; i14 += 3) {
        int idx15 = RADIUS_1 - (threadIdx.x - out8[n9]);
        dyn_11[1] -= 23.5 + idx15;
      }
      long long h16 = (*out10) - 4350;
      break;
    }
    case 0xb:
      break;
    }
    n9 %= (n13);
  }
out17:;
}

static __global__ void __launch_bounds__(0x1 << 7) scatter18_kernel(const int *input19, float *acc20, char q21, double *acc22) {
  int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  signed char sum24 = input19[0];
  unsigned char w25 = static_cast<int>(11u) - blockIdx.y;
  int w26 = 0x0;
  while (w26 < tid23) {
    int r27 = float(-31);
    ++w26;
  }
  (*acc22) += LOW_BITS_4(w25 + RADIUS_1);
}
struct Holder32 {
    int v;
    friend __global__ void friend_kernel33(int *p) { p[0] = 1; }
};

int main() {
  int count28 = 3938;
  count28 = sizeof(float) - count28;
  auto fn31 = [=](double cnt29) mutable {
    count28 = cnt29;
    float val30 = (0.125F - count28) - (static_cast<float>(cnt29) - (28 << count28));
    val30 = sizeof(int) + ((count28 + count28) << 2);
  };
  fn31(count28);
  scatter18_kernel<<<(4), sizeof(float) * 16, 0x1 << 12>>>(&count28, nullptr, count28 * 127l, nullptr);
  if (count28) {
    return (count28 + alignof(double));
  }
  count28 = count28;
  scatter6_kernel<<<(count28 + 0x7f) / 128, RADIUS_2 + 0600, 256, nullptr>>>(static_cast<unsigned int*>(nullptr), nullptr, sizeof(unsigned short), &count28);
  return 0;
}
