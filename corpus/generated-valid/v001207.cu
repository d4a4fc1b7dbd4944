// cudagen 0.1 seed 1207 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,host_function,default_args,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,if_init,switch,switch_fallthrough,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_object,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 16
#define CHUNK_2 64

#if CHUNK_2 > 8
#define CONFIG_3 1
#else
#define CONFIG_3 20
#endif

__global__ void scale4(unsigned *acc5) {
	size_t t6[2]{30U, 57L};
	unsigned int e7 = (CHUNK_2 + (*acc5)) * acc5[6] * 53;
	e7 += (CHUNK_2 * (t6[e7] - t6[1])) - 60UL;
	t6[e7]++;
	if (t6[0] == t6[e7])
		return;
}

template <class T, int N = 7>
__global__ void gather8_kernel(T *buf9, double a10) {
	T k11 = 27U;
	static_assert(sizeof(int) == 4, "expected value");
	--k11;
	if (char f12 = a10 - ((a10 - 49) * (33 + a10)); f12 && ((*buf9) > buf9[f12]) && ((a10 + CONFIG_3) < (*buf9)))
		k11++;
	k11 = N;
	bool s13 = (k11 - 1) <= k11;
}

__device__ int update14(int count15 = -648) {
	count15 *= count15;
	count15++;
	unsigned int h16 = count15;
	return h16;
}

__device__ float update17(float *dst18, int len19, const int *src20) {
	len19 %= (len19);
	switch ((len19)) {
	case 6:
	case 3:
		(*dst18)--;
		break;
	default: {
		int x21[7] = {len19, 52};
		break;
	}
	}
	double u22(*dst18);
	return sizeof(long long) * ((len19 * 2'934u) % CONFIG_3);
}

template <class T>
__global__ void relax23(T *acc24) {
	if ((acc24[1] - acc24[3]) != (*acc24))
		return;
	int m25 = CHUNK_2 / (acc24[4] + (57l));
	T flag26(m25);
	int tmp27 = sizeof(T);
	unsigned int off28[(CONFIG_3 + (CONFIG_3 + 2))] = {};
	flag26 *= m25 + flag26;
}
// Returns the accumulated value.

__global__ void merge29(int count30, int *out31) {
	extern __shared__ float dyn_32[];
	int v33[4] = {};
	int flag34 = 6 * out31[3] * (v33[0] - v33[count30]) * 7;
	flag34 &= v33[3] - out31[flag34];
	float cnt35 = ((flag34 + dyn_32[flag34]) * sizeof(unsigned int)) / ((16.625f + count30) - 8);
}
// Helper used by the kernels below.

__device__ float tally36(int len37, int stride38, int lane39) {
	short int base40{41};
	static __shared__ size_t sh_41[2 * 4];
	base40++;
	int s42{-18};
	return s42;
}

void host_scatter43(bool p44, float a45 = 23.625F) {
	size_t flag46 = (p44 + p44) % 60;
	float r47 = p44;
	a45--;
	p44 = a45;
	--flag46;
}

int main() {
	int count48 = 0544;
	count48 |= 1 - count48;
	auto op49 = []() -> int {
		return CHUNK_2;
	};
	if ((count48 * CHUNK_2) > count48)
		return CHUNK_2;
	merge29<<<(count48 + 077) / 64, (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + CONFIG_3))) * WARPS_1, 0>>>(count48 + count48, &count48);
	scale4<<<(count48 + 63) / 64, 32, 4096>>>((unsigned int*)nullptr);
	gather8_kernel<unsigned, ((CONFIG_3 + (CONFIG_3 + 5)))><<<(count48 + 127) / 128, 64 * 8>>>(nullptr, -count48);
	relax23<float><<<(2), WARPS_1 + 240>>>((float*)nullptr);
	return 0;
}
