// cudagen 0.1 seed 1085 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,const_local,struct,operator_overload,typedef,namespace,if,for,ternary,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define HALF_3(x) ((x) / 2)

#if NUM_ITERS_1 == 64
#define CONFIG_4 5
#else
#define CONFIG_4 31
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 24

__global__ void pivot5_kernel(int count6)
{
	extern __shared__ double dyn_7[];
	unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	long stride9 = HALF_3(((gid8 <= count6) ? gid8 : gid8)) / count6;
	const int u10 = ADD3_2(dyn_7[1], blockIdx.y / dyn_7[2], blockIdx.x);
	double idx11 = u10;
	count6 = warpSize;
	idx11 -= 15.875f - (blockDim.z + stride9);
}

namespace gpu12 {
__host__ __device__ void fold13(const int *input14, int count15, float q16)
{
	q16 -= count15;
	count15 /= 'a';
	count15 = *input14;
	++q16;
	for (int i17 = 0; i17 < 0x7; ++i17) {
		float idx18 = (sizeof(int) - q16) * NUM_ITERS_1;
		q16 *= ADD3_2(*input14, NUM_ITERS_1, sizeof(signed char)) * ADD3_2(idx18, 4235 + idx18, q16 / NUM_ITERS_1);
	}
}
__constant__ long long c_lerp19[4] = {51, 37lu, 42ul, -13};

struct Stats20 {
	float w21;
	int flag22;
	float val23;
};

__host__ __device__ Stats20 operator+(Stats20 a, Stats20 b)
{
	Stats20 r = a;
	r.w21 += b.w21;
	r.flag22 += b.flag22;
	r.val23 += b.val23;
	return r;
}
} // namespace gpu12

namespace gpu24 {
typedef int idx25_t;

__global__ void __maxnreg__(128) kick26(const gpu24::idx25_t *src27, int stride28, int stride29)
{
	extern __shared__ int dyn_30[];
	int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i31 >= stride28)
		return;
	++dyn_30[0x4];
	unsigned int off32 = NUM_ITERS_1;
	gpu12::Stats20 v33 = {float(' '), static_cast<gpu24::idx25_t>(9), 17.5f};
	char f34 = 0U;
}
} // namespace gpu24

unsigned long check_scatter35(bool b36, gpu24::idx25_t len37)
{
	for (int j38 = 14; j38 > 0; --j38) {
		double idx39 = (j38 * j38) + (b36 ? static_cast<float>(b36) : b36);
	}
	pivot5_kernel<<<(len37 + 127) / 128, 0x80>>>(len37 - gpu24::idx25_t(b36));
	return int(+b36);
}

int main()
{
	int n40 = 2506;
	gpu24::kick26<<<dim3((n40 + 0x1f) / 32, (n40 + 63) / 64), 0x10 * 2, 0>>>(nullptr, n40, 0x2B);
	pivot5_kernel<<<(n40 + 31) / 32, CONFIG_4 + 251>>>(((n40 + 36U) != n40) ? n40 : 61L);
	return 0;
}
