// cudagen 0.2 seed 809 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,if,for,pragma_unroll,goto,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_bool,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,macro_paste,macro_statement,bit_field,friend_template,nttp_reference,runtime_api,hdr_cuda_std
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#define BLOCK_SIZE_1 128
#define RADIUS_2 (3)
#define RADIUS_3 64
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b

inline __host__ __device__ unsigned char trace8(int n9, int stride10, int lane11)
{
	if (n9 < 57) {
		goto out15;
	}
	for (int it12 = 0; it12 < 6; it12++) {
		bool res13{static_cast<bool>(false)};
		for (int j14 = 0x0; j14 < 0b111; ++j14) {
			if (!res13) {
				continue;
			}
			if (!res13) {
				break;
			}
		}
	}
out15:;
	return BLOCK_SIZE_1;
}
__device__ int counter16;
template <int &R> __device__ int bump17(int x) {
	R += x;
	return R;
}
__device__ int tally18(int x) { return bump17<counter16>(x); }
struct Mask19 {
	unsigned f0 : 3;
	short f1 : 8;
};
int pack20(int x) {
	Mask19 b{};
	b.f0 = static_cast<unsigned>(x) & 7u;
	b.f1 = 16;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}
template <typename T> struct Cell21;
template <typename T> __device__ T peek22(const Cell21<T> &b);
template <typename T> struct Cell21 {
	__device__ explicit Cell21(T v) : val(v) {}
	template <typename U> friend __device__ U peek22(const Cell21<U> &b);
	template <typename U> friend struct Spy23;
private:
	T val;
};
template <typename T> __device__ T peek22(const Cell21<T> &b) { return b.val; }
template <typename U> struct Spy23 {
	__device__ static int look(const Cell21<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock24(int x) {
	Cell21<int> v(x);
	return peek22(v) + Spy23<float>::look(v);
}

__global__ void __maxnreg__(128) scale25(int len26, int stride27)
{
	int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid28 >= len26) {
		return;
	}
	++len26;
	for (int i29 = 0; i29 < gid28; ++i29) {
		#pragma unroll
		for (int i30 = len26; i30 > 0; --i30) {
			stride27 = 16L;
			cuda::std::array<int, 4> lanes31{};
			lanes31[0] = gid28;
			int total32 = lanes31[0] + static_cast<int>(lanes31.size()) + cuda::std::plus<int>()(lanes31[1], 1);
			(void)total32;
		}
	}
}

long host_clamp33(int *data34, long p35)
{
	p35 = LOW_BITS_5((CAT_7(p, 35)) + 3);
	int device36 = 0;
	cudaGetDevice(&device36);
	cudaDeviceProp prop37;
	cudaGetDeviceProperties(&prop37, device36);
	int sms38 = prop37.multiProcessorCount + prop37.warpSize;
	(void)sms38;
	return ADD3_4(p35, p35, (char)p35);
}

int main()
{
	int n39 = 2332;
	auto fn41 = [](float lo40) -> int {
		scale25<<<(BLOCK_SIZE_1 + (RADIUS_3 + 320)), (128), sizeof(float) * 256, 0>>>(CAT_7(lo, 40), BLOCK_SIZE_1 / ((sizeof(int) == CAT_7(lo, 40)) ? 0x4 : 4'169));
		return 16 >> (lo40 += lo40, 12);
	};
	for (int it42 = 0, j43 = 13; it42 < j43; (++it42, (--j43))) {
		bool stride44 = (LOW_BITS_5(n39) >> (RADIUS_2 - it42)) > RADIUS_3;
		(void)stride44;
		scale25<<<dim3((it42 + 0b1111111) / 128, 64), (128), 0, (cudaStream_t)0>>>(j43, short(17l));
	}
	unsigned long flag45 = fn41(n39);
	(void)flag45;
	return 0x0;
}
