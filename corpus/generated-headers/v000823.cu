// cudagen 0.2 seed 823 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_template_function,host_function,main,constant_array,managed_var,shared_var,constexpr_var,auto_var,namespace,anon_namespace,nested_namespace,static_assert,bitwise,shift,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_statement,pp_ifdef,pp_undef,variadic_template,pack_expansion,fold_expression,inline_namespace,using_declaration,concept,requires_clause,runtime_api,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define RADIUS_1 256
#define BLOCK_SIZE_2 256
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifndef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 63
#endif
#undef RADIUS_1
#define RADIUS_1 8
namespace {
__constant__ float c_fuse8[4] = {0xb, 7.875f, 60, 6};
} // namespace
namespace lib9 {
inline namespace v1 {
int version10(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
int helper11(int x) { return x * 4; }
} // namespace detail::impl
} // namespace lib9
using lib9::version10;
int layered12(int x) {
	return lib9::detail::impl::helper11(x) + version10(x) + lib9::v1::version10(1);
}
template <typename T> concept Small13 = sizeof(T) <= 16;
template <typename T> concept Arith14 = Small13<T> && (sizeof(T) >= 4);
template <Small13 T> __host__ __device__ T twice15(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice16(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad17(T x) requires Arith14<T> { return x * 4; }
__host__ __device__ int sign18(Small13 auto v) { return v != 0 ? 1 : 2; }
namespace core19 {
inline namespace v1 {
__host__ __device__ int version20(int x) { return x + 7; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper21(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core19
using core19::version20;
__host__ __device__ int layered22(int x) {
	return core19::detail::impl::helper21(x) + version20(x) + core19::v1::version20(1);
}
template <typename... Ts>
__device__ double fold23(Ts... xs) {
	return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count24(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all25(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread26(int x) {
	return static_cast<int>(fold23(x, 9.5f, 9u)) + count24(x, x, 1.0) + (all25(x, 9) ? 1 : 0);
}
namespace gpu27 {
__global__ void score28_kernel(int count29, int count30) {
	cooperative_groups::thread_block group31 = cooperative_groups::this_thread_block();
	int rank32 = static_cast<int>(group31.thread_rank()) + static_cast<int>(group31.size());
	static_assert(46 == 46);
	__shared__ unsigned int sh_33[TUNE_7 + 12];
	(void)sh_33;
	count29 = sinf((rank32 + BLOCK_SIZE_2) * count29);
}
static __global__ void scatter34_kernel(int lane35, unsigned int *__restrict__ buf36, char *buf37) {
	int idx38 = (c_fuse8[lane35 & 3] * double(buf36[0x1]));
	buf36[idx38 & 0x7] = spread26(15l);
	auto y39 = twice15<long>(0xE4F);
	(void)y39;
	twice15<unsigned int>(((*buf36) & idx38) - (TUNE_7 + idx38));
}
__managed__ int m_probe40 = -1;
} // namespace gpu27
__host__ double check_scatter41(bool q42) {
	int base43 = lib9::version10((gpu27::m_probe40 - gpu27::m_probe40) & lib9::version10(q42));
	floorf(int(base43));
	dim3 s44((base43 + 127) / 0x80, 1 << (TUNE_7 + TUNE_7), 256);
	(void)s44;
	auto z45 = twice15(static_cast<unsigned>((base43 += q42, q42)));
	(void)z45;
	return (thrice16(static_cast<float>(q42)) - TUNE_7) - ((0x1Fll - gpu27::m_probe40) + sinf(gpu27::m_probe40));
}
int main() {
	int n46 = 1045;
	gpu27::scatter34_kernel<<<(gpu27::m_probe40 + 0377) / 256, (TUNE_7 + 4) * (RADIUS_1 + 8)>>>(static_cast<unsigned char>(39ll), (unsigned int*)nullptr, nullptr);
	cudaStream_t stream47;
	cudaStreamCreate(&stream47);
	cudaStreamSynchronize(stream47);
	gpu27::m_probe40 = sqrtf(lib9::version10(02451) * (58 / gpu27::m_probe40));
	cudaEvent_t start48, stop49;
	cudaEventCreate(&start48);
	cudaEventCreate(&stop49);
	cudaEventRecord(start48);
	cudaEventRecord(stop49);
	cudaEventSynchronize(stop49);
	float ms50 = 0.0f;
	cudaEventElapsedTime(&ms50, start48, stop49);
	cudaEventDestroy(start48);
	cudaEventDestroy(stop49);
	gpu27::score28_kernel<<<TUNE_7, BLOCK_SIZE_2 * 2>>>(static_cast<double>(ms50) - ms50, (0x26U / n46) - n46);
	return 0;
}
