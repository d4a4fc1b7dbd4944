// cudagen 0.1 seed 955 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,host_function,static_host_function,default_args,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,const_local,struct,using_alias,if,for,pragma_unroll,do_while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

__global__ void __launch_bounds__(1 << 10, 3) sift2_kernel(int count3, const int *input4, const double *__restrict__ src5)
{
	extern __shared__ int dyn_6[];
	__shared__ int sh_7[2 * 4];
	const int hi8 = (+LOW_BITS_1(input4[7])) * 10u;
	constexpr short lo9 = 25;
}
// Computes one element per thread.

void check_step10(const long *coef11, unsigned int alpha12, short cfg13)
{
	for (int i14 = cfg13; i14 > 0; --i14) {
		const int z15 = 864;
	}
	alpha12 = (coef11 == nullptr) ? 57 : (((cfg13 < 23) ? cfg13 : alpha12) * ((cfg13 != alpha12) ? cfg13 : 62));
	double prod16 = alpha12;
	if (LOW_BITS_1(*coef11) >= 047u) {
		goto finish17;
	}
	alpha12--;
finish17:;
}

static unsigned char host_grow18(int stride19, int len20, unsigned int beta21)
{
	long lim22 = (((unsigned int)len20) + (beta21 - len20)) - 1603l;
	int t23{0x1dul};
	return (beta21);
}

__global__ void blend24_kernel(int lane25, int *out26)
{
	extern __shared__ unsigned char dyn_27[];
	#pragma unroll
	for (int i28 = 0, j29 = lane25; i28 < j29; (++i28, (--j29))) {
		constexpr int e30 = 3344;
		static __shared__ int sh_31[1 << 1][17];
	}
}

inline __host__ __device__ int pivot32(unsigned long long cfg33, float alpha34 = 33u)
{
	int q35[5]{62, 9, int(alpha34), 9, 0x3};
	int pass36 = 0;
	do {
		q35[cfg33] |= 0x11;
		(cfg33--, (cfg33 %= 0b11001));
		++pass36;
	} while ((pass36 < pass36) && (cfg33 || (alpha34 != 24l)));
	if ((q35[cfg33] < alpha34) && pass36) {
		goto skip37;
	}
	alpha34 /= alpha34;
	q35[pass36] >>= 5;
	++q35[pass36];
skip37:;
	return int(alpha34);
}

signed char update38(float b39, int count40)
{
	--count40;
	blend24_kernel<<<(count40 + 63) / 64, (0400)>>>(count40, &count40);
	if ((b39 + b39) > 14) {
		return LOW_BITS_1(host_grow18(b39, 23, 0x1flu));
	}
	sift2_kernel<<<dim3(0b10 * 0x10, (count40 + 63) / 64, (count40 + 127) / 128), 256>>>(pivot32(pivot32(8, b39)), nullptr, nullptr);
	return (((unsigned)count40) * 020) - 021;
}
using idx41_t = int;
// Computes one element per thread.

struct Particle42 {
	char z43;
	float flag44;
	int mass45;
};

int main()
{
	int count46 = 0xc7f;
	blend24_kernel<<<(count46 + 037) / 32, 0x200>>>(count46, &count46);
	blend24_kernel<<<2, dim3(128, (count46 + 0b11111) / 32)>>>(count46, &count46);
	sift2_kernel<<<1 << 6, dim3(1 << 1, (count46 + 127) / 128, 512)>>>(53u, &count46, nullptr);
	count46 |= count46;
	blend24_kernel<<<(128), (0x20)>>>(static_cast<int>(3199) - pivot32(count46, 11UL), &count46);
	return 0;
}
