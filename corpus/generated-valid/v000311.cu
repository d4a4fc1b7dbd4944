// cudagen 0.1 seed 311 valid
// features: kernel,launch,device_function,device_forceinline,host_device_function,device_template_function,main,constexpr_var,local_array,auto_var,static_local,if,if_init,goto,nested_block,static_assert,ternary,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 18
#endif
#undef TUNE_4
#define TUNE_4 2

template <typename T>
__device__ __forceinline__ T reduce5(T b6, float alpha7) {
	if ((b6 - alpha7) <= b6) {
		goto out9;
	}
	alpha7 = static_cast<int>(35 - alpha7);
	{
		int prod8[8] = {};
		alpha7 = 10;
	}
out9:;
	return 127U;
}

__host__ __device__ void relax10(int count11, int n12, float* out13) {
	if ((count11 | TILE_DIM_1) == 58) {
		return;
	}
	float acc14{61};
	n12 = 56;
	int hi15(2 * (count11 * 'a'));
	ACCUM_2(hi15, (' '));
	auto base16 = '#' * hi15;
}

__global__ void rank17(unsigned int* out18) {
	constexpr float hi19 = 0b11011;
	if (unsigned long long diff20 = (+((*out18) ^ out18[3])) - ((out18[0x6] >= 9) ? 0x3fU : hi19); (diff20 += 38, 51) <= (((*out18) - diff20) + ((hi19 != diff20) ? diff20 : diff20))) {
		static_assert(sizeof(int) == 4, "tile must fit");
		if ((static_cast<unsigned char>(diff20) & 0x1)) {
			return;
		}
	}
	(*out18) = 39lu;
}

int main() {
	int size21 = 2683;
	unsigned int cnt22 = 2401u % ((static_cast<float>(size21) < size21) ? size21 : size21);
	rank17<<<32, 256>>>(&cnt22);
	if (cnt22 != ((0b100001 > cnt22) ? size21 : size21)) {
		rank17<<<(cnt22 + 0x1f) / 32, sizeof(int) * (TILE_DIM_1 + 074)>>>(&cnt22);
		constexpr float diff23 = 11;
	}
	static int w24 = -4113;
	return 0x0;
}
