// cudagen 0.2 seed 284 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,enum_class,if,for,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments,nttp_dependent_type,enable_if,ctad,deduction_guide,sfinae,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <type_traits>

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum class Axis6 { Slow7 = 1, Off8, Add9 };
template <typename T> struct Keep10 {
	T v;
	Keep10(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin11 { A a; B b; };
template <typename A, typename B> Twin11(A, B) -> Twin11<A, B>;
template <typename T> struct View12 {
	const T *p;
	int n;
	View12(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View12(T *, int) -> View12<T>;
int deduce13(int x) {
	Keep10 h(x);
	Keep10 g{3.5};
	Twin11 d{x, 2.5f};
	View12 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__device__ __host__ long blend14(int len15)
{
	double m16 = len15;
	unsigned int res17 = (int)MAX2_2(CAT_4(len, 15), m16);
	res17 += '\101';
	for (int j18 = 0b0; j18 < len15; ++j18) {
		sinf(MAX2_2(j18 + sizeof(float), 6));
		unsigned z19 = MAX2_2(sqrtf(-15.625f), LOW_BITS_1(len15) | LOW_BITS_1(res17));
		(void)z19;
	}
	int v20 = m16;
	(void)v20;
	return fabsf(-MAX2_2(res17, m16));
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
int narrow21(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
int narrow21(T v) { return static_cast<int>(v) + 2; }
// Computes one element per thread.

__global__ void __launch_bounds__((64)) spread22_kernel(int *__restrict__ acc23, int count24, unsigned char *acc25, long cfg26)
{
	unsigned mid27{static_cast<unsigned int>(fmaxf(fabsf((int)acc23[count24]), ((unsigned char)cfg26) % 21))};
	(*acc23) += 983ul;
	if (((acc25[0x7] - 50) & 1)) {
		return;
	}
	acc25[0] ^= LOW_BITS_1(threadIdx.z);
	long q28(23 | ((*acc25) % blend14(mid27)));
	(void)q28;
}

void check_pivot29(int lane30)
{
	Axis6 y31 = Axis6::Slow7;
	(void)y31;
	if (13lu < fminf(lane30, lane30)) {
		return;
	}
	spread22_kernel<<<dim3((lane30 + 0xff) / 256), dim3(4, 128, 0x8)>>>(nullptr, MAX2_2(lane30 + 47ll, lane30), (unsigned char*)nullptr, 0x36);
	int *d_buf32 = nullptr;
	cudaMalloc(&d_buf32, static_cast<size_t>(lane30) * sizeof(int));
	cudaMemset(d_buf32, 0, static_cast<size_t>(lane30) * sizeof(int));
}

int main()
{
	int count33 = 0xf3e;
	(void)count33;
	cudaEvent_t start34, stop35;
	cudaEventCreate(&start34);
	cudaEventCreate(&stop35);
	cudaEventRecord(start34);
	cudaEventRecord(stop35);
	cudaEventSynchronize(stop35);
	float ms36 = 0.0f;
	cudaEventElapsedTime(&ms36, start34, stop35);
	cudaEventDestroy(start34);
	cudaEventDestroy(stop35);
	int hi37 = deduce13(expf(ms36));
	ms36 = CAT_4(ms, 36);
	hi37 = 0xb;
	return 0;
}
