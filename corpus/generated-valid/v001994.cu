// cudagen 0.1 seed 1994 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_mutable,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define WARPS_2 8

#if (WARPS_2 * 2) >= 62 && WARPS_2 != 0
#define CONFIG_3 4
#else
#define CONFIG_3 10
#endif

__global__ void march4_kernel(long long a5, int n6, int len7)
{
  int f8 = (static_cast<int>(59) * (a5 / a5)) - sizeof(long);
  long long q9{29};
  const int q10 = 45;
}
__constant__ float c_gather11 = 21U;

template <typename T>
__global__ void scale12(T *dst13, float q14, T *__restrict__ buf15)
{
  extern __shared__ unsigned int dyn_16[];
  T w17 = buf15[0];
  if (buf15[3] > w17) {
    goto finish18;
  }
  buf15[4] = dst13[1];
finish18:;
}

extern "C" {
static __device__ void clamp23(long *__restrict__ dst24)
{
  if (dst24 != nullptr) {
    switch (*dst24) {
    case 5:
      break;
    case 11:
      if (c_gather11 == dst24[2]) {
        return;
      }
      break;
    case 6: {
      ++(*dst24);
      auto mid25 = c_gather11 + dst24[3];
      break;
    }
    }
    int mid26 = -57;
  }
  dst24[6] = 6 | (*dst24);
}

__global__ void split19_kernel(int n20)
{
  n20 = c_gather11;
  n20--;
  __shared__ unsigned sh_21[32];
  if (c_gather11 != c_gather11) {
    goto done22;
  }
  sh_21[n20] *= ~((n20 / 54U) * (sh_21[n20] + 14));
  --sh_21[n20];
done22:;
}
}

int host_combine27(int count28)
{
  if ((count28 & 1)) {
    return (!(count28 == count28)) ? count28 : (64ull + count28);
  }
  auto lam31 = [=](unsigned int u29, int cnt30) mutable -> long {
    cnt30 = 53;
    ++count28;
    return (!(u29 <= u29)) ? cnt30 : ((count28 == count28) ? 34 : count28);
  };
  lam31(count28, count28);
  auto lam34 = [tmp32 = count28 << count28](double val33) -> float {
    val33 *= -8.5;
    return 34;
  };
  ++count28;
  unsigned flag35 = count28 + static_cast<signed char>(count28);
  count28 -= ((count28) <= NUM_ITERS_1) ? 10U : lam31(static_cast<unsigned>(count28), 25ul);
  const char *prod36 = "path\\to";
  return flag35 - prod36[0];
}

int main()
{
  int count37 = 2645;
  int e38 = 1006;
  count37--;
  march4_kernel<<<1 << 6, dim3((e38 + 63) / 64), sizeof(double) * 64, nullptr>>>(~host_combine27(count37), e38, count37);
  scale12<<<(512), dim3((CONFIG_3 + 246), (count37 + 127) / 128)>>>(static_cast<long*>(nullptr), host_combine27(48lu), (long*)nullptr);
  split19_kernel<<<(4), sizeof(float) * WARPS_2>>>(e38);
  return 0;
}
