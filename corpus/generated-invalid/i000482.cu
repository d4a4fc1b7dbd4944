// cudagen 0.1 seed 482 invalid:device_var_access_in_host
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,main,constant_var,constexpr_var,auto_var,enum_class,if,for,pragma_unroll,while,do_while,static_assert,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 4
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 30
#endif
__global__ void trace5(const char* __restrict__ input6, const float* src7, int len8, const unsigned long long* __restrict__ input9) {
	unsigned char idx10 = src7[4] + ((src7[len8 & 7] - 255) + static_cast<unsigned int>(4));
	auto base11 = !(!(idx10 >= (*input9)));
	if (16 >= ((*input9) % 8ul))
		return;
}
enum class Axis12 { Off13, High14, Low15, Off16 = 5 };
__global__ void gather17_kernel(float* out18, Axis12 alpha19) {
	long long f20 = (static_cast<int>(WARPS_1)) * (+((*out18) - 54));
	static_assert((WARPS_1 + (sizeof(float) * 4)) == 20);
	long long base21 = ('\x7f' + (*out18));
}
__constant__ float c_split22 = 25;
__device__ unsigned short tally23(const unsigned short* in24, int stride25) {
	int w26 = 0;
	while ((w26 < 6) && (((*in24) | WARPS_1) > 42)) {
		if (w26 >= (c_split22 + TUNE_4)) {
			#pragma unroll 4
			for (int it27 = 0; it27 < 4; it27++) {
				unsigned short acc28 = *in24;
				unsigned long long u29 = ' ' * (*in24);
			}
			stride25 = (((c_split22 - 58) == CAT_2(w, 26)) || (in24[3] <= in24[stride25])) ? (((in24[5] >= w26) ? w26 : c_split22) + 4) : ((w26 - WARPS_1) - ('"' - w26));
		}
		if (((*in24) <= stride25) && (in24 == nullptr))
			return ((int)w26) / (47 - in24[0]);
		++w26;
	}
	return c_split22;
}
extern "C" {
__global__ void filter30(int len31, int* __restrict__ dst32, const float* __restrict__ src33, int count34) {
	int iter35 = 0;
	do {
		count34 = len31;
		++iter35;
	} while (iter35 < 6);
	static_assert(39 == 39, "tile must fit");
}
}
__device__ int d_shadow38 = 4;
int main() {
	int len36 = 2'310;
	d_shadow38 = len36;
	if ((len36 + len36) != 54U)
		return CAT_2(len, 36) + len36 + (len36 + len36);
	dim3 h37((len36 + 255) / 256, sizeof(unsigned int), (WARPS_1 + (TUNE_4 + 54)) * 8);
	trace5<<<h37, sizeof(float) * (WARPS_1 + 124)>>>(static_cast<const char*>(nullptr), static_cast<const float*>(nullptr), ((short)45lu) >> len36, nullptr);
	gather17_kernel<<<(len36 + 255) / 256, 64, sizeof(float) * 256>>>(static_cast<float*>(nullptr), Axis12::Off13);
	filter30<<<(32), sizeof(unsigned int) * 64>>>((WARPS_1 + len36) - len36, nullptr, (const float*)nullptr, CAT_2(len, 36));
	return 0;
}
