// cudagen 0.2 seed 674 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,struct,if,static_assert,shift,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,macro_object,macro_paste,macro_statement,pp_if,bit_field,virtual_function,alias_template,extended_lambda,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <compare>

#define WARPS_1 16
#define WARPS_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if WARPS_1 > 57
#define CONFIG_7 7
#else
#define CONFIG_7 31
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static_assert(10 > 9, "bad config");

struct Cell9 {
	float sum10;
	char x11;
};
struct Mask12 {
	unsigned int f0 : 7;
	short f1 : 9;
};
__host__ __device__ int pack13(int x) {
	Mask12 b{};
	b.f0 = static_cast<unsigned>(x) & 127u;
	b.f1 = 81;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}
struct Shape15 {
	virtual double area() const = 0;
	virtual int sides() const { return 0; }
	virtual ~Shape15() {}
};
struct Square16 : Shape15 {
	double s;
	explicit Square16(double v) : s(v) {}
	double area() const override { return s * s; }
};
double dispatch14(double x) {
	Square16 k0(x);
	const Shape15 *p = &k0;
	return p->area() + static_cast<double>(p->sides());
}
template <typename T> using Ptr18 = T *;
template <typename A, typename B> struct Duo19 { A a; B b; };
template <typename T> using Same20 = Duo19<T, T>;
int aliased17(int x) {
	Ptr18<int> p = &x;
	Same20<int> d{x, 7};
	return x + *p + d.a + d.b;
}

static __global__ void pivot21_kernel(unsigned long *out22) {
	ACCUM_3(out22[5], (59));
	long lim23 = fabsf(*out22) + (CONFIG_7 + out22[0] + (out22[1] << 2ull));
	(void)lim23;
	printf("value %d\n", static_cast<int>(55));
}

int main() {
	int count24 = 861;
	auto lam25 = [=] __device__ (int v) { return v * 3 + count24; };
	applyEach8<<<1, 32>>>(lam25, nullptr, count24);
	if (((+count24) * cosf(-6.125f)) >= count24) {
		unsigned s26 = ceilf(CAT_6(count, 24));
		(void)s26;
	}
	pivot21_kernel<<<dim3((count24 + 255) / 256, (WARPS_2 + 1) * 8, 128), (WARPS_1 + 496), 0, (cudaStream_t)0>>>((size_t*)nullptr);
	return 0;
}
