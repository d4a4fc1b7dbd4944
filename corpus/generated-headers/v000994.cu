// cudagen 0.2 seed 994 valid headers
// features: kernel,launch,launch_dim3,main,shared_var,extern_shared,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,macro_object,macro_statement,ctad,deduction_guide,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define RADIUS_1 256
#define NUM_ITERS_2 (64)
#define CHUNK_3 256
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
template <typename T> struct Keep7 {
	T v;
	__device__ Keep7(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin8 { A a; B b; };
template <typename A, typename B> Twin8(A, B) -> Twin8<A, B>;
template <typename T> struct View9 {
	const T *p;
	int n;
	__device__ View9(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View9(T *, int) -> View9<T>;
__device__ int deduce10(int x) {
	Keep7 h(x);
	Keep7 g{6.5};
	Twin8 d{x, 2.5f};
	View9 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__global__ void accum11(unsigned int p12, float* out13, long alpha14, int lane15) {
	extern __shared__ unsigned int dyn_16[];
	double cnt17 = 0x37 + fabsf(dyn_16[1]);
	(void)cnt17;
	lane15++;
	if ((p12 / 8ULL) < p12) {
		return;
	}
	cooperative_groups::thread_block group18 = cooperative_groups::this_thread_block();
	int rank19 = static_cast<int>(group18.thread_rank()) + static_cast<int>(group18.size());
	(void)rank19;
}
int main() {
	int n20 = 0x54D;
	dim3 m21 = dim3(128);
	(void)m21;
	n20 += n20;
	n20 %= n20;
	accum11<<<(n20 + 0x1f) / 32, dim3((n20 + 63) / 64, (n20 + 31) / 32)>>>(fminf(3728l, n20) - (35 - n20), nullptr, -4'775, expf(23.5F + n20));
	return 0;
}
