// cudagen 0.1 seed 287 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,builtin_vars,grid_stride_loop,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,local_array,if,for,while,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,lambda,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 21
#endif

__global__ void apply4_kernel(const int *in5, float p6) {
	int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float r8 = 9.0F;
	--r8;
	for (int j9 = (blockIdx.x * blockDim.x) + threadIdx.x; j9 < idx7; j9 += blockDim.x * gridDim.x) {
		int pass10 = 0;
		while (pass10 < idx7) {
			for (int i11 = (blockIdx.x * blockDim.x) + threadIdx.x; i11 < 9; i11 += blockDim.x * gridDim.x) {
				r8++;
			}
			++pass10;
		}
	}
	float y12 = 10.75f;
}
// NOTE: keep in sync with the host reference.

__host__ __device__ unsigned char sift13(float p14, short *dst15, unsigned *buf16) {
	buf16[3] = buf16[3] - (static_cast<long>(44) | dst15[5]);
	int idx17 = static_cast<double>(buf16[0x7] / CAT_1(p, 14));
	return idx17;
}
__device__ float d_update18;

__global__ void __launch_bounds__((TUNE_3 + 0x6b), 4) grow19_kernel(int count20, int lane21, int count22) {
	int idx23 = threadIdx.x;
	if (idx23 >= count20) {
		return;
	}
	sift13(sift13(count20, nullptr, nullptr) * (4589 % threadIdx.y), static_cast<short*>(nullptr), nullptr);
	int k24[3] = {};
	for (int n25 = 0; n25 < 9; n25++) {
		if (n25 + 44) {
			return;
		}
	}
	unsigned lim26 = sift13((gridDim.x) & (-count22), (short*)nullptr, (unsigned int*)nullptr);
	if (!(CAT_1(count, 20) < 20)) {
		goto finish27;
	}
	lim26 = k24[idx23];
finish27:;
}

constexpr __host__ __device__ int trace28(int len29, bool q30) {
	int mid31 = '0';
	return 14;
}

__global__ void __maxnreg__(32) relax32_kernel(int *dst33, int *acc34) {
	int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	trace28(trace28(acc34[0x7] - d_update18, gridDim.y == d_update18), (blockIdx.y));
	for (int i36 = (blockIdx.x * blockDim.x) + threadIdx.x; i36 < 10; i36 += blockDim.x * gridDim.x) {
		(*dst33) = i36 - ((warpSize >> 0x6) - ((acc34[tid35] >= acc34[i36]) ? acc34[5] : 0b10));
		--d_update18;
	}
}

constexpr __host__ int run_stencil37(int n38, size_t q39) {
	int r40 = trace28(n38, ((n38 == CAT_1(q, 39)) ? TUNE_3 : ((q39 <= CAT_1(n, 38)) ? CAT_1(n, 38) : q39)) >= trace28(q39, n38));
	long y41(4 >> trace28(r40, (-CAT_1(n, 38)) > 29L));
	return static_cast<double>(y41) - (40UL + q39);
}

int main() {
	int count42 = 2700;
	count42 = trace28(count42 % count42, (true)) + (4137 * count42);
	++count42;
	auto step45 = [](char acc43, int z44) {
		z44 = acc43;
		acc43 = acc43;
		acc43 = z44;
	};
	step45(count42, count42);
	relax32_kernel<<<(count42 + 0xff) / 256, 256>>>(nullptr, nullptr);
	float lim46[8] = {33l, 44u, 1.375F, float(CAT_1(count, 42) / 4.625f), .125f};
	count42 = trace28((count42 == count42) ? TUNE_3 : count42, trace28(CAT_1(count, 42), 0b101011 == count42) > lim46[0]) >> ((074) % (count42 - CAT_1(count, 42)));
	apply4_kernel<<<dim3((count42 + 0x1F) / 0b100000, 0x1 << 6, TUNE_3 + 107), TUNE_3 + (TUNE_3 + (TUNE_3 + 193))>>>(static_cast<const int*>(nullptr), TUNE_3 + count42);
	grow19_kernel<<<(count42 + 31) / 32, (TUNE_3 + 43)>>>(58ul, 20 % (count42 + count42), (lim46[count42] == 46) ? lim46[count42 & 7] : ((TUNE_3 != count42) ? 0x3FUL : lim46[count42 & 0b111]));
	return 0b0;
}
