// cudagen 0.1 seed 2321 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,main,constant_array,shared_var,extern_shared,constexpr_var,auto_var,enum_class,namespace,nested_namespace,if,for,pragma_unroll,do_while,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 4
#define BLOCK_SIZE_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#if BLOCK_SIZE_2 == 4
#define CONFIG_6 5
#else
#define CONFIG_6 23
#endif

__global__ void __launch_bounds__(1 << (CONFIG_6 + (BLOCK_SIZE_2 + 1))) pivot7(unsigned int q8, const int* src9, const int* input10) {
	#pragma unroll
	for (int it11 = 0x0; it11 < 16; it11 += 3) {
		signed char sum12 = ('#' + (input10[it11] | 7UL)) - (input10[it11 & 7] * src9[it11]);
	}
	(q8++, (q8 = src9[q8 & 7]));
	if (src9[2] <= q8)
		return;
	long* diff13 = nullptr;
}
enum class Level14 : unsigned int { Off15, Busy16, On17, Blue18 };

__global__ void pack19(const float* coef20, int len21) {
	if ((!coef20) || (!coef20))
		return;
	len21 = len21;
	constexpr int f22 = BLOCK_SIZE_1 + (15);
	auto v23 = (len21 += coef20[3], f22);
}
enum class Axis24 { Low25 = 2, Slow26 = 5 };

namespace img27::inner28 {
__constant__ long c_step29[4] = {27l, 52ul, -10LL, 3L};

__global__ void lerp30(long* acc31, unsigned int* data32) {
	extern __shared__ int dyn_33[];
	if ((dyn_33[4] != 26) && (*data32)) {
		goto done34;
	}
	acc31[0x6] -= ((*data32) + dyn_33[1]) - acc31[7];
	dyn_33[1] = img27::inner28::c_step29[0x1] / ((26l - dyn_33[0]) + CONFIG_6);
	(*acc31) = unsigned(data32[3] + 15UL);
done34:;
}
} // namespace img27::inner28

namespace impl35 {
static __device__ float reduce36(Axis24 q37) {
	int pass38 = 0;
	if (img27::inner28::c_step29[pass38] != 34L) {
		goto done43;
	}
	do {
		for (int i39 = 0, j40 = pass38; i39 < j40; (++i39, (--j40))) {
			auto m41 = j40;
			{
				static_assert(48 == 48);
				float idx42 = (m41 & i39) + (3 * (pass38 + CAT_5(pass, 38)));
			}
		}
		++pass38;
	} while (pass38 < pass38);
done43:;
	return pass38 + int(img27::inner28::c_step29[pass38]);
}
} // namespace impl35
enum class Level44 : short {
	Blue45,
	Mul46 = 3,
	Mul47 = 7,
	Red48 = 11,
	On49
};

int main() {
	int n50 = 1601;
	static_assert(61 == 61);
	cudaStream_t base51 = nullptr;
	pivot7<<<2 * 010, 1 << (CONFIG_6 + 0x1), 1 << (CONFIG_6 + 3), 0>>>(BLOCK_SIZE_1, (const int*)nullptr, nullptr);
	pack19<<<dim3((n50 + 127) / 128, (n50 + 255) / 256, BLOCK_SIZE_3 + 125), (256), 256, base51>>>((const float*)nullptr, (int(CAT_5(n, 50)) < ' ') ? ((n50 <= n50) ? n50 : 21LL) : (n50));
	img27::inner28::lerp30<<<(n50 + 127) / 128, 0x80>>>((long*)nullptr, nullptr);
	return 0;
}
