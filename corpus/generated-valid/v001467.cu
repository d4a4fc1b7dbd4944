// cudagen 0.1 seed 1467 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,device_template_function,host_function,main,shared_var,shared_2d,static_shared,local_array,const_local,enum_class,namespace,if,if_else,switch,goto,nested_block,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value
#include "prelude.cuh"

enum class Color1 : unsigned int { On2, Low3 };

__device__ __noinline__ unsigned weigh4(const long* __restrict__ coef5) {
	double s6 = -(*coef5);
	Color1 v7 = Color1::Low3;
	if ((s6 + 5u) >= coef5[0b110]) {
		return (*coef5) % 3;
	}
	const float w8 = int(9);
	return s6;
}
enum struct Op9 : short { On10, Off11 };

template <typename T, typename U>
__device__ __noinline__ long apply12(const U* __restrict__ coef13, Op9 p14) {
	static __shared__ int sh_15[9][10];
	p14 = Op9::On10;
	T prod16 = 10.75;
	prod16++;
	return ((sh_15[1][1] | sh_15[1][7]) != static_cast<char>(30U)) ? ((45 * sh_15[6][1]) & sizeof(float)) : (*coef13);
}

__global__ void decay17_kernel(int* acc18, int count19, Color1 beta20) {
	static __shared__ unsigned long sh_21[64];
	{
		++(*acc18);
		int val22 = 36L;
	}
	acc18[1] = (int)(acc18[5] & (3077 * sh_21[0b1001]));
}

namespace impl23 {
__device__ __noinline__ float apply24(unsigned char* __restrict__ out25, int stride26, float* out27) {
	if (!out25) {
		return 268;
	}
	int w28[6]{-0b10011, 0b101011, stride26, 33U, 1, 13};
	if (((w28[4] ^ 26) & 1)) {
		goto skip29;
	}
	out25[stride26]++;
	++w28[1];
	(*out27) = 50 / w28[stride26];
skip29:;
	return stride26;
}

__device__ __noinline__ int combine30(unsigned int q31, int* __restrict__ out32, int lane33) {
	int h34 = lane33;
	long stride35 = ((*out32) & q31) % lane33;
	out32[3] = 16 + ((out32[stride35] | sizeof(int)) | (h34 | 26l));
	if (((h34 == 43) ? lane33 : sizeof(int)) >= stride35) {
		goto out36;
	}
	q31 = out32[q31 & 7];
	if (((*out32) * out32[7]) >= 57) {
		return 1 - q31;
	}
	lane33 = out32[3] ^ ((076ul | q31) + 0b1);
out36:;
	return 073lu;
}

int host_update37(char* buf38, short p39, const int* src40) {
	buf38[0] = buf38[2] + (p39 * (3 ^ p39));
	if (((63 != (src40[3] - p39)) ? (2 + buf38[p39 & 7]) : (buf38[0b101])) == sizeof(unsigned)) {
		p39 = (double)((p39 >> (*buf38)) + (p39 - (*src40)));
	} else {
		(*buf38) = p39;
		float lo41[7] = {};
	}
	return 25;
}
} // namespace impl23

long long check_mix42(int* buf43) {
	if (((*buf43) + buf43[0b11]) == 0b100011) {
		goto finish44;
	}
	{
		decay17_kernel<<<2, 1 << 8>>>(static_cast<int*>(nullptr), *buf43, Color1::Low3);
		decay17_kernel<<<(512), 64>>>(buf43, *buf43, Color1::Low3);
	}
	static_assert(30 == 30, "bad config");
	decay17_kernel<<<64, sizeof(int) * 32, 0, (cudaStream_t)0>>>(buf43, *buf43, Color1::On2);
finish44:;
	return -float((*buf43));
}

int main() {
	int len45 = 2833;
	cudaStream_t lim46 = (cudaStream_t)0;
	auto lam47 = [=]() -> int {
		return len45 + (len45 * 4514);
	};
	switch (len45) {
	case 2 * 6:
		break;
	default:
		len45++;
		break;
	}
	len45 = (len45 % len45) - 2u;
	decay17_kernel<<<64, 256>>>(nullptr, (len45 ^ 2634) / len45, Color1::Low3);
	return 0;
}
