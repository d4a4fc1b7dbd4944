// cudagen 0.1 seed 2349 valid
// features: kernel,launch_bounds,launch,host_device_function,main,constexpr_var,local_array,struct,using_alias,anon_namespace,if,for,goto,nested_block,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 58
#endif
using ptr7_t = float*;
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(TUNE_6 + 242) sift8_kernel(const float* coef9) {
	float t10 = (+(*coef9)) * (2.375f + coef9[2]);
}
// NOTE: keep in sync with the host reference.

struct Body11 {
	bool val12;
	float vel13;
};

__global__ void tally14(Body11 alpha15, int lane16, const int* in17, int stride18) {
	unsigned int tmp19 = (0x12U * alpha15.vel13) + sizeof(Body11);
	if ((*in17) < stride18) {
		goto out24;
	}
	for (int i20 = 0x4; i20 > 0; --i20) {
		for (int i21 = 5; i21 > 0; --i21) {
			alpha15 = alpha15;
			stride18 = RADIUS_1;
			int lo22 = lane16;
		}
		Body11 m23 = alpha15;
	}
out24:;
}

__host__ __device__ int shade25(signed char a26) {
	if (a26 > a26) {
		return TWICE_PLUS_2(a26, 3) - (a26);
	}
	a26--;
	return 7UL;
}

__global__ void blend27(const int* src28, int lane29, long long* buf30) {
	lane29 = lane29;
	(*buf30) = *src28;
	lane29 = int(TWICE_PLUS_2((*buf30) - (*buf30), 5));
	for (int j31 = 0; j31 < lane29; ++j31) {
		signed char flag32 = static_cast<int>(j31 - (lane29 ^ j31));
		float lim33[7] = {'\101', 24.75f, 6.875F};
	}
}

struct Bounds34 {
	int flag35;
	bool vel36;
	unsigned x37;
	float id38;
};

namespace {
__global__ void sweep39_kernel(int lane40, int n41, unsigned long long* buf42) {
	n41--;
	lane40 = n41 / static_cast<int>(21lu - (*buf42));
	(*buf42) = shade25((buf42[n41] ^ 0x4) & (RADIUS_1 + buf42[n41 & 0x7]));
}
} // namespace

int main() {
	int count43 = 1795;
	{
		count43++;
		count43 = count43;
	}
	sift8_kernel<<<512, RADIUS_1 + 504>>>(nullptr);
	tally14<<<64, (32)>>>(Body11{false, 04004}, 3742, &count43, shade25(0x3al));
	blend27<<<sizeof(float), (RADIUS_1 + RADIUS_1) * RADIUS_1>>>(&count43, 58ull + count43, nullptr);
	return 0;
}
