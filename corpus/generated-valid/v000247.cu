// cudagen 0.1 seed 247 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,if,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__host__ __device__ int mix6(int count7) {
  if (((count7 ^ count7) + count7) == MOD8_2(count7)) {
    if ((14 | count7) > (int(count7) - (38 / count7))) {
      float acc8 = count7;
      int mid9 = count7 / acc8;
    }
  }
  return count7;
}
enum class Op10 { Green11, Low12 = 3, Green13, Slow14 };
// Computes one element per thread.

__global__ void update15_kernel(const float *coef16, float cfg17) {
  if (coef16 == nullptr) {
    return;
  }
  if (7 > cfg17) {
    return;
  }
  unsigned x18 = 17;
  constexpr unsigned long long v19 = (18);
  if (MOD8_2(x18) == MOD8_2(x18)) {
    ACCUM_3(cfg17, (2.75f));
    x18 = 12;
  }
}
enum Axis20 : unsigned char { MUL21, RED22, ON23 = 5 };

template <typename T, int N = 2>
__global__ void kick24_kernel(T *out25, const unsigned int *coef26, T cfg27) {
  out25[0] = N + (MOD8_2(*coef26) - static_cast<int>(15ul));
  out25[4] = mix6(cfg27);
  char diff28[2 * (RED22 + 3)]{static_cast<char>(*coef26), 28u, -6, 13, 8, static_cast<char>(21), char(22), -54};
  if (mix6(59) > N) {
    goto out29;
  }
  (++cfg27, (out25[0] = 127UL));
  diff28[7] = mix6(mix6(out25[7]));
out29:;
}
// Returns the accumulated value.

__global__ void __maxnreg__(32) count30_kernel(float *buf31, float *dst32) {
  extern __shared__ float dyn_33[];
  __shared__ unsigned short sh_34[8];
  float t35 = mix6(17) - (9 | sh_34[0]);
  if (!(dyn_33[1] == (*dst32))) {
    goto done36;
  }
  mix6(static_cast<int>(alignof(float) - buf31[0]));
done36:;
}
/* Returns the accumulated value. */

__global__ void accum37_kernel(int *data38) {
  (*data38) = ((*data38) + mix6(*data38)) ^ (*data38);
  Axis20 t39 = ON23;
  if ((37 == data38[5]) && (data38[7] < NUM_ITERS_1)) {
    if (data38[7] > (mix6(data38[7]))) {
      Axis20 f40 = RED22;
      if (!((*data38) < 40)) {
        return;
      }
    }
  }
}

int main() {
  int len41 = 710;
  count30_kernel<<<dim3((len41 + 31) / 32, (RED22 + (ON23 + 250)), 8), 128, 0, nullptr>>>(nullptr, nullptr);
  ACCUM_3(len41, (len41));
  update15_kernel<<<16, 512, 256>>>((const float*)nullptr, len41);
  kick24_kernel<long, 6><<<dim3(512, (len41 + 31) / 32, (len41 + 127) / 128), 512, sizeof(int) * 128>>>(static_cast<long*>(nullptr), nullptr, mix6(RED22 + len41));
  accum37_kernel<<<(len41 + 255) / 256, 512, 0>>>((int*)nullptr);
  return 0;
}
