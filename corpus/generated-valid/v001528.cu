// cudagen 0.1 seed 1528 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,device_function,host_function,constexpr_function,main,constexpr_var,const_local,enum,using_alias,if,for,pragma_unroll,switch,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum State5 { HIGH6, SLOW7, FAST8, OFF9 };

__device__ signed char bias10(double b11, int* data12) {
	data12[6] &= MOD8_2(*data12);
	++b11;
	int off13 = (b11 += 20.75, ((data12[5] * data12[1]) & MOD8_2(data12[7])));
	b11 -= *data12;
	const long sum14 = (off13 += 9lu, 16) ^ data12[6];
	float f15 = off13 - off13;
	return data12[off13] * 37;
}

__global__ void __launch_bounds__(1024) update16_kernel(double* dst17, long long* dst18) {
	dst17[0x6] = (0x11B1U + dst18[1] + (0x1f - (*dst18))) ^ MOD8_2(*dst18);
	for (int n19 = 0, j20 = (SLOW7 + 6) * (SLOW7 + SLOW7); n19 < j20; (++n19, (--j20))) {
		switch (static_cast<int>(j20)) {
		case FAST8 + (OFF9 + (SLOW7 + SLOW7)): {
			float diff21 = HALF_1(n19);
			break;
		}
		}
	}
	State5 acc22 = FAST8;
}

constexpr int host_lerp23(int stride24, int stride25) {
	return stride25;
}
using real26_t = float;
enum Axis27 { BUSY28, FAST29 };
constexpr int STEPS30 = 128;

template <class T, typename U>
__global__ void split31(U* dst32, const unsigned char* input33) {
	constexpr float z34 = 48;
	size_t k35 = 13l;
	k35 = STEPS30 * ((*dst32) * z34);
}

__global__ void __launch_bounds__(OFF9 + 0x1D) sweep36(const float* in37, int n38, const int* input39, long* data40) {
	--n38;
	data40[n38 & 7] = in37[n38] * (n38 | ((*input39) % 3));
	if (!(input39[0x4] == 19)) {
		return;
	}
}

__global__ void __launch_bounds__(16 * 2, 4) lerp41(const int* input42, State5 cfg43) {
	if (cfg43 < HALF_1(cfg43)) {
		return;
	}
	#pragma unroll
	for (int it44 = 0; it44 < 16; it44 += 1) {
		for (int it45 = 0; it45 < 11; it45 += 4) {}
		if (input42[6] == input42[4]) {
			continue;
		}
		const bool v46 = (cfg43 & 1);
	}
}

int main() {
	int len47 = 2552;
	auto op50 = [](double idx48) -> short {
		unsigned int w49((STEPS30 * idx48) / 4);
		split31<long, double><<<32, (FAST8 + 6) * 4>>>(&idx48, (const unsigned char*)nullptr);
		return 26U;
	};
	lerp41<<<dim3((len47 + 0x7F) / 0x80, (len47 + 63) / 64), 64>>>(&len47, OFF9);
	update16_kernel<<<dim3((len47 + 31) / 0b100000), 0x10 * (SLOW7 + (OFF9 + 0x4))>>>(static_cast<double*>(nullptr), nullptr);
	dim3 flag51(OFF9 + (SLOW7 + (FAST29 + 59)), sizeof(float) * 4);
	sweep36<<<dim3(256, (len47 + 31) / 0x20), dim3((len47 + 31) / 0x20)>>>(nullptr, (64UL + len47) * (0u + len47), &len47, static_cast<long*>(nullptr));
	return 0;
}
