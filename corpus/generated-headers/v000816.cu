// cudagen 0.2 seed 816 valid headers
// features: kernel,launch,main,shared_var,constexpr_var,if,goto,ternary,bitwise,comparison,incdec,call,lit_int_hex,lit_int_binary,lit_float,macro_paste,if_constexpr,exceptions,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> concept Small5 = sizeof(T) <= 16;
template <typename T> concept Arith6 = requires(T a, T b) {
	a + b;
	{ a * b } -> Small5;
	typename T;
};
template <Small5 T> __device__ T twice7(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice8(T x) { return x * 3; }
template <typename T> __device__ T quad9(T x) requires Arith6<T> { return x * 4; }
__device__ int sign10(Small5 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__device__ int measure11(T v) {
	if constexpr (requires { v.size(); }) {
		return static_cast<int>(v.size());
	} else {
		return 1;
	}
}
struct Failure12 {
	int code;
};
int check14(int v) {
	if (v > 15) {
		throw Failure12{v};
	}
	return v;
}
int guarded13(int x) noexcept {
	try {
		return check14(x);
	} catch (const Failure12 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}

__global__ void shade15_kernel(int lane16) {
	__shared__ int sh_17;
	unsigned short u18(lane16 * (~(22 / lane16)));
	constexpr float q19 = 13.25f;
	if (CAT_3(u, 18) >= (+sh_17)) {
		goto skip20;
	}
	fmaxf(((CAT_3(lane, 16) <= u18) ? u18 : 62) + (lane16 + q19), 8.625F);
skip20:;
}

int main() {
	int n21 = 839;
	if (n21 < ((n21 >= 34) ? n21 : n21)) {
		return ((n21 + n21) <= 48) ? (0x20 * CAT_3(n, 21)) : (-n21);
	}
	n21++;
	shade15_kernel<<<(n21 + 63) / 0x40, 64>>>((n21 % CAT_3(n, 21)) * n21);
	return 0b0;
}
