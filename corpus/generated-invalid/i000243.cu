// cudagen 0.1 seed 243 invalid:nonstatic_member_reference
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,struct,struct_methods,operator_overload,if,if_init,for,nested_block,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)

__global__ void weigh2_kernel(unsigned int *acc3, int *dst4, const int *coef5, int *acc6)
{
  if (unsigned long e7 = *dst4; (*acc3) <= acc3[gridDim.x & 7]) {
    {
      for (int j8 = 0; j8 < 3; ++j8) {
        __shared__ long sh_9[8];
        (*acc6)--;
      }
    }
  }
}

struct Span10 {
  double vel11;
  short mass12;
  double x13;
  __host__ __device__ void bump14(int idx15)
  {
    idx15 = idx15 - 2;
  }
  __host__ __device__ short get16(float sum17) const
  {
    int sum18((float((mass12 | mass12) >> mass12)));
    return x13;
  }
};

__host__ __device__ Span10 operator+(Span10 a, Span10 b)
{
  Span10 r = a;
  r.vel11 += b.vel11;
  r.mass12 += b.mass12;
  r.x13 += b.x13;
  return r;
}
struct Cfg_20 {
    int v;
    static int get() { return v; }
};

int main(void)
{
  int size19 = 608;
  --size19;
  size19--;
  weigh2_kernel<<<(64), sizeof(unsigned int) * 64, 0, 0>>>(static_cast<unsigned*>(nullptr), &size19, &size19, nullptr);
  return 0;
}
