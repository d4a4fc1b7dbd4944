// cudagen 0.1 seed 11 invalid:kernel_deduced_return
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,enum,enum_class,typedef,namespace,if,for,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define RADIUS_2 (32)
#define RADIUS_3 16
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

static __global__ void trace8(int n9, unsigned int *out10, int n11, int *out12) {
	extern __shared__ long dyn_13[];
	int idx14 = threadIdx.x;
	if (idx14 >= n9)
		return;
	float m15 = *out12;
	unsigned short hi16{4};
	float e17{m15};
	unsigned long long z18 = 33 / out10[idx14];
}
enum State19 { LOW20, FAST21 = 2 };
__device__ unsigned d_update22;
enum class State23 : unsigned char { Slow24, Add25 };

__global__ void split26_kernel(float *out27, const float *coef28, int *dst29) {
	d_update22 = RADIUS_2;
	ACCUM_5(dst29[d_update22], (SQR_4(SQR_4(*dst29))));
}

__device__ int update30(double *acc31) {
	d_update22++;
	ACCUM_5(acc31[4], ((6.25 * d_update22) + gridDim.y));
	d_update22 = SQR_4((acc31[d_update22] - d_update22) / (3'108 * d_update22));
	d_update22 = LOW20;
	d_update22++;
	return 4L;
}
typedef int idx32_t;

namespace img33 {
template <typename T, int N>
__global__ void spread34(T *out35, unsigned int *data36) {
	extern __shared__ short dyn_37[];
	State19 s38 = LOW20;
	s38 = LOW20;
	(*out35) = (SQR_4(dyn_37[d_update22]) / N) + ((s38 * s38) - (RADIUS_2 * out35[threadIdx.z]));
	data36[blockDim.x]--;
	s38 = FAST21;
	State19 stride39 = FAST21;
	if ((s38 + N) > blockDim.x)
		return;
}

__global__ void weigh40(unsigned int *out41) {
	int idx42 = threadIdx.x;
	d_update22 = out41[d_update22] + 1394u;
	for (int it43 = 0; it43 < 8; ++it43) {
		(*out41) = threadIdx.x;
		d_update22 = idx42 - d_update22;
		idx32_t cnt44(it43 + (36 + blockIdx.x + sizeof(idx32_t)));
	}
}
__constant__ size_t c_kick45 = (64);
} // namespace img33
__global__ auto auto_kernel49(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
	int len46 = 131;
	len46 = alignof(float);
	len46 = len46 + (FAST21 - len46);
	if ((len46 % len46) != len46)
		return (len46 == 21L) ? 54 : (0 - len46);
	State19 k47 = FAST21;
	int k48 = idx32_t(sizeof(unsigned short));
	len46 = 57U % (-(k47 + 34));
	trace8<<<(FAST21 + 2) * FAST21, (256)>>>(33ul, nullptr, +k48, &k48);
	split26_kernel<<<0b100000, (NUM_ITERS_1 + 4) * 4, sizeof(float) * 128, 0>>>((float*)nullptr, nullptr, &len46);
	img33::spread34<unsigned int, 4><<<2, 0b1000000 * (FAST21 + 0b110), sizeof(double) * 32, 0>>>(nullptr, (unsigned int*)nullptr);
	return 0;
}
