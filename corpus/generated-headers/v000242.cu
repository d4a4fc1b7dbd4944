// cudagen 0.2 seed 242 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,main,constexpr_var,namespace,if,for,static_assert,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_paste,comments,nested_class,explicit_specialization,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 128
#define CHUNK_2 5
#define BLOCK_SIZE_3 ((CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 1))))
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> int tag7(T) { return 0; }
template <> int tag7<float>(float) { return 1; }
template <> int tag7(double) { return 2; }
int specialized9(int x) {
	return x + Pick6<char, long>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0);
}
// Computes one element per thread.

template <typename T, typename U>
__device__ T sift10(const T *input11, U a12)
{
	float mid13 = *input11;
	mid13 -= input11[6] + (input11[4]);
	cosf(a12 + sinf(CAT_4(mid, 13)));
	ceilf(CAT_4(mid, 13) + sizeof(T));
	return mid13;
}

__device__ void clamp14(long *__restrict__ dst15, int len16, int stride17)
{
	unsigned long s18 = ((1150l % dst15[stride17]) ^ len16) * ((~len16) ^ dst15[3]);
	(void)s18;
	sift10<float, float>(reinterpret_cast<const float*>(dst15), BLOCK_SIZE_1 + (stride17 += 50ul, (-34)));
}

namespace detail19 {
__global__ void __launch_bounds__(CHUNK_2 + 59, 1) bump20(unsigned long *__restrict__ buf21)
{
	double w22 = buf21[3];
	if (buf21[4] == 48) {
		return;
	}
	int e23(ceilf(((buf21[4] | (*buf21)) == w22) ? (BLOCK_SIZE_1 - buf21[0x0]) : (64L + buf21[3])));
	buf21[e23] ^= buf21[1] - 12;
	if (sqrtf(-16.75f) <= 54) {
		return;
	}
}
} // namespace detail19
struct Table24 {
	using value_type = double;
	struct Entry {
		value_type v;
		value_type scaled() const { return v * static_cast<value_type>(3); }
	};
	Entry first, second;
	value_type total() const { return first.scaled() + second.v; }
};
double walk25(int x) {
	using value_type = Table24::value_type;
	Table24::Entry e{static_cast<value_type>(x)};
	Table24 t{e, e};
	return t.total();
}
__global__ void groupSum26(int *out, int n) {
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

int main()
{
	int count27 = 3615;
	for (int it28 = 0; it28 < count27; ++it28) {
		const char *off29 = "\"q\"";
		(void)off29;
	}
	static_assert(sizeof(int) == 4, "tile must fit");
	detail19::bump20<<<2, 0x200, 0, nullptr>>>(nullptr);
	groupSum26<<<1, dim3(BLOCK_SIZE_1 + (BLOCK_SIZE_3 + 112)), 0, 0>>>(&count27, BLOCK_SIZE_3);
	return 0;
}
