// cudagen 0.2 seed 331 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,while,ternary,shift,comparison,comma,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,cast_const,sizeof,anonymous_class,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Extent2 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon3;
__device__ int extent4(int x) {
	Extent2 r{};
	r.span.lo = x;
	r.span.hi = x + 4;
	Anon3 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

__global__ void __launch_bounds__(128, 1) stencil5_kernel(const float* __restrict__ src6, int len7, int stride8) {
	int iter9 = 0;
	while (iter9 < stride8) {
		expf((5.5F));
		++iter9;
	}
	int y10{63ul};
	(void)y10;
	__shared__ float sh_11[256];
	(void)sh_11;
	float* m12 = const_cast<float*>(src6);
	(void)m12;
}

int main() {
	int size13 = 2132;
	size13 = size13;
	size13 = (size13 <= size13) ? (fminf(21.25f, size13) * (size13 += 39, 19)) : (size13 * (size13 * 59));
	long off14 = 2337u;
	size13 = 1UL;
	const char* h15 = "\x41\102";
	long long val16 = 6 + h15[1];
	stencil5_kernel<<<dim3(0b1000, 0b1 << 8), 1 << 6, sizeof(float) * 64, nullptr>>>(nullptr, static_cast<double>((val16 += size13, (-16.625))), off14);
	return 0;
}
