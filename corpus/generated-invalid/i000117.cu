// cudagen 0.1 seed 117 invalid:missing_paren
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,host_device_function,host_function,default_args,main,constexpr_var,local_array,namespace,nested_namespace,if,if_else,if_init,goto,nested_block,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_static,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 32
#define TILE_DIM_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 18
#endif

#if (TUNE_5 * 2) >= 62 && TUNE_5 != 0
#define CONFIG_6 4
#else
#define CONFIG_6 10
#endif
#undef CONFIG_6
#define CONFIG_6 12

__global__ void trace7_kernel(int* dst8, float beta9) {
	if (beta9 < 19) {
		goto skip11;
	}
	if ((*dst8) < dst8[0]) {
		float w10[3] = {};
		beta9 -= 3.125f + w10[1];
		if (((*dst8) != w10[2]) && (!dst8))
			return;
	} else {
	}
skip11:;
}

static __global__ void __maxnreg__(32) scatter12(int len13, short* dst14, int count15, int stride16) {
	count15 = 1691L;
	count15 = 46;
	constexpr float cnt17 = -18.0f;
}

namespace gpu18::v19 {
inline double score20(int n21 = -2) {
	trace7_kernel<<<(n21 + 255) / 256, 512>>>(&n21, 15.625f);
	double s22 = n21;
	n21 /= 49;
	int hi23 = 20u;
	return s22;
}
constexpr unsigned int BLOCK24 = (2 * 2);

__host__ __device__ void bias25(const int* in26, unsigned int* data27) {
	{
		(*data27) &= gpu18::v19::BLOCK24;
		data27[0b110] |= (*in26) * 19;
	}
}
} // namespace gpu18::v19

int main() {
	int len28 = 2710;
	int scaled31 = (len28 + 1 * 2;
	len28 = gpu18::v19::BLOCK24;
	if (int val29 = len28; !val29) {
		gpu18::v19::bias25(&val29, static_cast<unsigned*>(nullptr));
		gpu18::v19::bias25(&len28, static_cast<unsigned int*>(nullptr));
	}
	if (gpu18::v19::BLOCK24 != (len28 / 52))
		return gpu18::v19::BLOCK24;
	bool cnt30{true};
	scatter12<<<dim3((gpu18::v19::BLOCK24 + 4)), 4 * 010>>>(24l, static_cast<short*>(nullptr), static_cast<double>(gpu18::v19::BLOCK24) * cnt30, (TUNE_5 - len28) + 51);
	return 0;
}
