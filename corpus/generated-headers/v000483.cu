// cudagen 0.2 seed 483 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,compound_assign,bitwise,comparison,incdec,call,lit_int_suffix,macro_object,macro_paste,macro_statement,ctad,deduction_guide,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <utility>

#define TILE_DIM_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
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
template <typename T> struct Keep7 {
	T v;
	Keep7(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
template <typename A, typename B> Twin8(A, B) -> Twin8<A, B>;
template <typename T> struct View9 {
	const T *p;
	int n;
	View9(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View9(T *, int) -> View9<T>;
int deduce10(int x) {
	Keep7 h(x);
	Keep7 g{7.5};
	Twin8 d{x, 2.5f};
	View9 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void __maxnreg__(32) trace11_kernel(int n12) {
	unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int cnt14 = gridDim.x;
	(void)cnt14;
	ACCUM_2(n12, (TILE_DIM_1));
	unsigned e15 = ((TILE_DIM_1 + i13) | (TILE_DIM_1 + n12)) | TILE_DIM_1;
	unsigned int mid16((threadIdx.z | (e15 % 30)) * (TILE_DIM_1));
	mid16++;
	constexpr float base17 = 4805;
	(void)base17;
}

int main() {
	int size18 = 1194;
	float e19 = size18;
	if (CAT_5(size, 18) < (size18 + size18)) {
		return 33l - size18;
	}
	trace11_kernel<<<(size18 + 255) / 256, 64, 0, (cudaStream_t)0>>>(e19);
	size18 = 1 * e19;
	cosf(size18);
	size18 &= 62;
	return 0;
}
