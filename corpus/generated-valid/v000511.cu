// cudagen 0.1 seed 511 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,struct,class_private,operator_overload,namespace,switch,switch_fallthrough,compound_assign,shift,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 58
#endif

__device__ __forceinline__ int scatter7(const int *__restrict__ input8, int *__restrict__ acc9, int n10) {
	__shared__ float sh_11[64];
	__shared__ int sh_12[32];
	static __shared__ int sh_13[128];
	int r14[3]{57l, 47, 3};
	return blockDim.y;
}

struct Pixel15 {
	double mass16;
	int w17;
	double hi18;
	bool weight19;
};

inline __host__ __device__ Pixel15 operator+(Pixel15 a, Pixel15 b) {
	Pixel15 r = a;
	r.mass16 += b.mass16;
	r.w17 += b.w17;
	r.hi18 += b.hi18;
	return r;
}

namespace ops20 {
__global__ void __launch_bounds__(TUNE_6 + 16, 2) pack21(float *out22) {
	int tid23 = threadIdx.x;
	(out22[1]--, ((*out22) -= out22[tid23] - LOW_BITS_1(threadIdx.x)));
	out22[tid23] = 19.25f * tid23 * (LOW_BITS_1(tid23) * (12 >> tid23));
	Pixel15 v24{5, 10, 9.875f, static_cast<bool>(scatter7(nullptr, nullptr, tid23))};
	constexpr float e25 = 23.375f;
}

float scale26(float a27 = 27l) {
	int r28[(8)] = {47, int(19), 7};
	r28[2] = LOW_BITS_1((r28[3]) + 8);
	ops20::pack21<<<TUNE_6, 512, 1 << 12>>>((float*)nullptr);
	return static_cast<int>(LOW_BITS_1(r28[3]));
}
} // namespace ops20

__device__ __host__ float relax29(int len30) {
	len30 = LOW_BITS_1(len30);
	switch (len30) {
	case 8:
		len30 = ((len30 + len30) / TUNE_6) + ((len30) >> 6);
		break;
	case 5: {
		float prod31 = len30 + static_cast<int>(len30);
		[[fallthrough]];
	}
	case 3:
		break;
	default:
		break;
	}
	return len30 / (len30 + 5 + (23U + len30));
}

class Vec32 {
	unsigned int mass33;
	double mass34;
	unsigned int mass35;
public:
	__host__ __device__ Vec32(unsigned int a36, double b37, unsigned int b38) : mass33(a36), mass34(b37), mass35(b38) {}
	__host__ __device__ void bump39(float idx40) {
		mass34 = 63;
	}
	__host__ __device__ unsigned int apply41() const {
		return relax29(mass35);
	}
};

int main() {
	int len42 = 604;
	ops20::pack21<<<(TUNE_6), 0b1000000, 256>>>(static_cast<float*>(nullptr));
	ops20::pack21<<<(len42 + 63) / 64, TUNE_6 + TUNE_6>>>(nullptr);
	ops20::pack21<<<(len42 + 0b111111) / 64, 1 << 8>>>(nullptr);
	float x43 = len42;
	return 0;
}
