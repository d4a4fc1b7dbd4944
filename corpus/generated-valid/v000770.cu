// cudagen 0.1 seed 770 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,struct,class_private,enum_class,if,if_init,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum class State5 { High6, Idle7 = 6, High8 = 8 };

__global__ void bump9(int n10)
{
  int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (float val12 = long(4471L); (i11 + i11) >= (5 + val12))
    n10 = ((val12 * val12) - i11) / 1954LL;
  if (i11 > 0x2d)
    return;
}
/* Returns the accumulated value. */

class Stats13 {
  unsigned long hi15;
public:
  __host__ __device__ Stats13(size_t b16) : hi15(b16) {}
  __host__ __device__ size_t apply17(int y18) const
  {
    int lo19 = hi15;
    return (lo19 += 13, CAT_4(y, 18));
  }
  __host__ __device__ void get20(float base21)
  {
    base21 = base21;
  }
};

__global__ void __maxnreg__(128) step22_kernel(const float *src23, int n24, float *out25, const int *in26)
{
  extern __shared__ float dyn_27[];
  out25[n24]--;
  Stats13 flag28(*in26);
  Stats13 u29{size_t(37 * n24)};
}

void host_bias30(bool cfg31, unsigned int cfg32)
{
  if (CAT_4(cfg, 31) >= (cfg32 - cfg32))
    return;
  cfg31 = 0;
}

int main()
{
  int len33 = 1705;
  host_bias30(CAT_4(len, 33) == (6), sizeof(int) - len33);
  step22_kernel<<<(len33 + 63) / 64, sizeof(float) * 0x20>>>(nullptr, 23 * len33, nullptr, &len33);
  bump9<<<dim3(1), dim3(32, (32), 16 * 16)>>>(len33);
  return 0;
}
