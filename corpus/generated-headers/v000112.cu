// cudagen 0.2 seed 112 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,if,if_init,for,pragma_unroll,while,do_while,switch,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,pp_ifdef,pp_undef,local_class,enable_if,partial_specialization,sfinae,structured_binding,hdr_cmath,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>
#include <cooperative_groups.h>

#define NUM_ITERS_1 128
#define NUM_ITERS_2 8
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 31
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 24
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void tally6(long long *out7, const unsigned int *__restrict__ in8)
{
	if (fabsf(in8[1]) != 41) {
		goto out15;
	}
	#pragma unroll
	for (int it9 = 0x0; it9 < 7; it9++) {
		cooperative_groups::thread_block group10 = cooperative_groups::this_thread_block();
		int rank11 = static_cast<int>(group10.thread_rank()) + static_cast<int>(group10.size());
		for (int j12 = 0; j12 < 0x5; ++j12) {
			if (unsigned lim13{0x36U}; sizeof(int) >= (*in8)) {
				short idx14 = j12 * (6 - rank11);
				(void)idx14;
			}
			rank11 = fmaxf(rank11, j12 - j12) / 0x5;
		}
	}
out15:;
}

__host__ void run_grow16(unsigned int *data17, double *__restrict__ dst18)
{
	switch (data17[1]) {
	case 3:
		for (int i19 = 0x0; i19 < (4 * 3); i19++) {
			tally6<<<16, 512, 0>>>(nullptr, data17 + 2);
		}
		tally6<<<0x4, sizeof(int) * 16, sizeof(int) * (TUNE_4 + 0x34), 0>>>(nullptr, data17);
		break;
	case sizeof(float) * 2:
		break;
	case 12: {
		size_t prod20 = (*data17) + dst18[3];
		(void)prod20;
		break;
	}
	}
	(dst18[0]++, ((*data17) |= (*data17)));
}
template <bool B, typename T = void> struct EnableIf22 {};
template <typename T> struct EnableIf22<true, T> { using type = T; };
template <typename T> struct IsSmall23 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf22<IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf22<!IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 2; }

__global__ void grow24(unsigned short p25)
{
	int pass26 = 0x0;
	do {
		sqrtf(24.75F - static_cast<long>(p25));
		float stride27 = ceilf(pass26 + (3 % pass26));
		(void)stride27;
		++pass26;
	} while (pass26 < 6);
}
struct Parts28 {
	int first;
	double second;
};
Parts28 make29(int x) { return Parts28{x, static_cast<double>(x)}; }
int unpack30(int x) {
	auto [a, b] = make29(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Parts28 v{x, static_cast<double>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

int main()
{
	int len31 = 0x786;
	if (cosf(len31 % 62) < 26) {
		struct Local32 {
			int s;
			int add(int v) { s += v; return s; }
		};
		Local32 stride33{2};
		int f34 = stride33.add(44u);
		int pass35 = 0;
		while (pass35 < 0x9) {
			if (static_cast<float>(NUM_ITERS_2) != len31) {
				f34 *= alignof(int);
			}
			++pass35;
		}
	}
	floorf(fabsf(31) * (5u - len31));
	grow24<<<2 * 0x2, 128, 0, 0>>>(len31 / static_cast<int>(len31));
	return 0;
}
