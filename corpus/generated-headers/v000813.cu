// cudagen 0.2 seed 813 valid headers
// features: kernel,launch,device_function,device_template_function,main,constexpr_var,local_array,auto_var,enum_class,for,ternary,compound_assign,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,sizeof,macro_object,macro_function,macro_paste,pp_undef,multiple_inheritance,enum_underlying,ctad,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CHUNK_1 16
#define TILE_DIM_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 2
template <typename T> struct Keep6 {
	T v;
	__device__ Keep6(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin7 { A a; B b; };
__device__ int deduce9(int x) {
	Keep6 h(x);
	Keep6 g{7.5};
	return h.get() + static_cast<int>(g.get());
}

template <typename T, int N = 1>
__device__ T step10(const T* coef11, double a12) {
	cooperative_groups::thread_block group13 = cooperative_groups::this_thread_block();
	int rank14 = static_cast<int>(group13.thread_rank()) + static_cast<int>(group13.size());
	a12 -= (((rank14 >= a12) && (49 > CAT_5(rank, 14))) ? CHUNK_1 : 2) + ((rank14 += -4848, 9.5) - (N + a12));
	return *coef11;
}
enum class Color15 : unsigned int { Off16, Low17, Fast18 = 7 };
struct Base20 {
	int m0;
	__device__ int get0() const { return m0 * 2; }
};
struct Trait21 {
	int m1;
	__device__ int get1() const { return m1 * 2; }
};
struct Part22 {
	int m2;
	__device__ int get2() const { return m2 * 5; }
};
struct Mixed19 : public Base20, Trait21, Part22 {
	int own;
	__device__ int sum() const { return get0() + get1() + get2() + own; }
};
__device__ int mix23(int x) {
	Mixed19 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.m2 = x + 2;
	d.own = x;
	return d.sum();
}

__global__ void combine24(Color15 cfg25, int* data26) {
	int cnt27[3] = {-0x36, 4};
	(void)cnt27;
	unsigned long long t28 = 42UL;
	(void)t28;
}

int main() {
	int len29 = 0x5B;
	for (int j30 = 0x0; j30 < 2; ++j30) {
		len29 /= +len29;
	}
	auto u31 = (((-len29) == CHUNK_1) ? CAT_5(len, 29) : (len29 * len29)) + (len29 + sizeof(int) + 27U);
	(void)u31;
	combine24<<<1, (32)>>>(Color15::Low17, &len29);
	return 0;
}
