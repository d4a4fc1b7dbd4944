// cudagen 0.1 seed 134 invalid:unused_value
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,constexpr_var,struct,enum,switch,goto,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,lambda,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 35
#endif
__constant__ double c_reduce3 = 21.0f;
// Layout: row-major, no padding.

struct Vec4 {
	int lo5, weight6;
};
// Computes one element per thread.

__global__ void norm7(unsigned cfg8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int hi10 = idx9;
	cfg8 = ~(gridDim.x + 14);
	constexpr float x11 = 52;
	Vec4 diff12{3029, idx9};
}
__constant__ bool c_sweep13 = 0;

__global__ void merge14(double *out15, char *out16, float *acc17)
{
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	++(*out15);
	unsigned int off19 = 0x23;
	if (((*out16) % 458) <= c_reduce3) {
		goto done20;
	}
	out16[4]--;
done20:;
}
enum Phase21 : unsigned int {
	IDLE22,
	ADD23,
	LOW24,
	BLUE25 = 7,
	BLUE26 = 10
};

inline int run_lerp27(int lane28, unsigned int a29)
{
	Phase21 u30 = IDLE22;
	cudaStream_t tmp31 = nullptr;
	lane28 = 18;
	a29 = a29;
	unsigned int *acc32 = &a29;
	++a29;
	return ADD23;
}

int main()
{
	int size33 = 1659;
	(size33, size33 * 2);
	auto step35 = []() {
		int *res34 = nullptr;
	};
	step35();
	(size33++, (size33 = 1));
	switch (size33 - size33) {
	case (ADD23 + ADD23) * LOW24:
		size33 = -34;
		size33 = size33;
		break;
	case sizeof(float) * (ADD23 + ADD23):
		break;
	case 0x3:
		break;
	case 0:
		break;
	default: {
		int s36 = run_lerp27(size33, size33) + (size33 - 0) + (run_lerp27(27, size33) * size33);
		break;
	}
	}
	norm7<<<(size33 + 31) / 32, (BLUE26 + 0x76) * 4, sizeof(int) * 256, nullptr>>>(+(size33 + size33));
	merge14<<<32 * (LOW24 + 14), 0x100, 0>>>((double*)nullptr, nullptr, nullptr);
	return 0;
}
