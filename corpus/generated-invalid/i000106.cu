// cudagen 0.1 seed 106 invalid:sizeof_function
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,extern_shared,enum_class,if,for,while,goto,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b
__device__ float d_mix3 = -17.125f;

__global__ void fuse4(const unsigned short* __restrict__ in5, unsigned int q6, int* data7, int lane8) {
	extern __shared__ float dyn_9[];
	unsigned i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned z11 = 46U;
	int sum12 = 3319 + i10;
	if ((in5 != nullptr) && (i10 == blockDim.x)) {
		goto done13;
	}
	if (HALF_1(d_mix3) < i10)
		return;
done13:;
}
enum class Mode14 {
	Slow15,
	Fast16 = 6,
	Slow17,
	Blue18,
	Red19 = 14
};

__global__ void __launch_bounds__(64 * 2) gather20(const int* __restrict__ src21, const float* __restrict__ in22, float* buf23, const double* src24) {
	unsigned lo25{static_cast<unsigned int>(*in22)};
	double mid26 = 54;
	for (int j27 = 014; j27 > 0; --j27) {
		int w28 = 0;
		while ((w28 < w28) && (((*src24) + lo25) >= threadIdx.z)) {
			float val29 = CAT_2(lo, 25);
			val29--;
			++w28;
		}
	}
}
int probe_33();

int main(void) {
	int size30 = 3700;
	size30 += sizeof(probe_33);
	for (int i31 = 0, j32 = 14; i31 < j32; (++i31, (--j32))) {
		size30 = i31;
		if (!(i31 >= i31))
			return HALF_1(j32);
	}
	fuse4<<<(128), 256, sizeof(int) * 256, (cudaStream_t)0>>>(static_cast<const unsigned short*>(nullptr), 996ULL - size30, static_cast<int*>(nullptr), 32u);
	gather20<<<(size30 + 255) / 256, 32, sizeof(double) * 128>>>(nullptr, nullptr, nullptr, (const double*)nullptr);
	return 0;
}
