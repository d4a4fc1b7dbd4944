// cudagen 0.2 seed 639 valid headers
// features: launch,host_function,main,constexpr_var,if,if_else,if_init,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,lambda,lambda_capture_ref,macro_object,macro_function,nttp_integral,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>

#define CHUNK_1 32
#define NUM_ITERS_2 32
#define TILE_DIM_3 (0x4)
#define MOD8_4(x) ((x) % 8)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void groupSum6(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 8; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
template <typename T, unsigned N>
struct Fixed7 {
	T data[N];
	__device__ T sum() const {
		T s = T();
		for (unsigned i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __device__ T scaleBy8(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip9(int v) { return Neg ? -v : v; }
template <char C, long long L = 73LL> __device__ int charTag10() { return static_cast<int>(C) + static_cast<int>(L); }
__device__ float fixed11(int x) {
	Fixed7<float, 6u> a{};
	a.data[0] = static_cast<float>(x);
	return a.sum() + scaleBy8<6>(static_cast<float>(x)) + static_cast<float>(flip9<true>(x) + charTag10<'#'>());
}

void check_bump12(int lane13, unsigned int *acc14) {
	groupSum6<<<(1), 64>>>(&lane13, 0x33u);
	if (float u15 = cosf(static_cast<long>(lane13)); (-u15) == ceilf(CHUNK_1)) {
		lane13 = (float)acc14[1];
		u15--;
		(*acc14) = (40) + (fminf(0.875F, lane13) - u15);
	} else {
	}
}

int main() {
	int size16 = 0x6b4;
	auto fn18 = [&]() -> int {
		size16 = size16 + CHUNK_1;
		int val17 = size16;
		return cosf((char)14lu);
	};
	(void)fn18;
	size16 = ~size16;
	fmaxf(TILE_DIM_3, size16 % 63l);
	return 0;
}
