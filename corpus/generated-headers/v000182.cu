// cudagen 0.2 seed 182 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_array,shared_var,constexpr_var,enum_class,ternary,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,macro_object,macro_statement,nttp_integral,if_constexpr,type_traits,hdr_type_traits
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define NUM_ITERS_1 3
#define WARPS_2 4
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
enum class Kind6 {
	Green7,
	Busy8,
	Fast9 = 6,
	Busy10,
	Green11 = 12
};

__global__ void sweep12_kernel(int* data13, const unsigned int* coef14)
{
	Kind6 hi15 = Kind6::Busy8;
	(void)hi15;
	float s16 = int(55U * data13[6]);
	(void)s16;
}
__device__ char d_score17[8] = {24UL, 20};

__global__ void shade18_kernel(const int* src19, int count20)
{
	count20++;
	__shared__ double sh_21[128];
	(void)sh_21;
	int acc22 = 62u;
	(void)acc22;
	d_score17[5] = 127;
}

constexpr int host_scatter23(int count24, int lane25)
{
	bool sum26{false};
	return ((count24 >= sum26) ? (WARPS_2 + lane25) : 5) + 43UL;
}
template <typename T, long N>
struct Fixed27 {
	T data[N];
	__device__ T sum() const {
		T s = T();
		for (long i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __device__ T scaleBy28(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip29(int v) { return Neg ? -v : v; }
__device__ double fixed30(int x) {
	Fixed27<double, 3l> a{};
	a.data[0] = static_cast<double>(x);
	return a.sum() + scaleBy28<4>(static_cast<double>(x)) + static_cast<double>(flip29<true>(x));
}
template <typename T>
__host__ __device__ int classify31(T v) {
	if constexpr (std::is_floating_point_v<T>) {
		return static_cast<int>(v * 6);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

constexpr int run_spread32(int stride33)
{
	constexpr int h34 = 2496;
	(void)h34;
	return 18 << stride33;
}

int main()
{
	int n35 = 70;
	shade18_kernel<<<(n35 + 255) / 256, 1 << 9>>>((const int*)nullptr, (n35 >> 4) / (n35 * 075));
	n35 = n35;
	sweep12_kernel<<<2, 0b1 << (NUM_ITERS_1 + (WARPS_2 + 1)), 1024, 0>>>(nullptr, (const unsigned int*)nullptr);
	return 0;
}
