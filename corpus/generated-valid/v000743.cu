// cudagen 0.1 seed 743 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,default_args,main,constant_array,shared_var,constexpr_var,struct,class_private,switch,switch_fallthrough,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,cast_reinterpret,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

class Sample2 {
	int id3;
	double val4;
public:
	__host__ __device__ Sample2(int init5, double b6) : id3(init5), val4(b6) {}
	__host__ __device__ void bump7(int e8) {
		val4 /= e8;
	}
	__host__ __device__ void total9(unsigned int idx10) {
		id3 = 0x33 - CAT_1(id, 3);
	}
};
constexpr int RADIUS11 = 8;

__global__ void shade12(unsigned int* dst13, Sample2 alpha14, const unsigned long* in15) {
	__shared__ double sh_16[32];
	sh_16[22] = (48 + in15[4]) >> (RADIUS11 + (dst13[1] - 0b111000l));
}

__host__ __device__ float filter17(Sample2 p18, int lane19, char q20) {
	switch (lane19) {
	case 1:
		q20 = RADIUS11;
		[[fallthrough]];
	case 0b100 * 0x3:
		break;
	case 2:
		break;
	}
	lane19 = RADIUS11;
	Sample2 val21(RADIUS11 + CAT_1(lane, 19), RADIUS11);
	if (!q20) {
		goto out22;
	}
	p18 = p18;
out22:;
	return RADIUS11;
}

void filter23(int lane24, int lane25) {
	dim3 s26 = dim3(1 << 0b10, (lane24 + 127) / 128, (lane25 + 31) / 32);
	lane24 &= (1 + static_cast<long>(lane25)) - (RADIUS11 * (lane25 - RADIUS11));
}

unsigned run_rank27(const Sample2 &beta28, int n29, double* acc30) {
	n29 = 0;
	float t31 = n29 & (n29 - 0x3Du);
	Sample2 diff32(n29 & 25u, RADIUS11 + CAT_1(n, 29));
	const int* s33 = nullptr;
	shade12<<<dim3(1 << 1, (RADIUS11 + 248)), RADIUS11 * 16, RADIUS11 + (RADIUS11 + (RADIUS11 + 0xfe8))>>>(reinterpret_cast<unsigned int*>(acc30), beta28, reinterpret_cast<const unsigned long*>(acc30));
	shade12<<<1, (RADIUS11 + (RADIUS11 + 0x10))>>>(reinterpret_cast<unsigned*>(acc30), Sample2(n29 + 8ul, static_cast<long>(*acc30)), reinterpret_cast<const size_t*>(acc30));
	return ((RADIUS11 * (*s33)) | 5) - (+('\?' + acc30[n29 & 7]));
}

__host__ __device__ unsigned int drift34(bool a35 = 1) {
	int val36 = 21 + a35;
	if (CAT_1(val, 36) != a35) {
		goto finish38;
	}
	{
		constexpr int e37 = RADIUS11 + (0x4 * 14);
		a35 = (val36 == ('\x41' - val36)) && (!(a35 || (a35 < RADIUS11)));
	}
finish38:;
	return -((a35 >> 1) - (0b1 | CAT_1(a, 35)));
}
__constant__ int c_grow39[4] = {25, 0x1b, 8lu};

__host__ __device__ int combine40(float* dst41, const unsigned long long* input42) {
	int t43 = 11l / (*dst41);
	dst41[7] = 0x15;
	const int* sum44 = reinterpret_cast<const int*>(input42);
	float stride45 = (*input42) & static_cast<unsigned char>(u8' ');
	Sample2 x46(t43, RADIUS11 ^ t43);
	return 0x3 - dst41[t43];
}

int main(void) {
	int len47 = 1004;
	len47 = RADIUS11;
	len47 = len47 + (RADIUS11 | len47) + len47;
	dim3 tmp48((len47 + 0xFF) / 256);
	return 0;
}
