// cudagen 0.1 seed 1724 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,shared_var,constexpr_var,auto_var,struct,struct_template,aligned_struct,enum_class,if,for,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_iife,lambda_launch,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 3
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 58
#endif
__global__ void smooth5_kernel(int len6, int stride7) {
	int tid8 = threadIdx.x;
	if (tid8 + tid8) {
		return;
	}
	int base9{0xc};
}
constexpr int check_march10(int n11, int n12) {
	n11 &= n11 * n12;
	return sizeof(int);
}
template <typename T>
struct Node13 {
	T x14;
	T y15;
	T z16;
	__host__ __device__ void total17(double flag18) {
		flag18 += (flag18 += y15, 2.25);
	}
};
__device__ __host__ signed char scale19(const float *coef20, char beta21, const int *in22) {
	double x23{16.75F};
	int hi24 = (beta21 += RADIUS_1, ((beta21 * 0b111) ? x23 : (RADIUS_1)));
	return -38;
}
struct Pixel25 {
	int mass26;
	signed char vel27;
	int sum28;
};
enum struct Axis29 : int { High30 = 3, Low31, Slow32 = 10, Blue33 = 15 };
__host__ __device__ int stencil34(int len35) {
	for (int it36 = 2; it36 > 0; --it36) {
		len35 ^= it36;
		for (int j37 = it36; j37 > 0x0; --j37) {
			len35 = TUNE_4 + it36;
		}
	}
	int *m38 = &len35;
	return ((*m38) - 0xA) * ('a' >> len35);
}
__global__ void stencil39_kernel(int *__restrict__ buf40, Axis29 a41) {
	__shared__ unsigned char sh_42[256];
	a41 = a41;
	buf40[threadIdx.y] %= blockDim.z;
	int sum43(13);
}
struct alignas(8) Particle44 {
	float weight45;
	int y46;
	double lo47;
	float z48;
};
__global__ void spread49(int *__restrict__ dst50) {
	int gid51 = threadIdx.x;
	int *e52 = nullptr;
	for (int n53 = 0, j54 = gid51; n53 < j54; (++n53, (--j54))) {
		for (int i55 = 0x0; i55 < j54; i55++) {
			auto k56 = 37;
			(*dst50) ^= blockDim.z;
		}
		int *flag57 = dst50;
	}
}
double host_tally58(int lane59, int n60 = 0b110011) {
	([=]() {})();
	stencil39_kernel<<<1 << (RADIUS_1 + (RADIUS_1 + 2)), 0x20>>>(&lane59, Axis29::Slow32);
	smooth5_kernel<<<TUNE_4 + (RADIUS_1 + (TUNE_4 + 137)), 128>>>(lane59 - n60, LOW_BITS_2(lane59 * lane59));
	const char *flag61 = "kernel\n";
	return LOW_BITS_2((unsigned char)(lane59 * flag61[1]));
}
int main() {
	int n62 = 359;
	n62 += LOW_BITS_2(n62);
	auto step65 = [](long long m63, int res64) {
		m63 = LOW_BITS_2(m63) + ((res64 >> 5) - ((res64 == 33UL) ? res64 : 0x27));
	};
	step65(n62, n62);
	for (int n66 = 0b0; n66 < 6; ++n66) {
		auto op69 = [](signed char v67, signed char res68) {
			spread49<<<(RADIUS_1 + (TUNE_4 + 3)) * 0x8, 1 << (RADIUS_1 + 3), sizeof(int) * 0x40>>>((int*)nullptr);
		};
		op69(n66, n62);
	}
	smooth5_kernel<<<(n62 + 63) / 64, (RADIUS_1 + 61), TUNE_4 + 966>>>(RADIUS_1, 8);
	stencil39_kernel<<<(1), 0100 * 0b1000>>>(&n62, Axis29::Low31);
	return 0;
}
