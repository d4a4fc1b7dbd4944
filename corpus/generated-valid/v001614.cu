// cudagen 0.1 seed 1614 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,host_function,default_args,main,host_global,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define CHUNK_2 64
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 63
#endif
#undef WARPS_1
#define WARPS_1 12
static int g_sift9;
long long g_gather10 = 26UL;
inline __host__ __device__ void warp11(long q12, int lane13 = 1779) {
	q12 = CHUNK_2;
	if (lane13 != 17) {
		return;
	}
	bool s14 = (q12 * (22)) == static_cast<size_t>(0x3);
}
__global__ void mix15(const float* __restrict__ in16, int n17, unsigned int* __restrict__ data18, int* __restrict__ dst19) {
	data18[3] *= *in16;
	constexpr int v20 = 42lu;
	dst19[7] >>= 4;
}
float check_split21(double b22, const unsigned long* __restrict__ input23) {
	int sum24 = b22;
	if ((((input23[g_gather10] & 1) ? sum24 : sizeof(double)) & 1)) {
		if (b22 != (*input23)) {
			float idx25 = g_gather10;
		}
		mix15<<<(sum24 + 31) / 32, (WARPS_1 + (CHUNK_2 + (CHUNK_2 + 0x174))), WARPS_1 + (WARPS_1 + (WARPS_1 + 220))>>>(nullptr, g_sift9 - input23[g_gather10 & 7], nullptr, nullptr);
		mix15<<<(sum24 + 255) / 256, 0x1 << 7>>>(nullptr, static_cast<float>(g_gather10), nullptr, nullptr);
	}
	g_gather10 = sum24;
	return ((6 % g_gather10) + input23[0x2]) - ((0x2A2 + b22) * (input23[g_sift9] & sum24));
}
int main() {
	int n26 = 1286;
	check_split21((+g_gather10) + static_cast<int>(59ull), static_cast<const unsigned long*>(nullptr));
	n26 = (((n26 + g_sift9) * (alignof(int) % g_gather10)) != ((unsigned char)n26)) ? (3543L & g_sift9) : (4936 - (-g_gather10));
	n26 &= L'0';
	return 0;
}
