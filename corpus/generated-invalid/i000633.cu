// cudagen 0.1 seed 633 invalid:launch_bad_config_type
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,namespace,if,while,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

__global__ void fold2(const int *__restrict__ input3, unsigned *__restrict__ dst4, double q5, int n6) {
  int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid7 >= n6) {
    return;
  }
  float val8 = (-18);
  int pass9 = 0;
  while (pass9 < 4) {
    if ((blockIdx.y - pass9) < blockIdx.y) {
      return;
    }
    ++pass9;
  }
  n6 = 40;
  constexpr unsigned cnt10 = 51L;
}

struct Body11 {
  double mass12;
  signed char z13;
};

namespace ops14 {
float check_filter15(float alpha16, double *__restrict__ dst17, double *__restrict__ dst18) {
  dst17[6] = (*dst17) / dst18[1];
  dst18[3] *= 67;
  return 17.0f;
}

__global__ void __launch_bounds__(32) relax19(const float *in20, const int *coef21) {
  unsigned i22 = threadIdx.x;
  long long res23 = 46u;
  res23 = MIN2_1(res23 * MIN2_1(*coef21, i22), sizeof(long));
}
} // namespace ops14

struct Node24 {
  long flag25;
  float id26;
  char vel27;
};

static __global__ void drift28_kernel(double *acc29) {
  extern __shared__ float dyn_30[];
  dyn_30[warpSize]++;
  dyn_30[5] = dyn_30[2];
}
__global__ void probe_kernel34(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape35 {
    int w, h;
};

int main() {
  int n31 = 3344;
  Shape35 shape36 = {2, 3};
  probe_kernel34<<<shape36, 128>>>(nullptr, 0);
  long q32[7]{56, static_cast<long>(n31), 4L, 4906UL, 31L, 33, 0x7L};
  drift28_kernel<<<dim3((n31 + 0x7f) / 0x80, (n31 + 255) / 256, 32), dim3((0x10))>>>(nullptr);
  ops14::check_filter15(MIN2_1(n31, ops14::check_filter15(9.75f, (double*)nullptr, nullptr)), (double*)nullptr, nullptr);
  char flag33 = 0x7;
  fold2<<<dim3(1 << 9), 512>>>(&n31, (unsigned int*)nullptr, flag33, 34u + (-flag33));
  ops14::relax19<<<(1), sizeof(int) * 8>>>((const float*)nullptr, &n31);
  return 0;
}
