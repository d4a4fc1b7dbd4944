// cudagen 0.2 seed 810 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_stream,builtin_vars,main,managed_var,shared_var,constexpr_var,local_array,bitwise,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,macro_object,macro_function,macro_paste,macro_statement,pp_undef,operator_overload_more,structured_binding
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>

#define NUM_ITERS_1 5
#define NUM_ITERS_2 5
#define NUM_ITERS_3 16
#define HALF_4(x) ((x) / 2)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__managed__ size_t m_score8[8] = {3412lu, 24, 50L};
struct Split9 {
	int first;
	double second;
};
__host__ __device__ Split9 make10(int x) { return Split9{x, static_cast<double>(x)}; }
__host__ __device__ int unpack11(int x) {
	auto [a, b] = make10(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Split9 v{x, static_cast<double>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Dual12 {
	int x, y;
	int operator[](int i) const { return i == 0 ? x : y; }
	Dual12 &operator+=(const Dual12 &o) { x += o.x; y += o.y; return *this; }
	Dual12 operator-() const { return Dual12{-x, -y}; }
	Dual12 &operator++() { ++x; return *this; }
	bool operator<(const Dual12 &o) const { return x < o.x; }
	friend bool operator==(const Dual12 &a, const Dual12 &b) { return a.x == b.x && a.y == b.y; }
};
Dual12 operator*(const Dual12 &a, int k) { return Dual12{a.x * k, a.y * k}; }
int ops13(int v) {
	Dual12 a{v, 1};
	Dual12 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void __launch_bounds__(8 * 16) scatter14(unsigned char alpha15, const double* input16) {
	int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid17;
	int prod18[3] = {};
	(void)prod18;
	__shared__ int sh_19[NUM_ITERS_1 * 4];
	(void)sh_19;
}

int main() {
	int len20 = 3205;
	int flag21 = len20;
	(void)flag21;
	const char* val22 = u8"tile";
	(void)val22;
	cudaStream_t cnt23 = nullptr;
	(void)cnt23;
	scatter14<<<dim3(16), (NUM_ITERS_1 + (NUM_ITERS_2 + 25)) * (NUM_ITERS_1 + (NUM_ITERS_1 + 0xc))>>>((CAT_6(flag, 21) ^ NUM_ITERS_2) % 5, nullptr);
	return 0;
}
