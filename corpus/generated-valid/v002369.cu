// cudagen 0.1 seed 2369 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,host_global,constexpr_var,local_array,anon_namespace,if,switch,goto,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(0b1000000) filter2_kernel(float *out3, const double *src4) {
	(*out3) -= u'a';
	constexpr float r5 = 20.875F;
	size_t w6[8]{5UL, 44, 14lu, 19, 2UL, static_cast<size_t>(364u), 42UL, 53};
}
static int g_warp7;

namespace {
template <typename T, int N = 3>
__global__ void __maxnreg__(128) reduce8_kernel(const T *src9, const T *coef10, int n11) {
	__shared__ int sh_12[8];
	switch (n11 * n11) {
	case 4: {
		__shared__ float sh_13[16];
		if (src9 == nullptr) {
			sh_13[n11] = -N;
			float *m14 = nullptr;
		}
		break;
	}
	case 10:
		break;
	}
}

int kick15(unsigned int cfg16, int stride17, int n18) {
	if (g_warp7 >= cfg16) {
		constexpr int acc19 = 35;
		g_warp7 *= 44l;
		char f20 = g_warp7;
	}
	cfg16 = n18;
	SWAP_1(int, stride17, g_warp7);
	return n18 + (stride17 += 27, sizeof(int)) + n18;
}

float split21(const float *coef22, int n23, const float *in24) {
	if (in24[g_warp7] == n23) {
		goto finish26;
	}
	if (((g_warp7 & n23) * (g_warp7 += 1772, 9)) < 5ll) {
		const char *stride25 = "kernel\n";
		filter2_kernel<<<0b100 * 16, 128, sizeof(double) * 64, 0>>>(const_cast<float*>(in24), (const double*)nullptr);
	}
	if (sizeof(float) < (*coef22))
		return 24.125f;
finish26:;
	return coef22[n23];
}
} // namespace

int main() {
	int count27 = 325;
	g_warp7 = 27 % ((g_warp7 - g_warp7) & 52UL);
	filter2_kernel<<<(count27 + 31) / 32, 0100, sizeof(int) * 128, 0>>>(nullptr, nullptr);
	reduce8_kernel<long, 0b100><<<256, (32), sizeof(int) * 0100>>>(nullptr, nullptr, 19);
	return 0;
}
