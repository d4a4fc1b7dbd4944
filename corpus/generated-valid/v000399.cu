// cudagen 0.1 seed 399 valid
// features: kernel,grid_constant,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,operator_overload,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
inline constexpr double kR3 = 0.5;

struct Sample4 {
	float id5, mass6;
	float sum7;
};

inline __host__ __device__ Sample4 operator+(Sample4 a, Sample4 b) {
	Sample4 r = a;
	r.id5 += b.id5;
	r.mass6 += b.mass6;
	r.sum7 += b.sum7;
	return r;
}
/* Helper used by the kernels below. */

__global__ void tile8_kernel(double q9) {
	int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	q9 *= i10;
	++q9;
	q9++;
	if (33l == (q9 + q9)) {
		return;
	}
	q9 /= (-(i10 | 10l)) - q9;
	q9 -= blockIdx.x;
}

__global__ void blend11(int len12, char* out13) {
	extern __shared__ long dyn_14[];
	unsigned idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*out13) = dyn_14[blockIdx.z];
	(*out13) = 394l | out13[7];
	++out13[len12];
	float* res16 = reinterpret_cast<float*>(out13);
	len12 += 1;
	--res16[idx15];
	len12 = (*res16) - out13[len12];
}
static constexpr unsigned LANES17 = 3;

__global__ void combine18_kernel(int* out19, __grid_constant__ const Sample4 b20, __grid_constant__ const Sample4 cfg21) {
	int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out19[gid22] = 18UL;
	out19[5] |= LANES17 + gid22;
	__shared__ float sh_23[8];
	int base24 = 55;
	base24--;
	base24 = kR3;
}
/* Computes one element per thread. */

struct Stats25 {
	int w26;
	bool weight27;
	int count28;
	short y29;
};

inline __host__ __device__ Stats25 operator+(Stats25 a, Stats25 b) {
	Stats25 r = a;
	r.w26 += b.w26;
	r.count28 += b.count28;
	r.y29 += b.y29;
	return r;
}

int main() {
	int len30 = 4026;
	double lim31 = LANES17;
	combine18_kernel<<<(len30 + 31) / 32, 1 << 7, LANES17 + (LANES17 + 1018)>>>(&len30, Sample4{-12.0F, 0b110000, 14.0f}, Sample4{});
	lim31 = lim31;
	constexpr int cnt32 = 20lu;
	lim31 = (36L % len30) << ((34L * len30) + (27 << len30));
	tile8_kernel<<<(LANES17 + (LANES17 + 122)), 16 * 16>>>(lim31);
	blend11<<<1, (LANES17 + 125)>>>(len30, nullptr);
	return 0;
}
