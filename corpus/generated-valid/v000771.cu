// cudagen 0.1 seed 771 valid
// features: kernel,launch_bounds,grid_constant,launch,builtin_vars,main,device_array,shared_var,extern_shared,constexpr_var,struct,class_private,enum,namespace,if,for,pragma_unroll,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 36
#endif
__global__ void tile3(float p4, float cfg5, int count6) {
	extern __shared__ double dyn_7[];
	unsigned i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i8 >= count6) {
		return;
	}
	#pragma unroll
	for (int n9 = 0; n9 < count6; n9++) {
		dyn_7[n9]--;
	}
	dyn_7[5] = cfg5;
	float res10 = i8;
}
__device__ float d_pivot11[16] = {24.875F};
class Body12 {
	float val14;
	int x15;
public:
	__host__ __device__ Body12(float a16, int b17) : val14(a16), x15(b17) {}
	__host__ __device__ void bump18(unsigned int mid19) {
		mid19 = (val14 * (mid19 * mid19)) + mid19;
		if (mid19 >= val14) {
			return;
		}
	}
	__host__ __device__ int norm20() const {
		Body12 cnt21((46 >= x15) ? val14 : val14, val14 / 37ul);
		cnt21 = Body12(63l, x15);
		return sizeof(unsigned long) + x15;
	}
};
enum Op22 { IDLE23, HIGH24, GREEN25, ADD26 };
__global__ void __launch_bounds__(1 << 8) scatter27(int *acc28, size_t *out29, const int *src30, const int *input31) {
	int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	--(*acc28);
	acc28[tid32] = blockDim.x;
	d_pivot11[15] = (blockIdx.x) / 43;
	float x33 = *src30;
	int z34(60ull >> blockDim.y);
}
namespace img35 {
__global__ void __launch_bounds__((ADD26 + 035), 1) blend36(__grid_constant__ const Body12 q37) {
	extern __shared__ unsigned int dyn_38[];
	int idx39 = threadIdx.x;
	float q40 = dyn_38[idx39];
	if (q37.norm20() != TUNE_2) {
		goto finish41;
	}
	dyn_38[idx39 & 7] = threadIdx.x;
finish41:;
}
} // namespace img35
int main() {
	int count42 = 0xB0C;
	int diff43 = ((count42 == count42) ? count42 : 'a') * (48UL / count42) * 15;
	scatter27<<<(diff43 + 31) / 32, 0b10000000>>>(nullptr, nullptr, &count42, &count42);
	++count42;
	tile3<<<(256), 1 << 8>>>(25, ADD26, ((count42 <= diff43) ? count42 : 5) - 37);
	img35::blend36<<<sizeof(unsigned int) * (HIGH24 + 127), 0x100 * GREEN25>>>(Body12(sizeof(float), ADD26));
	return 0x0;
}
