// cudagen 0.1 seed 2352 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,main,shared_var,shared_2d,constexpr_var,using_alias,if,for,pragma_unroll,static_assert,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 61
#endif
#undef TUNE_2
#define TUNE_2 24
using real3_t = double;

__device__ __noinline__ float tile4(int stride5) {
	if (stride5 < ('\x7f' / stride5)) {
		int v6 = stride5 - (TUNE_2 + float(threadIdx.z));
		bool flag7 = v6 + gridDim.z;
	}
	return stride5 + ((stride5 - stride5) - 36UL);
}

__host__ __device__ unsigned long tile8(int count9, int *out10) {
	int e11{0x1};
	float e12((9.125f - (e11 + 12.375F)) * (e11));
	count9++;
	for (int it13 = 0x0; it13 < e11; ++it13) {
		e12 = ((e11 / 0.5F) * (count9 += it13, 14)) + out10[0x3];
		++out10[4];
	}
	return (short(0x0u) + out10[count9]) % e11;
}

__global__ void relax14_kernel(int lane15, const int *src16) {
	int tid17 = threadIdx.x;
	if (tid17 >= lane15) {
		return;
	}
	__shared__ int sh_18[8];
	sh_18[1] = tile4(tile8(src16[tid17], &lane15) - lane15);
	static_assert(sizeof(int) == 4, "bad config");
	__shared__ float sh_19[9][14];
	#pragma unroll
	for (int j20 = 0, j21 = tid17; j20 < j21; (++j20, (--j21))) {
		lane15 = tile8((25lu - sh_18[warpSize]) + lane15, nullptr);
		int s22((char(j20)));
	}
}

int main() {
	int size23 = 2'827;
	double s24 = 31lu;
	if (tile8(s24, nullptr) > (size23 * 54L)) {
		if (!(s24 >= s24)) {
			cudaStream_t acc25 = nullptr;
		}
		(s24++, (s24 = TUNE_2));
	}
	relax14_kernel<<<dim3((TUNE_2 + (TUNE_2 + (TUNE_2 + (TUNE_2 + 160)))) * 2, (size23 + 127) / 0200, 0x8), dim3(sizeof(float) * 8, TUNE_2 + 8), 0x0, 0>>>(40ULL, &size23);
	return 0;
}
