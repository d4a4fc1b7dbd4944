// cudagen 0.1 seed 232 invalid:ambiguous_overload
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,enum,if,while,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 256
#define WARPS_2 256
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

__global__ void shade8_kernel(const int *coef9, short *out10, float beta11, int len12)
{
  extern __shared__ long dyn_13[];
  unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  long long e15 = 3341l;
  (*out10) = MIN2_3(*coef9, *coef9);
  double q16 = 4.75 + MIN2_3((out10[i14]), 8);
  len12 = CHUNK_1;
  e15--;
}
enum Mode17 : short {
  LOW18,
  LOW19 = 6,
  SLOW20,
  BLUE21 = 9,
  BLUE22
};

struct Particle23 {
  int y24;
  long long w25;
  float hi26;
  unsigned int x27;
};

inline __host__ __device__ Particle23 operator+(Particle23 a, Particle23 b)
{
  Particle23 r = a;
  r.y24 += b.y24;
  r.w25 += b.w25;
  r.hi26 += b.hi26;
  r.x27 += b.x27;
  return r;
}

struct Cell28 {
  unsigned long long weight29;
  int hi30;
  size_t flag31;
};

static __host__ int check_sift32(int *data33)
{
  data33[0] = (data33[0x1] / data33[0x6]) * SLOW20;
  if ('\\' != (*data33)) {
    return 7 - MIN2_3(*data33, *data33);
  }
  return *data33;
}

__global__ void rank34(int count35)
{
  extern __shared__ double dyn_36[];
  int w37 = 0x0;
  while (w37 < w37) {
    count35--;
    if (!(w37 != dyn_36[w37])) {
      return;
    }
    ++w37;
  }
  ++count35;
}
int pick_40(long a)
{
    return 1;
}
int pick_40(short a)
{
    return 2;
}

int main()
{
  int len38 = 0x76D;
  len38 = pick_40(len38);
  long long w39 = len38 + check_sift32(nullptr);
  check_sift32(&len38);
  rank34<<<dim3(8, sizeof(unsigned int) * 0b10), 1 << LOW19, 0, nullptr>>>(LOW18);
  shade8_kernel<<<dim3(2, (len38 + 31) / 32, (len38 + 63) / 64), 1 << (SLOW20 + 1), (256), 0>>>(&len38, nullptr, '\\', (0x28 * w39) - check_sift32(&len38));
  return 0x0;
}
