// cudagen 0.2 seed 379 valid headers
// features: kernel,kernel_static,launch,host_device_function,main,constexpr_var,if,if_else,if_init,for,static_assert,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,anonymous_class,virtual_function,alias_template,variable_template,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cuda_fp16.h>
#include <compare>

#define NUM_ITERS_1 256
#define MOD8_2(x) ((x) % 8)
template <typename T> using Ptr4 = T *;
template <typename A, typename B> struct Duo5 { A a; B b; };
template <typename T> using Same6 = Duo5<T, T>;
template <typename T> constexpr T kScale7 = T(2);
template <typename T> constexpr int kSize8 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased3(int x) {
	Ptr4<int> p = &x;
	Same6<int> d{x, 6};
	return x + *p + d.a + d.b + kSize8<double> + static_cast<int>(kScale7<float>);
}
struct Shape10 {
	__device__ virtual float area() const = 0;
	__device__ virtual int sides() const { return 0; }
	__device__ virtual ~Shape10() {}
};
struct Square11 : Shape10 {
	float s;
	__device__ explicit Square11(float v) : s(v) {}
	__device__ float area() const override { return s * s; }
};
__device__ float dispatch9(float x) {
	Square11 k0(x);
	const Shape10 *p = &k0;
	return p->area() + static_cast<float>(p->sides());
}

__device__ __host__ void shade12(long long* acc13) {
	acc13[0x1] = floorf((acc13[7]) + (kSize8<int> * (*acc13)));
	acc13[0]--;
	int acc14 = (kSize8<int> - (*acc13)) * ((sizeof(unsigned short) / acc13[7]) - 53ul);
	(void)acc14;
}
struct Window15 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon16;
__host__ __device__ int extent17(int x) {
	Window15 r{};
	r.span.lo = x;
	r.span.hi = x + 8;
	Anon16 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

static __global__ void combine18(int len19, int lane20, const unsigned int* src21) {
	for (int j22 = (kSize8<char> + 6); j22 > 0; --j22) {
		unsigned diff23 = (extent17(sizeof(float)) - ((lane20 >= len19) ? kSize8<int> : kSize8<char>));
		(void)diff23;
		if (!src21) {
			return;
		}
	}
	unsigned long long hi24(expf(len19 / (21.875F - src21[len19])));
	(void)hi24;
}

int main() {
	int count25 = 906;
	static_assert(((3) * (kSize8<char> + 2)) > 8, "tile must fit");
	if ((fabsf(count25) < count25) || (fabsf(13) > count25)) {
		count25 = alignof(float);
		cudaError_t err26 = cudaPeekAtLastError();
		int ok27 = err26 == cudaSuccess ? 1 : 0;
		(void)ok27;
	} else if (unsigned long flag28{25}; !(kSize8<char> < ((count25 > count25) ? 56 : 3))) {}
	combine18<<<(count25 + 31) / 0x20, 512>>>(1611u, -kSize8<char>, (const unsigned int*)nullptr);
	return 0;
}
