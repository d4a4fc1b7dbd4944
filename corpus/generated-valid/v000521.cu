// cudagen 0.1 seed 521 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,default_args,main,device_var,constexpr_var,local_array,const_local,enum_class,namespace,nested_namespace,if,do_while,switch,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define CHUNK_2 8
#define NUM_ITERS_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#define USE_FAST_PATH_9

#ifndef USE_FAST_PATH_9
#define TUNE_10 2
#else
#define TUNE_10 54
#endif
#undef NUM_ITERS_3
#define NUM_ITERS_3 8

namespace math11::sub12 {
__device__ unsigned short d_apply13 = (21);

__global__ void rank14_kernel(float *dst15, size_t beta16) {
	{
		math11::sub12::d_apply13 = 2046;
		--(*dst15);
	}
	const int v17 = 22UL;
}

__device__ __noinline__ int update18(int len19 = 45U) {
	++len19;
	unsigned short diff20[6] = {};
	{
		diff20[3] = 24lu;
		len19 -= ((alignof(char) + math11::sub12::d_apply13) * 23) - len19;
	}
	if ((math11::sub12::d_apply13 >> len19) >= math11::sub12::d_apply13)
		return 35;
	return (35u << (math11::sub12::d_apply13 - len19)) * MIN2_5(diff20[1] - 0x1, len19);
}
} // namespace math11::sub12

__global__ void update21_kernel(short *data22, int lane23, const float *src24) {
	lane23 = 62u;
	lane23 = 49;
	int res25 = -((math11::sub12::d_apply13 << 0) << 8);
	math11::sub12::d_apply13 = MIN2_5(src24[1], (lane23 ^ 12) + 3282);
	++lane23;
	if (lane23 + CAT_8(res, 25))
		return;
}
enum class Axis26 { Green27, Fast28 = 6 };

template <typename T, typename U>
__global__ void fold29_kernel(T *buf30, Axis26 alpha31) {
	{
		math11::sub12::d_apply13 &= static_cast<long>(*buf30);
		T sum32 = (math11::sub12::d_apply13 & math11::sub12::d_apply13) - (math11::sub12::d_apply13 * (0x36 + math11::sub12::d_apply13));
	}
	if (math11::sub12::d_apply13 == buf30[math11::sub12::d_apply13])
		return;
	int tmp33 = ((math11::sub12::d_apply13 + (*buf30)) * (math11::sub12::d_apply13 + math11::sub12::d_apply13)) + 15;
	T tmp34 = buf30[tmp33] * (MIN2_4(*buf30, tmp33) * (buf30[math11::sub12::d_apply13] * math11::sub12::d_apply13));
}

__global__ void sweep35(unsigned int *__restrict__ dst36, double *__restrict__ acc37, int lane38, Axis26 beta39) {
	int idx40 = CAT_8(lane, 38);
	lane38 -= idx40;
	int stride41 = idx40;
}

__device__ float filter42(unsigned char alpha43, int count44, unsigned int cfg45) {
	count44 = count44;
	count44 <<= math11::sub12::d_apply13;
	return 55;
}

double mix46(int stride47, int len48, double a49 = 21.0) {
	switch (stride47 * 62) {
	case 5:
		break;
	case 0:
		break;
	default: {
		short f50[4]{short(CHUNK_2), 2'058U, 57lu, 61ul};
		break;
	}
	}
	int pass51 = 0x0;
	do {
		Axis26 lim52 = Axis26::Green27;
		len48 = NUM_ITERS_1;
		len48 >>= static_cast<unsigned char>(len48 + CAT_8(a, 49));
		++pass51;
	} while (pass51 < (NUM_ITERS_3 + 0x5));
	return sizeof(unsigned long long);
}

int main() {
	int n53 = 646;
	fold29_kernel<double, float><<<(n53 + 31) / 32, dim3(2 * 0x2, (NUM_ITERS_3 + (CHUNK_2 + 48)) * 4, 1)>>>((double*)nullptr, Axis26::Fast28);
	Axis26 q54 = Axis26::Green27;
	float q55 = (n53);
	{
		int r56{0x5};
		dim3 res57 = dim3((2), (r56 + 255) / 256);
	}
	math11::sub12::rank14_kernel<<<dim3(2), 512>>>(&q55, MIN2_5(CAT_8(n, 53), (n53 << sizeof(int))));
	update21_kernel<<<8, 128>>>(nullptr, NUM_ITERS_3, &q55);
	sweep35<<<dim3((CHUNK_2 + 24) * 0x4, NUM_ITERS_3), NUM_ITERS_3 + 24, 256, nullptr>>>(nullptr, nullptr, q55, q54);
	return 0;
}
