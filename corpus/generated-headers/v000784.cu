// cudagen 0.2 seed 784 valid headers
// features: kernel,kernel_extern_c,launch,launch_dim3,builtin_vars,main,device_array,constant_array,managed_var,shared_var,static_shared,if,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,macro_function,macro_paste,multiple_inheritance,variadic_template,pack_expansion,fold_expression,memory_spaces,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <tuple>
#include <cooperative_groups.h>

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ int devTable7[4];
__constant__ float coeffs8[4] = {6.5f, 3.5f, 3.5f, 4.5f};
__managed__ int managedTotal9;
__global__ void everySpace10(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable7[i & 3] + managedTotal9;
	extra[i & 7] = coeffs8[i & 3];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
struct Trait12 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 4; }
};
struct Trait13 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 5; }
};
struct Mixed11 : public Trait12, Trait13 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix14(int x) {
	Mixed11 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	const Trait12 &b = d;
	return d.sum() + b.get0();
}
extern "C" __global__ void tile15(int n16, int stride17, double p18) {
	unsigned tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid19 >= stride17)
		return;
	managedTotal9 *= 0x2F;
	sqrtf(54UL);
	expf(sinf(warpSize + n16));
}
struct Trait21 {
	int m0;
	__device__ int get0() const { return m0 * 2; }
};
struct Trait22 {
	int m1;
	__device__ int get1() const { return m1 * 3; }
};
struct Blend20 : Trait21, Trait22 {
	int own;
	__device__ int sum() const { return get0() + get1() + own; }
};
__device__ int mix23(int x) {
	Blend20 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	const Trait21 &b = d;
	return d.sum() + b.get0();
}
template <typename... Ts>
double fold24(Ts... xs) {
	return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
int count25(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all26(Ts... xs) { return (... || (xs == 0)); }
int spread27(int x) {
	return static_cast<int>(fold24(x, 6.5f, 6u)) + count25(x, x, 1.0) + (all26(x, 6) ? 1 : 0) + count25(static_cast<long>(x), 6);
}
int main(void) {
	int size28 = 0xf36;
	int *cnt29 = &size28;
	everySpace10<<<2 * 4, (64)>>>(&managedTotal9);
	tile15<<<dim3(0x80), dim3(1 << 0x9)>>>(size28, MOD8_1(managedTotal9) + (-size28), (managedTotal9 + 2) >> 3);
	managedTotal9 -= ((8 >> size28) - ((*cnt29) + 0x3al)) + ((((*cnt29) <= 5) ? 0x3u : managedTotal9) - managedTotal9);
	(--cnt29[size28], (size28 = CAT_5(size, 28)));
	return 0;
}
