// cudagen 0.2 seed 585 valid headers
// features: kernel,maxnreg,launch,builtin_vars,host_function,main,constexpr_var,enum,typedef,if,if_else,if_init,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,macro_function,macro_paste,macro_statement,pp_ifdef,operator_overload_more,enum_underlying,variable_template,constexpr_loop,structured_binding,exceptions,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 14
#else
#define TUNE_8 60
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum Kind10 : short { RED11, ON12, BUSY13 };
template <typename T> constexpr T kScale15 = T(2);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased14(int x) {
	return x + kSize16<double> + static_cast<int>(kScale15<float>);
}
typedef float real17_t;
struct Result18 {
	int first;
	int second;
};
__host__ __device__ Result18 make19(int x) { return Result18{x, x}; }
__host__ __device__ int unpack20(int x) {
	auto [a, b] = make19(x);
	int arr[3] = {x, 1, 2};
	const auto &[p, q, r] = arr;
	Result18 v{x, x};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
__host__ __device__ constexpr int tri21(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 4;
		++i;
	}
	return s;
}
constexpr int kSteps22 = tri21(3);
static_assert(tri21(3) == 12, "a constexpr loop");
struct Pair23 {
	int x, y;
	__host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ Pair23 &operator+=(const Pair23 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ Pair23 operator-() const { return Pair23{-x, -y}; }
	__host__ __device__ Pair23 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const Pair23 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const Pair23 &a, const Pair23 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair23 operator*(const Pair23 &a, int k) { return Pair23{a.x * k, a.y * k}; }
__host__ __device__ int ops24(int v) {
	Pair23 a{v, 1};
	Pair23 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void __maxnreg__(64) lerp25(unsigned* dst26, size_t alpha27, int* dst28, const unsigned char* coef29) {
	int tid30 = threadIdx.x;
	(void)tid30;
	int flag31 = kSteps22;
	short h32 = ((coef29[flag31] - (kSize16<char> - dst28[5])) != (0x4 + flag31)) ? (((blockDim.x >> kSize16<int>) >= blockDim.z) ? ('#' * dst26[alpha27]) : dst26[flag31]) : kSteps22;
	(void)h32;
	dst28[flag31] = '"';
}

void host_trace33(int n34, int count35) {
	auto fn40 = [=](auto s36) {
		s36 = count35 / count35;
		cudaEvent_t start37, stop38;
		cudaEventCreate(&start37);
		cudaEventCreate(&stop38);
		cudaEventRecord(start37);
		cudaEventRecord(stop38);
		cudaEventSynchronize(stop38);
		float ms39 = 0.0f;
		cudaEventElapsedTime(&ms39, start37, stop38);
		cudaEventDestroy(start37);
		cudaEventDestroy(stop38);
		return s36 * 2;
	};
	(void)fn40;
	if (MOD8_2(n34) != kSize16<char>) {
		return;
	}
	if ((count35 ? 0x36 : kSteps22) >= ((MOD8_2(count35) == n34) ? TUNE_8 : n34)) {
		n34--;
	} else {
		--count35;
	}
}

int main(void) {
	int count41 = 2602;
	if (count41 * 5) {
		long lo42 = (-13);
		long h43 = ON12;
		if (double x44{0x17}; lo42 > kSize16<int>) {
			try {
				if (h43 == 0x36) {
					return -45;
				}
				if (lo42 > 51) {
					throw 51;
				}
			} catch (...) {
			}
		}
	}
	lerp25<<<(count41 + 0b11111) / 0x20, sizeof(float) * 0b10000>>>(static_cast<unsigned*>(nullptr), (kSize16<char> >> count41) * static_cast<int>(020lu), &count41, nullptr);
	return 0b0;
}
