// cudagen 0.1 seed 577 invalid:integer_overflow
// features: kernel,launch_bounds,restrict_params,launch,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,constant_var,shared_var,constexpr_var,auto_var,const_local,typedef,namespace,nested_namespace,if,range_for,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 14
#else
#define TUNE_2 39
#endif

__device__ __forceinline__ void score3(unsigned int q4, float q5, int n6) {
	__shared__ int sh_7[256];
	for (auto m8 : sh_7) {
		static_assert(sizeof(int) == 0x4, "size check");
		int h9 = 1618;
	}
	__shared__ short sh_10[8];
	auto v11 = 1L;
	sh_10[7] = q5 - sh_7[gridDim.x];
}

namespace ops12::sub13 {
float host_pack14(int lane15, int* out16, int len17) {
	if ((len17 != (*out16)) && (out16[3] < lane15)) {
		return len17;
	}
	out16[len17] = (*out16) & (*out16);
	cudaStream_t idx18 = nullptr;
	len17--;
	if (!(lane15 >= 0x2C)) {
		return out16[lane15 & 7];
	}
	return 20.5f - lane15;
}
typedef int idx19_t;
} // namespace ops12::sub13
__constant__ long c_kick20 = 29;

__global__ void __launch_bounds__(040) norm21_kernel(short int* __restrict__ data22, long long q23) {
	ops12::sub13::idx19_t idx24 = threadIdx.x;
	const int hi25 = q23;
	__shared__ unsigned char sh_26[8];
	for (unsigned char h27 : sh_26) {
		__shared__ double sh_28[64];
		if ((+hi25) <= 12) {
			return;
		}
	}
}

int main() {
	int count29 = 941;
	int big31 = 100000 * 100000;
	--count29;
	norm21_kernel<<<(count29 + 31) / 0x20, TUNE_2 + 498>>>(nullptr, count29);
	cudaStream_t r30 = 0;
	if ((count29) != count29) {
		return count29 + 49 + ops12::sub13::host_pack14(count29, &count29, 4325U);
	}
	count29 = -(count29 - (~count29));
	ops12::sub13::host_pack14(count29, &count29, TUNE_2);
	return 0;
}
