// cudagen 0.1 seed 500 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,device_function,static_device_function,main,shared_var,static_shared,const_local,anon_namespace,if,for,pragma_unroll,while,switch,switch_fallthrough,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static __global__ void step6(int n7, unsigned int *__restrict__ dst8, int *buf9) {
	n7 = int(ADD3_1(buf9[2], 36 + (*buf9), 6));
	#pragma unroll
	for (int j10 = 0, j11 = 13; j10 < j11; (++j10, (--j11))) {
		float stride12((*dst8) >> 0x2);
		double k13 = j11;
	}
}

__global__ void spread14(int lane15, unsigned int *acc16, long long cfg17) {
	lane15 = cfg17;
	static_assert((020 * 2) == 0x20);
	if (lane15 >= (acc16[0x1] - 43))
		return;
	__shared__ int sh_18[32];
}

static __device__ void blend19(int stride20, int *__restrict__ dst21, unsigned q22) {
	dst21[stride20]--;
	int res23{28};
	const unsigned int r24 = (699u + stride20) & (dst21[q22 & 0x7] ^ 6);
	q22 = 37;
	float q25(CAT_5(stride, 20));
}

__device__ char tile26(int lane27) {
	lane27 = 15 * lane27;
	static __shared__ int sh_28;
	__shared__ int sh_29;
	switch (sh_29) {
	case 0x7:
		sh_29 = 46;
		break;
	case 2 * 4:
		break;
	case 0xB:
		sh_29 = +(lane27 >> sh_29);
		[[fallthrough]];
	case 12:
		break;
	}
	return sh_29 * MAX2_2(sh_28, 3);
}

namespace {
__device__ int split30(bool beta31, short b32) {
	if (ADD3_1(b32, b32, 14) < beta31)
		return '\'' % CAT_5(b, 32);
	beta31 = 13LL & b32;
	int iter33 = 0;
	while (iter33 < 5) {
		b32 = b32 * (6);
		if (ADD3_1(b32, 012, '\?') <= b32)
			break;
		++iter33;
	}
	return tile26(b32 & (beta31 + 0x6UL));
}

static __global__ void probe34(const double *__restrict__ src35) {
	size_t x36 = *src35;
}

__device__ unsigned drift37(unsigned char *out38, int len39, const int *coef40) {
	if (len39 == sizeof(double))
		return int(coef40[len39 & 7]);
	__shared__ int sh_41[64];
	long long diff42 = tile26(len39 * sh_41[017]) + len39;
	for (int i43 = len39; i43 > 0; --i43) {
		for (int j44 = 0; j44 < 0x4; ++j44) {
			char t45 = MAX2_2(int(coef40[j44] | sh_41[i43]), -(7 * CAT_5(diff, 42)));
		}
	}
	len39 = coef40[diff42 & 7];
	return (diff42 * ((*out38) + 'A')) - 3148;
}
} // namespace

int main() {
	int count46 = 2161;
	++count46;
	switch (count46 + 14l) {
	case 6:
		for (int j47 = 017; j47 > 0; --j47) {
			count46 = -63;
			count46 = j47 * (28u);
		}
		break;
	}
	float sum48 = 7.625f - ADD3_1(int(count46), ADD3_1(CAT_5(count, 46), 41u, 8l), CAT_5(count, 46));
	step6<<<8, 0x1 << 7>>>(33 / sum48, (unsigned*)nullptr, &count46);
	spread14<<<0200, 256, (256), nullptr>>>(sizeof(signed char), nullptr, sum48);
	probe34<<<2, 128, 0, (cudaStream_t)0>>>(nullptr);
	return 0;
}
