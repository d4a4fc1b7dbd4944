// cudagen 0.2 seed 997 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,host_device_function,main,device_array,constant_var,shared_var,static_shared,constexpr_var,const_local,if,if_init,for,static_assert,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,macro_object,macro_function,union,bit_field,anonymous_class,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <utility>

#define NUM_ITERS_1 4
#define TILE_DIM_2 256
#define ADD3_3(a, b, c) ((a) + (b) + (c))
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static __device__ float d_bump5[64];
struct Mask6 {
	unsigned int f0 : 4;
	unsigned : 3;
	int f1 : 10;
	unsigned : 0;
	unsigned int f2 : 4;
	short f3 : 7;
	bool on : 1;
};
__host__ __device__ int pack7(int x) {
	Mask6 b{};
	b.f0 = static_cast<unsigned>(x) & 15u;
	b.f1 = 71;
	b.f2 = static_cast<unsigned>(x) & 15u;
	b.f3 = 55;
	b.on = x > 2;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + (b.on ? 1 : 0);
}

inline __device__ __host__ void sift8(const double* coef9)
{
	if (coef9 != nullptr) {
		for (int i10 = 0, j11 = 11; i10 < j11; (++i10, (--j11))) {
			static_assert((NUM_ITERS_1 + 36) == 40, "size check");
		}
	}
	static_assert(0b101101 == 45, "bad config");
}
union Raw12 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
int use13(int x) {
	Raw12 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}
__constant__ bool c_lerp14 = 1;
struct Range15 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon16;
int extent17(int x) {
	Range15 r{};
	r.span.lo = x;
	r.span.hi = x + 8;
	Anon16 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

__global__ void __maxnreg__(128) reduce18(double b19, long cfg20, int* data21)
{
	__shared__ int sh_22[256];
	(void)sh_22;
	const int acc23 = b19;
	static __shared__ int sh_24[32];
	(void)sh_24;
	if ((d_bump5[acc23] * c_lerp14) <= d_bump5[63]) {
		const int prod25 = acc23;
		(void)prod25;
		__shared__ unsigned sh_26[64];
		(void)sh_26;
	}
	unsigned long long z27 = 38 + ((b19 - c_lerp14) * cosf(sizeof(int)));
	(void)z27;
}

int main()
{
	int count28 = 2522;
	for (int it29 = count28; it29 > 0; --it29) {
		for (int it30 = 0b0; it30 < count28; ++it30) {
			if (bool diff31 = it29; floorf(2.375f + it29) > ADD3_3(count28, 3, diff31)) {
				diff31 = (it30 % 3540ULL) * 0;
				auto lam32 = [=] __device__ (int v) { return v * 2 + it29; };
				applyEach4<<<1, 32>>>(lam32, nullptr, it29);
			}
			count28 = ADD3_3(it30, cosf(6.875f - it30), it29 % it29);
		}
	}
	reduce18<<<8, 128, 0>>>(20.125 + count28, ADD3_3(count28 - count28, 2 * count28, TILE_DIM_2 % count28), &count28);
	return 0;
}
