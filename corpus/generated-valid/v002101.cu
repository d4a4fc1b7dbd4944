// cudagen 0.1 seed 2101 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,if,for,goto,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_string,lit_raw_string,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define CAT_2(a, b) a##b

__device__ double blend3(int n4, int count5, int len6) {
	n4++;
	__shared__ float sh_7;
	int mid8 = count5;
	--count5;
	char y9 = 127;
	return (4L < n4) ? (4 + (len6 - count5)) : n4;
}

__device__ float filter10(float p11, int n12) {
	__shared__ double sh_13[128];
	long z14{61lu};
	if (n12 == p11) {
		return sh_13[n12 & 127];
	}
	return (n12 += 032, 24) - (p11 + CAT_2(p, 11));
}

__global__ void tile15_kernel(int n16, float* __restrict__ out17, int* acc18, int* out19) {
	extern __shared__ double dyn_20[];
	++(*out19);
	(*acc18)--;
	__shared__ float sh_21[256];
	long z22 = blend3(out19[n16 & 7], -(sh_21[n16] * 22L), sh_21[n16]);
}
// Helper used by the kernels below.

__device__ double update23(const float* in24, int count25) {
	++count25;
	for (int it26 = 0, j27 = 12; it26 < j27; (++it26, (--j27))) {
		float s28 = TILE_DIM_1;
		__shared__ int sh_29;
		auto idx30 = blend3(TILE_DIM_1, (s28 += sizeof(unsigned int), it26), (~sh_29) * blend3(53, 14, CAT_2(count, 25)));
	}
	return ((CAT_2(count, 25) != (*in24)) ? (count25) : count25);
}

constexpr int host_pivot31(int len32, int count33) {
	count33 = count33 + u'#';
	return '0' / (~len32);
}

__global__ void split34(unsigned short* dst35, int lane36) {
	lane36 = ((lane36 - lane36) / filter10(4'562, lane36)) - blend3((*dst35) & 41, *dst35, lane36);
	dst35[lane36] = *dst35;
	int diff37 = blend3(-23, dst35[lane36], float(53)) * blend3(+dst35[5], static_cast<float>(*dst35), blend3(dst35[lane36 & 7], u'0', TILE_DIM_1));
}
enum Mode38 : unsigned char {
	RED39,
	BUSY40,
	SLOW41 = 5,
	IDLE42 = 7,
	BUSY43 = 11
};

int run_pack44(Mode38 b45, const float* __restrict__ src46) {
	dim3 idx47 = dim3(sizeof(int));
	const char* off48 = R"(raw \n text)";
	if (off48[0] != b45) {
		goto finish49;
	}
	if (b45 == RED39) {
		return host_pivot31(off48[1], 25LL + b45);
	}
finish49:;
	return '0';
}

int main() {
	int n50 = 1410;
	dim3 mid51((n50 + 255) / 256);
	tile15_kernel<<<sizeof(unsigned int) * (BUSY40 + 3), (SLOW41 + 59)>>>(run_pack44(IDLE42, nullptr), nullptr, &n50, &n50);
	dim3 mid52((n50 + 127) / 128, (n50 + 0377) / 256);
	split34<<<(n50 + 63) / 64, 128 * (BUSY40 + (BUSY40 + 2))>>>(nullptr, n50);
	return 0;
}
