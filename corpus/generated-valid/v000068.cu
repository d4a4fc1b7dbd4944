// cudagen 0.1 seed 68 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,device_template_function,main,shared_var,constexpr_var,local_array,auto_var,if,switch,switch_fallthrough,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// Layout: row-major, no padding.

__device__ int step3(int n4, float q5)
{
	switch (n4) {
	case 0x0: {
		__shared__ int sh_6;
		n4 = MIN2_1((sh_6 - n4) + 29, q5);
		break;
	}
	case 10:
		break;
	case 0xc:
	case 7:
		break;
	default:
		break;
	}
	return 38;
}

template <typename T, int N>
__device__ __forceinline__ void merge7(const T *coef8, int n9, T *out10)
{
	out10[0]--;
	n9 = step3(step3(*out10, step3(n9, 3.625F)), n9);
	--n9;
	T off11((static_cast<unsigned char>(62) % n9));
}

__device__ __forceinline__ unsigned score12(int n13, int lane14, int lane15)
{
	--lane15;
	int z16{8};
	lane14 &= static_cast<long>(+step3(sizeof(int), lane15));
	return n13 + lane14;
}
/* Returns the accumulated value. */

__device__ __forceinline__ int trace17(int lane18)
{
	if (lane18 <= 43)
		return lane18;
	float sum19[3] = {};
	++lane18;
	return (lane18 += sum19[0], sum19[2]);
}

__global__ void weigh20(long cfg21, size_t q22, int *__restrict__ out23, unsigned *__restrict__ out24)
{
	switch (q22 * out23[cfg21]) {
	case 0: {
		int f25 = (step3(static_cast<unsigned>(out24[7]), out23[6]));
		__shared__ int sh_26;
		[[fallthrough]];
	}
	case 11: {
		step3(step3(q22 + (*out23), 0.625f), 40);
		auto f27 = step3((out23[4] += out24[cfg21], out23[q22]) * 0x1277, static_cast<char>(0x1FL + (*out24)));
		break;
	}
	default:
		cfg21 = *out24;
		break;
	}
}
// NOTE: keep in sync with the host reference.

__global__ void filter28(const float *src29)
{
	constexpr long flag30 = 42;
}

__device__ __forceinline__ int bump31(int count32, bool q33)
{
	float lo34 = step3(step3((q33), 7.875f + count32), trace17(sizeof(int)));
	--lo34;
	--lo34;
	float z35[5] = {'#', lo34, lo34, lo34, lo34};
	score12(step3(19l * z35[0], -(-11.25f)), static_cast<int>(-50), 25u);
	return static_cast<int>((float)('#' % count32));
}

int main(void)
{
	int n36 = 2767;
	weigh20<<<256 * 2, 512, 0x100>>>(0xBl, (unsigned)n36, nullptr, (unsigned int*)nullptr);
	n36 = (n36) * 32;
	if ((n36 & 0x1) && (n36 <= n36))
		return (n36 * n36) / n36;
	n36 = 1;
	if (n36 > 0x14)
		return static_cast<int>(0x1BU);
	filter28<<<16, (32)>>>(nullptr);
	return 0;
}
