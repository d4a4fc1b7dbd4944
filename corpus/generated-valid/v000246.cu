// cudagen 0.1 seed 246 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,host_device_function,main,shared_var,host_global,struct,struct_template,typedef,if,if_else,if_init,for,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_stringize
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
static_assert(sizeof(int) == 0x4);

__global__ void lerp3(int* __restrict__ data4) {
  if (!data4) {
    goto done7;
  }
  for (int j5 = 0, j6 = 15; j5 < j6; (++j5, (--j6))) {
    if (j5 >= j5) {
      break;
    }
    data4[j6] ^= (j5 + j6) - ((51u + (*data4)) * (*data4));
    data4[j5 & 0x7] = j5 + (*data4);
  }
  data4[5] = (data4[3] + 3) * 0x0UL;
done7:;
}
double g_tile8 = 63;

template <typename T>
__global__ void score9(T* buf10) {
  if (!(buf10[0x4] > buf10[0])) {
    return;
  }
  --buf10[2];
}

template <class T>
__global__ void __launch_bounds__(16 * 16, 3) weigh11(T* data12, int* __restrict__ data13, const T* in14) {
  if (float prod15 = 9 - (((*in14) - (*data12)) + (*data12)); ((data13[0x0] - 671) & 1)) {
    --data13[1];
    __shared__ double sh_16[32];
  } else if ((*data13) < (*data12)) {
    data12[5] -= prod15;
  }
}

__host__ __device__ int pivot17(int len18) {
  float t19 = 6;
  int* stride20 = &len18;
  return 48;
}
typedef float *ptr21_t;

template <typename T>
struct Particle22 {
  T weight23;
  __host__ __device__ T mix24(T cnt25) const {
    return 10 + pivot17(cnt25);
  }
};

int main() {
  int size26 = 1653;
  if (size26 <= pivot17(0x3a)) {
    const char* t27 = STR_2(x + 1);
    size26 *= ~pivot17((t27[0]));
    size26 = g_tile8;
  }
  lerp3<<<64, (0x40), sizeof(float) * 32>>>(&size26);
  score9<unsigned int><<<(size26 + 255) / 256, (0x20)>>>((unsigned int*)nullptr);
  weigh11<<<(0x200), 512>>>((unsigned int*)nullptr, &size26, (const unsigned*)nullptr);
  return 0x0;
}
