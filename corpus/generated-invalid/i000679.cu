// cudagen 0.1 seed 679 invalid:nonintegral_switch
// features: kernel,launch,launch_shared_mem,launch_stream,main,shared_var,shared_2d,static_shared,constexpr_var,enum,typedef,if,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if RADIUS_1 == 32
#define CONFIG_5 3
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 10
#endif

__global__ void fuse6(unsigned int* out7) {
	__shared__ unsigned sh_8[256];
	(*out7) %= ((*out7) >= 22) ? (sizeof(int) - (out7[1] - alignof(char))) : (*out7);
	static __shared__ float sh_9[7][6];
}
enum Mode10 : unsigned char { HIGH11, GREEN12 };
typedef char idx13_t;

__global__ void drift14_kernel(int n15, short int* data16, double* acc17) {
	if (data16 != nullptr) {
		return;
	}
	data16[2] = ('0' / LOW_BITS_2(n15)) - RADIUS_1;
	__shared__ int sh_18[128];
	if (data16[5] == (*data16)) {
		goto done19;
	}
	data16[n15] = (*data16) - HIGH11;
	n15--;
	n15 /= short(n15) ? ((*acc17) - sizeof(int)) : (data16[n15] / sh_18[n15]);
done19:;
}

int main() {
	int size20 = 2129;
	float f_25 = 1.5f;
	switch (f_25) {
	case 1:
	    break;
	}
	bool y21 = size20;
	auto lam24 = [=](int base22, signed char s23) mutable -> int {
		drift14_kernel<<<(CONFIG_5 + 13), 128, sizeof(double) * 32>>>(s23, nullptr, nullptr);
		return GREEN12;
	};
	drift14_kernel<<<RADIUS_1, 32, sizeof(float) * 64, (cudaStream_t)0>>>(y21 - 29ll, nullptr, nullptr);
	if (y21 <= (y21 - 15ull)) {
		return size20;
	}
	--size20;
	fuse6<<<1, (128), 0>>>((unsigned*)nullptr);
	return 0;
}
