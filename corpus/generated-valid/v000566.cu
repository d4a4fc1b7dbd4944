// cudagen 0.1 seed 566 valid
// features: kernel,kernel_static,launch_bounds,launch,builtin_vars,host_function,main,constant_var,shared_var,extern_shared,static_local,if,if_else,if_init,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))

__global__ void __launch_bounds__(1 << 5) shade2(float *out3, const int *input4) {
  unsigned int i5 = threadIdx.x;
  out3[2] += out3[1] * sizeof(float);
  if (out3 == nullptr) {
    return;
  }
  if (int base6 = (27 - i5) * out3[i5]; '"' == (((base6 < 0b1000) ? 11 : '\?') & 0)) {
    base6 = warpSize;
    short t7 = *out3;
  } else {
  }
}

__global__ void tally8(const int *src9, const float *in10) {
  int tid11 = threadIdx.x;
  if ((threadIdx.y + src9[tid11]) > tid11) {
    return;
  }
  int off12{44};
}
__constant__ double c_trace13 = 54;

static __global__ void accum14_kernel(unsigned int beta15) {
  extern __shared__ float dyn_16[];
  unsigned gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (beta15 != beta15) {
    for (int i18 = 5; i18 > 0; --i18) {
      if (unsigned char res19{20}; c_trace13 >= 29) {
        res19 = ADD3_1(beta15, res19, (gid17)) - gid17;
        unsigned long long s20 = (07627 + c_trace13) * ((i18 < '0') ? i18 : (threadIdx.z / res19));
      } else {
      }
    }
  } else {
  }
}

int host_accum21(const float *coef22, int stride23, int len24) {
  if (coef22[stride23] <= stride23) {
    stride23 %= len24;
    len24 %= len24;
  } else if ((ADD3_1(coef22[5], stride23, 35) * (~stride23)) > stride23) {
    if ((*coef22) >= 0b100101) {
      return ((+coef22[stride23]) >= stride23) ? stride23 : alignof(float);
    }
  } else if (float idx25 = 19.875f; len24 <= coef22[4]) {
  } else {
  }
  return 54u;
}

int main(void) {
  int size26 = 2017;
  (size26--, (size26 = (-(size26 - size26)) * (size26 += size26, size26)));
  static float h27 = 15.0F;
  auto lam29 = [=]() mutable {
    for (int j28 = 0; j28 < (11); j28 += 2) {
      (h27--, (size26 -= ADD3_1(h27, h27 + (h27 + h27), (j28 + (size26 << j28)))));
      tally8<<<64, 128>>>(nullptr, (const float*)nullptr);
    }
  };
  lam29();
  const char *r30 = "x=%d";
  if (((size26 & 1) ? r30[1] : 3774) > size26) {
    return (h27 + h27) - (888);
  }
  shade2<<<(size26 + 127) / 128, 32>>>(nullptr, nullptr);
  accum14_kernel<<<(256), 512>>>((r30[0] <= r30[0b0]) ? 3570 : r30[0]);
  return 0;
}
