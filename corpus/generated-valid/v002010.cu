// cudagen 0.1 seed 2010 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,struct,aligned_struct,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_capture_value,lambda_generic,lambda_launch,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 38
#endif

struct __align__(8) Tile7 {
  float mass8;
  int val9;
  int w10;
  unsigned hi11;
};

__global__ void __maxnreg__(128) update12(int n13, long* __restrict__ data14)
{
  n13 &= ~n13;
  ACCUM_2(*data14, (TUNE_6 + data14[2]));
  if (data14 != nullptr)
    return;
  ++n13;
  n13--;
  auto val15 = -16.875f;
}

extern "C" {
__device__ __forceinline__ void clamp22(int len23)
{
  if (((len23 + 7u) & 1))
    return;
  len23 = -50;
  const float k24 = len23;
  len23++;
  const char* f25 = nullptr;
  len23 += (float)(LOW_BITS_1(f25[5]) - 7);
}

__global__ void step16(int lane17)
{
  extern __shared__ unsigned int dyn_18[];
  Tile7 stride19 = Tile7{};
  int res20 = TUNE_6;
  (++dyn_18[0b111], (res20 ^= 4 + res20 + 1));
  int z21 = lane17;
  dyn_18[0] = threadIdx.x | res20;
}
}

template <class T, typename U>
__global__ void scatter26(T beta27)
{
  int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta27 = TUNE_6;
  if ((beta27 < beta27) || (beta27 != tid28))
    return;
  beta27 = beta27;
  int idx29 = (blockIdx.z - tid28) + tid28;
  idx29 = (idx29 += warpSize, beta27);
}

inline void scale30(bool beta31)
{
  auto fn35 = [=](auto u32) {
    for (int i33 = 0, j34 = (10); i33 < j34; (++i33, (--j34))) {
      step16<<<(i33 + 31) / 32, (TUNE_6 + 5) * 8>>>(TUNE_6 * j34);
      scatter26<double, int><<<(i33 + 255) / 256, TUNE_6 + 117>>>(-10.625f);
    }
    return u32 * 2;
  };
  update12<<<8, (256)>>>(-(TUNE_6 * beta31), (long*)nullptr);
  int e36(beta31);
  if (beta31 == 56)
    return;
  e36 = (fn35(static_cast<int>(beta31)) * ((int)e36)) + ((e36 += beta31, e36) << TUNE_6);
  ++e36;
  int z37 = 36l;
}

int main()
{
  int count38 = 1292;
  if ((count38 > TUNE_6) || (count38 != count38))
    return TUNE_6;
  scale30((LOW_BITS_1(count38) % 24) >= (58 + count38));
  scatter26<float, int><<<2, 1 << 6>>>(LOW_BITS_1(LOW_BITS_1(count38)));
  if (count38 <= count38)
    return 47;
  count38 = LOW_BITS_1(count38) ^ (9 + count38);
  return 0;
}
