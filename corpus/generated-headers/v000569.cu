// cudagen 0.2 seed 569 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,if,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement,pp_ifdef,comments,operator_overload_more,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <utility>
#include <cooperative_groups.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 21
#endif
// Returns the accumulated value.

template <class T, typename U>
__global__ void __launch_bounds__(16 * 2) probe7(U b8, double cfg9, float* __restrict__ data10) {
	int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	{
		fmaxf(19ULL, (data10[gid11 & 7] += cfg9, 29) + T(b8));
		if (MIN2_1(gid11, 57L) <= gid11) {
			return;
		}
	}
	b8 = 10.875;
	U r12 = MIN2_1(warpSize, (data10 != nullptr) ? gid11 : 0x1A);
	(void)r12;
}
__device__ short d_probe13 = 6l;
struct Pair14 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Pair14 &operator+=(const Pair14 &o) { x += o.x; y += o.y; return *this; }
	__device__ Pair14 operator-() const { return Pair14{-x, -y}; }
	__device__ Pair14 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Pair14 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Pair14 &a, const Pair14 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair14 operator*(const Pair14 &a, float k) { return Pair14{a.x * k, a.y * k}; }
__device__ float ops15(float v) {
	Pair14 a{v, 1};
	Pair14 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

int weigh16(int len17, const int* __restrict__ coef18, int len19) {
	len19 = MIN2_1(len19, sinf(22.5f) - len17);
	float* m20 = nullptr;
	(void)m20;
	for (int i21 = 0, j22 = len17; i21 < j22; (++i21, (--j22))) {
		len17 += floorf(sinf(i21 - 15.875f));
	}
	len17 = len19;
	return 0x1lu >> len19;
}

int main() {
	int count23 = 0xd59;
	{
		short m24{010};
		probe7<long, unsigned><<<16 * 2, (TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 28)))), 0, (cudaStream_t)0>>>(61L - m24, sqrtf(m24 + m24), nullptr);
	}
	int device25 = 0;
	cudaGetDevice(&device25);
	cudaDeviceProp prop26;
	cudaGetDeviceProperties(&prop26, device25);
	int sms27 = prop26.multiProcessorCount + prop26.warpSize;
	probe7<long, long><<<(sms27 + 0377) / 256, dim3((1), 0x10)>>>((signed char)count23, sqrtf(sms27) + count23, static_cast<float*>(nullptr));
	return 0;
}
