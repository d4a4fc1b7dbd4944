// cudagen 0.2 seed 663 valid headers
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,local_array,if,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef,union,bit_field,call_operator,constexpr_loop,runtime_api,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b

#ifndef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 19
#endif
__host__ __device__ constexpr int tri4(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 1;
		}
	}
	return s;
}
constexpr int kSteps5 = tri4(5);
static_assert(tri4(5) == 15, "a constexpr loop");
__constant__ char c_gather6 = 40u;
__device__ char d_norm7;

__global__ void __launch_bounds__((kSteps5 + 113)) rank8_kernel(unsigned int p9) {
	extern __shared__ int dyn_10[];
	int m11 = dyn_10[2] * (-d_norm7);
	int hi12 = cosf(sinf(c_gather6) + 1.625F);
	m11 = 52;
	float cnt13[3] = {3.625f};
	(void)cnt13;
	int h14 = +(tri4(dyn_10[m11 & 7]) | 20ul);
	(void)h14;
	float stride15 = hi12;
	(void)stride15;
}
union Word16 {
	int i;
	float f;
	unsigned char bytes[4];
	__device__ int low() const { return static_cast<int>(bytes[0]); }
};
__device__ int use17(int x) {
	Word16 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}
struct Header18 {
	unsigned f0 : 4;
	int f1 : 5;
	unsigned short f2 : 4;
	unsigned short f3 : 8;
};
int pack19(int x) {
	Header18 b{};
	b.f0 = static_cast<unsigned>(x) & 15u;
	b.f1 = 0;
	b.f2 = static_cast<unsigned>(x) & 15u;
	b.f3 = 20;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}

__global__ void __maxnreg__(128) scale20(int *buf21, int *buf22, size_t alpha23, double a24) {
	d_norm7 = (43 * buf22[2] * use17(CAT_1(alpha, 23))) ^ CAT_1(alpha, 23);
	if (alpha23 >= alpha23) {
		return;
	}
	float z25 = sinf(a24);
	(void)z25;
}
struct Affine26 {
	int k;
	__host__ __device__ int operator()(int v) const { return v * k; }
	template <typename T>
	__host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call27(int x) {
	Affine26 fn{4};
	return fn(x) + fn(x, 1);
}
__device__ float halfMix28(float x) {
	__half a = __float2half(x);
	__half b = __float2half(2.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

int main() {
	int size29 = 1638;
	size29 = static_cast<unsigned char>(kSteps5 * size29);
	unsigned mid30 = kSteps5;
	if (CAT_1(size, 29) >= (54 + CAT_1(size, 29))) {
		if (((size29)) > (mid30 += kSteps5, mid30)) {
			cudaError_t err31 = cudaGetLastError();
			int ok32 = err31 == cudaSuccess ? 1 : 0;
			(void)ok32;
		}
	}
	size29 = 24 + pack19(58) + (50 + mid30);
	rank8_kernel<<<kSteps5 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 488))), dim3((mid30 + 63) / 64, 1)>>>(14 + mid30);
	scale20<<<TUNE_3 + 1, 256, 0, 0>>>((int*)nullptr, (int*)nullptr, tri4(size29), size29);
	return 0;
}
