// cudagen 0.1 seed 48 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,grid_stride_loop,host_device_function,device_template_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,const_local,enum_class,if,if_init,for,switch,nested_block,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define WARPS_1 256
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
#undef WARPS_1
#define WARPS_1 12
enum class Kind4 { High5 = 2, Green6, Green7, Add8 = 7 };

static __global__ void gather9_kernel(int n10)
{
  unsigned int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  n10 = n10;
  static __shared__ unsigned short sh_12[256];
  (n10--, (sh_12[gid11] &= 6 * (sh_12[gid11] % sh_12[156])));
  sh_12[threadIdx.x] *= (sh_12[n10] += 4, (+sh_12[127]));
}

template <class T, int N = 6>
__host__ __device__ float mix13(T alpha14, const float *src15, const T *coef16)
{
  alpha14 /= (alpha14 += N, 8.75F);
  alpha14 += ((56 / (*src15)) / alpha14) - (alpha14 + alpha14);
  alpha14 = HALF_2(coef16[0]);
  alpha14 *= ((int)(N - alpha14));
  alpha14 -= 25;
  return HALF_2(CAT_3(alpha, 14));
}
enum class Level17 { Add18, Busy19 = 2, High20, Red21 };
enum class State22 : unsigned char {
  High23,
  Low24,
  Fast25 = 5,
  Mul26 = 9,
  Fast27
};

__host__ __device__ int bump28(const float *src29, const float *input30)
{
  if ((*input30) > int(input30[5] - 5)) {
    {
      switch ((unsigned char)src29[2]) {
      case 3:
        break;
      default: {
        bool tmp31 = input30 != nullptr;
        break;
      }
      }
    }
    if (src29[7] >= ((*input30) - input30[7])) {
      return input30[0];
    }
  }
  return input30[0b11];
}

__global__ void weigh32(int len33, float *__restrict__ buf34, unsigned int *data35, short cfg36)
{
  extern __shared__ float dyn_37[];
  int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i38 >= len33) {
    return;
  }
  data35[len33] = (*data35) + 62;
  Kind4 cnt39 = Kind4::Green7;
  __shared__ int sh_40[64];
  for (int j41 = (blockIdx.x * blockDim.x) + threadIdx.x; j41 < cfg36; j41 += blockDim.x * gridDim.x) {
    sh_40[0b101101] -= 23UL;
  }
  const int k42 = threadIdx.x;
  (cfg36--, (sh_40[len33] = HALF_2(blockDim.z)));
}

__host__ __device__ void clamp43(int lane44)
{
  (lane44++, (lane44 = (WARPS_1)));
  lane44 %= lane44;
}
__constant__ float c_merge45 = 2.5f;

int main(void)
{
  int len46 = 875;
  constexpr bool sum47 = 1;
  if ((len46 != 52) || (len46 >= 6)) {
    return 1969;
  }
  if (constexpr double e48 = 13.125; (len46 - e48) != (sum47 + len46)) {
    len46 %= 'a';
  }
  len46 *= (sum47 - len46) * (CAT_3(len, 46) / 'z');
  gather9_kernel<<<(len46 + 077) / 64, 8 * 4>>>(len46);
  weigh32<<<(len46 + 0b1111111) / 128, (WARPS_1 + 52)>>>(WARPS_1, nullptr, nullptr, sum47);
  return 0;
}
