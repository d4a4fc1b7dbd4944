// cudagen 0.2 seed 880 valid headers
// features: restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,enum_class,if,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_nullptr,sizeof,macro_paste,pp_ifdef,operator_overload_more,enum_underlying,variable_template,hdr_array,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 64
#endif
template <typename T> constexpr T kScale5 = T(2);
template <typename T> constexpr int kSize6 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased4(int x) {
	return x + kSize6<double> + static_cast<int>(kScale5<float>);
}
__global__ void groupSum7(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 2; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
enum class Phase8 { Green9, Add10 };
__global__ void groupSum11(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 16; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
struct Cplx12 {
	int x, y;
	int operator[](int i) const { return i == 0 ? x : y; }
	Cplx12 &operator+=(const Cplx12 &o) { x += o.x; y += o.y; return *this; }
	Cplx12 operator-() const { return Cplx12{-x, -y}; }
	Cplx12 &operator++() { ++x; return *this; }
	bool operator<(const Cplx12 &o) const { return x < o.x; }
	friend bool operator==(const Cplx12 &a, const Cplx12 &b) { return a.x == b.x && a.y == b.y; }
};
Cplx12 operator*(const Cplx12 &a, int k) { return Cplx12{a.x * k, a.y * k}; }
int ops13(int v) {
	Cplx12 a{v, 1};
	Cplx12 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
enum class Color14 : short { Mul15, Red16 = 6, Blue17 = 10, Mul18 = 14 };
__global__ void groupSum19(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 2; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}

void scatter20(float q21, unsigned char alpha22, int *__restrict__ acc23) {
	if (!(CAT_1(alpha, 22) <= alpha22))
		return;
	groupSum7<<<dim3(8, 0b10, 0x200), kSize6<char> + 0x3D, 0x0>>>(acc23, kSize6<int>);
}

int main() {
	int n24 = 2221;
	double s25 = kSize6<char> - CAT_1(n, 24);
	std::array<int, 4> arr26{n24, 1, 2, 3};
	int total27 = arr26[0] + static_cast<int>(arr26.size());
	groupSum11<<<dim3(64), 128>>>(nullptr, s25);
	groupSum19<<<(n24 + 63) / 64, (32), sizeof(int) * 0b10000000>>>(&total27, (kSize6<int> * s25) + 3);
	return 0;
}
