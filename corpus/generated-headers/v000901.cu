// cudagen 0.2 seed 901 valid headers
// features: kernel,restrict_params,launch,launch_dim3,device_function,host_function,default_args,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,namespace,nested_namespace,for,bitwise,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments,bit_field,local_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <utility>
#include <tuple>
#include <compare>

#define WARPS_1 128
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 51
#endif

#if WARPS_1 > 107
#define CONFIG_7 5
#else
#define CONFIG_7 26
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Header9 {
	unsigned short f0 : 9;
	unsigned short f1 : 7;
	bool on : 1;
};
int pack10(int x) {
	Header9 b{};
	b.f0 = static_cast<unsigned>(x) & 511u;
	b.f1 = 9;
	b.on = x > 2;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + (b.on ? 1 : 0);
}

namespace math11::sub12 {
__device__ unsigned long long accum13(int lane14 = 30UL) {
	long long mid15 = 39u;
	mid15 = static_cast<float>(floorf(24.75F));
	constexpr unsigned long long res16 = 22;
	(void)res16;
	int base17 = sizeof(int) | mid15;
	lane14--;
	constexpr double hi18 = 20.125f;
	(void)hi18;
	int y19 = ((WARPS_1 - mid15) + base17) ^ LOW_BITS_2(CAT_4(mid, 15) - 0xf);
	(void)y19;
	return ceilf(-1.25F);
}

__device__ void reduce20(const unsigned int *src21) {
	int diff22 = floorf(20.125F) + (sqrtf(sizeof(short int)) + sqrtf(src21[0x4]));
	(void)diff22;
}
} // namespace math11::sub12
/* Layout: row-major, no padding. */

__global__ void relax23(int stride24, float *out25) {
	extern __shared__ int dyn_26[];
	out25[stride24] = 22 - (*out25);
	stride24 = LOW_BITS_2(math11::sub12::accum13());
	(*out25) = 10.625F;
	ceilf(dyn_26[stride24] - (*out25));
	sinf(dyn_26[stride24 & 7]);
	dyn_26[stride24] = WARPS_1;
}

__global__ void merge27_kernel(const int *__restrict__ input28, const int *coef29) {
	extern __shared__ int dyn_30[];
	dyn_30[0x0] = *coef29;
	dyn_30[0x3] = sizeof(long) * dyn_30[3];
	constexpr int val31 = 2 * (CONFIG_7 + CONFIG_7);
	(void)val31;
	static __shared__ int sh_32[11][15];
	sh_32[7][13] = (-dyn_30[0]) - 2'883;
	unsigned s33{43l};
	(void)s33;
}

void check_rank34(float *__restrict__ buf35, int stride36, int len37) {
	struct Local38 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local38 w39{0};
	int m40 = w39.add(expf(60l));
	(void)m40;
	struct Local41 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local41 v42{3};
	int e43 = v42.add(CAT_4(stride, 36));
	(void)e43;
}

int main() {
	int n44 = 3579;
	for (int j45 = 0xb; j45 > 0; --j45) {
		dim3 hi46 = dim3((256), (j45 + 0x1f) / 32);
		(void)hi46;
		relax23<<<2, 64>>>(29, nullptr);
	}
	n44 = n44;
	++n44;
	merge27_kernel<<<(n44 + 31) / 32, sizeof(unsigned int) * (CONFIG_7 + 3)>>>(&n44, &n44);
	return 0;
}
