// cudagen 0.2 seed 156 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,host_function,static_host_function,main,host_global,constexpr_var,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_const,macro_object,macro_paste,comments,local_class,partial_specialization,ctad,deduction_guide,sfinae,constexpr_loop,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 4
#define NUM_ITERS_2 (4)
#define CAT_3(a, b) a##b
/* Returns the accumulated value. */

template <typename T, int N = 5>
__global__ void step4(T p5, float p6, T* acc7, const T* input8) {
	p5 = 4;
	T* e9 = const_cast<T*>(input8);
	(void)e9;
	struct Local10 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local10 v11{2};
	int y12 = v11.add(N);
	(void)y12;
}
template <typename T> struct Keep13 {
	T v;
	Keep13(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin14 { A a; B b; };
template <typename A, typename B> Twin14(A, B) -> Twin14<A, B>;
template <typename T> struct View15 {
	const T *p;
	int n;
	View15(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View15(T *, int) -> View15<T>;
int deduce16(int x) {
	Keep13 h(x);
	Keep13 g{3.5};
	Twin14 d{x, 2.5f};
	View15 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Sized17 { __host__ __device__ int size() const { return 5; } };
template <typename T> __host__ __device__ auto sizeOf18(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf18(const T &, long) { return 1; }
template <typename...> struct MakeVoid19 { using type = void; };
template <typename T, typename = void> struct HasSize20 { static constexpr int value = 0; };
template <typename T> struct HasSize20<T, typename MakeVoid19<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe21(int x) {
	Sized17 s{};
	return sizeOf18(s, 0) + sizeOf18(x, 0) + HasSize20<Sized17>::value + HasSize20<int>::value;
}
static int g_apply22;
__host__ __device__ constexpr int tri23(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 3;
		}
	}
	return s;
}
constexpr int kSteps24 = tri23(9);
static_assert(tri23(9) == 135, "a constexpr loop");

static __host__ int host_weigh25(double cfg26, int stride27) {
	const unsigned int* t28 = (const unsigned*)nullptr;
	stride27 = (int)(4662 % ((*t28) & t28[g_apply22]));
	tri23((float)(+CAT_3(stride, 27)));
	return 24 * sinf(stride27 | 1655ul);
}

int main() {
	int n29 = 2947;
	step4<long, (1 << 1)><<<2, 128, 4096>>>(n29, 4 + (g_apply22), (long*)nullptr, nullptr);
	n29 *= (8 << g_apply22) + NUM_ITERS_2;
	sqrtf(deduce16(n29 + n29));
	if (n29 > g_apply22) {
		return host_weigh25((n29), cosf(23.25f));
	}
	fmaxf(g_apply22, 16 + g_apply22);
	--n29;
	return 0;
}
