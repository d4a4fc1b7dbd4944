// cudagen 0.1 seed 288 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,host_function,main,constexpr_var,struct,if,for,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 256
#define TILE_DIM_2 128
#define WARPS_3 (0b100000)

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 18
#endif

__global__ void fold6(float b7) {
	for (int it8 = 0x5; it8 > 0; --it8) {
		if (it8 >= ((b7 <= b7) ? TUNE_5 : it8)) {
			for (int i9 = 0; i9 < it8; i9 += 1) {
				b7 = -((i9 % i9) + 8.25F);
			}
			int sum10{-38};
			bool tmp11 = it8;
		}
	}
}

struct Pixel12 {
	float x13, z14;
};

extern "C" __global__ void clamp15_kernel(int* data16, int* data17) {
	data17[6] = ((long)double(sizeof(int))) - ((*data16) | (WARPS_1 + data17[3]));
	if ((data17[2]) == (*data17)) {
		return;
	}
	if (data16[3] > (52 - data16[3])) {
		(*data16) = 3734u;
	}
	if (((*data16) - 6lu) <= data16[6]) {
		return;
	}
	data17[1] &= data16[0];
	data17[7] += (((*data17) + data16[2]) * (WARPS_1 % (*data16))) + ((*data17) + data16[3]);
}

int merge18(float p19) {
	++p19;
	Pixel12 flag20 = Pixel12{2.0F, p19};
	if ((flag20.x13 - 50) > 44l) {
		goto finish21;
	}
	flag20 = Pixel12{};
finish21:;
	return TUNE_5;
}

int main(void) {
	int n22 = 1129;
	if ((n22 - n22) > '0') {
		return 35 ^ n22;
	}
	fold6<<<dim3((n22 + 31) / 0x20, (n22 + 127) / 0x80), TILE_DIM_2>>>(2678);
	n22 *= float((~n22));
	clamp15_kernel<<<dim3(0x2 * 16), TUNE_5 + 238>>>(nullptr, &n22);
	return 0;
}
