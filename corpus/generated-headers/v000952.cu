// cudagen 0.2 seed 952 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,static_shared,constexpr_var,if,if_else,if_init,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,ctad,deduction_guide,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <compare>

#define WARPS_1 5
#define BLOCK_SIZE_2 32
#define BLOCK_SIZE_3 (BLOCK_SIZE_2 + (WARPS_1 + (WARPS_1 + 214)))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct Keep6 {
	T v;
	Keep6(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin7 { A a; B b; };
template <typename A, typename B> Twin7(A, B) -> Twin7<A, B>;
template <typename T> struct View8 {
	const T *p;
	int n;
	View8(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View8(T *, int) -> View8<T>;
int deduce9(int x) {
	Keep6 h(x);
	Keep6 g{6.5};
	Twin7 d{x, 2.5f};
	View8 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__device__ __host__ float bias10(float *data11)
{
	fminf(sinf(data11[0b10]), data11[0x1]);
	if (sinf(-047) == fmaxf(data11[1], data11[4])) {
		if (float y12 = (unsigned int)(data11[0x4]); (long)y12) {
			++(*data11);
			constexpr float e13 = 24.375f;
			(void)e13;
		} else {
		}
	}
	return 13ul & ((unsigned int)(*data11));
}

__global__ void gather14_kernel(int *acc15)
{
	int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (BLOCK_SIZE_2 >= (i16 + (*acc15))) {
		return;
	}
	if ((acc15[1] >> i16) > i16) {
		__shared__ float sh_17[32];
		(void)sh_17;
	}
	constexpr unsigned char e18 = 24;
	(void)e18;
	if (((*acc15) + acc15[i16 & 7]) >= (12UL / i16)) {
		bias10(nullptr);
	}
	static __shared__ float sh_19;
	(void)sh_19;
}

int main()
{
	int size20 = 866;
	sinf(53);
	size_t mid21 = (size_t)(fmaxf(size20, 20.75f) - (size20 += '\?', size20));
	(void)mid21;
	cudaEvent_t start22, stop23;
	cudaEventCreate(&start22);
	cudaEventCreate(&stop23);
	cudaEventRecord(start22);
	cudaEventRecord(stop23);
	cudaEventSynchronize(stop23);
	float ms24 = 0.0f;
	cudaEventElapsedTime(&ms24, start22, stop23);
	cudaEventDestroy(start22);
	cudaEventDestroy(stop23);
	gather14_kernel<<<sizeof(float), 0x100, 0, (cudaStream_t)0>>>(nullptr);
	return 0;
}
